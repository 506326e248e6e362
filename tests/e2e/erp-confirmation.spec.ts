// The whole loop with the embedded ERP simulator (issue 29, "Done when"): a pharmacist orders one
// available, one knapp and one nicht lieferbar article; the simulator (ERP_SIMULATOR_CONFIRM_MS
// 500, polling every 300 ms in playwright.config.ts, and only for the Gruber pharmacy's delivery
// customers, so the other specs' orders stay 'übermittelt') confirms it over the integration API
// with a Nachlieferung line and a nicht lieferbar line; the order's detail and a notification
// show it, and both stay readable offline after a reload.
//
// The demo catalogue (server/seed/catalogue.ts): Metformin Tauern is knapp with 5 packs on stock
// (8 ordered: 5 with the tour, 3 later), Amoxicillin Genovis nicht lieferbar, Ibuprofen lieferbar.
import { expect, test } from './support/test';
import { enterShop, waitForServiceWorker } from './support/convergenceUi';
import { OrdersPage } from './support/ordersPage';
import { ListsPage, PZN, waitForCatalogue } from './support/shop';
import { users } from './support/users';

/** apotheke@demo.at's delivery customer (the Gruber pharmacy, first of two). */
const GRUBER = 100101;

// Login, catalogue, order, the confirmation's way back through sync, an offline reload.
test.describe.configure({ timeout: 120_000 });

test('the ERP simulator confirms an order line by line; detail and notification show it, offline too', async ({
  page,
  context,
}) => {
  await enterShop(page, users.apotheke, GRUBER);
  const run = Date.now().toString(36);
  const label = `ERP-${run}`;
  const lists = new ListsPage(page);
  await lists.goto();
  const basket = await lists.create(label);
  await waitForCatalogue(page);
  await basket.addByPzn(PZN.ibuprofen, 2);
  await basket.addByPzn(PZN.metforminKnapp, 8);
  await basket.addByPzn(PZN.amoxicillinNichtLieferbar, 1);
  await basket.order();

  const orders = new OrdersPage(page);
  const order = orders.fromLabel(label);
  await expect(order).toHaveCount(1);
  const orderId = await order.getAttribute('data-order-id');
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

  // The order's detail, by its address: the simulator's answer arrives with the next sync.
  const detailUrl = `/shop/bestellungen?order=${orderId}`;
  await page.goto(detailUrl);
  const detail = orders.item(orderId ?? '').getByTestId('order-detail');
  const line = (pzn: string) => detail.getByTestId('order-line').filter({ hasText: pzn });
  const expectAnswered = async (timeout?: number) => {
    await expect(line(PZN.metforminKnapp)).toContainText('Nachlieferung', { timeout });
    await expect(line(PZN.amoxicillinNichtLieferbar)).toContainText('nicht lieferbar');
    await expect(line(PZN.ibuprofen)).not.toContainText('Nachlieferung');
    await expect(line(PZN.ibuprofen)).not.toContainText('nicht lieferbar');
  };
  await expect(detail).toBeVisible();
  await expectAnswered(30_000);

  // The confirmation with shortfalls is a notification naming the order.
  const notification = page.getByTestId('notification-item').filter({ hasText: label });
  await page.goto('/notifications');
  await expect(notification).toHaveCount(1, { timeout: 20_000 });
  await expect(notification).toContainText('Nachlieferung');
  await expect(notification).toContainText('nicht lieferbar');

  // Offline: the same, after a reload of each screen from the service worker and this device.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.goto(detailUrl);
  await expect(detail).toBeVisible();
  await expectAnswered();
  await page.reload();
  await expectAnswered();
  await page.goto('/notifications');
  await expect(notification).toHaveCount(1);
  await expect(notification).toContainText('nicht lieferbar');
  await context.setOffline(false);
});
