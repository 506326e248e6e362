// Wish lists (issue 4 item 6): a Merkliste collects articles and a note like a basket; one row is
// copied into the primary basket (it stays on the wish list), selected rows are moved (they
// leave it). The server holds exactly that, converged.
import { expect, test } from './support/test';
import { de } from '../../src/i18n/de';
import { expectConverged, serverState } from './support/convergence';
import { enterShop } from './support/convergenceUi';
import { ListPage, ListsPage, PZN, shopPharmacy, waitForCatalogue } from './support/shop';

const t = de.shop.transfer;

test('wish list rows are copied and moved into a basket', async ({ page }) => {
  test.setTimeout(150_000);
  await enterShop(page, shopPharmacy(15));
  const run = Date.now().toString(36);
  const baskets = new ListsPage(page, 'warenkorb');
  await baskets.goto();
  const targetLabel = `Ziel-${run}`;
  const target = await baskets.create(targetLabel);
  const targetId = await target.id();
  await baskets.goto();
  if (await baskets.item(targetId).getByTestId('basket-set-primary').isVisible()) {
    await baskets.setPrimary(targetId);
  }

  const wishLists = new ListsPage(page, 'merkliste');
  await wishLists.goto();
  const wishes = await wishLists.create(`Merkliste-${run}`);
  const wishId = await wishes.id();
  await expect(wishes.root).toHaveAttribute('data-kind', 'merkliste');
  // A wish list is not ordered.
  await expect(page.getByTestId('order-button')).toHaveCount(0);
  await waitForCatalogue(page);
  await wishes.addByPzn(PZN.ibuprofen, 2);
  await wishes.addByPzn(PZN.paracetamol, 3);
  const note = `Für die Filiale ${run}`;
  await wishes.addNote(note);
  // The primary basket is the default target.
  await expect(page.getByTestId('transfer-target')).toContainText(targetLabel);

  // SPEC 1: wish-list rows have the availability check too (issue 13 item 10), answered as text.
  await wishes.row(PZN.ibuprofen).getByTestId('row-check').click();
  await expect(wishes.row(PZN.ibuprofen).getByTestId('row-availability-result')).toContainText(
    de.shop.availabilityCheck.result(''),
  );

  // Copy one row: it stays on the wish list.
  await wishes.row(PZN.ibuprofen).getByTestId('row-copy').click();
  await expect(page.getByTestId('basket-message')).toHaveText(t.copied(1, targetLabel));
  await expect(wishes.row(PZN.ibuprofen)).toHaveCount(1);

  // Move the selected rows: they leave it.
  await wishes.row(PZN.paracetamol).getByTestId('row-select').check();
  await wishes.noteRow(note).getByTestId('row-select').check();
  await page.getByTestId('transfer-move').click();
  await expect(page.getByTestId('basket-message')).toHaveText(t.moved(2, targetLabel));
  await expect(wishes.rows).toHaveCount(1);
  await expect(wishes.quantity(PZN.ibuprofen)).toHaveValue('2');

  // The basket holds the copied and the moved rows, in that order.
  await page.goto(`/shop/warenkorb/${targetId}`);
  const basket = new ListPage(page);
  await basket.expectOpen(targetId);
  await expect(basket.rows).toHaveCount(3);
  await expect(basket.quantity(PZN.ibuprofen)).toHaveValue('2');
  await expect(basket.quantity(PZN.paracetamol)).toHaveValue('3');
  await expect(basket.noteRow(note)).toHaveCount(1);

  await expectConverged(page);
  const state = await serverState(page.request);
  const rowsOf = (id: string) =>
    state.basketRows
      .filter((r) => r.basketId === id)
      .sort((a, b) => a.position - b.position)
      .map((r) => (r.pzn === null ? [r.note] : [r.pzn, r.quantity]));
  expect(rowsOf(wishId)).toEqual([[PZN.ibuprofen, 2]]);
  expect(rowsOf(targetId)).toEqual([[PZN.ibuprofen, 2], [PZN.paracetamol, 3], [note]]);
  expect(state.baskets.find((b) => b.id === wishId)?.kind).toBe('merkliste');
});
