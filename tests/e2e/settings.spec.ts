// User settings offline-first (issue 13): on /settings the clock moves to the footer and shows
// only the calendar week while offline (queued, shown as pending, the shell's clock follows at
// once); online again the changes are sent and stay after a reload. Screenshots of the screen
// and of the navbar clock with the week on its own line: /tmp/shots-settings/.
import { expect, test } from './support/test';
import { de } from '../../src/i18n/de';
import { settingsDe as t } from '../../modules/userSettings/texts.de';
import { expectConverged, readLocal, sessionUserId } from './support/convergence';
import { enterShop, pharmacy, waitForServiceWorker } from './support/convergenceUi';

const SHOTS = '/tmp/shots-settings';

test('the clock follows the settings, changed offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  // apotheke-21 is this spec's own: its settings start at the defaults. (With apotheke-04 it
  // chose a customer while the selector spec had stored a stale automatic one, so the checked
  // box stored its choice and the selector spec's fallback check found no list.)
  await enterShop(page, pharmacy(21));
  const userId = await sessionUserId(page.request);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: de.screens.settings, level: 1 })).toBeVisible();

  // Default: date and time in the navbar, nothing in the footer.
  const navbarClock = page.getByTestId('clock-navbar');
  const footerClock = page.getByTestId('clock-footer');
  await expect(navbarClock).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await expect(navbarClock).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(footerClock).toHaveCount(0);

  await waitForServiceWorker(page);
  await context.setOffline(true);
  const week = page.getByRole('checkbox', { name: t.clock.partNames.kw });
  const date = page.getByRole('checkbox', { name: t.clock.partNames.d });
  const time = page.getByRole('checkbox', { name: t.clock.partNames.z });
  await week.check();
  await date.uncheck();
  await time.uncheck();
  await page.getByRole('radio', { name: t.clock.positions.footer }).check();

  // The shell follows at once, from the local database.
  await expect(footerClock).toHaveText(/^KW \d{1,2}$/);
  await expect(navbarClock).toHaveCount(0);
  await expect(page.getByTestId('clock-preview')).toHaveText(/^KW \d{1,2}$/);
  await expect(page.getByTestId('settings-status')).toHaveText(t.status.pending(4));
  const queued = await readLocal(page, userId);
  expect(queued.outbox.map((m) => m.name)).toEqual(Array(4).fill('userSettings.set'));

  // No part at all cannot be saved: the reason shows and nothing is queued.
  await week.uncheck();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(t.clock.atLeastOne);
  await expect(footerClock).toHaveText(/^KW \d{1,2}$/);
  expect((await readLocal(page, userId)).outbox).toHaveLength(4);
  await week.check();
  await expect(alert).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByTestId('settings-status')).toHaveText(t.status.saved, {
    timeout: 20_000,
  });
  await expectConverged(page);
  await page.reload();
  await expect(footerClock).toHaveText(/^KW \d{1,2}$/);
  await expect(navbarClock).toHaveCount(0);

  // All parts in the navbar: the week on its own line below date and time.
  await date.check();
  await time.check();
  await page.getByRole('radio', { name: t.clock.positions.navbar }).check();
  await expect(navbarClock.locator('span')).toHaveText([
    /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
    /^KW \d{1,2}$/,
  ]);
  await expectConverged(page);
  await page.screenshot({ path: `${SHOTS}/settings.png`, fullPage: true });
  await page.locator('header').screenshot({ path: `${SHOTS}/navbar-clock.png` });
});
