// The service worker is in control quickly after the very first visit (issue 27 item 6): it
// installs only the start page's files first (scripts/swShell.ts, src/sw.ts), so an offline
// reload 5 s after the first load shows the app, not the browser's offline page, and the rest of
// the app is cached right after.
import { expect, test } from './support/test';
import { de } from '../../src/i18n/de';
import { fillLogin } from './support/login';
import { users } from './support/users';

const FIVE_SECONDS = 5_000;

test('an offline reload 5 s after the first visit shows the app, which then caches the rest', async ({
  page,
  context,
}) => {
  const started = Date.now();
  await page.goto('/login');
  await fillLogin(page, users.apotheke);
  await expect(page.getByRole('heading', { name: de.selector.titleKunde })).toBeVisible();
  // No waiting for the worker: 5 s after the first load, whatever it did meanwhile.
  await page.waitForTimeout(Math.max(0, started + FIVE_SECONDS - Date.now()));

  await context.setOffline(true);
  // Without a controlling worker the reload itself fails (net::ERR_INTERNET_DISCONNECTED).
  await page.reload();
  // The app answers: its address list when the customers are on the device already, else its
  // own offline screen (SPEC 4 loader of a first start without local data).
  await expect(
    page
      .getByRole('heading', { name: de.selector.titleKunde })
      .or(page.getByText(de.connectivity.offline))
      .first(),
  ).toBeVisible();

  // Online again, the worker completes its cache of the rest: every precached file is in one of
  // its caches, so later offline starts find every screen.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: de.selector.titleKunde })).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const rest = await caches.open('apo-app-rest');
          return (await rest.keys()).length;
        }),
      { timeout: 60_000 },
    )
    .toBeGreaterThan(20);
});
