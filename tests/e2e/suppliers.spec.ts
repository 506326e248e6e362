// Supplier orders (Lieferantenbestellung, issue 15) for apotheke-38, this spec's own login (role
// and feature flag Lieferantenbestellung): a supplier's basket is filled offline, an order below
// the supplier's minimum order value is refused at once with the reason, and the order placed
// offline is sent exactly once when the connection is back and comes back numbered. apotheke-24
// (no role) sees 'Keine Berechtigung'; apotheke@demo.at (role without the feature) is covered by
// tests/e2e/guards.spec.ts. Screenshots: /tmp/suppliers-list.png, /tmp/suppliers-basket.png.
import { expect, test } from './support/test';
import { formatEuro } from '../../src/catalogue/money';
import { de } from '../../src/i18n/de';
import { suppliersDe } from '../../modules/suppliers/texts.de';
import {
  expectConverged,
  expectQueueSettled,
  readLocal,
  serverState,
  sessionUserId,
} from './support/convergence';
import { enterShop, pharmacy } from './support/convergenceUi';

const t = suppliersDe;
const CUSTOMER = 303701;
const SUPPLIER = 'Sanitas Medizinprodukte Handels GmbH';

test('a supplier basket filled offline is ordered once online, with its number', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(38), CUSTOMER);
  await expectConverged(page, 60_000);
  const userId = await sessionUserId(page.request);
  const local = await readLocal(page, userId);
  const supplier = local.suppliers.find((s) => s.name === SUPPLIER);
  if (!supplier) throw new Error(`${SUPPLIER} not synced`);
  const cheapest = local.supplierArticles
    .filter((a) => a.supplierId === supplier.id)
    .sort((a, b) => a.priceCents - b.priceCents)[0];
  if (!cheapest) throw new Error('the supplier has no articles');
  const ordersBefore = (await serverState(page.request)).supplierOrders.length;

  await page.goto('/suppliers');
  const card = page.getByTestId('supplier-card').filter({ hasText: SUPPLIER });
  await expect(card).toContainText(t.minOrder(supplier.minOrderCents));
  await expect(page.getByTestId('supplier-order').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/suppliers-list.png', fullPage: true });
  await card.getByRole('link', { name: t.open(SUPPLIER) }).click();
  await expect(page.getByTestId('supplier-name')).toHaveText(SUPPLIER);
  await expect(page.getByTestId('supplier-basket-empty')).toBeVisible();

  // Offline: one unit of the cheapest article, found by its PZN.
  await context.setOffline(true);
  await page.getByLabel(t.assortment.search).fill(cheapest.pzn);
  await expect(page.getByTestId('supplier-article')).toHaveCount(1);
  await page.getByRole('button', { name: t.assortment.addLabel(cheapest.name) }).click();
  await expect(page.getByTestId('supplier-message')).toHaveText(
    t.assortment.added(cheapest.name, 1, cheapest.orderUnit),
  );
  const row = page.getByTestId('supplier-basket-row');
  await expect(row).toHaveCount(1);

  // Below the minimum order value: refused at once with the reason, nothing queued.
  await page.getByTestId('supplier-order-submit').click();
  await expect(page.getByTestId('supplier-order-error')).toHaveText(
    t.order.belowMinimum(formatEuro(supplier.minOrderCents), formatEuro(cheapest.priceCents)),
  );
  let queued = await readLocal(page, userId);
  expect(queued.outbox.map((m) => m.name)).toEqual(['supplierBasket.addRows']);
  // The same article again (issue 24): its row goes to 2, no second row.
  await page.getByRole('button', { name: t.assortment.addLabel(cheapest.name) }).click();
  await expect(page.getByTestId('supplier-message')).toHaveText(
    de.baskets.quantityRaised(cheapest.name, 2),
  );
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('row-quantity')).toHaveValue('2');

  // Enough units to reach it, then the order: shown at once, its number to follow.
  const units = Math.ceil(supplier.minOrderCents / cheapest.priceCents);
  const quantity = row.getByTestId('row-quantity');
  await quantity.fill(String(units));
  await quantity.press('Enter');
  await expect(page.getByTestId('supplier-basket-value')).toHaveText(
    formatEuro(units * cheapest.priceCents),
  );
  await expect(page.getByTestId('supplier-basket-minimum')).toContainText('✓');
  await page.getByLabel(t.order.noteLabel).fill('Bitte Lieferung vormittags');
  await page.getByTestId('supplier-order-submit').click();
  await expect(page.getByTestId('supplier-order-confirmation')).toHaveText(t.order.queued);
  await expect(page.getByTestId('supplier-basket-empty')).toBeVisible();
  const pending = page.getByTestId('supplier-order').first();
  await expect(pending).toHaveAttribute('data-status', 'wird_gesendet');
  await expect(pending.getByTestId('supplier-order-number')).toHaveText(t.orders.numberPending);
  await page.screenshot({ path: '/tmp/suppliers-basket.png', fullPage: true });
  queued = await readLocal(page, userId);
  const placed = queued.outbox.filter((m) => m.name === 'supplierOrder.place');
  expect(placed).toHaveLength(1);
  const orderId = (placed[0]?.args as { orderId: string }).orderId;

  // Online again: sent once, numbered by the server, shown with its number.
  await context.setOffline(false);
  await expectQueueSettled(page, 0, 30_000);
  const server = (await serverState(page.request)).supplierOrders;
  expect(server).toHaveLength(ordersBefore + 1);
  const mine = server.filter((o) => o.id === orderId);
  expect(mine).toHaveLength(1);
  const order = mine[0];
  expect(order?.number).toMatch(/^DB-303701-\d{4}$/);
  expect(order?.totalCents).toBe(units * cheapest.priceCents);
  expect(order?.note).toBe('Bitte Lieferung vormittags');
  await expect(page.getByTestId('supplier-order-confirmation')).toHaveText(
    `✓ ${t.order.confirmed(order?.number ?? '')}`,
  );
  await expect(pending).toHaveAttribute('data-status', 'uebermittelt');
  await expectConverged(page, 30_000);
});

test('no permission without the role', async ({ page }) => {
  await enterShop(page, pharmacy(24), 302301);
  await page.goto('/suppliers');
  await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
});
