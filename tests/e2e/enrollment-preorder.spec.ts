// Pre-order and stock levels (issue 15) for apotheke-35, this spec's own login (roles
// 'Vorbestellung', 'Bestandsmeldungen', 'Preissenkung'): a quantity above the window's cap per
// line is refused at the field in German before anything is queued; a pre-order entered offline
// is queued and sent once online; a stock report on an open price cut shows the refund computed
// as typed and is submitted. apotheke-24 lacks both roles. Screenshots: /tmp/pre-order.png,
// /tmp/stock-levels.png.
import { expect, test } from './support/test';
import type { PreOrderLineRow } from '../../modules/preOrder/contract';
import { viennaDay } from '../../src/api/enrollmentDays';
import { windowState } from '../../modules/preOrder/rules';
import { cutState, refundCents } from '../../modules/stockLevels/rules';
import type { StockReportRow } from '../../modules/stockLevels/contract';
import { formatEuro } from '../../src/catalogue/money';
import { de } from '../../src/i18n/de';
import { preOrderDe } from '../../modules/preOrder/texts.de';
import { stockLevelsDe } from '../../modules/stockLevels/texts.de';
import {
  expectConverged,
  expectQueueSettled,
  readLocal,
  serverState,
  sessionUserId,
} from './support/convergence';
import { enterShop, pharmacy } from './support/convergenceUi';

const p = preOrderDe;
const s = stockLevelsDe;
const CUSTOMER = 303401;

test('a pre-order offline sent once, a cap refused; a stock report with its refund', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(35), CUSTOMER);
  await expectConverged(page, 60_000);
  const userId = await sessionUserId(page.request);
  const today = viennaDay(new Date());
  const local = await readLocal(page, userId);
  const window = local.preOrderWindows.find(
    (w) =>
      windowState(w, today) === 'open' &&
      !w.prescriptionRequired &&
      w.maxPerLine !== null &&
      !local.preOrderLines.some((l) => l.windowId === w.id),
  );
  if (!window || window.maxPerLine === null) throw new Error('no open window without lines');
  const article = window.articles[0];
  if (!article) throw new Error('window without articles');

  await page.goto('/enrollment/pre-order');
  const section = page.getByRole('region', { name: window.title });
  await expect(section.getByTestId('pre-order-state')).toContainText(p.state.open);
  await expect(section.getByText(p.capLine(window.maxPerLine))).toBeVisible();
  const quantity = section.getByLabel(p.form.quantityOf(article.name));
  const place = section.getByRole('button', { name: p.form.placeOf(article.name) });

  // Above the cap per line: the German rule at the field, nothing queued.
  await quantity.fill(String(window.maxPerLine + 1));
  await place.click();
  await expect(section.getByText(p.problem.perLine(window.maxPerLine))).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  expect((await readLocal(page, userId)).outbox).toHaveLength(0);

  // Offline: stored, shown as pending, queued.
  await context.setOffline(true);
  await quantity.fill('12');
  await place.click();
  await expect(page.getByTestId('enrollment-status')).toHaveText(p.status.placed(article.name, 12));
  await expect(section.getByTestId('pre-order-line')).toContainText(p.lines.pending);
  const queued = await readLocal(page, userId);
  expect(queued.outbox.map((m) => m.name)).toEqual(['preOrder.place']);
  const lineId = (queued.outbox[0]?.args as { id: string }).id;

  // Online again: sent, applied once.
  await context.setOffline(false);
  await expectQueueSettled(page, 0, 30_000);
  const lines = ((await serverState(page.request)).preOrderLines as PreOrderLineRow[]).filter(
    (l) => l.windowId === window.id,
  );
  expect(lines.map((l) => [l.id, l.quantity])).toEqual([[lineId, 12]]);
  await expect(section.getByTestId('pre-order-line')).not.toContainText(p.lines.pending);
  await expect(section.getByRole('button', { name: p.form.changeOf(article.name) })).toBeVisible();
  await page.screenshot({ path: '/tmp/pre-order.png', fullPage: true });

  // Stock levels: an open cut without a report; the refund follows the typed stock.
  const cut = local.priceCuts.find(
    (c) => cutState(c, today) === 'open' && !local.stockReports.some((r) => r.priceCutId === c.id),
  );
  if (!cut) throw new Error('no open price cut without a report');
  await page.goto('/enrollment/stock-levels');
  await expect(page.getByTestId('price-cut-row')).toHaveCount(local.priceCuts.length);
  const row = page.getByTestId('price-cut-row').filter({ hasText: cut.title });
  await expect(row.getByTestId('price-cut-claim')).toHaveText(s.claim.open);
  await row.getByRole('button', { name: s.openOf(cut.title) }).click();
  const detail = page.getByTestId('price-cut-detail');
  const quantities = cut.articles.map((a, i) => ({ pzn: a.pzn, quantity: i === 0 ? 7 : i }));
  const [first] = cut.articles;
  if (!first) throw new Error('cut without articles');
  await detail.getByLabel(s.detail.stockOf(first.name)).fill('-3');
  for (const [i, a] of cut.articles.entries()) {
    if (i > 0) await detail.getByLabel(s.detail.stockOf(a.name)).fill(String(i));
  }
  await detail.getByRole('button', { name: s.detail.submit }).click();
  await expect(detail.getByText(s.detail.badStock)).toBeVisible();
  await detail.getByLabel(s.detail.stockOf(first.name)).fill('7');
  const refund = formatEuro(refundCents(cut, quantities));
  await expect(detail.getByTestId('price-cut-total')).toHaveText(`${s.detail.total}: ${refund}`);
  await detail.getByRole('button', { name: s.detail.submit }).click();
  await expect(page.getByTestId('enrollment-status')).toHaveText(
    s.status.submitted(cut.title, refund),
  );
  await expect(row.getByTestId('price-cut-claim')).toHaveText(s.claim.submitted);
  await expect(detail.getByTestId('stock-report-version')).toContainText(s.versions.version(1));
  await expectQueueSettled(page, 0, 30_000);
  const reports = ((await serverState(page.request)).stockReports as StockReportRow[]).filter(
    (r) => r.priceCutId === cut.id,
  );
  expect(reports.map((r) => [r.revision, r.status, r.quantities])).toEqual([
    [1, 'submitted', quantities],
  ]);
  // A correction is offered as a new version, not an edit.
  await expect(detail.getByRole('button', { name: s.detail.correct })).toBeVisible();
  await expectConverged(page, 30_000);
  await page.screenshot({ path: '/tmp/stock-levels.png', fullPage: true });
});

test("without the roles both screens say 'Keine Berechtigung'", async ({ page }) => {
  await enterShop(page, pharmacy(24));
  for (const path of ['/enrollment/pre-order', '/enrollment/stock-levels']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
  }
});
