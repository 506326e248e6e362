// Chaos (issue 3 "Tests"): two tabs of one user do CHAOS_OPS random operations (add row, set
// quantity, delete row, create basket, mark a notification seen) while the test toggles offline
// and stops/restarts its own API server on the same port and data. At the end, online, the
// outbox drains, the server state equals the plain model, both tabs show it, no row is doubled,
// and local and server data converge. Seeded: CHAOS_SEED (printed), default Date.now().
// A tab closed within 1 s after an edit loses nothing.
import { expect, test, type Page } from './support/test';
import { de } from '../../src/i18n/de';
import { ChaosModel, rng } from './support/chaos';
import { expectConverged, readLocal, serverState, sessionUserId } from './support/convergence';
import {
  addArticle,
  createBasket,
  enterShop,
  rowOf,
  setQuantity,
  waitForServiceWorker,
} from './support/convergenceUi';
import { OwnServer } from './support/ownServer';
import { withPrivacyChoice } from './support/privacy';
import { cataloguePzns, waitForCatalogue } from './support/shop';
import { users } from './support/users';

const OPS = Number(process.env.CHAOS_OPS ?? 60);
const SEED = Number(process.env.CHAOS_SEED ?? Date.now());

let server: OwnServer;

test.beforeAll(async () => {
  // The own server's first start migrates and seeds: up to 180 s on a loaded machine.
  test.setTimeout(240_000);
  server = await OwnServer.create();
});

test.afterAll(async () => {
  await server?.dispose();
});

/** Client-side navigation (no page load, so it works offline and with the server down). */
async function go(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/$]/g, '\\$&')}$`));
}

async function openBasket(page: Page, id: string): Promise<void> {
  await go(page, `/shop/warenkorb/${id}`);
  await expect(page.getByTestId('basket-page')).toHaveAttribute('data-basket-id', id);
}

test(`chaos: ${OPS} operations in two tabs with offline and server restarts`, async ({
  browser,
}) => {
  // 2.9 min on a quiet machine; a loaded CI machine ran out of 240 s (stop 34's run): room for 3×.
  test.setTimeout(180_000 + OPS * 6_000);
  console.log(`[chaos] CHAOS_SEED=${SEED} CHAOS_OPS=${OPS}`);
  const random = rng(SEED);
  const model = new ChaosModel();
  const context = await browser.newContext({
    baseURL: server.baseURL,
    storageState: withPrivacyChoice(server.baseURL),
    locale: 'de-DE',
  });
  try {
    const first = await context.newPage();
    await enterShop(first, users.apotheke, 100101);
    const userId = await sessionUserId(first.request);
    await waitForServiceWorker(first);
    const second = await context.newPage();
    await second.goto('/shop/warenkoerbe');
    await expect(
      second.getByRole('heading', { name: de.baskets.kind.warenkorb.listTitle }),
    ).toBeVisible();
    const tabs = [first, second];

    const start = await serverState(first.request);
    for (const n of start.notifications) if (n.seen) model.seen.add(n.id);
    // The seeded basket takes part too (its note row has no quantity: left alone); wish lists
    // (the seed's Merkliste) are not part of the chaos.
    for (const b of start.baskets.filter((basket) => basket.kind === 'warenkorb')) {
      model.baskets.set(
        b.id,
        new Map(
          start.basketRows
            .filter((r) => r.basketId === b.id && r.pzn !== null)
            .map((r) => [r.pzn ?? '', r.quantity]),
        ),
      );
    }
    // New rows take catalogue articles no basket has (the server refuses unknown ones); adding
    // offline finds them in this browser's catalogue, so it must be complete first.
    model.usePzns(await cataloguePzns(first.request));
    await waitForCatalogue(first);

    let offline = false;
    const faults = { offline: 0, stops: 0 };
    for (let op = 0; op < OPS; op++) {
      // Faults: toggle offline, or stop/restart the API server (same port and data).
      if (random.chance(0.12)) {
        offline = !offline;
        await context.setOffline(offline);
        faults.offline += offline ? 1 : 0;
      }
      if (random.chance(0.06)) {
        if (server.running) {
          await server.stop();
          faults.stops++;
        } else await server.start();
      }
      const page = random.pick(tabs);
      const kind = random.next();
      const rows = model.rowsWithBasket();
      if (kind < 0.08 || model.baskets.size === 0) {
        await go(page, '/shop/warenkoerbe');
        const id = await createBasket(page, `Chaos ${op}`, false);
        model.baskets.set(id, new Map());
      } else if (kind < 0.4 || rows.length === 0) {
        const basketId = random.pick([...model.baskets.keys()]);
        await openBasket(page, basketId);
        const pzn = model.newPzn();
        const quantity = random.int(1, 30);
        await addArticle(page, pzn, quantity);
        model.baskets.get(basketId)?.set(pzn, quantity);
      } else if (kind < 0.72) {
        const { basketId, pzn } = random.pick(rows);
        await openBasket(page, basketId);
        const current = model.baskets.get(basketId)?.get(pzn);
        let quantity = random.int(1, 50);
        if (quantity === current) quantity = quantity === 50 ? 49 : quantity + 1;
        await setQuantity(page, pzn, quantity);
        model.baskets.get(basketId)?.set(pzn, quantity);
      } else if (kind < 0.9) {
        const { basketId, pzn } = random.pick(rows);
        await openBasket(page, basketId);
        await rowOf(page, pzn).getByTestId('row-delete').click();
        await expect(rowOf(page, pzn)).toHaveCount(0);
        model.baskets.get(basketId)?.delete(pzn);
      } else {
        await go(page, '/notifications');
        const unseen = page
          .locator('[data-testid="notification-item"][data-seen="false"]')
          .filter({ hasNotText: de.notifications.opensInNewTab });
        if ((await unseen.count()) > 0) {
          const id = (await unseen.first().getAttribute('data-notification-id')) ?? '';
          // Click that notification by its id: `unseen.first()` is looked up again for the click,
          // and a pull in between (the other tab marked the first one seen) would make it the
          // next one, which the model would not know as seen.
          await page
            .locator(`[data-testid="notification-item"][data-notification-id="${id}"]`)
            .click();
          model.seen.add(id);
        }
      }

      // Once, half way: an edit in the second tab, which is closed within 1 s and reopened
      // (online with the server up, so the reopened tab can load).
      if (op === Math.floor(OPS / 2)) {
        const tab = tabs[1] ?? second;
        const basketId = random.pick([...model.baskets.keys()]);
        await openBasket(tab, basketId);
        const pzn = model.newPzn();
        await addArticle(tab, pzn, 1);
        model.baskets.get(basketId)?.set(pzn, 1);
        const delay = random.int(0, 1000);
        await tab.waitForTimeout(delay);
        await tab.close();
        const local = await readLocal(first, userId);
        const queued = local.outbox.some(
          (m) => m.name === 'basket.addRow' && JSON.stringify(m.args).includes(pzn),
        );
        const arrived = server.running
          ? (await serverState(first.request)).basketRows.some((r) => r.pzn === pzn)
          : false;
        console.log(
          `[chaos] tab closed ${delay} ms after an edit: queued ${queued}, sent ${arrived}`,
        );
        expect(queued || arrived, 'the edit of the closed tab is queued or sent').toBe(true);
        offline = false;
        await context.setOffline(false);
        if (!server.running) await server.start();
        const reopened = await context.newPage();
        await reopened.goto(`/shop/warenkorb/${basketId}`);
        await expect(rowOf(reopened, pzn)).toBeVisible();
        tabs[1] = reopened;
      }
    }

    console.log(`[chaos] went offline ${faults.offline}×, stopped the server ${faults.stops}×`);
    // The end: online, server up; the outbox drains and everything converges.
    await context.setOffline(false);
    if (!server.running) await server.start();
    for (const tab of tabs) await tab.getByTestId('sync-now').click();
    await expectConverged(tabs[0] ?? first, 120_000);

    const end = await serverState(first.request);
    const actual = new Map<string, Map<string, number>>();
    for (const b of end.baskets) if (b.kind === 'warenkorb') actual.set(b.id, new Map());
    for (const r of end.basketRows) {
      if (r.pzn === null || !actual.has(r.basketId)) continue;
      const basket = actual.get(r.basketId);
      expect(basket?.has(r.pzn), `duplicate row ${r.pzn} in ${r.basketId}`).toBe(false);
      basket?.set(r.pzn, r.quantity);
    }
    const asObject = (m: Map<string, Map<string, number>>) =>
      Object.fromEntries([...m].map(([id, rows]) => [id, Object.fromEntries([...rows].sort())]));
    expect(asObject(actual)).toEqual(asObject(model.baskets));
    expect(new Set(end.notifications.filter((n) => n.seen).map((n) => n.id))).toEqual(model.seen);

    // Both tabs show it.
    for (const tab of tabs) {
      for (const [basketId, rows] of model.baskets) {
        await tab.goto(`/shop/warenkorb/${basketId}`);
        await expect(tab.getByTestId('basket-page')).toBeVisible();
        for (const [pzn, quantity] of rows) {
          await expect(rowOf(tab, pzn).getByTestId('row-quantity')).toHaveValue(String(quantity));
        }
        await expect(tab.locator('[data-testid="basket-row"][data-pzn]')).toHaveCount(rows.size);
      }
      await expectConverged(tab);
    }
  } finally {
    await context.close();
  }
});
