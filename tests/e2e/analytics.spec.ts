// Analytics (issue 14) for apotheke-24, this spec's own login (roles 'Dokument
// Chargendokumentation' and Auftragsarchiv): the analytics menu shows exactly the two areas with
// their descriptions; the delivery history syncs; the batch documentation answers a recall
// offline from the local database; an analytics area without the role says 'Keine Berechtigung'.
// Screenshots: /tmp/analytics-menu.png, /tmp/analytics-batch.png, /tmp/analytics-batch-print.png.
import { expect, test } from './support/test';
import { de } from '../../src/i18n/de';
import { analyticsTexts } from '../../modules/analytics/texts';
import { expectConverged, readLocal, sessionUserId } from './support/convergence';
import { enterShop } from './support/convergenceUi';

const t = analyticsTexts;
const apotheke24 = { username: 'apotheke-24@demo.at', password: 'Apotheke#2026' };
const CUSTOMER = 302301;

test('analytics menu, batch documentation offline, and no permission without the role', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await enterShop(page, apotheke24, CUSTOMER);

  await page.goto('/analytics');
  const menu = page.getByRole('navigation', { name: de.screens.analytics });
  await expect(menu.getByRole('link')).toHaveCount(2);
  const batchLink = menu.getByRole('link', { name: new RegExp(de.screens.batchDocumentation) });
  await expect(batchLink).toHaveAccessibleDescription(t.menu.describe.batchDocumentation);
  await expect(
    menu.getByRole('link', { name: new RegExp(de.screens.orderArchive) }),
  ).toHaveAccessibleDescription(t.menu.describe.orderArchive);
  await page.screenshot({ path: '/tmp/analytics-menu.png', fullPage: true });

  // The history is local once the sync converged; a recall names one of its batches.
  await expectConverged(page, 60_000);
  const local = await readLocal(page, await sessionUserId(page.request));
  expect(local.deliveryLines.length).toBeGreaterThan(100);
  const line = local.deliveryLines.find((l) => l.batch !== null);
  if (!line?.batch) throw new Error('no delivered line with a batch');
  const batch = line.batch;

  await batchLink.click();
  await expect(page.getByTestId('batch-documentation-page')).toBeVisible();
  await expect(page.getByText(t.batch.empty)).toBeVisible();

  // Offline: typed with a space and in lower case, as read from a recall letter.
  await context.setOffline(true);
  const search = page.getByRole('searchbox', { name: t.batch.searchLabel });
  await search.fill(`${batch.slice(0, 3).toLowerCase()} ${batch.slice(3)}`);
  const table = page.getByRole('table', { name: t.batch.caption(batch) });
  await expect(table.getByRole('row').filter({ hasText: line.noteNo })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(batch);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${batch}`));
  await page.screenshot({ path: '/tmp/analytics-batch.png', fullPage: true });
  // The print view: the title names query and customer; the search form stays off the paper.
  await page.emulateMedia({ media: 'print' });
  await expect(search).toBeHidden();
  await expect(table).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`„${batch}“`);
  await page.screenshot({ path: '/tmp/analytics-batch-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  await search.fill('XQXQX9');
  await expect(
    page.getByRole('status').filter({ hasText: t.batch.noHits('XQXQX9') }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await context.setOffline(false);

  // Backorders need role Rueckstaende, documents a document role and Dokumentensuche, which
  // apotheke-24 lacks.
  for (const path of ['/analytics/residues', '/analytics/documents']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
  }
});
