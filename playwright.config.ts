import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { withPrivacyChoice } from './tests/e2e/support/privacy';

// No test tool downloads a browser: Debian's Chromium (or CHROMIUM_PATH) is always used.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 8321);
// The server listens on IPv4 (HOST below); `localhost` could try ::1 first.
const baseURL = `http://127.0.0.1:${port}`;

// One data directory per run. Set once in the runner process so that the workers (which
// inherit the environment and load this file again) see the same path, e.g. to read mails
// in $E2E_DATA_DIR/mail. tests/e2e/support/server.mjs creates it and removes it afterwards.
const dataDir = (process.env.E2E_DATA_DIR ??= join(
  tmpdir(),
  `apo-e2e-${process.pid}-${Date.now()}`,
));
// A smaller demo catalogue than the 100,000 of a real start: the seed stays quick and every
// browser context syncs it within a second or two. Same on ownServer.ts. The first demo articles
// (DEMO_ARTICLES of server/seed/catalogue.ts) are the same at any size.
process.env.CATALOGUE_SIZE ??= '5000';
// The analytics history (issue 14) at 4 delivery lines a working day instead of a real
// pharmacy's 100: some 2,300 lines per delivery customer, a few pull pages.
process.env.ANALYTICS_LINES_PER_DAY ??= '4';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // 2 cores and one server with one PGlite connection.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // One retry on CI only: a browser on a loaded 2-core machine can miss a timing once. A test
  // that needs it is reported as flaky (Playwright's list and the summary of npm test) and gets
  // fixed; locally every failure shows at once.
  retries: process.env.CI ? 1 : 0,
  // Every shop browser also syncs the catalogue at login, and on a loaded 2-core machine (CI ran
  // the same tree once in 19 and once in 34 minutes) a login takes 7-15 s: a test with three
  // logins ran out of 45 s while every request was answered within 2 s. Room enough that only a
  // real fault fails; a passing test takes no longer for it.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL,
    // The privacy choice is made ('Nur notwendige'), so the consent dialog covers no screen;
    // tests/e2e/privacy.spec.ts starts without it (tests/e2e/support/privacy.ts).
    storageState: withPrivacyChoice(baseURL),
    locale: 'de-DE',
    timezoneId: 'Europe/Vienna',
    // Recording a trace costs every test about a third of its time on the 2-core machine (the
    // login spec: 31.7 s without, 40.9 s with, 06.12.2026). On CI a failing test runs once more
    // with the trace on; locally `--trace on` records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node tests/e2e/support/server.mjs',
    // Ready once the demo data is complete (it is written after the server listens).
    url: `${baseURL}/api/ready`,
    // First start runs migrations and seeds; it may also build dist/ when that is stale (unless
    // STATIC_DIR names a build of its own: the environment passes through to the command).
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CATALOGUE_SIZE: process.env.CATALOGUE_SIZE,
      ANALYTICS_LINES_PER_DAY: process.env.ANALYTICS_LINES_PER_DAY,
      // The embedded ERP simulator (issue 29) answers quickly, and only the Gruber pharmacy's
      // orders (tests/e2e/erp-confirmation.spec.ts): the other specs' orders stay 'übermittelt'.
      ERP_SIMULATOR_POLL_MS: '300',
      ERP_SIMULATOR_CONFIRM_MS: '500',
      ERP_SIMULATOR_CUSTOMERS: '100101,100102',
    },
  },
});
