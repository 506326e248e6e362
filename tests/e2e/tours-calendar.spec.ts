// Tours, calendar and call plan (issue 15) for apotheke-37, this spec's own login (roles
// Tourenbrowser, Kalender, Anrufplan besides the shop): the tour browser shows the next
// delivery computed from the synced tours, also offline after a reload; the basket counts down
// to the cut-off and warns in the last 5 minutes (the page's clock set with page.clock); the
// calendar shows December's holidays and moves by keyboard; the call plan lists the pharmacy's
// call times. apotheke-24 (shop only) sees 'Keine Berechtigung' on the three screens.
// Screenshots: /tmp/tours-browser.png, /tmp/tours-basket.png, /tmp/tours-calendar.png,
// /tmp/tours-callplan.png.
import { expect, test } from './support/test';
import type { CallSlotRow } from '../../modules/callPlan/contract';
import { nextCutoff, viennaToday, viennaWallMs, wallMsOf } from '../../modules/tours/rules';
import type { TourExceptionRow, TourRow } from '../../modules/tours/contract';
import { de } from '../../src/i18n/de';
import { toursDe } from '../../modules/tours/texts.de';
import { expectConverged, readLocal, sessionUserId } from './support/convergence';
import { createBasket, enterShop, pharmacy, waitForServiceWorker } from './support/convergenceUi';

const t = toursDe;
const CUSTOMER = 303601;

/** The instant at which Vienna's wall clock shows `wall` (Vienna wall-clock milliseconds). */
function instantOf(wall: number): number {
  let guess = wall - 3_600_000;
  for (let i = 0; i < 3; i += 1) guess += wall - viennaWallMs(guess);
  return guess;
}

test('tours, basket countdown, calendar and call plan of apotheke-37', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(37), CUSTOMER);
  await expectConverged(page, 45_000);
  const userId = await sessionUserId(page.request);
  const local = await readLocal(page, userId);
  const tours = local.tours as TourRow[];
  const exceptions = local.tourExceptions as TourExceptionRow[];
  const slots = local.callSlots as CallSlotRow[];
  expect(tours).toHaveLength(11);
  expect(slots).toHaveLength(3);

  // The tour browser: the next delivery as the rules compute it, the week, the changes.
  await page.goto('/tour-browser');
  await expect(page.getByRole('heading', { name: de.screens.tourBrowser, level: 1 })).toBeVisible();
  const next = nextCutoff(tours, exceptions, Date.now());
  if (!next) throw new Error('no next cut-off');
  const nextBox = page.getByTestId('next-delivery');
  await expect(nextBox.getByRole('heading', { name: t.browser.next })).toBeVisible();
  await expect(page.getByTestId('next-cutoff')).toContainText(t.clock(next.run.cutoff));
  await expect(nextBox).toContainText(t.tour(next.run.tour.name, next.run.tour.tourNr));
  await expect(page.getByTestId('tour-week').getByRole('row')).toHaveCount(8);
  await page.screenshot({ path: '/tmp/tours-browser.png', fullPage: true });

  // Offline, after a reload: the same data from the device (the service worker serves the app).
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('next-cutoff')).toContainText(t.clock(next.run.cutoff));
  await context.setOffline(false);

  // The call plan: the pharmacy's own call times, the next one first.
  await page.goto('/call-plan');
  await expect(page.getByRole('heading', { name: de.screens.callPlan, level: 1 })).toBeVisible();
  await expect(page.getByTestId('call-slots').locator('tbody tr')).toHaveCount(3);
  // The head names exactly the columns a row has (no customer column for a single pharmacy).
  const firstRow = page.getByTestId('call-slots').locator('tbody tr').first();
  await expect(page.getByTestId('call-slots').locator('thead th')).toHaveCount(
    await firstRow.locator('th, td').count(),
  );
  await expect(page.getByTestId('call-slots')).toContainText(t.callPlan.kinds.vertreter);
  await expect(page.getByTestId('call-slots')).toContainText(t.callPlan.kinds.innendienst);
  await expect(page.getByTestId('next-call')).toBeVisible();
  await page.screenshot({ path: '/tmp/tours-callplan.png', fullPage: true });

  // The calendar: this month first, then December with its holidays, moved by keyboard.
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: de.screens.calendar, level: 1 })).toBeVisible();
  const today = viennaToday(Date.now());
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  await expect(page.locator('#calendar-month')).toHaveText(t.calendar.month(month, year));
  for (let m = month; m < 12; m += 1) {
    await page.getByRole('button', { name: t.calendar.nextMonth }).click();
  }
  await expect(page.locator('#calendar-month')).toHaveText(t.calendar.month(12, year));
  const eighth = page.locator(`[data-day="${year}-12-08"]`);
  await expect(eighth).toHaveAccessibleName(new RegExp(`${t.calendar.holiday} Mariä Empfängnis`));
  await expect(page.locator(`[data-day="${year}-12-25"]`)).toHaveAccessibleName(/Christtag/);
  await expect(page.locator(`[data-day="${year}-12-26"]`)).toHaveAccessibleName(/Stefanitag/);
  await eighth.click();
  const details = page.getByTestId('calendar-details');
  await expect(details).toContainText(t.browser.holiday('Mariä Empfängnis'));
  await eighth.press('ArrowRight');
  await expect(page.locator(`[data-day="${year}-12-09"]`)).toBeFocused();
  await expect(details.getByRole('heading')).toHaveText(t.calendar.details(`${year}-12-09`));
  await page.screenshot({ path: '/tmp/tours-calendar.png', fullPage: true });

  // The basket: the countdown to the next cut-off, and the warning in the last 5 minutes.
  const basketId = await createBasket(page, 'Tourentest');
  const countdown = page.getByTestId('cutoff-countdown');
  await expect(countdown).toBeVisible();
  const cutoffWall = wallMsOf(next.run.day, next.run.cutoff);
  await page.clock.setFixedTime(instantOf(cutoffWall - 30 * 60_000));
  await expect(countdown.getByTestId('cutoff-left')).toHaveText('(noch 30:00 Min.)');
  await expect(countdown).not.toHaveAttribute('data-warning', 'true');
  await expect(countdown.getByRole('status')).toHaveText('');
  await page.clock.setFixedTime(instantOf(cutoffWall - 4 * 60_000));
  await expect(countdown).toHaveAttribute('data-warning', 'true');
  await expect(countdown.getByRole('status')).toHaveText(t.countdown.warning(next.run.cutoff));
  await expect(page).toHaveURL(new RegExp(basketId));
  await page.screenshot({ path: '/tmp/tours-basket.png', fullPage: true });
});

test('no permission for the three screens without their roles', async ({ page }) => {
  await enterShop(page, pharmacy(24), 302301);
  for (const path of ['/tour-browser', '/calendar', '/call-plan']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
  }
});
