// Returns and declarations of destruction (issue 15) for apotheke-34, this spec's own login
// (roles 'Apotheken' and 'Vernichtungserklärung' besides the shop): a return announced offline
// shows 'wird vergeben', is sent once online and gets its number; a declaration of destruction
// from a delivered line downloads as a PDF. A user without the roles (apotheke-24) gets 'Keine
// Berechtigung' on both screens. Screenshots: /tmp/returns.png, /tmp/destruction.png.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import type { DestructionRow } from '../../modules/destruction/contract';
import type { ReturnLineRow, ReturnRow } from '../../modules/returns/contract';
import { de } from '../../src/i18n/de';
import { destructionDe } from '../../modules/destruction/texts.de';
import { returnsDe } from '../../modules/returns/texts.de';
import {
  expectConverged,
  expectQueueSettled,
  readLocal,
  serverState,
  sessionUserId,
} from './support/convergence';
import { enterShop, pharmacy } from './support/convergenceUi';

const t = returnsDe;
const d = destructionDe;
const CUSTOMER = 303301;

test('a return announced offline is sent once and numbered; a declaration downloads as PDF', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(34), CUSTOMER);
  await expectConverged(page, 60_000);
  const before = await serverState(page.request);
  const seeded = before.returns as ReturnRow[];
  const line = (before.returnLines as ReturnLineRow[])
    .filter(
      (l) => !l.narcotic && !l.cold && l.batch && !seeded.some((r) => r.deliveryLineId === l.id),
    )
    .sort((a, b) => b.day.localeCompare(a.day))[0];
  if (!line) throw new Error('no returnable line');

  await page.goto('/enrollment/return');
  await expect(page.getByTestId('return-row')).toHaveCount(seeded.length);
  await expect(page.getByTestId('return-list')).toContainText(t.state.credited);

  // Offline: the line found by its note number and PZN, the form checked, then queued.
  await context.setOffline(true);
  await page.getByLabel(t.search.label).fill(`${line.noteNo} ${line.pzn}`);
  await page.getByRole('button', { name: t.search.chooseRow(line.name, line.noteNo) }).click();
  const form = page.getByTestId('return-form');
  await form.getByRole('button', { name: t.form.submit }).click();
  await expect(form.getByText(t.errors.reason)).toBeVisible();
  await expect(form.getByText(t.errors.storage)).toBeVisible();
  await expect(form.getByLabel(t.form.batch)).toHaveValue(line.batch ?? '');
  await form.getByLabel(t.form.reason).selectOption({ label: t.reason.recall });
  await form.getByLabel(t.form.storage).check();
  await form.getByRole('button', { name: t.form.submit }).click();
  await expect(page.getByTestId('returns-status')).toContainText(line.name);
  await expect(page.getByTestId('return-row')).toHaveCount(seeded.length + 1);
  const queued = page.locator('[data-testid="return-row"][data-queued="true"]');
  await expect(queued.getByTestId('return-number')).toContainText(t.numberPending);
  const userId = await sessionUserId(page.request);
  expect((await readLocal(page, userId)).outbox.map((m) => m.name)).toEqual(['return.announce']);

  await context.setOffline(false);
  await expectQueueSettled(page, 0, 30_000);
  const mine = ((await serverState(page.request)).returns as ReturnRow[]).filter(
    (r) => r.deliveryLineId === line.id,
  );
  expect(mine).toHaveLength(1);
  expect(mine[0]?.returnNo).toMatch(/^R-\d{4}-\d{5}$/);
  await expect(page.getByTestId('return-list')).toContainText(mine[0]?.returnNo ?? '-');
  await page
    .getByRole('button', { name: t.list.detailsRow(mine[0]?.returnNo ?? '', line.name) })
    .click();
  await expect(page.getByTestId('return-detail')).toContainText(t.state.announced);
  await page.screenshot({ path: '/tmp/returns.png', fullPage: true });

  // A declaration of destruction with a delivered line; then its PDF.
  await page.goto('/enrollment/declaration-of-destruction');
  const declared = (before.destructions as DestructionRow[]).length;
  await expect(page.getByTestId('destruction-row')).toHaveCount(declared);
  await expect(page.locator('[data-replaced="true"]')).toHaveCount(1);
  const dform = page.getByTestId('destruction-form');
  await dform.getByLabel(d.form.search).fill(line.noteNo);
  await dform
    .getByRole('button', {
      name: d.form.addRow(line.name, d.form.fromDelivery(line.noteNo, line.day)),
    })
    .click();
  await expect(dform.getByTestId('destruction-line')).toHaveCount(1);
  await dform.getByLabel(d.form.reason).selectOption({ label: d.reason.expired });
  await dform.getByLabel(d.form.witnessName).fill('Mag. pharm. Lena Hofer');
  await dform.getByLabel(d.form.witnessFunction).fill('Aspirantin');
  await dform.getByLabel(d.form.declaredBy).fill('Apotheke 34');
  await dform.getByRole('button', { name: d.form.submit }).click();
  await expect(page.getByTestId('destruction-row')).toHaveCount(declared + 1);
  await expectQueueSettled(page, 0, 30_000);
  const sent = ((await serverState(page.request)).destructions as DestructionRow[]).filter(
    (x) => x.witnessFunction === 'Aspirantin' && x.declaredBy === 'Apotheke 34',
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]?.lines[0]?.deliveryLineId).toBe(line.id);
  const download = page.waitForEvent('download');
  await page
    .getByRole('link', { name: d.list.pdfRow(sent[0]?.day ?? '') })
    .first()
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^Vernichtungserklaerung_\d{4}-\d{2}-\d{2}_[0-9a-f]{8}\.pdf$/,
  );
  expect((await readFile(await file.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await expectConverged(page, 30_000);
  await page.screenshot({ path: '/tmp/destruction.png', fullPage: true });
});

test("without roles 'Apotheken' and 'Vernichtungserklärung' both screens say 'Keine Berechtigung'", async ({
  page,
}) => {
  await enterShop(page, pharmacy(24));
  await page.goto('/enrollment/return');
  await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
  await page.goto('/enrollment/declaration-of-destruction');
  await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
});
