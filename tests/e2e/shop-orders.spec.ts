// Web orders (issue 4 items 7 and 8): 'Bestellen' online (basket emptied, the order listed as
// 'übermittelt' and held by the server), 'Erneut bestellen', and an order made offline: shown as
// 'wird gesendet', kept across a reload while offline, then sent exactly once after reconnecting
// (the server holds ONE order, also after another reload and reconnect); and an order the server
// refuses: its reason shows and the basket gets its rows back. Each ends converged.
import { expect, test, type Route } from './support/test';
import type { PushAnswer, PushBody } from '../../src/api/sync';
import { de } from '../../src/i18n/de';
import {
  expectConverged,
  readLocal,
  localCustomers,
  serverConvergence,
  serverState,
  sessionUserId,
} from './support/convergence';
import { enterShop, waitForServiceWorker } from './support/convergenceUi';
import { OrdersPage } from './support/ordersPage';
import {
  demoArticle,
  formatEuro,
  ListPage,
  ListsPage,
  PZN,
  shopPharmacy,
  waitForCatalogue,
} from './support/shop';

const t = de.shop.orders;

// Whole ordering scenarios (login, catalogue, basket, order, sync): 10 to 20 s on a quiet machine.
test.describe.configure({ timeout: 150_000 });

/** A new basket made the primary one (so a reorder fills it, whatever earlier runs left). */
async function newPrimaryBasket(page: ListPage['page'], label: string): Promise<ListPage> {
  const lists = new ListsPage(page);
  await lists.goto();
  const basket = await lists.create(label);
  const setPrimary = basket.root.getByTestId('basket-set-primary');
  if (await setPrimary.isVisible()) await setPrimary.click();
  await expect(basket.root.getByTestId('basket-primary')).toBeVisible();
  return basket;
}

test('order online, see it as übermittelt with its lines, then order it again', async ({
  page,
}) => {
  await enterShop(page, shopPharmacy(16));
  const run = Date.now().toString(36);
  const label = `Online-${run}`;
  const note = `Bitte bis Freitag ${run}`;
  const basket = await newPrimaryBasket(page, label);
  const basketId = await basket.id();
  await waitForCatalogue(page);
  await basket.addByPzn(PZN.ibuprofen, 3);
  await basket.addByPzn(PZN.pantoprazol, 2);
  await basket.addNote(note);

  await basket.order();
  const orders = new OrdersPage(page);
  const order = orders.fromLabel(label);
  await expect(order).toHaveCount(1);
  await orders.expectStatus(order, 'uebermittelt');
  const ibuprofen = demoArticle(PZN.ibuprofen);
  const pantoprazol = demoArticle(PZN.pantoprazol);
  const total = 3 * ibuprofen.aepCents + 2 * pantoprazol.aepCents;
  await expect(order.getByTestId('order-item-total')).toHaveText(formatEuro(total));
  await expect(order.getByTestId('order-row-count')).toHaveText(t.rowCount(2));
  await expect(order.getByTestId('order-user')).toContainText(t.orderedBy('').trim());

  const detail = await orders.openDetail(order);
  expect(await orders.lineCells(detail)).toEqual([
    [
      PZN.ibuprofen,
      ibuprofen.name,
      '3',
      formatEuro(ibuprofen.aepCents),
      formatEuro(3 * ibuprofen.aepCents),
    ],
    [
      PZN.pantoprazol,
      pantoprazol.name,
      '2',
      formatEuro(pantoprazol.aepCents),
      formatEuro(2 * pantoprazol.aepCents),
    ],
    [t.noteLine, note, t.noPrice, t.noPrice, t.noPrice],
  ]);
  await expect(detail.getByTestId('order-detail-total')).toHaveText(formatEuro(total));
  // The open order is in the address: a reload keeps it open.
  await expect(page).toHaveURL(/\/shop\/bestellungen\?order=[0-9a-f-]{36}$/);

  // The server holds the order and emptied the basket (which stays).
  const state = await serverState(page.request);
  const held = state.orders.filter((o) => o.basketId === basketId);
  expect(held.map((o) => [o.status, o.label, o.rowCount, o.totalCents])).toEqual([
    ['uebermittelt', label, 2, total],
  ]);
  expect(held[0]?.lines.map((l) => [l.pzn, l.note, l.quantity, l.unitPriceCents])).toEqual([
    [PZN.ibuprofen, null, 3, ibuprofen.aepCents],
    [PZN.pantoprazol, null, 2, pantoprazol.aepCents],
    [null, note, 1, null],
  ]);
  expect(state.basketRows.filter((r) => r.basketId === basketId)).toEqual([]);
  expect(state.baskets.some((b) => b.id === basketId)).toBe(true);

  // 'Erneut bestellen' fills the primary basket (the emptied one) with the same lines.
  const target = await orders.reorder(order);
  expect(target).toBe(basketId);
  await expect(page.getByRole('status').filter({ hasText: t.reordered(3, label) })).toBeVisible();
  await expect(basket.quantity(PZN.ibuprofen)).toHaveValue('3');
  await expect(basket.quantity(PZN.pantoprazol)).toHaveValue('2');
  await expect(basket.noteRow(note)).toHaveCount(1);
  await expect(basket.rows).toHaveCount(3);
  await expectConverged(page);
  const after = await serverState(page.request);
  expect(
    after.basketRows
      .filter((r) => r.basketId === basketId)
      .sort((a, b) => a.position - b.position)
      .map((r) => [r.pzn, r.note, r.quantity]),
  ).toEqual([
    [PZN.ibuprofen, null, 3],
    [PZN.pantoprazol, null, 2],
    [null, note, 1],
  ]);
});

test('an order made offline shows "wird gesendet", survives a reload and is sent once', async ({
  page,
  context,
}) => {
  await enterShop(page, shopPharmacy(17));
  const userId = await sessionUserId(page.request);
  const run = Date.now().toString(36);
  const label = `Offline-${run}`;
  const basket = await newPrimaryBasket(page, label);
  const basketId = await basket.id();
  await waitForCatalogue(page);
  await basket.addByPzn(PZN.paracetamol, 4);
  await basket.addByPzn(PZN.cetirizin, 1);
  await expectConverged(page);
  await waitForServiceWorker(page);
  const total = 4 * demoArticle(PZN.paracetamol).aepCents + 1 * demoArticle(PZN.cetirizin).aepCents;

  await context.setOffline(true);
  await page.getByTestId('order-button').click();
  await expect(page.getByTestId('order-dialog')).toContainText(de.shop.order.confirmOffline);
  await page.getByTestId('order-confirm').click();
  await expect(page).toHaveURL(/\/shop\/bestellungen$/);
  const orders = new OrdersPage(page);
  const order = orders.fromLabel(label);
  await orders.expectStatus(order, 'wird_gesendet');
  // Priced from the catalogue on this device until the server confirms.
  await expect(order.getByTestId('order-item-total')).toHaveText(t.provisional(formatEuro(total)));
  await expect(page.getByTestId('orders-pending-hint')).toBeVisible();

  // A reload while offline: the order and its queued mutation survive; nothing reached the server.
  await page.reload();
  await orders.expectStatus(order, 'wird_gesendet');
  const queued = await readLocal(page, userId);
  expect(queued.outbox.map((m) => [m.name, m.args])).toEqual([
    ['order.place', { orderId: await order.getAttribute('data-order-id'), basketId }],
  ]);
  expect((await serverState(page.request)).orders.filter((o) => o.basketId === basketId)).toEqual(
    [],
  );
  await page.goto(`/shop/warenkorb/${basketId}`);
  await expect(basket.root.getByTestId('basket-empty')).toBeVisible();

  // Back online: sent, confirmed by the next pull, and 'übermittelt'.
  await context.setOffline(false);
  await orders.goto();
  await orders.expectStatus(order, 'uebermittelt', 20_000);
  await expect(order.getByTestId('order-item-total')).toHaveText(formatEuro(total));
  await expectConverged(page);

  // Another reload and another offline/online round: still exactly one order on both sides.
  await page.reload();
  await context.setOffline(true);
  await context.setOffline(false);
  await page.reload();
  await expect(orders.fromLabel(label)).toHaveCount(1);
  await orders.expectStatus(order, 'uebermittelt');
  await expectConverged(page);
  const held = (await serverState(page.request)).orders.filter((o) => o.basketId === basketId);
  expect(held.map((o) => [o.label, o.status, o.rowCount, o.totalCents])).toEqual([
    [label, 'uebermittelt', 2, total],
  ]);
  const local = await readLocal(page, userId);
  const customers = localCustomers(local);
  expect((await serverConvergence(page.request, userId, customers)).orders.count).toBe(
    local.orders.length,
  );
});

test('an order the server refuses shows the reason and gives the basket its rows back', async ({
  page,
  context,
}) => {
  await enterShop(page, shopPharmacy(18));
  const run = Date.now().toString(36);
  const label = `Abgelehnt-${run}`;
  const basket = await newPrimaryBasket(page, label);
  const basketId = await basket.id();
  await waitForCatalogue(page);
  await basket.addByPzn(PZN.mullbinde, 6);
  await basket.addNote(`Notiz ${run}`);
  await expectConverged(page);

  // The server's answer to 'order.place' is a refusal with a reason (as for an order it cannot
  // take, e.g. an article withdrawn meanwhile); the other mutations of the push go through.
  const reason = `E2E: Bestellung abgelehnt ${run}`;
  await context.route('**/api/sync/push', async (route: Route) => {
    const body = route.request().postDataJSON() as PushBody;
    const refused = body.mutations.filter((m) => m.name === 'order.place');
    const passed = body.mutations.filter((m) => m.name !== 'order.place');
    let results: PushAnswer['results'] = [];
    if (passed.length > 0) {
      const response = await route.fetch({ postData: { ...body, mutations: passed } });
      if (response.status() !== 200) return route.fulfill({ response });
      results = ((await response.json()) as PushAnswer).results;
    }
    for (const m of refused) {
      results.push({ id: m.id, status: 'rejected', code: 'order_refused', message: reason });
    }
    await route.fulfill({ json: { results } satisfies PushAnswer });
  });
  await basket.order();
  await expect(
    page.getByRole('status').filter({ hasText: de.sync.rejected(reason) }),
  ).toBeVisible();
  const orders = new OrdersPage(page);
  await expect(orders.fromLabel(label)).toHaveCount(0);
  await page.goto('/pending-changes');
  await expect(page.getByTestId('failed-change-reason')).toHaveText(reason);
  await context.unrouteAll({ behavior: 'ignoreErrors' });

  await page.goto(`/shop/warenkorb/${basketId}`);
  await expect(basket.quantity(PZN.mullbinde)).toHaveValue('6');
  await expect(basket.noteRow(`Notiz ${run}`)).toHaveCount(1);
  await expectConverged(page);
  const state = await serverState(page.request);
  expect(state.orders.filter((o) => o.basketId === basketId)).toEqual([]);
  expect(state.basketRows.filter((r) => r.basketId === basketId)).toHaveLength(2);
});
