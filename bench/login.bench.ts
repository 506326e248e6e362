// Median and p99 of 100 sequential POST /api/auth/login (a successful login each time; the
// argon2id verification dominates). Three warm-up logins are not counted.
// Then the login as a user sees it (issue 27 item 5): in Chromium, a new browser each time, from
// the click on 'Anmelden' until the address list shows its first address (apotheke@demo.at has
// several), while the first sync of the catalogue and history follows; median and worst of 5.
import { launchChromium } from './lib/chromium.ts';
import { withPrivacyChoice } from '../tests/e2e/support/privacy.ts';
import { emit, median, percentile, round } from './lib/figure.ts';
import { startServer, tempDataDir } from './lib/server.ts';

const RUNS = 100;
const WARM_UP = 3;
const BROWSER_RUNS = 5;
const body = JSON.stringify({ username: 'apotheke@demo.at', password: 'Apotheke#2026' });

const dataDir = tempDataDir('login');
const server = await startServer({ dataDir: dataDir.path });
try {
  const login = async (): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-window-id': 'bench' },
      body,
    });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    return ms;
  };
  for (let i = 0; i < WARM_UP; i++) await login();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await login());
  emit({
    bench: 'login',
    metric: 'POST /api/auth/login median',
    value: round(median(times)),
    unit: 'ms',
  });
  emit({
    bench: 'login',
    metric: 'POST /api/auth/login p99',
    value: round(percentile(times, 99)),
    unit: 'ms',
  });

  const browser = await launchChromium();
  try {
    const shown: number[] = [];
    for (let i = 0; i < BROWSER_RUNS; i++) {
      const context = await browser.newContext({
        baseURL: server.url,
        locale: 'de-DE',
        timezoneId: 'Europe/Vienna',
        storageState: withPrivacyChoice(server.url),
      });
      const page = await context.newPage();
      await page.goto('/login');
      await page.locator('input[name=username]').fill('apotheke@demo.at');
      await page.locator('input[name=password]').fill('Apotheke#2026');
      const started = performance.now();
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.locator('[data-testid^="lieferkunde-card-"]').first().waitFor({ timeout: 60_000 });
      shown.push(performance.now() - started);
      await context.close();
    }
    emit({
      bench: 'login',
      metric: "'Anmelden' to the address list shown, median of 5 new browsers",
      value: round(median(shown)),
      unit: 'ms',
      goal: 1_000,
    });
    emit({
      bench: 'login',
      metric: "'Anmelden' to the address list shown, worst of 5",
      value: round(Math.max(...shown)),
      unit: 'ms',
    });
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  dataDir.remove();
}
