// Issue 3's figures, in one run so they are ratios of each other:
// - pull of 10,000 basket rows into an empty browser database: from the first pull of the chosen
//   customer's collections until the rows are in IndexedDB (the app's start and the user's own
//   collections before it are a figure of their own), with the number of pull requests;
// - the rest of the first pull: from opening the app until every customer of the working set is
//   on the device (their other collections: orders, analytics history, ...);
// - the raw cost of writing the same rows with one plain IndexedDB transaction;
// - replay of 1,000 mutations queued offline, from going online until the outbox is empty,
//   with the number of push requests.
// The server gets its 10,000 rows through the real push API (100 batches of 100 addRow), in ten
// baskets of 1,000 (the most a list holds) of catalogue articles (the server checks them).
import { randomUUID } from 'node:crypto';
import { launchChromium } from './lib/chromium.ts';
import { withPrivacyChoice } from '../tests/e2e/support/privacy.ts';
import { emit, round } from './lib/figure.ts';
import { apiSession } from './lib/apiSession.ts';
import { startServer, tempDataDir } from './lib/server.ts';

const ROWS = 10_000;
/** LIST_ROWS_MAX: the most rows one list may hold. */
const PER_BASKET = 1_000;
const REPLAY = 1_000;
const BATCH = 100;
/** No pull under way for this long: the first pull is over. */
const QUIET_MS = 5_000;

const dataDir = tempDataDir('sync');
const server = await startServer({ dataDir: dataDir.path });
const browser = await launchChromium();

try {
  // ---- fill the server: ten baskets of 1,000 rows -----------------------------------------
  const call = apiSession(server.url);
  const me = (await call('POST', '/auth/login', {
    username: 'apotheke@demo.at',
    password: 'Apotheke#2026',
  })) as { user: { id: string } };
  await call('PUT', '/lieferkunden/current', { LieferkundeNr: 100101, differential: false });
  const clientId = randomUUID();
  const basketIds = Array.from({ length: ROWS / PER_BASKET }, () => randomUUID());
  const mutation = (name: string, args: unknown) => ({
    id: randomUUID(),
    v: 1,
    name,
    args,
    createdAt: new Date().toISOString(),
  });
  const pushAll = async (mutations: unknown[]) => {
    const answer = (await call('POST', '/sync/push', {
      clientId,
      userId: me.user.id,
      epoch: 1,
      mutations,
    })) as { results: { status: string; message?: string }[] };
    const refused = answer.results.find((r) => r.status !== 'applied');
    if (refused) throw new Error(`the server refused a fill mutation: ${refused.message}`);
  };
  const catalogue = (await call('POST', '/shop/catalogue/pull', { limit: 5000 })) as {
    upserts: { pzn: string }[];
  };
  const pzns = catalogue.upserts.map((a) => a.pzn);
  if (pzns.length === 0) throw new Error('the catalogue is empty');
  await pushAll(
    basketIds.map((id, i) =>
      mutation('basket.create', { id, lieferkundeNr: 100101, label: `Bench ${i + 1}` }),
    ),
  );
  const fillStarted = performance.now();
  for (let done = 0; done < ROWS; done += BATCH) {
    const mutations = Array.from({ length: BATCH }, (_, i) =>
      mutation('basket.addRow', {
        basketId: basketIds[Math.floor((done + i) / PER_BASKET)],
        rowId: randomUUID(),
        pzn: pzns[(done + i) % pzns.length],
        quantity: 1 + ((done + i) % 50),
      }),
    );
    await pushAll(mutations);
  }
  emit({
    bench: 'sync',
    metric: 'server: push of 10,000 addRow mutations (100 batches, API client)',
    value: round(performance.now() - fillStarted),
    unit: 'ms',
  });

  // ---- pull into an empty browser database ------------------------------------------------
  // The privacy choice is stored: the consent dialog's chunk is not part of the figure.
  const context = await browser.newContext({
    baseURL: server.url,
    storageState: withPrivacyChoice(server.url),
  });
  const page = await context.newPage();
  let pulls = 0;
  let pushes = 0;
  /** When the app asked for the chosen customer's collections the first time. */
  let customerPullAt = 0;
  let pullsOpen = 0;
  let lastPullDoneAt = 0;
  const pullDone = (request: { url: () => string }) => {
    if (!request.url().includes('/api/sync/pull')) return;
    pullsOpen -= 1;
    lastPullDoneAt = performance.now();
  };
  page.on('requestfinished', pullDone);
  page.on('requestfailed', pullDone);
  page.on('request', (request) => {
    if (request.url().includes('/api/sync/pull')) {
      pulls += 1;
      pullsOpen += 1;
      const body = request.postData() ?? '';
      if (customerPullAt === 0 && body.includes('"part":"customer"')) {
        customerPullAt = performance.now();
      }
    }
    if (request.url().includes('/api/sync/push')) pushes += 1;
  });
  // The session (cookie and customer) is set up through the API, so the figure is the app's.
  await page.request.post('/api/auth/login', {
    data: { username: 'apotheke@demo.at', password: 'Apotheke#2026' },
    headers: { 'x-window-id': 'bench' },
  });
  await page.request.put('/api/lieferkunden/current', {
    data: { LieferkundeNr: 100101, differential: false },
    headers: { 'x-window-id': 'bench' },
  });
  const dbName = `portal-${me.user.id}`;
  const countRows = (store: string) =>
    page.evaluate(
      ({ name, storeName }) =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open(name);
          open.onerror = () => resolve(-1);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains(storeName)) {
              db.close();
              resolve(-1);
              return;
            }
            const request = db.transaction(storeName).objectStore(storeName).count();
            request.onsuccess = () => {
              db.close();
              resolve(request.result);
            };
            request.onerror = () => resolve(-1);
          };
        }),
      { name: dbName, storeName: store },
    );

  const pullStarted = performance.now();
  await page.goto('/dashboard');
  // The bench's rows and the demo pharmacy's own (its basket and wish list), as the server has them.
  let expected = 0;
  for (let cursor: string | undefined; ;) {
    const page = (await call('POST', '/sync/pull', {
      userId: me.user.id,
      cursors: cursor === undefined ? {} : { basketRows: cursor },
      limit: 1000,
    })) as { basketRows: { upserts: unknown[]; cursor: string; hasMore: boolean } };
    expected += page.basketRows.upserts.length;
    cursor = page.basketRows.cursor;
    if (!page.basketRows.hasMore) break;
  }
  for (;;) {
    if ((await countRows('basketRows')) >= expected) break;
    if (performance.now() - pullStarted > 180_000) throw new Error('pull did not finish in 3 min');
    await new Promise((r) => setTimeout(r, 25));
  }
  const storedAt = performance.now();
  if (customerPullAt === 0) throw new Error('the app never pulled the chosen customer');
  const pullMs = storedAt - customerPullAt;
  emit({
    bench: 'sync',
    metric: 'pull of 10,000 rows into an empty database (first customer pull to rows stored)',
    value: round(pullMs),
    unit: 'ms',
    goal: 2000,
  });
  emit({
    bench: 'sync',
    metric: 'app start to the 10,000 rows stored (app, user part, customer pull)',
    value: round(storedAt - pullStarted),
    unit: 'ms',
  });
  emit({ bench: 'sync', metric: 'pull requests for it', value: pulls, unit: 'requests' });

  // The rest of the first pull: the app's pulls of every customer of the working set, until no
  // pull has been under way for QUIET_MS (the periodic cycle comes minutes later).
  for (;;) {
    if (pullsOpen === 0 && performance.now() - lastPullDoneAt > QUIET_MS) break;
    if (performance.now() - pullStarted > 600_000) throw new Error('first pull not done in 10 min');
    await new Promise((r) => setTimeout(r, 100));
  }
  emit({
    bench: 'sync',
    metric: 'first pull complete (app start to the last pull answer of the working set)',
    value: round(lastPullDoneAt - pullStarted),
    unit: 'ms',
  });
  emit({
    bench: 'sync',
    metric: 'pull requests for the first pull',
    value: pulls,
    unit: 'requests',
  });

  // ---- the same rows written raw: one IndexedDB transaction -------------------------------
  const rawMs = await page.evaluate(async (name) => {
    const read = await new Promise<unknown[]>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => {
        const request = open.result.transaction('basketRows').objectStore('basketRows').getAll();
        request.onsuccess = () => {
          open.result.close();
          resolve(request.result);
        };
        request.onerror = () => reject(request.error);
      };
    });
    const scratch = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(`bench-raw-${Date.now()}`, 1);
      open.onupgradeneeded = () => open.result.createObjectStore('rows', { keyPath: 'id' });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      const tx = scratch.transaction('rows', 'readwrite', { durability: 'strict' });
      const store = tx.objectStore('rows');
      for (const row of read) store.put(row);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    const ms = performance.now() - started;
    scratch.close();
    return ms;
  }, dbName);
  emit({
    bench: 'sync',
    metric: 'raw IndexedDB write of the same rows (one transaction)',
    value: round(rawMs),
    unit: 'ms',
  });
  emit({
    bench: 'sync',
    metric: 'pull overhead: pull time / raw write time',
    value: round(pullMs / rawMs, 1),
    unit: 'x',
  });

  // ---- replay of 1,000 queued mutations after reconnect --------------------------------------
  await context.setOffline(true);
  await page.evaluate(
    ({ name, count }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['basketRows', 'outbox'], 'readwrite');
          const rows = tx.objectStore('basketRows').getAll(undefined, count);
          rows.onsuccess = () => {
            const outbox = tx.objectStore('outbox');
            (rows.result as { id: string; pzn: string | null }[]).forEach((row, i) => {
              if (row.pzn === null) return;
              outbox.add({
                id: crypto.randomUUID(),
                v: 1,
                name: 'basket.setQuantity',
                args: { rowId: row.id, quantity: 100 + (i % 900) },
                createdAt: new Date().toISOString(),
              });
            });
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name: dbName, count: REPLAY },
  );
  const queued = await countRows('outbox');
  pushes = 0;
  const replayStarted = performance.now();
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  for (;;) {
    if ((await countRows('outbox')) === 0) break;
    if (performance.now() - replayStarted > 180_000) throw new Error('replay did not finish');
    await new Promise((r) => setTimeout(r, 25));
  }
  emit({
    bench: 'sync',
    metric: `replay of ${queued} queued mutations after reconnect`,
    value: round(performance.now() - replayStarted),
    unit: 'ms',
    goal: 3000,
  });
  emit({ bench: 'sync', metric: 'push requests for it', value: pushes, unit: 'requests' });
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  dataDir.remove();
}
