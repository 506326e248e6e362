// The delivery pharmacy (Lieferapotheke, issue 14) for apotheke-29, this spec's own login (role
// Lieferapotheke besides the shop): the supplied institutions show, selecting one lists its
// deliveries, a delivery opens with its lines, the CSV holds the listed deliveries' lines, and
// after a reload offline the same institution (kept in the address) reads from the device. A user
// without the role (apotheke-24) gets 'Keine Berechtigung'.
// Screenshots: /tmp/delivery-pharmacy.png, /tmp/delivery-pharmacy-offline.png.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { de } from '../../src/i18n/de';
import { expectConverged, readLocal, sessionUserId } from './support/convergence';
import { enterShop, pharmacy, waitForServiceWorker } from './support/convergenceUi';
import { deliveryPharmacyDe } from '../../modules/deliveryPharmacy/texts.de';

const t = deliveryPharmacyDe;
const CUSTOMER = 302801;
const german = (iso: string) => iso.split('-').reverse().join('.');

test('institutions, deliveries with lines, CSV, and offline after a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(29), CUSTOMER);
  await expectConverged(page, 60_000);
  const local = await readLocal(page, await sessionUserId(page.request));
  const recipients = local.supplyRecipients.filter((r) => r.lieferkundeNr === CUSTOMER);
  expect(recipients.length).toBeGreaterThanOrEqual(2);
  const [recipient] = [...recipients].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  if (!recipient) throw new Error('no institution synced');
  const deliveries = local.supplyDeliveries
    .filter((d) => d.recipientId === recipient.id && d.lineCount >= 1)
    .sort((a, b) => b.day.localeCompare(a.day) || b.noteNo.localeCompare(a.noteNo));
  // The newest in the stored history; the list is filtered to all 24 months below.
  const newest = deliveries[0];
  if (!newest) throw new Error('no delivery synced');

  await waitForServiceWorker(page);
  await page.goto('/analytics/delivery-pharmacy');
  await expect(page.getByTestId('supply-recipient')).toHaveCount(recipients.length);
  await page.getByRole('button', { name: t.selectLabel(recipient.name) }).click();
  await expect(
    page.getByRole('heading', { name: t.deliveriesTitle(recipient.name) }),
  ).toBeFocused();
  await page.getByRole('combobox', { name: t.periodLabel }).selectOption('730');
  await expect(page).toHaveURL(new RegExp(`recipient=${recipient.id}.*period=730`));
  const list = page.getByRole('table', { name: t.caption(recipient.name) });
  await expect(list.getByRole('row')).toHaveCount(Math.min(deliveries.length, 200) + 1);
  await page.screenshot({ path: '/tmp/delivery-pharmacy.png' });

  // The CSV of the listed deliveries: BOM, semicolons, one row per line.
  await page.getByRole('searchbox', { name: t.searchLabel }).fill(newest.noteNo);
  await expect(list.getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Lieferapotheke_.+_\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await readFile(await download.path(), 'utf8')).split('\r\n').filter(Boolean);
  expect(rows[0]).toBe(
    '\uFEFFEinrichtung;Lieferschein;Datum;Art;Position;PZN;Artikel;Menge;AEP (EUR);Netto (EUR);USt. (%)',
  );
  expect(rows).toHaveLength(newest.lineCount + 1);
  expect(rows[1]?.startsWith(`${recipient.name};${newest.noteNo};${german(newest.day)};`)).toBe(
    true,
  );

  // Open the delivery: its lines.
  await page.getByRole('button', { name: t.openLabel(newest.noteNo, german(newest.day)) }).click();
  const lines = page.getByRole('table', { name: t.linesCaption(newest.noteNo) });
  await expect(lines.getByRole('row')).toHaveCount(newest.lineCount + 1);

  // Offline, a reload of the same address reads the same institution from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: t.deliveriesTitle(recipient.name) })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('combobox', { name: t.periodLabel })).toHaveValue('730');
  await expect(list.getByRole('row')).toHaveCount(Math.min(deliveries.length, 200) + 1);
  await page.screenshot({ path: '/tmp/delivery-pharmacy-offline.png' });
  await context.setOffline(false);
});

test("without role Lieferapotheke the screen says 'Keine Berechtigung'", async ({ page }) => {
  await enterShop(page, pharmacy(24));
  await page.goto('/analytics/delivery-pharmacy');
  await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
});
