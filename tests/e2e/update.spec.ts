// The update flow (issue 13 item 8, SPEC 4): two builds of the app. The browser runs version A
// with a change queued (its push held back), the server starts serving version B, the hint
// appears; clicking it sends the outbox FIRST, holds sync (no request may reach the old service
// worker while the new one takes over), and only then activates B and reloads. The change
// arrives once, and the page runs B.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Route } from './support/test';
import { de } from '../../src/i18n/de';
import { expectConverged, readLocal, serverState, sessionUserId } from './support/convergence';
import {
  addArticle,
  createBasket,
  enterShop,
  rowOf,
  waitForServiceWorker,
} from './support/convergenceUi';
import { OwnServer } from './support/ownServer';
import { withPrivacyChoice } from './support/privacy';
import { users } from './support/users';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VERSION = (
  JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }
).version;
const BUILD_B = 'e2e-b';

let server: OwnServer;
let work: string;
let staticDir: string;

test.beforeAll(async () => {
  // A second build, then an own server that migrates and seeds (up to 180 s when loaded).
  test.setTimeout(300_000);
  work = mkdtempSync(join(tmpdir(), 'apo-e2e-update-'));
  staticDir = join(work, 'static');
  // Version A is the build under test (npm test builds dist/ before the e2e step).
  cpSync(join(ROOT, 'dist'), staticDir, { recursive: true });
  const built = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', join(work, 'b')],
    { cwd: ROOT, env: { ...process.env, APP_BUILD: BUILD_B }, encoding: 'utf8' },
  );
  expect(built.status, built.stderr).toBe(0);
  server = await OwnServer.create({ STATIC_DIR: staticDir });
});

test.afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('an update sends the queued change first, then reloads into the new version', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: server.baseURL,
    storageState: withPrivacyChoice(server.baseURL),
    locale: 'de-DE',
  });
  try {
    const page = await context.newPage();
    await enterShop(page, users.apotheke, 100101);
    await waitForServiceWorker(page);
    const footerVersion = page.getByText(/^Version /);
    await expect(footerVersion).toHaveText(de.app.versionLabel(VERSION));

    const basketId = await createBasket(page, 'Update');
    await addArticle(page, '3185626', 1);
    await expectConverged(page);

    // A deployment: the server restarts with version B (it maps its files at start). The app's
    // periodic check would find it; the test asks at once.
    await server.stop();
    rmSync(staticDir, { recursive: true, force: true });
    cpSync(join(work, 'b'), staticDir, { recursive: true });
    await server.start();
    // A fresh page under A, after the outage (a tab that saw the API go away reloads once it is
    // back: SPEC 4 "Loader"); the browser's navigation check already looks for a new version.
    await page.reload();
    const hint = page.getByRole('button', { name: de.navbar.updateAvailable });
    await expect(async () => {
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await expect(hint).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    await page.screenshot({ path: '/tmp/update-hint.png' });

    // The next push waits until the test lets it go: the change is queued when the update starts.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/sync/push', async (route: Route) => {
      await released;
      await route.continue();
    });
    const field = rowOf(page, '3185626').getByTestId('row-quantity');
    await field.fill('4');
    await field.press('Enter');
    const userId = await sessionUserId(page.request);
    await expect.poll(async () => (await readLocal(page, userId)).outbox.length).toBe(1);

    await hint.click();
    await expect(page.getByText(de.update.installingTitle)).toBeVisible();
    // While the outbox is not sent, version A stays: no reload yet.
    await page.waitForTimeout(1_500);
    await expect(footerVersion).toHaveText(de.app.versionLabel(VERSION));
    expect((await readLocal(page, userId)).outbox).toHaveLength(1);

    release();
    // The user's browser has no interception: the switch of service workers runs without it.
    await context.unrouteAll({ behavior: 'wait' });
    await expect(footerVersion).toHaveText(de.app.versionLabel(`${VERSION}+${BUILD_B}`), {
      timeout: 30_000,
    });
    await expectConverged(page);
    const state = await serverState(page.request);
    expect(
      state.basketRows.filter((r) => r.basketId === basketId).map((r) => [r.pzn, r.quantity]),
    ).toEqual([['3185626', 4]]);
    await page.screenshot({ path: '/tmp/update-done.png' });
  } finally {
    await context.close();
  }
});
