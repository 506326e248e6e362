// The temperature logger (issue 15) for apotheke-30, this spec's own login (role 'Temperatur
// Logger' besides the shop): the seeded fridge and rooms show with a chart; a reading outside the
// limits entered offline is queued and sent once the connection is back; its excursion is
// acknowledged with a note; the monthly report downloads as a PDF. A user without the role
// (apotheke-24) gets 'Keine Berechtigung'. Screenshot: /tmp/temperature-logger.png.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import type { TempAcknowledgementRow, TempReadingRow } from '../../modules/temperatureLog/contract';
import { de } from '../../src/i18n/de';
import {
  expectConverged,
  expectQueueSettled,
  readLocal,
  serverState,
  sessionUserId,
} from './support/convergence';
import { enterShop, pharmacy } from './support/convergenceUi';
import { temperatureLogDe } from '../../modules/temperatureLog/texts.de';
import { SEED_TIME } from '../../server/seed/random.ts';

const t = temperatureLogDe;
const CUSTOMER = 302901;
const FRIDGE = 'Arzneimittelkühlschrank Offizin';

test('devices and chart, a reading offline sent once, an excursion acknowledged, the PDF', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(30), CUSTOMER);
  await expectConverged(page, 60_000);
  // The seed's readings lie in the three months before SEED_TIME, not always in today's month.
  const seedMonth = new Date(SEED_TIME.getTime() - 86_400_000).toISOString().slice(0, 7);
  await page.goto(`/temperature-logger?month=${seedMonth}`);
  await expect(page.getByTestId('temperature-device')).toHaveCount(3);
  const fridgeCard = page.getByRole('button', { name: t.devices.select(FRIDGE) });
  await expect(fridgeCard).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('temperature-chart').locator('svg.recharts-surface')).toBeVisible();
  // The drawing is an image named by its caption (issue 24 point 13).
  await expect(page.getByTestId('temperature-chart').getByRole('img')).toHaveAccessibleName(
    new RegExp(FRIDGE),
  );
  await expect(page.getByTestId('temperature-row').first()).toBeVisible();
  // Today's month, where a reading taken now shows.
  await page.goto('/temperature-logger');
  await expect(fridgeCard).toHaveAttribute('aria-pressed', 'true');

  // Offline: a reading of 9,4 °C (above 8 °C) is stored, shown and queued.
  await context.setOffline(true);
  const form = page.getByTestId('temperature-reading-form');
  await expect(form.getByLabel(t.form.device)).toHaveValue(/.+/);
  await form.getByLabel(t.form.value).fill('9,4');
  await form.getByRole('button', { name: t.form.submit }).click();
  await expect(page.getByTestId('temperature-status')).toContainText(t.form.saved(94, FRIDGE));
  const userId = await sessionUserId(page.request);
  const queued = await readLocal(page, userId);
  expect(queued.outbox.map((m) => m.name)).toEqual(['temperature.record']);
  const { readings } = queued.outbox[0]?.args as { readings: { id: string }[] };
  const readingId = readings[0]?.id ?? '';
  await expect(
    page.getByTestId('temperature-row').filter({ hasText: t.table.provisional }),
  ).toHaveCount(1);

  // Online again: sent, applied once.
  await context.setOffline(false);
  await expectQueueSettled(page, 0, 30_000);
  const server = await serverState(page.request);
  const sent = (server.tempReadings as TempReadingRow[]).filter((r) => r.id === readingId);
  expect(sent.map((r) => r.valueTenths)).toEqual([94]);

  // The excursion is open; acknowledged with a note it leaves the list.
  const item = page
    .getByTestId('temperature-excursion')
    .filter({ hasText: `${FRIDGE}: ${t.temp(94)}` });
  await expect(item).toHaveCount(1);
  await item.getByRole('button').click();
  await expect(item.getByText(t.errors.noteRequired)).toBeVisible();
  await item.getByLabel(t.acknowledge.note).fill('Tür nach Lieferung offen, Ware geprüft');
  await item.getByRole('button').click();
  await expect(item).toHaveCount(0);
  await expectQueueSettled(page, 0, 30_000);
  const acks = (await serverState(page.request)).tempAcknowledgements as TempAcknowledgementRow[];
  expect(acks.filter((a) => a.readingId === readingId).map((a) => a.note)).toEqual([
    'Tür nach Lieferung offen, Ware geprüft',
  ]);
  await expectConverged(page, 30_000);
  await page.screenshot({ path: '/tmp/temperature-logger.png', fullPage: true });

  // The monthly report of the previous month (fully seeded) downloads as a PDF.
  await page.getByRole('button', { name: t.month.previous }).click();
  const download = page.waitForEvent('download');
  await page.getByTestId('temperature-report').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^Temperaturbericht_Arzneimittelkuehlschrank_Offizin_\d{4}-\d{2}\.pdf$/,
  );
  const pdf = await readFile(await file.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
});

test("without role 'Temperatur Logger' the screen says 'Keine Berechtigung'", async ({ page }) => {
  await enterShop(page, pharmacy(24));
  await page.goto('/temperature-logger');
  await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
});
