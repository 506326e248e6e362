// Issue 14's analytics figures, in one run so they are ratios of each other:
// - the first sync of one pharmacy's 24 months of analytics data (delivery notes and lines,
//   invoices and credit notes, open backorders of Löwen-Apotheke 100101, ANALYTICS_LINES_PER_DAY
//   a working day, 100 by default) into an empty browser database: from opening the app until
//   every row is in IndexedDB, with the pull requests and bytes;
// - the raw cost of writing the same rows with one plain IndexedDB transaction, and the ratio;
// - the batch search (the screen's own searchBatches over Dexie) for batch numbers and PZNs
//   picked from the synced history, median and p95;
// - the statistics screen: from navigating to /analytics/statistics (the app loading afresh)
//   until its month chart has drawn its bars, median and p95 of five runs after a warm-up.
// The catalogue is small (CATALOGUE_SIZE 5,000 here): these figures are about the analytics.
// The synced modules, registered as the app's roots do.
import '../app/modules';
import { probeScript } from './lib/probeScript.ts';
import { withPrivacyChoice } from '../tests/e2e/support/privacy.ts';
import { launchChromium } from './lib/chromium.ts';
import { emit, median, percentile, round } from './lib/figure.ts';
import { apiSession } from './lib/apiSession.ts';
import { startServer, tempDataDir } from './lib/server.ts';

const BENCH = 'analytics';
const LINES_PER_DAY = process.env.ANALYTICS_LINES_PER_DAY ?? '100';
const COLLECTIONS = ['deliveryNotes', 'deliveryLines', 'invoices', 'backorders'] as const;
type Name = (typeof COLLECTIONS)[number];
const MB = 1024 * 1024;

const dataDir = tempDataDir('analytics');
const serverStarted = performance.now();
const server = await startServer({
  dataDir: dataDir.path,
  env: {
    CATALOGUE_SIZE: process.env.CATALOGUE_SIZE ?? '5000',
    ANALYTICS_LINES_PER_DAY: LINES_PER_DAY,
    LOG_LEVEL: 'warn',
  },
  timeoutMs: 600_000,
});
emit({
  bench: BENCH,
  metric: `server: first start with analytics at ${LINES_PER_DAY} lines a day (migrate + seed)`,
  value: round(performance.now() - serverStarted, 0),
  unit: 'ms',
});
const browser = await launchChromium();

try {
  // ---- what the server holds for the customer, through the API -----------------------------
  const call = apiSession(server.url);
  const me = (await call('POST', '/auth/login', {
    username: 'apotheke@demo.at',
    password: 'Apotheke#2026',
  })) as { user: { id: string } };
  await call('PUT', '/lieferkunden/current', { LieferkundeNr: 100101, differential: false });
  const expected: Record<Name, number> = {
    deliveryNotes: 0,
    deliveryLines: 0,
    invoices: 0,
    backorders: 0,
  };
  const cursors: Partial<Record<Name, string>> = {};
  for (;;) {
    type Page = { upserts: unknown[]; cursor: string; hasMore: boolean };
    const answer = (await call('POST', '/sync/pull', {
      userId: me.user.id,
      cursors,
      limit: 1000,
    })) as Record<Name, Page>;
    for (const c of COLLECTIONS) {
      expected[c] += answer[c].upserts.length;
      cursors[c] = answer[c].cursor;
    }
    if (!COLLECTIONS.some((c) => answer[c].hasMore)) break;
  }
  const totalRows = COLLECTIONS.reduce((sum, c) => sum + expected[c], 0);

  // ---- first sync into an empty browser database --------------------------------------------
  const context = await browser.newContext({
    baseURL: server.url,
    storageState: withPrivacyChoice(server.url),
    bypassCSP: true, // the search probe below is an inline script
  });
  const page = await context.newPage();
  let pulls = 0;
  let pullBytes = 0;
  page.on('response', (response) => {
    if (!response.url().includes('/api/sync/pull')) return;
    pulls += 1;
    pullBytes += Number(response.headers()['content-length'] ?? 0);
  });
  await page.request.post('/api/auth/login', {
    data: { username: 'apotheke@demo.at', password: 'Apotheke#2026' },
    headers: { 'x-window-id': 'bench' },
  });
  await page.request.put('/api/lieferkunden/current', {
    data: { LieferkundeNr: 100101, differential: false },
    headers: { 'x-window-id': 'bench' },
  });
  const dbName = `portal-${me.user.id}`;
  const countRows = () =>
    page.evaluate(
      ({ name, stores, customer }) =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open(name);
          open.onerror = () => resolve(-1);
          open.onsuccess = () => {
            const db = open.result;
            if (!stores.every((s) => db.objectStoreNames.contains(s))) {
              db.close();
              resolve(-1);
              return;
            }
            const tx = db.transaction(stores);
            let total = 0;
            let left = stores.length;
            for (const s of stores) {
              // The device keeps each of the pharmacy's addresses (issue 26): count 100101's rows,
              // by the index that starts with the customer (plain or compound).
              const store = tx.objectStore(s);
              const index = [...store.indexNames]
                .map((i) => store.index(i))
                .find((i) =>
                  Array.isArray(i.keyPath)
                    ? i.keyPath[0] === 'lieferkundeNr'
                    : i.keyPath === 'lieferkundeNr',
                );
              const range = Array.isArray(index?.keyPath)
                ? IDBKeyRange.bound([customer], [customer, []])
                : IDBKeyRange.only(customer);
              const request = index ? index.count(range) : store.count();
              request.onsuccess = () => {
                total += request.result;
                if (--left === 0) {
                  db.close();
                  resolve(total);
                }
              };
            }
          };
        }),
      { name: dbName, stores: [...COLLECTIONS], customer: 100101 },
    );
  const started = performance.now();
  await page.goto('/dashboard');
  for (;;) {
    if ((await countRows()) >= totalRows) break;
    if (performance.now() - started > 600_000) throw new Error('first sync took over 10 min');
    await new Promise((r) => setTimeout(r, 100));
  }
  const syncMs = performance.now() - started;
  emit({
    bench: BENCH,
    metric: `first sync of 24 months (${expected.deliveryLines.toLocaleString('en')} delivery lines, ${totalRows.toLocaleString('en')} rows) into an empty database`,
    value: round(syncMs, 0),
    unit: 'ms',
  });
  emit({ bench: BENCH, metric: 'pull requests for it', value: pulls, unit: 'requests' });
  emit({
    bench: BENCH,
    metric: 'pull bytes (JSON, uncompressed)',
    value: round(pullBytes / MB, 1),
    unit: 'MB',
  });

  // ---- the same rows written raw: one IndexedDB transaction ---------------------------------
  const rawMs = await page.evaluate(
    async ({ name, stores }) => {
      const source = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const rows: Record<string, unknown[]> = {};
      for (const s of stores) {
        rows[s] = await new Promise<unknown[]>((resolve, reject) => {
          const request = source.transaction(s).objectStore(s).getAll();
          // 100101's rows only: the device keeps the pharmacy's other addresses too.
          request.onsuccess = () =>
            resolve(
              (request.result as { lieferkundeNr?: number }[]).filter(
                (r) => r.lieferkundeNr === 100101,
              ),
            );
          request.onerror = () => reject(request.error);
        });
      }
      source.close();
      const scratch = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(`bench-raw-${Date.now()}`, 1);
        open.onupgradeneeded = () => {
          for (const s of stores) open.result.createObjectStore(s, { keyPath: 'id' });
        };
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const t0 = performance.now();
      await new Promise<void>((resolve, reject) => {
        const tx = scratch.transaction(stores, 'readwrite', { durability: 'strict' });
        for (const s of stores) {
          const store = tx.objectStore(s);
          for (const row of rows[s] ?? []) store.put(row);
        }
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      const ms = performance.now() - t0;
      scratch.close();
      return ms;
    },
    { name: dbName, stores: [...COLLECTIONS] },
  );
  emit({
    bench: BENCH,
    metric: 'raw IndexedDB write of the same rows (one transaction, no indexes)',
    value: round(rawMs, 0),
    unit: 'ms',
  });
  emit({
    bench: BENCH,
    metric: 'first sync time / raw write time',
    value: round(syncMs / rawMs, 1),
    unit: 'x',
  });

  // ---- batch search: the screen's own search over Dexie ---------------------------------------
  const bundle = await probeScript('analyticsProbe.ts');
  await page.addScriptTag({ content: bundle });
  type Window = {
    analyticsProbe: {
      open(): Promise<{ lines: number; batches: string[]; pzns: string[] }>;
      search(q: string): Promise<{ ms: number; hits: number }>;
    };
  };
  const sample = await page.evaluate(() => (window as unknown as Window).analyticsProbe.open());
  // Whole batches, their first four characters (typed while reading a recall), whole PZNs.
  const queries = [
    ...sample.batches,
    ...sample.batches.map((b) => b.slice(0, 4)),
    ...sample.pzns,
    'XQXQX',
  ];
  const times: number[] = [];
  let empty = 0;
  for (const record of [false, true]) {
    for (const q of queries) {
      const answer = await page.evaluate(
        (query) => (window as unknown as Window).analyticsProbe.search(query),
        q,
      );
      if (!record) continue;
      times.push(answer.ms);
      if (answer.hits === 0) empty += 1;
    }
  }
  emit({
    bench: BENCH,
    metric: `batch search, ${queries.length} queries over ${sample.lines.toLocaleString('en')} lines: median`,
    value: round(median(times), 1),
    unit: 'ms',
  });
  emit({
    bench: BENCH,
    metric: `batch search, ${queries.length} queries over ${sample.lines.toLocaleString('en')} lines: p95`,
    value: round(percentile(times, 95), 1),
    unit: 'ms',
    goal: 1000,
  });
  emit({
    bench: BENCH,
    metric: 'batch search queries without a hit',
    value: empty,
    unit: 'queries',
  });

  // ---- statistics: from navigation until the month chart has its bars -----------------------
  // The Gruber pharmacy holds 'Statistiken - Umsatz Gemischt'. Computing: the screen reads the
  // period's and the year before's lines over the day index and adds them up in one pass (its
  // remembered figures deleted before each run); remembered: a later visit, same line count.
  const forgetFigures = () =>
    page.evaluate(
      (name) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('meta', 'readwrite');
            tx.objectStore('meta').delete('cache:statistics:v1');
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
          };
        }),
      dbName,
    );
  const chart = {
    computing: [] as number[],
    afterScreen: [] as number[],
    remembered: [] as number[],
  };
  const readTimes: number[] = [];
  const aggregateTimes: number[] = [];
  for (let run = 0; run < 11; run += 1) {
    const computing = run <= 5;
    if (computing) await forgetFigures();
    const t0 = performance.now();
    await page.goto('/analytics/statistics');
    await page.getByTestId('statistics-page').waitFor({ state: 'attached', timeout: 60_000 });
    const t1 = performance.now();
    await page
      .getByTestId('statistics-month-chart')
      .locator('path.recharts-rectangle')
      .first()
      .waitFor({ state: 'attached', timeout: 60_000 });
    const t2 = performance.now();
    if (run === 0) continue; // the first loads the route's chunk
    if (!computing) {
      chart.remembered.push(t2 - t0);
      continue;
    }
    chart.computing.push(t2 - t0);
    chart.afterScreen.push(t2 - t1);
    const [read, aggregated] = await page.evaluate(() =>
      ['statistics:read', 'statistics:aggregate'].map(
        (name) => performance.getEntriesByName(name).at(-1)?.duration ?? -1,
      ),
    );
    readTimes.push(read ?? -1);
    aggregateTimes.push(aggregated ?? -1);
  }
  const over = `over ${expected.deliveryLines.toLocaleString('en')} lines, 5 runs`;
  const nav = 'navigation (app loading afresh) to a drawn chart';
  for (const [metric, value] of [
    [`statistics: ${nav}, computing, ${over}: median`, median(chart.computing)],
    [`statistics: ${nav}, computing, ${over}: p95`, percentile(chart.computing, 95)],
    [`statistics: of which screen shown to chart ${over}: median`, median(chart.afterScreen)],
    [`statistics: of which reading the lines (Dexie, day index): median`, median(readTimes)],
    [`statistics: of which adding them up (one pass, every view): median`, median(aggregateTimes)],
    [`statistics: ${nav}, remembered figures, 5 runs: median`, median(chart.remembered)],
    [`statistics: ${nav}, remembered figures, 5 runs: p95`, percentile(chart.remembered, 95)],
  ] as const) {
    emit({ bench: BENCH, metric, value: round(value, 0), unit: 'ms' });
  }
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  dataDir.remove();
}
