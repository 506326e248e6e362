// Issue 26: a day across several delivery customers without a connection. A representative marks
// his customers 'Offline verfügbar', goes offline, switches through five of them, fills three
// baskets, orders for one and keeps a wish list for another; back online every change arrives once
// under its own customer. A pharmacy works across its three addresses offline likewise.
import { expect, test, type Page } from './support/test';
import type { BasketRow, OrderRow, RowOf } from '../../src/api/sync';
import { de } from '../../src/i18n/de';
import { shopDe } from '../../src/i18n/shop.de';
import {
  expectConverged,
  readLocal,
  serverState,
  sessionUserId,
  type LocalState,
} from './support/convergence';
import { addArticle, createBasket, waitForServiceWorker } from './support/convergenceUi';
import { login } from './support/login';
import { ListsPage, PZN, waitForCatalogue } from './support/shop';
import { users } from './support/users';

/** Five of the representative's pharmacies no other spec uses. */
const REP_CUSTOMERS = [200281, 200288, 200295, 200302, 200309];
const GRUBER = [100101, 100102, 100103];

const card = (page: Page, nr: number) => page.getByTestId(`lieferkunde-card-${nr}`);

/** Chooses a customer in the selector, found by its number, and waits for the dashboard. */
async function switchTo(page: Page, nr: number, search: boolean) {
  await page.goto('/lieferkunden');
  if (search) await page.getByLabel(de.selector.search).fill(String(nr));
  await card(page, nr).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText(`${nr}`);
}

/** Waits until the worker has pulled every one of these customers to the end. */
async function expectHeld(page: Page, userId: string, numbers: number[]) {
  await expect
    .poll(
      async () => {
        const { meta } = await readLocal(page, userId);
        const synced = (nr: number) =>
          typeof meta.find((m) => m.key === `customerSyncedAt@${nr}`)?.value === 'string';
        return numbers.filter((nr) => !synced(nr));
      },
      { timeout: 60_000, message: 'every customer of the working set is on the device' },
    )
    .toEqual([]);
}

const byLabel = <R extends { label: string }>(rows: R[], label: string) =>
  rows.filter((r) => r.label === label);

function rowsOf(state: { basketRows: RowOf<'basketRows'>[] }, basketId: string) {
  return state.basketRows.filter((r) => r.basketId === basketId).map((r) => [r.pzn, r.quantity]);
}

test('a representative works for five customers offline; back online each change lands once under its customer', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  await login(page, users.vertreter);
  await expect(page).toHaveURL(/\/lieferkunden$/);
  const userId = await sessionUserId(page.request);

  // Online: he marks his five pharmacies 'Offline verfügbar' and chooses the first.
  for (const nr of REP_CUSTOMERS) {
    await page.getByLabel(de.selector.search).fill(String(nr));
    const mark = page.getByRole('button', { name: /offline verfügbar halten$/ });
    await expect(card(page, nr)).toBeVisible();
    await mark.click();
    await expect(mark).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId(`offline-state-${REP_CUSTOMERS[4]}`)).toContainText(
    'Offline verfügbar, Stand',
    { timeout: 60_000 },
  );
  const [first] = REP_CUSTOMERS as [number, ...number[]];
  await page.getByLabel(de.selector.search).fill(String(first));
  await card(page, first).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForCatalogue(page);
  await expectHeld(page, userId, REP_CUSTOMERS);
  await waitForServiceWorker(page);

  // Offline: five switches, three baskets, an order, a wish list.
  await page.context().setOffline(true);
  const labels = REP_CUSTOMERS.map((nr) => `Tour-${run}-${nr}`);
  const basketIds: string[] = [];
  for (const [i, nr] of REP_CUSTOMERS.entries()) {
    await switchTo(page, nr, true);
    if (i < 3) {
      basketIds.push(await createBasket(page, labels[i] ?? ''));
      await addArticle(page, i === 1 ? PZN.cetirizin : PZN.paracetamol, i + 2);
    }
    if (i === 0) {
      await page.getByTestId('order-button').click();
      await expect(page.getByTestId('order-dialog')).toContainText(shopDe.order.confirmOffline);
      await page.getByTestId('order-confirm').click();
      await expect(page).toHaveURL(/\/shop\/bestellungen$/);
    }
    if (i === 3) {
      const lists = new ListsPage(page, 'merkliste');
      await lists.goto();
      const list = await lists.create(labels[3] ?? '');
      await list.addByPzn(PZN.kamillenTee, 5);
    }
  }
  // Another customer's basket, opened by its address: still there, offline.
  await switchTo(page, REP_CUSTOMERS[2] ?? 0, true);
  await page.goto(`/shop/warenkorb/${basketIds[2]}`);
  await expect(page.getByTestId('basket-page')).toBeVisible();
  const queued = (await readLocal(page, userId)).outbox.length;
  expect(queued).toBeGreaterThanOrEqual(9);

  // Back online: everything arrives, once, each under its own customer.
  await page.context().setOffline(false);
  await expectConverged(page, 60_000);
  const state = await serverState(page.request, REP_CUSTOMERS);
  const baskets = (label: string) => byLabel<BasketRow>(state.baskets, label);
  for (const [i, nr] of REP_CUSTOMERS.slice(0, 3).entries()) {
    const [basket, ...more] = baskets(labels[i] ?? '');
    expect(more).toEqual([]);
    expect(basket?.lieferkundeNr).toBe(nr);
  }
  expect(rowsOf(state, basketIds[1] ?? '')).toEqual([[PZN.cetirizin, 3]]);
  expect(rowsOf(state, basketIds[2] ?? '')).toEqual([[PZN.paracetamol, 4]]);
  const orders = byLabel<OrderRow>(state.orders, labels[0] ?? '');
  expect(orders.map((o) => [o.lieferkundeNr, o.status, o.rowCount])).toEqual([
    [first, 'uebermittelt', 1],
  ]);
  const [wishList] = state.baskets.filter((b) => b.label === labels[3]);
  expect([wishList?.kind, wishList?.lieferkundeNr]).toEqual(['merkliste', REP_CUSTOMERS[3]]);
  expect(rowsOf(state, wishList?.id ?? '')).toEqual([[PZN.kamillenTee, 5]]);

  // The server's session was never switched: the changes named their customers, the device
  // its choice, and the offline choices stay on the device.
  const me = (await (await page.request.get('/api/auth/me')).json()) as {
    lieferkunde: { LieferkundeNr: number } | null;
  };
  expect(me.lieferkunde?.LieferkundeNr).toBe(first);
  await expect(page.getByRole('banner')).toContainText(String(REP_CUSTOMERS[2]));

  // A second browser (another device of the representative) sees each in its customer's basket.
  const other = await browser.newContext();
  const second = await other.newPage();
  await login(second, users.vertreter);
  await second.getByLabel(de.selector.search).fill(String(REP_CUSTOMERS[1]));
  await card(second, REP_CUSTOMERS[1] ?? 0).click();
  await second.goto(`/shop/warenkorb/${basketIds[1]}`);
  await expect(second.getByTestId('basket-page')).toContainText(labels[1] ?? '');
  await expect(
    second.locator(`[data-testid="basket-row"][data-pzn="${PZN.cetirizin}"]`),
  ).toBeVisible();
  await other.close();
});

test('a pharmacy works across its three addresses offline', async ({ page }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  await login(page, users.mitarbeiter);
  await expect(page).toHaveURL(/\/(lieferkunden|dashboard)$/);
  if (page.url().endsWith('/lieferkunden')) await card(page, GRUBER[0] ?? 0).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const userId = await sessionUserId(page.request);
  // All three addresses come to the device by themselves, none marked.
  await expectHeld(page, userId, GRUBER);
  await waitForCatalogue(page);
  await waitForServiceWorker(page);
  await page.goto('/lieferkunden');
  for (const nr of GRUBER) {
    await expect(page.getByTestId(`offline-state-${nr}`)).toContainText('Offline verfügbar, Stand');
  }
  await expect(page.getByRole('button', { name: /offline verfügbar halten$/ })).toHaveCount(0);

  await page.context().setOffline(true);
  const labels = GRUBER.map((nr) => `Filiale-${run}-${nr}`);
  const ids: string[] = [];
  for (const [i, nr] of GRUBER.entries()) {
    await switchTo(page, nr, false);
    ids.push(await createBasket(page, labels[i] ?? ''));
    await addArticle(page, PZN.ibuprofen, i + 1);
  }
  // Each address shows only its own baskets.
  await switchTo(page, GRUBER[1] ?? 0, false);
  await page.goto('/shop/warenkoerbe');
  await expect(page.getByTestId('basket-list-page')).toContainText(labels[1] ?? '');
  await expect(page.getByTestId('basket-list-page')).not.toContainText(labels[0] ?? '');

  await page.context().setOffline(false);
  await expectConverged(page, 60_000);
  const state = await serverState(page.request, GRUBER);
  for (const [i, nr] of GRUBER.entries()) {
    const found = byLabel<BasketRow>(state.baskets, labels[i] ?? '');
    expect(found.map((b) => b.lieferkundeNr)).toEqual([nr]);
    expect(rowsOf(state, ids[i] ?? '')).toEqual([[PZN.ibuprofen, i + 1]]);
  }
  const local: LocalState = await readLocal(page, userId);
  expect(local.failedMutations).toEqual([]);
});
