// The drug book (issue 15) for apotheke-32, this spec's own login (role 'Suchtgiftbuch' besides
// the shop): a receipt is taken over from a delivery note; an issue entered offline is queued and
// sent once the connection is back; a correction keeps the original, struck through. A user
// without the role (apotheke-24) gets 'Keine Berechtigung'. Screenshot: /tmp/drug-book.png.
import { expect, test } from './support/test';
import type { DrugBookEntryRow } from '../../modules/drugBook/contract';
import { de } from '../../src/i18n/de';
import { drugBookDe } from '../../modules/drugBook/texts.de';
import {
  expectConverged,
  expectQueueSettled,
  readLocal,
  serverState,
  sessionUserId,
} from './support/convergence';
import { enterShop, pharmacy } from './support/convergenceUi';

const t = drugBookDe;
const CUSTOMER = 303101;

test('a receipt taken over, an issue offline sent once, a correction keeping the original', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(32), CUSTOMER);
  await expectConverged(page, 60_000);
  await page.goto('/drug-book');
  const receipts = page.getByTestId('drug-receipts');
  const first = receipts.getByRole('row').nth(1);
  await expect(first).toBeVisible();
  const takeButton = first.getByRole('button', { name: t.receipts.take });
  const label = (await takeButton.getAttribute('aria-label')) ?? '';
  await takeButton.click();
  await expect(page.getByRole('button', { name: label })).toHaveCount(0);
  await expect(page.getByTestId('drug-book-status')).toContainText('übernommen');
  await expectQueueSettled(page, 0, 30_000);
  const afterReceipt = (await serverState(page.request)).drugBookEntries as DrugBookEntryRow[];
  const receipt = afterReceipt.find((e) => e.kind === 'receipt');
  expect(receipt?.deliveryLineId).toBeTruthy();

  // The article of that receipt, its book shown; offline an issue of one pack is queued.
  await page.goto(`/drug-book?pzn=${receipt?.pzn ?? ''}&year=${receipt?.day.slice(0, 4) ?? ''}`);
  await expect(page.getByTestId('drug-book-entry')).toHaveCount(1);
  await context.setOffline(true);
  await page.getByLabel(t.form.quantity).fill('abc');
  await page.getByRole('button', { name: t.form.save }).click();
  await expect(page.getByText(t.errors.quantity)).toBeVisible();
  await page
    .getByRole('textbox', { name: t.form.day, exact: true })
    .fill((receipt?.day ?? '').split('-').reverse().join('.'));
  await page.getByLabel(t.form.quantity).fill('1');
  await page.getByLabel(t.form.document).fill('Rp 2026/4711');
  await page.getByRole('button', { name: t.form.save }).click();
  await expect(page.getByTestId('drug-book-entry')).toHaveCount(2);
  const userId = await sessionUserId(page.request);
  expect((await readLocal(page, userId)).outbox.map((m) => m.name)).toEqual(['drugBook.enter']);
  await context.setOffline(false);
  await expectQueueSettled(page, 0, 30_000);
  const sent = ((await serverState(page.request)).drugBookEntries as DrugBookEntryRow[]).filter(
    (e) => e.document === 'Rp 2026/4711',
  );
  expect(sent.map((e) => [e.kind, e.quantity])).toEqual([['issue', 1]]);

  // The issue corrected: a new entry, the original stays struck through.
  const issueRow = page.getByTestId('drug-book-entry').filter({ hasText: 'Rp 2026/4711' });
  await issueRow.getByRole('button', { name: t.book.correct }).click();
  const form = page.getByTestId('drug-book-correct');
  await form.getByLabel(t.correctForm.note).fill('Falsche Rezeptnummer');
  await form.getByLabel(t.form.document).fill('Rp 2026/4712');
  await form.getByRole('button', { name: t.correctForm.save }).click();
  await expect(page.getByTestId('drug-book-entry')).toHaveCount(3);
  await expect(page.locator('[data-testid="drug-book-entry"][data-standing="false"]')).toHaveCount(
    1,
  );
  await expectQueueSettled(page, 0, 30_000);
  const all = (await serverState(page.request)).drugBookEntries as DrugBookEntryRow[];
  const correction = all.find((e) => e.correctionOf === sent[0]?.id);
  expect(correction?.document).toBe('Rp 2026/4712');
  expect(all.some((e) => e.id === sent[0]?.id)).toBe(true);
  await expectConverged(page, 30_000);
  await page.screenshot({ path: '/tmp/drug-book.png', fullPage: true });
});

test("without role 'Suchtgiftbuch' the screen says 'Keine Berechtigung'", async ({ page }) => {
  await enterShop(page, pharmacy(24));
  await page.goto('/drug-book');
  await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
});
