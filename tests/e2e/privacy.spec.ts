// The privacy consent dialog in a fresh browser (issue 12): it asks on /login and cannot be
// closed with Esc; after 'Nur notwendige' neither crash reports nor usage analytics are loaded
// or sent, across a navigation and an error; switched on through the footer's 'Privatsphäre',
// an error is reported to /api/sntunnel and a navigation sends a page view.
import { expect, test, type Page, type Request } from './support/test';
import { de } from '../../src/i18n/de';
import { NO_STORED_STATE } from './support/privacy';

const t = de.privacy;
// No stored choice: the dialog asks.
test.use({ storageState: NO_STORED_STATE });

const isTelemetryCall = (request: Request) => /\/api\/(sntunnel|usage)$/.test(request.url());
const isTelemetryCode = (request: Request) =>
  /\/assets\/(crashReporter|performanceReporter|usageAnalytics)-[\w-]+\.js$/.test(request.url());

/** An uncaught error in a timer, as a bug would throw it. */
const throwLater = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);

test('the consent dialog decides what is loaded and sent', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  await page.goto('/login');
  // Headless UI's dialog element has no box of its own (its panel is fixed): check the panel.
  const dialog = page.getByRole('dialog', { name: t.title }).getByTestId('privacy-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: t.policyLink })).toHaveAttribute(
    'href',
    '/docs/datenschutz',
  );

  // No way out without a choice.
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: t.onlyNecessary }).click();
  await expect(dialog).toBeHidden();
  const stored = await page.evaluate(() => localStorage.getItem('privacy-settings'));
  expect(JSON.parse(stored ?? 'null')).toMatchObject({
    v: 1,
    flags: {
      sentry: false,
      sentry_userid: false,
      sentry_performance: false,
      matomo_pageview: false,
      matomo_userid: false,
    },
  });

  // A navigation and two errors: nothing loaded, nothing sent.
  await page.getByRole('contentinfo').getByRole('link', { name: de.footer.impressum }).click();
  await expect(page).toHaveURL(/\/docs\/impressum$/);
  await throwLater(page, 'e2e crash without consent');
  await page.evaluate(() => void Promise.reject(new Error('e2e rejection without consent')));
  await page.waitForTimeout(1500);
  expect(requests.filter(isTelemetryCall).map((r) => r.url())).toEqual([]);
  expect(requests.filter(isTelemetryCode).map((r) => r.url())).toEqual([]);

  // Reopened from the footer, in the detail view with the stored choice.
  await page.getByRole('contentinfo').getByRole('button', { name: de.footer.privacy }).click();
  await expect(dialog).toBeVisible();
  const crash = dialog.getByRole('switch', { name: t.flags.sentry.label, exact: true });
  const usage = dialog.getByRole('switch', { name: t.flags.matomo_pageview.label, exact: true });
  await expect(crash).toHaveAttribute('aria-checked', 'false');
  await crash.click();
  await usage.click();
  await expect(crash).toHaveAttribute('aria-checked', 'true');
  await expect(usage).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: t.confirmSelection }).click();
  await expect(dialog).toBeHidden();

  // Now an error is reported ...
  const report = page.waitForRequest(
    (r) => r.url().endsWith('/api/sntunnel') && r.method() === 'POST',
  );
  // The crash reporter's code loads on the choice; give it a moment before throwing.
  await expect.poll(() => requests.some((r) => /crashReporter-/.test(r.url()))).toBe(true);
  await page.waitForTimeout(300);
  await throwLater(page, 'e2e crash with consent');
  const sent = await report;
  expect(sent.postDataJSON()).toMatchObject({
    type: 'error',
    source: 'error',
    message: 'Error: e2e crash with consent',
    path: '/docs/impressum',
  });
  expect(sent.postDataJSON()).not.toHaveProperty('userId');
  expect(sent.headers()['x-window-id']).toMatch(/^apo-window-/);
  expect((await sent.response())?.status()).toBe(204);

  // ... and a navigation sends a page view (path only).
  const pageview = page.waitForRequest(
    (r) =>
      r.url().endsWith('/api/usage') &&
      (r.postDataJSON() as { kind?: string; path?: string }).path === '/docs/datenschutz',
  );
  await page.getByRole('contentinfo').getByRole('link', { name: de.footer.datenschutz }).click();
  const view = await pageview;
  expect(view.postDataJSON()).toMatchObject({ kind: 'pageview', path: '/docs/datenschutz' });
  expect((await view.response())?.status()).toBe(204);
});
