// One basket, by keyboard (issue 4 items 2 and 4, "Bad input"): the catalogue search by PZN and
// by name words with prices, add by PZN + Enter as a scanner does, a wrong check digit and a
// valid PZN that is not in the catalogue, quantities typed and by +/-, invalid quantities (a field
// message, nothing queued), duplicate, note row, delete, the grouped views and the totals. Ends
// with the server holding exactly the rows shown, converged.
import { expect, test } from './support/test';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../modules/shop/contract';
import { de } from '../../src/i18n/de';
import { expectConverged, readLocal, serverState, sessionUserId } from './support/convergence';
import { enterShop } from './support/convergenceUi';
import {
  cataloguePzns,
  demoArticle,
  formatEuro,
  ListsPage,
  PZN,
  shopPharmacy,
  validPznNotIn,
  waitForCatalogue,
  wrongCheckDigit,
} from './support/shop';

const tooSmall = de.baskets.quantityTooSmall(QUANTITY_MIN);
/** Each invalid quantity and the message its field shows. */
const BAD_QUANTITIES = [
  ['0', tooSmall],
  ['-3', tooSmall],
  ['10000', de.baskets.quantityTooLarge(QUANTITY_MAX)],
  ['abc', de.baskets.quantityNotNumber],
] as const;
const groupNames = de.shop.grouping.availabilityGroup;

test('search, add by PZN and Enter, bad input, quantities, duplicate, note, delete, groups', async ({
  page,
  context,
}) => {
  // A long scenario: room for a slow, busy machine (it takes 10 to 20 s on a quiet one).
  test.setTimeout(150_000);
  await enterShop(page, shopPharmacy(14));
  const userId = await sessionUserId(page.request);
  const run = Date.now().toString(36);
  const lists = new ListsPage(page);
  await lists.goto();
  const basket = await lists.create(`Korb-${run}`);
  const basketId = await basket.id();
  await waitForCatalogue(page);
  const ibuprofen = demoArticle(PZN.ibuprofen);

  // Search by PZN: the article, with its price.
  await basket.search.fill(PZN.ibuprofen);
  await expect(basket.results).toHaveCount(1);
  await expect(basket.results.first()).toContainText(ibuprofen.name);
  await expect(basket.results.first()).toContainText(
    de.catalogue.article.price(de.catalogue.article.aep, formatEuro(ibuprofen.aepCents)),
  );
  // By word prefixes of name and manufacturer, several words meaning AND.
  await basket.search.fill('ibu alpen 400');
  const hits = basket.results;
  await expect(page.locator(`[role="option"][data-pzn="${PZN.ibuprofen}"]`)).toBeVisible();
  await expect(page.locator(`[role="option"][data-pzn="${PZN.ibuprofen50}"]`)).toBeVisible();
  await expect(page.locator(`[role="option"][data-pzn="${PZN.paracetamol}"]`)).toHaveCount(0);
  for (const text of await hits.allInnerTexts()) {
    expect(text).toMatch(/Ibu/i);
    expect(text).toMatch(/Alpen/i);
    expect(text).toMatch(/400/);
  }
  await expect(page.locator(`[role="option"][data-pzn="${PZN.ibuprofen50}"]`)).toContainText(
    formatEuro(demoArticle(PZN.ibuprofen50).aepCents),
  );

  // Add by PZN + Enter, as a barcode scanner types it: quantity 1, the field ready for the next.
  await basket.addByPzn(PZN.ibuprofen);
  await expect(basket.quantity(PZN.ibuprofen)).toHaveValue('1');
  // A wrong check digit is reported while typing, before any Enter; Enter adds nothing.
  await basket.search.fill(wrongCheckDigit(PZN.paracetamol));
  await expect(page.getByText(de.catalogue.search.invalidPzn)).toBeVisible();
  await expect(basket.search).toHaveAttribute('aria-invalid', 'true');
  await basket.search.press('Enter');
  // A valid PZN the catalogue lacks: 'Keine Treffer'.
  const missing = validPznNotIn(await cataloguePzns(page.request));
  await basket.search.fill(missing);
  await expect(page.getByText(de.catalogue.search.noHits, { exact: true })).toBeVisible();
  await expect(basket.search).not.toHaveAttribute('aria-invalid', 'true');
  await basket.search.press('Enter');
  await expect(basket.rows).toHaveCount(1);
  await basket.search.fill('');

  // Quantities: typed (Enter commits) and by the +/- buttons.
  await basket.addByPzn(PZN.metforminKnapp, 5);
  await expect(basket.quantity(PZN.metforminKnapp)).toHaveValue('5');
  await basket.typeQuantity(PZN.ibuprofen, 12);
  await expect(basket.quantity(PZN.ibuprofen)).toHaveValue('12');
  const ibuRow = basket.row(PZN.ibuprofen);
  await ibuRow.getByTestId('row-increase').click();
  await expect(basket.quantity(PZN.ibuprofen)).toHaveValue('13');
  await ibuRow.getByTestId('row-decrease').click();
  await ibuRow.getByTestId('row-decrease').click();
  await expect(basket.quantity(PZN.ibuprofen)).toHaveValue('11');
  await expectConverged(page);

  // Invalid quantities: a message at the field and nothing queued (offline, so a queued change
  // would stay in the outbox where we can see it).
  await context.setOffline(true);
  for (const [value, message] of BAD_QUANTITIES) {
    await basket.typeQuantity(PZN.ibuprofen, value);
    await expect(ibuRow.getByRole('alert')).toHaveText(message);
    await expect(basket.quantity(PZN.ibuprofen)).toHaveAttribute('aria-invalid', 'true');
  }
  await basket.quantity(PZN.ibuprofen).press('Escape');
  await expect(basket.quantity(PZN.ibuprofen)).toHaveValue('11');
  await expect(ibuRow.getByRole('alert')).toHaveCount(0);
  // The same for the quantity of a new row: the article is not added.
  await basket.addQuantity.fill('0');
  await basket.search.fill(PZN.paracetamol);
  await basket.search.press('Enter');
  await expect(
    page.getByTestId('add-article-form').getByRole('alert').filter({ hasText: tooSmall }),
  ).toBeVisible();
  await expect(basket.row(PZN.paracetamol)).toHaveCount(0);
  expect((await readLocal(page, userId)).outbox).toEqual([]);
  await basket.addQuantity.fill('1');
  await basket.search.fill('');
  await context.setOffline(false);

  // Duplicate a row (a deliberate second row), add a note row.
  await basket.row(PZN.metforminKnapp).getByTestId('row-duplicate').click();
  await expect(basket.row(PZN.metforminKnapp)).toHaveCount(2);
  await expect(basket.quantity(PZN.metforminKnapp).last()).toHaveValue('5');
  const note = `Notiz ${run}: bitte Kühlware getrennt`;
  await basket.addNote(note);
  // Scanning an article already there raises its (first) row instead of adding one (issue 24):
  // the row is highlighted and the status line says so.
  const metformin = demoArticle(PZN.metforminKnapp);
  await basket.search.fill(PZN.metforminKnapp);
  await basket.search.press('Enter');
  await expect(page.getByTestId('basket-message')).toHaveText(
    de.baskets.quantityRaised(`${metformin.name} (${de.baskets.pznLabel(PZN.metforminKnapp)})`, 6),
  );
  await expect(basket.row(PZN.metforminKnapp)).toHaveCount(2);
  await expect(basket.quantity(PZN.metforminKnapp).first()).toHaveValue('6');
  await expect(basket.row(PZN.metforminKnapp).first()).toHaveAttribute('data-highlighted', 'true');
  await basket.row(PZN.metforminKnapp).last().getByTestId('row-delete').click();
  await expect(basket.row(PZN.metforminKnapp)).toHaveCount(1);

  // Grouped views: by availability (catalogue order) and by manufacturer; notes last.
  await basket.addByPzn(PZN.amoxicillinNichtLieferbar, 2);
  await basket.addByPzn(PZN.paracetamol, 3);
  await basket.addByPzn(PZN.xylometazolinKnapp, 1);
  await basket.group('availability');
  expect(await basket.groups()).toEqual({
    [groupNames.lieferbar]: [PZN.ibuprofen, PZN.paracetamol],
    [groupNames.knapp]: [PZN.metforminKnapp, PZN.xylometazolinKnapp],
    [groupNames.nicht_lieferbar]: [PZN.amoxicillinNichtLieferbar],
    [de.shop.grouping.notes]: ['note'],
  });
  await basket.group('manufacturer');
  const maker = (pzn: string) => demoArticle(pzn).manufacturer;
  expect(await basket.groups()).toEqual({
    [maker(PZN.ibuprofen)]: [PZN.ibuprofen, PZN.paracetamol],
    [maker(PZN.amoxicillinNichtLieferbar)]: [PZN.amoxicillinNichtLieferbar],
    [maker(PZN.metforminKnapp)]: [PZN.metforminKnapp],
    [maker(PZN.xylometazolinKnapp)]: [PZN.xylometazolinKnapp],
    [de.shop.grouping.notes]: ['note'],
  });
  await basket.group('none');

  // Totals in EUR: Σ quantity × AEP over the article rows.
  const quantities: [string, number][] = [
    [PZN.ibuprofen, 11],
    [PZN.metforminKnapp, 6],
    [PZN.amoxicillinNichtLieferbar, 2],
    [PZN.paracetamol, 3],
    [PZN.xylometazolinKnapp, 1],
  ];
  const total = quantities.reduce((sum, [pzn, q]) => sum + q * demoArticle(pzn).aepCents, 0);
  await expect(page.getByTestId('basket-total')).toHaveText(formatEuro(total));
  // One count, one wording: five article rows; the note row is not a position.
  await expect(page.getByTestId('basket-article-count')).toHaveText(de.baskets.positions(5));
  await expect(page.getByTestId('basket-summary')).toContainText(de.baskets.positions(5));

  await expectConverged(page);
  const state = await serverState(page.request);
  const rows = state.basketRows
    .filter((r) => r.basketId === basketId)
    .sort((a, b) => a.position - b.position);
  expect(rows.map((r) => (r.pzn === null ? [r.note] : [r.pzn, r.quantity]))).toEqual([
    [PZN.ibuprofen, 11],
    [PZN.metforminKnapp, 6],
    [note],
    [PZN.amoxicillinNichtLieferbar, 2],
    [PZN.paracetamol, 3],
    [PZN.xylometazolinKnapp, 1],
  ]);
  expect(state.baskets.find((b) => b.id === basketId)?.wert_summe).toBe(total);

  // The sticky totals bar covers no row (issue 24): at 1366 × 1000 with more than ten rows,
  // each row's quantity field, scrolled into view, is what the pointer meets at its centre.
  await page.setViewportSize({ width: 1366, height: 1000 });
  for (const pzn of [
    PZN.pantoprazol,
    PZN.cetirizin,
    PZN.mullbinde,
    PZN.fusscreme,
    PZN.kamillenTee,
  ]) {
    await basket.addByPzn(pzn);
  }
  await expect(basket.rows).toHaveCount(11);
  await page.evaluate(() => window.scrollTo(0, 0));
  const fields = page.getByTestId('row-quantity');
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i);
    await field.scrollIntoViewIfNeeded();
    const reachable = await field.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && (hit === el || el.contains(hit));
    });
    expect(reachable, `quantity field of row ${i + 1} is not covered`).toBe(true);
    await field.click();
    await expect(field).toBeFocused();
  }
});
