// Document search (issue 14) for apotheke-26, this spec's own login (the three document roles and
// the feature Dokumentensuche): search a delivery note by number, open its PDF (the server's
// answer is application/pdf), download it, then offline open the same document again from the
// copy kept on the device; a document never opened says it is not available offline.
// Screenshots: /tmp/documents-search.png, /tmp/documents-viewer.png, /tmp/documents-offline.png.
import { expect, test } from './support/test';
import { expectConverged, readLocal, sessionUserId } from './support/convergence';
import { enterShop } from './support/convergenceUi';
import { analyticsTexts } from '../../modules/analytics/texts';
import { de } from '../../src/i18n/de';

const t = analyticsTexts.documents;
const apotheke26 = { username: 'apotheke-26@demo.at', password: 'Apotheke#2026' };
const CUSTOMER = 302501;

test('search, open and download a PDF, and read it again offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await enterShop(page, apotheke26, CUSTOMER);
  await expectConverged(page, 60_000);
  const local = await readLocal(page, await sessionUserId(page.request));
  // The device keeps each of the pharmacy's addresses (issue 26): this customer's notes only.
  const notes = (
    local as unknown as {
      deliveryNotes: { noteNo: string; dtp: boolean; lieferkundeNr: number }[];
    }
  ).deliveryNotes.filter((n) => n.lieferkundeNr === CUSTOMER);
  // The newest two (note numbers grow with the days), so they are in the list's newest 200.
  const plain = notes.filter((n) => !n.dtp).sort((a, b) => a.noteNo.localeCompare(b.noteNo));
  const note = plain.at(-1);
  const other = plain.at(-2);
  if (!note || !other) throw new Error('no delivery notes synced');

  await page.goto('/analytics/documents');
  const screenPage = page.getByTestId('documents-page');
  await expect(screenPage).toBeVisible();
  await expect(screenPage.getByRole('checkbox')).toHaveCount(4);
  await screenPage.getByLabel(t.from).fill('2024-01-01');
  await screenPage.getByRole('searchbox', { name: t.textLabel }).fill(note.noteNo);
  await screenPage.getByRole('button', { name: t.search }).click();
  const open = page.getByRole('button', { name: t.openLabel(t.kind.delivery, note.noteNo) });
  await expect(open).toBeVisible();
  await page.screenshot({ path: '/tmp/documents-search.png', fullPage: true });

  const pdf = page.waitForResponse((r) => r.url().includes('/api/analytics/documents/'));
  await open.click();
  const response = await pdf;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // The page read the body as a blob; the same address fetched again shows the bytes.
  const again = await page.request.get(response.url());
  expect((await again.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const viewer = page.getByTestId('document-viewer');
  await expect(viewer.getByRole('heading', { name: `Lieferschein ${note.noteNo}` })).toBeVisible();
  await expect(page.getByTestId('document-row').filter({ hasText: note.noteNo })).toContainText(
    t.offlineAvailable,
  );
  await page.screenshot({ path: '/tmp/documents-viewer.png', fullPage: true });

  const download = page.waitForEvent('download');
  await viewer.getByRole('link', { name: t.download }).click();
  expect((await download).suggestedFilename()).toBe(`Lieferschein_${note.noteNo}.pdf`);
  await viewer.getByRole('button', { name: t.close }).click();

  // Offline: the same document opens from the stored copy; another one was never opened.
  await context.setOffline(true);
  await page.reload();
  await expect(screenPage).toBeVisible();
  await screenPage.getByLabel(t.from).fill('2024-01-01');
  await screenPage.getByRole('button', { name: t.search }).click();
  await page.getByRole('button', { name: t.openLabel(t.kind.delivery, note.noteNo) }).click();
  await expect(page.getByTestId('document-from-copy')).toBeVisible();
  await page.screenshot({ path: '/tmp/documents-offline.png', fullPage: true });
  await page.getByRole('button', { name: t.openLabel(t.kind.delivery, other.noteNo) }).click();
  await expect(screenPage.getByRole('alert')).toContainText(t.errors['offline-never-opened']);
  await context.setOffline(false);

  // apotheke-26 has no batch documentation or order archive role: both screens say so.
  for (const path of ['/analytics/batch-documentation', '/analytics/order-archive']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
  }
});
