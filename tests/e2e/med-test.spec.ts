// The medicine test (issue 15) for apotheke-33, this spec's own login (role 'Arzneitmittelprüfung'
// besides the shop): a batch of the wholesaler's delivery notes shows in 'Zu prüfen'; checked
// offline it leaves the list at once and is sent once the connection is back (the server holds
// exactly one check of that line); a correction appears beside the original, which stays struck
// through. A user without the role (apotheke-24) gets 'Keine Berechtigung'.
// Screenshot: /tmp/med-test.png.
import { expect, test } from './support/test';
import type { MedCheckRow, MedDeliveryRow } from '../../modules/medTest/contract';
import { ITEMS_OF } from '../../modules/medTest/rules';
import { linesToCheck } from '../../modules/medTest/ui/logic';
import { de } from '../../src/i18n/de';
import { medTestDe } from '../../modules/medTest/texts.de';
import {
  expectConverged,
  expectQueueSettled,
  readLocal,
  serverState,
  sessionUserId,
} from './support/convergence';
import { enterShop, pharmacy } from './support/convergenceUi';

const t = medTestDe;
const CUSTOMER = 303201;

test('a delivered batch checked offline leaves the list, is sent once, and is corrected', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(33), CUSTOMER);
  await expectConverged(page, 60_000);
  const before = await serverState(page.request);
  const [line] = linesToCheck(
    before.medDeliveries as MedDeliveryRow[],
    before.medChecks as MedCheckRow[],
  );
  if (!line) throw new Error('apotheke-33 has no delivered batch to check');
  const batch = line.batch ?? t.toCheck.noBatch;
  await page.goto('/med-test');
  const list = page.getByTestId('med-to-check');
  await expect(list.getByTestId('med-to-check-row').first()).toContainText(line.name);
  const checkButton = page.getByRole('button', {
    name: t.toCheck.checkOf(line.name, batch, line.noteNo),
  });
  await expect(checkButton).toBeVisible();

  // Offline: one click opens the check prefilled from the delivery note.
  await context.setOffline(true);
  await checkButton.click();
  const form = page.getByTestId('med-check-form');
  await expect(form.getByRole('textbox', { name: t.form.pzn, exact: true })).toHaveValue(line.pzn);
  await expect(form.getByRole('textbox', { name: t.form.batch, exact: true })).toHaveValue(
    batch === t.toCheck.noBatch ? '' : batch,
  );
  await expect(form.getByLabel(t.form.noteNumber)).toHaveValue(line.noteNo);
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(form.getByText(t.errors.itemMissing)).toBeVisible();
  for (const item of ITEMS_OF.goods) {
    await form
      .getByRole('radiogroup', { name: t.item[item] })
      .getByLabel(t.itemOk, { exact: true })
      .check();
  }
  if (line.coldChain) await form.getByLabel(t.form.arrival).fill('5,4');
  await form.getByRole('button', { name: t.form.save }).click();
  await expect(page.getByRole('status').filter({ hasText: t.form.saved })).toBeVisible();
  await expect(checkButton).toHaveCount(0);
  const userId = await sessionUserId(page.request);
  expect((await readLocal(page, userId)).outbox.map((m) => m.name)).toEqual(['medTest.check']);

  // Online again: sent once, exactly one check of that line on the server.
  await context.setOffline(false);
  await expectQueueSettled(page, 0, 30_000);
  const sent = ((await serverState(page.request)).medChecks as MedCheckRow[]).filter(
    (x) => x.deliveryLineId === line.id,
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ pzn: line.pzn, noteNumber: line.noteNo, result: 'released' });

  // The check corrected: a new entry beside the original, which stays (struck through).
  // Newest first: the check just sent is the first entry of that article and batch.
  await page
    .getByRole('button', { name: t.list.correctOf(line.name, batch) })
    .first()
    .click();
  const correction = page.getByTestId('med-check-form');
  await correction.getByRole('textbox', { name: t.form.batch, exact: true }).fill(`${batch}K`);
  await correction.getByLabel(t.form.reason).fill('Charge laut Packung abweichend');
  await correction.getByRole('button', { name: t.form.saveCorrection }).click();
  await expect(page.getByRole('status').filter({ hasText: t.form.corrected })).toBeVisible();
  const rows = page.getByTestId('med-check-row').filter({ hasText: line.name });
  await expect(rows.filter({ hasText: t.list.correctedBy })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Charge laut Packung abweichend' })).toHaveCount(1);
  await expectQueueSettled(page, 0, 30_000);
  const all = (await serverState(page.request)).medChecks as MedCheckRow[];
  expect(all.find((x) => x.correctionOf === sent[0]?.id)).toMatchObject({
    batch: `${batch}K`,
    note: 'Charge laut Packung abweichend',
  });
  expect(all.some((x) => x.id === sent[0]?.id)).toBe(true);
  await expectConverged(page, 30_000);
  await page.screenshot({ path: '/tmp/med-test.png' });
});

test("without role 'Arzneitmittelprüfung' the screen says 'Keine Berechtigung'", async ({
  page,
}) => {
  await enterShop(page, pharmacy(24));
  await page.goto('/med-test');
  await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
});
