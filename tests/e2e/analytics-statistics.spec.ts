// Statistics (issue 14) for apotheke-27, this spec's own login (three of the seven views:
// 'Umsatz Gemischt', 'Nur Hochpreis', 'Import'): exactly those tabs, a drawn chart beside a table
// with the same sum, the view in the address, the CSV of the view shown, and the screen again
// after an offline reload. A user without a statistics role is refused.
// Screenshot: /tmp/analytics-statistics.png.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { de } from '../../src/i18n/de';
import { expectConverged } from './support/convergence';
import { enterShop, pharmacy, waitForServiceWorker } from './support/convergenceUi';
import { analyticsTexts } from '../../modules/analytics/texts';

const t = analyticsTexts.statistics;
test.describe.configure({ mode: 'serial' });

test('apotheke-27 sees its three views, chart and table, CSV, and offline', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await enterShop(page, pharmacy(27), 302601);
  await expectConverged(page, 90_000);
  await waitForServiceWorker(page);

  await page.goto('/analytics/statistics');
  const tabs = page.getByRole('tablist', { name: t.viewsLabel });
  await expect(tabs.getByRole('tab')).toHaveText([
    t.views.mixed,
    t.views.highPrice,
    t.views.import,
  ]);
  const status = page.getByTestId('statistics-status');
  await expect(status).not.toContainText(t.updating, { timeout: 30_000 });

  /** The month chart has bars and its table 12 months with the sum; returns the sum's text. */
  const expectDrawn = async (view: string) => {
    await expect(page.getByRole('tab', { name: view })).toHaveAttribute('aria-selected', 'true');
    const bars = page.getByTestId('statistics-month-chart').locator('path.recharts-rectangle');
    await expect(bars).not.toHaveCount(0);
    const table = page.getByRole('table', { name: t.byMonthCaption(view) });
    await expect(table.locator('tbody tr')).toHaveCount(12);
    const sum = table.locator('tfoot td').first();
    await expect(sum).toHaveText(/\d,\d\d\s€$/);
    return (await sum.textContent()) ?? '';
  };
  await expectDrawn(t.views.mixed);
  await expect(page.getByRole('table', { name: /meistgekauften Artikel/ })).toBeVisible();

  await tabs.getByRole('tab', { name: t.views.highPrice }).click();
  await expect(page).toHaveURL(/view=highPrice/);
  const sum = await expectDrawn(t.views.highPrice);
  await page.screenshot({ path: '/tmp/analytics-statistics.png', fullPage: true });

  // The CSV of the view shown: BOM, the view, months with the year before, the same sum.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Statistik_Nur-Hochpreis_\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(rows[0]).toBe('\uFEFFAnsicht;Nur Hochpreis');
  expect(rows[3]).toBe('Monat;Einkauf (EUR);Vorjahresmonat;Vorjahr (EUR);Veränderung (%)');
  const csvSum = sum.replace(/\s€$/, '').replaceAll('.', '');
  expect(rows.find((r) => r.startsWith('Summe;'))).toMatch(new RegExp(`^Summe;${csvSum};`));
  await expect(status).toContainText(t.exported(t.views.highPrice));

  // Offline, reloaded: the same view from the local data.
  await context.setOffline(true);
  await page.reload();
  expect(await expectDrawn(t.views.highPrice)).toBe(sum);
  await context.setOffline(false);
});

test('a user without a statistics role gets no permission', async ({ page }) => {
  await enterShop(page, pharmacy(24), 302301);
  await page.goto('/analytics/statistics');
  await expect(page).toHaveURL(/\/error\/no-permission$/);
  await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
});
