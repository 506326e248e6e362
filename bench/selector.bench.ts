// Issue 26's selector figure: a representative's offline search over his assignment (48 demo
// pharmacies, synced as the collection deliveryCustomers). The app logs in as vertreter@demo.at,
// waits until his customers are on the device, goes offline, then types each customer's number
// into the selector's search: the time from the input event to the one matching card painted
// (the DOM shows exactly that card, then a frame has run). Also: how long the customers take to
// arrive after the login, and their rows.
import { launchChromium } from './lib/chromium.ts';
import { withPrivacyChoice } from '../tests/e2e/support/privacy.ts';
import { emit, median, percentile, round } from './lib/figure.ts';
import { startServer, tempDataDir } from './lib/server.ts';
import { isDifferentialName } from '../src/api/customerSearch.ts';
import type { DomainConfig } from '../src/api/schemas.ts';

process.env.CATALOGUE_SIZE ??= '2000';
process.env.ANALYTICS_LINES_PER_DAY ??= '1';
const WARM_UP = 3;

const dataDir = tempDataDir('selector');
const server = await startServer({ dataDir: dataDir.path });
const browser = await launchChromium();

try {
  const context = await browser.newContext({
    baseURL: server.url,
    storageState: withPrivacyChoice(server.url),
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'vertreter@demo.at', password: 'Vertreter#2026' },
    headers: { 'x-window-id': 'bench' },
  });
  if (!login.ok()) throw new Error(`login: ${login.status()}`);
  const { user } = (await login.json()) as { user: { id: string } };

  const started = performance.now();
  await page.goto('/lieferkunden');
  // The customers are on the device once the collection's cursor is stored.
  const synced = () =>
    page.evaluate(async (userId) => {
      const open = indexedDB.open(`portal-${userId}`);
      const db = await new Promise<IDBDatabase | null>((resolve) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => resolve(null);
      });
      if (!db || !db.objectStoreNames.contains('deliveryCustomers')) {
        db?.close();
        return null;
      }
      const tx = db.transaction(['meta', 'deliveryCustomers']);
      const cursor = await new Promise<unknown>((resolve) => {
        const get = tx.objectStore('meta').get('cursor:deliveryCustomers');
        get.onsuccess = () => resolve(get.result);
      });
      type Customer = { LieferkundeNr: number; Vorname: string; Nachname: string };
      const numbers = await new Promise<Customer[]>((resolve) => {
        const all = tx.objectStore('deliveryCustomers').getAll();
        all.onsuccess = () => resolve(all.result as Customer[]);
      });
      db.close();
      return cursor ? numbers : null;
    }, user.id);
  let customers: Awaited<ReturnType<typeof synced>> = null;
  while (!(customers = await synced())) {
    if (performance.now() - started > 120_000) throw new Error('customers not synced in 2 min');
    await page.waitForTimeout(50);
  }
  // Normal mode lists the customers that are not differential ones (hospital pharmacies).
  const config = (await (await page.request.get('/api/domain-config')).json()) as DomainConfig;
  const numbers = customers
    .filter((c) => !isDifferentialName(config, c.Vorname, c.Nachname))
    .map((c) => c.LieferkundeNr);
  emit({
    bench: 'selector',
    metric: "a representative's customers on the device after the login (page load to stored)",
    value: round(performance.now() - started),
    unit: 'ms',
  });
  emit({
    bench: 'selector',
    metric: 'customers on the device',
    value: customers.length,
    unit: 'rows',
  });

  // A fresh load of the selector (the first one may reload once for the service worker), then
  // offline: the search must need nothing but the device.
  await page.goto('/lieferkunden');
  await page.getByLabel('Suche nach Name, Ort oder Kundennummer').waitFor();
  await page.waitForTimeout(2000);
  await context.setOffline(true);
  const times: number[] = [];
  for (const [i, nr] of numbers.entries()) {
    const ms = await page.evaluate(async (number) => {
      const target = [...document.querySelectorAll('input')].find((el) =>
        el.labels?.[0]?.textContent?.includes('Kundennummer'),
      );
      if (!target) throw new Error('no search field');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const t0 = performance.now();
      setValue?.call(target, String(number));
      target.dispatchEvent(new Event('input', { bubbles: true }));
      for (;;) {
        const cards = document.querySelectorAll('[data-testid^="lieferkunde-card-"]');
        if (cards.length === 1 && cards[0]?.getAttribute('data-testid')?.endsWith(`-${number}`)) {
          break;
        }
        await new Promise((r) => requestAnimationFrame(r));
        if (performance.now() - t0 > 10_000) throw new Error(`no card for ${number}`);
      }
      await new Promise((r) => requestAnimationFrame(r));
      return performance.now() - t0;
    }, nr);
    if (i >= WARM_UP) times.push(ms);
  }
  emit({
    bench: 'selector',
    metric: 'offline selector search over the assignment, typed number to its card painted, p95',
    value: round(percentile(times, 95)),
    unit: 'ms',
    goal: 20,
  });
  emit({
    bench: 'selector',
    metric: 'offline selector search, median',
    value: round(median(times)),
    unit: 'ms',
  });
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  dataDir.remove();
}
