// Issue 4's catalogue figures, in one run so they are ratios of each other:
// - the first sync of the demo catalogue (CATALOGUE_SIZE, 100,000 by default) into an empty
//   browser database: from opening the app (the sync worker starts) until the catalogue is
//   ready, with the time to the first page and the number of pull requests;
// - the size of the local data: navigator.storage.estimate() and the profile's IndexedDB folder;
// - search latency over 50 typical queries (PZN prefixes, 1–3 words, ingredients,
//   manufacturers, umlauts), median and p95, for (a) the app's token-index search, (b) a plain
//   Dexie filter() scan with the same matching, (c) a raw IndexedDB cursor scan of the same data;
// - the navbar's global search (issue 13) over the same catalogue plus the user's lists, orders
//   and screens, for the queries of at least 3 characters (its minimum), median and p95.
// The server serves STATIC_DIR when set (a build of your own), else dist/.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { probeScript } from './lib/probeScript.ts';
import { launchChromium, launchPersistentChromium } from './lib/chromium.ts';
import { emit, median, percentile, round } from './lib/figure.ts';
import { startServer, tempDataDir } from './lib/server.ts';
import type { CatalogueProbe, ProbeAnswer } from './lib/catalogueProbe.ts';

const SIZE = Number(process.env.CATALOGUE_SIZE ?? 100_000);
const BENCH = 'catalogue';
const LIMIT = 50;

/** 50 queries a pharmacy would type. */
const QUERIES = [
  // PZN: exact (Austrian, German) and prefixes, as typed or scanned
  '4512346',
  '16260536',
  '3357926',
  '45',
  '451',
  '2974',
  '1',
  '12',
  '5839',
  '38452',
  // one word
  'ibu',
  'ibuprofen',
  'paracetamol',
  'pantoprazol',
  'metformin',
  'insulin',
  'morphin',
  'amoxicillin',
  'salbe',
  'tee',
  // two or three words
  'ibu 400',
  'ibuprofen alpenpharm',
  'paracetamol 500 mg',
  'insulin glargin',
  'pantoprazol 40',
  'metformin 1000 filmtabletten',
  'cetirizin 10',
  'morphin 30 mg',
  'amoxi 250',
  'xylo nasenspray',
  // active ingredients
  'acetylsalicyl',
  'efeublätter',
  'colecalciferol',
  'diclofenac natrium',
  'heparin',
  // manufacturers
  'alpenpharm',
  'gruber',
  'medalp',
  'synthera',
  'dr huber',
  // umlauts and ß, typed with and without them
  'kräuterhaus',
  'ötztal',
  'mühlviertler',
  'söhne',
  'wörthersee',
  'fußcreme',
  'säugling',
  'kamillenblüten tee',
  'bergkrauter',
  'muhlviertler pharma',
];

function folderBytes(path: string): number {
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return total;
}

const MB = 1024 * 1024;
const dataDir = tempDataDir('catalogue');
const profile = tempDataDir('catalogue-profile');
const serverStarted = performance.now();
const server = await startServer({
  dataDir: dataDir.path,
  env: { CATALOGUE_SIZE: String(SIZE), LOG_LEVEL: 'warn' },
  timeoutMs: 600_000,
});
emit({
  bench: BENCH,
  metric: `server: first start with ${SIZE.toLocaleString('en')} articles (migrate + seed)`,
  value: round(performance.now() - serverStarted, 0),
  unit: 'ms',
});
// The search probe is injected as an inline script, which the app's CSP (rightly) refuses.
const context = await launchPersistentChromium(profile.path, {
  baseURL: server.url,
  bypassCSP: true,
});

try {
  const page = context.pages()[0] ?? (await context.newPage());
  let pulls = 0;
  let pullBytes = 0;
  page.on('response', (response) => {
    if (!response.url().includes('/api/shop/catalogue/pull')) return;
    pulls += 1;
    // The header, not the body: fetching 32 MB of bodies through the debugger would slow the
    // very sync being measured.
    pullBytes += Number(response.headers()['content-length'] ?? 0);
  });
  // The session (cookie and customer) through the API, so the figure is the app's own work.
  const headers = { 'x-window-id': 'bench' };
  const login = await page.request.post('/api/auth/login', {
    data: { username: 'apotheke@demo.at', password: 'Apotheke#2026' },
    headers,
  });
  if (!login.ok()) throw new Error(`login: ${login.status()}`);
  await page.request.put('/api/lieferkunden/current', {
    data: { LieferkundeNr: 100101, differential: false },
    headers,
  });

  /** lastSyncAt as the app wrote it (without creating the database early). */
  const catalogueReady = () =>
    page.evaluate(async () => {
      const known = await indexedDB.databases();
      const entry = known.find((d) => d.name === 'portal-catalogue');
      if (!entry || (entry.version ?? 0) < 10) return false;
      return new Promise<boolean>((resolve) => {
        const open = indexedDB.open('portal-catalogue');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          const last = db.transaction('meta').objectStore('meta').get('lastSyncAt');
          last.onsuccess = () => {
            db.close();
            resolve(last.result !== undefined);
          };
        };
      });
    });
  // The app's own progress bar shows the pages arriving; polling the page (not IndexedDB, whose
  // reads would queue behind the writes) keeps the measurement out of the way.
  const progressBar = () =>
    page.evaluate(() => document.querySelector('[data-testid="catalogue-progress"]') !== null);

  const started = performance.now();
  await page.goto('/dashboard');
  let firstPageMs: number | null = null;
  for (let poll = 0; ; poll++) {
    const bar = await progressBar();
    if (firstPageMs === null && bar) firstPageMs = performance.now() - started;
    // The bar gone (or never seen, checked every second): ask the database.
    if (!bar && (firstPageMs !== null || poll % 10 === 0) && (await catalogueReady())) break;
    if (performance.now() - started > 300_000) throw new Error('first sync took over 5 min');
    await new Promise((r) => setTimeout(r, 100));
  }
  const syncMs = performance.now() - started;
  emit({
    bench: BENCH,
    metric: `first catalogue sync of ${SIZE.toLocaleString('en')} articles (app start to ready)`,
    value: round(syncMs, 0),
    unit: 'ms',
    goal: 15_000,
  });
  emit({
    bench: BENCH,
    metric: 'first catalogue page stored (app start to first page)',
    value: round(firstPageMs ?? syncMs, 0),
    unit: 'ms',
  });
  emit({ bench: BENCH, metric: 'catalogue pull requests for it', value: pulls, unit: 'requests' });
  emit({
    bench: BENCH,
    metric: 'catalogue pull bytes (JSON, uncompressed)',
    value: round(pullBytes / MB, 1),
    unit: 'MB',
  });

  // ---- size of the local data --------------------------------------------------------------
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  emit({
    bench: BENCH,
    metric: 'storage used by the origin (navigator.storage.estimate, incl. the app shell cache)',
    value: round(usage / MB, 1),
    unit: 'MB',
  });

  // ---- search latency: the app's search beside two scans ----------------------------------
  const bundle = await probeScript('catalogueProbe.ts');
  await page.addScriptTag({ content: bundle });
  type Window = { catalogueProbe: CatalogueProbe };
  const stored = await page.evaluate(() => (window as unknown as Window).catalogueProbe.open());
  if (stored !== SIZE) console.error(`[bench] the catalogue holds ${stored}, not ${SIZE}`);
  // One full scan first, so every method meets warm caches.
  await page.evaluate(() => (window as unknown as Window).catalogueProbe.cursor('zzzzzzzz'));

  // One pass per method (a full scan between two index searches would evict the index from the
  // caches, which is not what a user's typing meets), all in this run.
  const methods = ['index', 'filter', 'cursor'] as const;
  type Method = (typeof methods)[number];
  const answers: Record<Method, ProbeAnswer[]> = { index: [], filter: [], cursor: [] };
  const userSynced = () =>
    page.evaluate(() => (window as unknown as Window).catalogueProbe.userSynced());
  // Whether the app's search pass below meets the user's first pull still writing.
  const pullRunningAtStart = !(await userSynced());
  let pullRunningAtEnd = pullRunningAtStart;
  for (const method of methods) {
    // Warm: the index pass once unrecorded (cheap); the scans met the full scan above.
    if (method === 'index') {
      for (const query of QUERIES) {
        await page.evaluate((q) => (window as unknown as Window).catalogueProbe.index(q), query);
      }
    }
    for (const query of QUERIES) {
      answers[method].push(
        await page.evaluate(({ m, q }) => (window as unknown as Window).catalogueProbe[m](q), {
          m: method,
          q: query,
        }),
      );
    }
    if (method === 'index' && pullRunningAtStart) pullRunningAtEnd = !(await userSynced());
  }
  const times = (method: Method) => answers[method].map((a) => a.ms);
  let agreeing = 0;
  let comparable = 0;
  for (const [i, query] of QUERIES.entries()) {
    const [index, filter, cursor] = methods.map((m) => answers[m][i]?.pzns ?? []);
    const all = await page.evaluate(
      (q) => (window as unknown as Window).catalogueProbe.allMatches(q),
      query,
    );
    if (all <= LIMIT) {
      // A complete answer: the index search must find exactly what the scans find.
      comparable += 1;
      const same = (a: string[] = [], b: string[] = []) =>
        [...a].sort().join() === [...b].sort().join();
      if (same(index, cursor) && same(index, filter)) agreeing += 1;
      else console.error(`[bench] results differ for '${query}'`);
    } else if (index?.length !== LIMIT) {
      console.error(`[bench] '${query}': ${index?.length} of ${LIMIT} results`);
    }
    if (process.env.BENCH_VERBOSE) {
      const ms = methods.map((m) => `${m} ${(answers[m][i]?.ms ?? 0).toFixed(1)}`).join('  ');
      console.error(`[bench] ${query.padEnd(30)} ${String(all).padStart(6)} hits  ${ms} ms`);
    }
  }
  const label = {
    index: 'token index (app search)',
    filter: 'Dexie filter() scan',
    cursor: 'raw IndexedDB cursor scan',
  };
  for (const method of methods) {
    emit({
      bench: BENCH,
      metric: `search, ${QUERIES.length} queries, ${label[method]}: median`,
      value: round(median(times(method)), 1),
      unit: 'ms',
    });
    emit({
      bench: BENCH,
      metric: `search, ${QUERIES.length} queries, ${label[method]}: p95`,
      value: round(percentile(times(method), 95), 1),
      unit: 'ms',
      ...(method === 'index' ? { goal: 30 } : {}),
    });
  }
  // ---- the app's search again, once the first analytics pull is through ---------------------
  // The searches above meet the user's first pull still writing two years of analytics (the
  // pull waits between its pages while searches run: src/state/interactive.ts); these do not.
  emit({
    bench: BENCH,
    metric:
      "the user's first analytics pull during the app-search pass above (2 = throughout, 1 = at its start, 0 = done before)",
    value: pullRunningAtEnd ? 2 : pullRunningAtStart ? 1 : 0,
    unit: 'state',
  });
  const pullWaitStarted = performance.now();
  while (!(await userSynced())) {
    if (performance.now() - pullWaitStarted > 300_000) throw new Error('user pull took over 5 min');
    await new Promise((r) => setTimeout(r, 1000));
  }
  const quietTimes: number[] = [];
  for (const query of QUERIES) {
    const answer = await page.evaluate(
      (q) => (window as unknown as Window).catalogueProbe.index(q),
      query,
    );
    quietTimes.push(answer.ms);
  }
  emit({
    bench: BENCH,
    metric: `search, ${QUERIES.length} queries, token index (app search), after the first analytics pull: median`,
    value: round(median(quietTimes), 1),
    unit: 'ms',
  });
  emit({
    bench: BENCH,
    metric: `search, ${QUERIES.length} queries, token index (app search), after the first analytics pull: p95`,
    value: round(percentile(quietTimes, 95), 1),
    unit: 'ms',
    goal: 30,
  });
  emit({
    bench: BENCH,
    metric: `queries with complete answers where all three agree (of ${comparable})`,
    value: agreeing,
    unit: 'queries',
  });

  // ---- the global search (issue 13): all its groups, queries of 3+ characters ---------------
  const local = await page.evaluate(() => (window as unknown as Window).catalogueProbe.openUser());
  const globalQueries = QUERIES.filter((q) => q.trim().length >= 3);
  const globalTimes: number[] = [];
  let globalEmpty = 0;
  for (const record of [false, true]) {
    for (const query of globalQueries) {
      const answer = await page.evaluate(
        (q) => (window as unknown as Window).catalogueProbe.global(q),
        query,
      );
      if (!record) continue;
      globalTimes.push(answer.ms);
      if (answer.pzns.length === 0) globalEmpty += 1;
      if (process.env.BENCH_VERBOSE) {
        console.error(
          `[bench] global ${query.padEnd(30)} ${answer.pzns.length} entries  ${answer.ms.toFixed(1)} ms`,
        );
      }
    }
  }
  const globalLabel = `global search, ${globalQueries.length} queries of 3+ characters (${local.lists} lists, ${local.orders} orders local)`;
  emit({
    bench: BENCH,
    metric: `${globalLabel}: median`,
    value: round(median(globalTimes), 1),
    unit: 'ms',
  });
  emit({
    bench: BENCH,
    metric: `${globalLabel}: p95`,
    value: round(percentile(globalTimes, 95), 1),
    unit: 'ms',
    goal: 50,
  });
  emit({
    bench: BENCH,
    metric: 'global search queries without any entry',
    value: globalEmpty,
    unit: 'queries',
  });

  await context.close();
  // On disk after the browser flushed and closed: the profile's IndexedDB folder.
  const idbDir = join(profile.path, 'Default', 'IndexedDB');
  emit({
    bench: BENCH,
    metric: 'IndexedDB folder of the profile on disk (catalogue + user data)',
    value: round(folderBytes(idbDir) / MB, 1),
    unit: 'MB',
  });

  // ---- the floor: the same rows written with plain IndexedDB (own browser, own profile) ------
  const browser = await launchChromium();
  try {
    const scratch = await browser.newContext({ baseURL: server.url, bypassCSP: true });
    const scratchPage = await scratch.newPage();
    await scratchPage.request.post('/api/auth/login', {
      data: { username: 'apotheke@demo.at', password: 'Apotheke#2026' },
      headers,
    });
    await scratchPage.goto('/api/health');
    await scratchPage.addScriptTag({ content: bundle });
    const raw = await scratchPage.evaluate(() =>
      (window as unknown as Window).catalogueProbe.rawWrite(),
    );
    emit({
      bench: BENCH,
      metric: `raw IndexedDB write of the same ${raw.rows.toLocaleString('en')} articles (same index, tokens made beforehand)`,
      value: round(raw.ms, 0),
      unit: 'ms',
    });
    emit({
      bench: BENCH,
      metric: 'first sync overhead: first sync time / raw write time',
      value: round(syncMs / raw.ms, 2),
      unit: 'x',
    });
  } finally {
    await browser.close();
  }
} finally {
  await context.close().catch(() => undefined);
  await server.stop();
  dataDir.remove();
  profile.remove();
}
