// Backorders and the order archive (issue 14) for apotheke-25, this spec's own login (roles
// Rueckstaende and Auftragsarchiv besides the shop): a backorder cancelled offline is queued and
// sent once the connection is back; the archive finds an order by its note number, reorders it
// into a basket and downloads the matching orders as German CSV.
// Screenshots: /tmp/analytics-residues.png, /tmp/analytics-archive.png,
// /tmp/analytics-archive-order.png.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { de } from '../../src/i18n/de';
import { analyticsTexts } from '../../modules/analytics/texts';
import {
  expectConverged,
  expectQueueSettled,
  readLocal,
  serverState,
  sessionUserId,
} from './support/convergence';
import { enterShop, pharmacy } from './support/convergenceUi';

const t = analyticsTexts;
const CUSTOMER = 302401;

test('a backorder cancelled offline is sent once online', async ({ page, context }) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(25), CUSTOMER);
  await expectConverged(page, 60_000);
  const userId = await sessionUserId(page.request);
  const before = (await readLocal(page, userId)).backorders.filter((b) => b.state === 'open');
  expect(before.length).toBeGreaterThan(0);

  await page.goto('/analytics/residues');
  const table = page.getByRole('table', { name: t.residues.caption });
  await expect(table.getByRole('row')).toHaveCount(before.length + 1);
  const status = page.getByTestId('residues-status');
  await expect(status).toHaveText(t.residues.count(before.length));
  await page.screenshot({ path: '/tmp/analytics-residues.png', fullPage: true });

  // Offline: asked first, then gone from the list and queued.
  await context.setOffline(true);
  const first = table.getByRole('row').nth(1);
  const name = (await first.getByRole('rowheader').textContent()) ?? '';
  await first.getByRole('button', { name: t.residues.cancelLabel(name) }).click();
  const dialog = page.getByRole('dialog', { name: t.residues.confirmTitle });
  await dialog.getByRole('button', { name: de.dialog.confirm }).click();
  await expect(status).toContainText(t.residues.cancelled(name));
  await expect(table.getByRole('row')).toHaveCount(before.length);
  const queued = await readLocal(page, userId);
  expect(queued.outbox.map((m) => m.name)).toEqual(['backorder.cancel']);
  const { id } = queued.outbox[0]?.args as { id: string };

  // Online again: sent, applied once (nothing rejected), the server's row cancelled.
  await context.setOffline(false);
  await expectQueueSettled(page, 0, 30_000);
  const server = await serverState(page.request);
  expect(server.backorders.find((b) => b.id === id)?.state).toBe('cancelled');
  expect(server.backorders.filter((b) => b.state === 'cancelled')).toHaveLength(1);
  await expectConverged(page, 30_000);
});

test('order archive: search, reorder into a basket, CSV download', async ({ page }) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(25), CUSTOMER);
  await expectConverged(page, 60_000);
  const userId = await sessionUserId(page.request);
  const local = await readLocal(page, userId);
  const note = local.deliveryNotes
    .filter((n) => n.lineCount >= 2)
    .sort((a, b) => b.day.localeCompare(a.day))[0];
  if (!note) throw new Error('no delivery note with two lines');

  await page.goto('/analytics/order-archive');
  const a = t.archive;
  await page.getByRole('combobox', { name: a.periodLabel }).selectOption('all');
  const status = page.getByTestId('archive-status');
  await expect(status).toContainText(a.found(local.deliveryNotes.length));
  await page.getByRole('searchbox', { name: a.searchLabel }).fill(note.noteNo.toLowerCase());
  await expect(status).toHaveText(a.found(1));
  await page.screenshot({ path: '/tmp/analytics-archive.png', fullPage: true });

  // The CSV of what matches: BOM, semicolons, German day.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: a.exportCsv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Auftragsarchiv_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const rows = csv.split('\r\n');
  expect(rows[0]?.startsWith('\uFEFFAuftragsnummer;Bestellweg;Lieferschein;')).toBe(true);
  const [y, m, d] = note.day.split('-');
  expect(rows[1]).toContain(`${note.orderNo};`);
  expect(rows[1]).toContain(`;${note.noteNo};${d}.${m}.${y};`);
  expect(rows.filter(Boolean)).toHaveLength(note.lineCount + 1);

  // Open the order, its lines with their states in words; reorder all of it into a basket.
  await page.getByRole('button', { name: a.openLabel(note.orderNo, `${d}.${m}.${y}`) }).click();
  const lines = page.getByRole('table', { name: a.linesCaption(note.orderNo) });
  await expect(lines.getByRole('row')).toHaveCount(note.lineCount + 1);
  await page.screenshot({ path: '/tmp/analytics-archive-order.png', fullPage: true });
  await page.getByRole('button', { name: a.reorderAll }).click();
  await expect(page).toHaveURL(/\/shop\/warenkorb\/[0-9a-f-]{36}$/);
  const basketId = page.url().split('/').at(-1) ?? '';
  await expectConverged(page, 30_000);
  const after = await readLocal(page, userId);
  const added = after.basketRows.filter((r) => r.basketId === basketId);
  expect(added.length).toBeGreaterThan(0);
  expect(added.length).toBeLessThanOrEqual(note.lineCount);
});
