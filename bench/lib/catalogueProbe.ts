// Browser side of bench/catalogue.bench.ts, bundled by esbuild into an IIFE and injected into
// the app's page: the app's own search (src/catalogue/search.ts) over the app's catalogue
// database, beside two scans that do the same matching without the token index.
// The synced modules, registered as the app's roots do (the local database's tables follow them).
import '../../app/modules';
import { queryTerms, matchesTerms, searchArticles, sortResults } from '../../src/catalogue/search';
import { CatalogueDb, CATALOGUE_DB_NAME, type CatalogueArticle } from '../../src/catalogue/db';
import { articleTokens, type CataloguePullAnswer } from '../../src/api/catalogue';
import type { Me } from '../../src/api/schemas';
import { NAV_ENTRIES } from '../../app/client/shell/navigation';
import { databaseName, META, PortalDb } from '../../src/db/schema';
import { runGlobalSearch, type SearchSources } from '../../src/features/search/runSearch';
import { flatEntries } from '../../src/features/search/logic';

export interface ProbeAnswer {
  readonly ms: number;
  readonly pzns: string[];
}

const db = new CatalogueDb();
const LIMIT = 50;

function openRaw(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(CATALOGUE_DB_NAME);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}
let raw: IDBDatabase | null = null;
/** The logged-in user's sources for the global search (its own Dexie database, as in the app). */
let globalSources: SearchSources | null = null;

async function timed(run: () => Promise<readonly { pzn: string }[]>): Promise<ProbeAnswer> {
  const started = performance.now();
  const found = await run();
  return { ms: performance.now() - started, pzns: found.map((a) => a.pzn) };
}

const probe = {
  async open(): Promise<number> {
    raw ??= await openRaw();
    return db.articles.count();
  },

  /** (a) The token index (the app's search). */
  index: (query: string) => timed(() => searchArticles(db, query, LIMIT)),

  /** (b) A Dexie filter() over the whole table, same matching, same limit and order. */
  filter: (query: string) =>
    timed(async () => {
      const terms = queryTerms(query);
      if (terms.length === 0) return [];
      const found = await db.articles
        .filter((a) => matchesTerms(a.tokens, terms))
        .limit(LIMIT)
        .toArray();
      return sortResults(found, terms);
    }),

  /** (c) A raw IndexedDB cursor over the object store, same matching, stops at the limit. */
  cursor: (query: string) =>
    timed(
      () =>
        new Promise((resolve, reject) => {
          const terms = queryTerms(query);
          if (!raw || terms.length === 0) return resolve([]);
          const found: CatalogueArticle[] = [];
          const request = raw.transaction('articles').objectStore('articles').openCursor();
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const cursor = request.result;
            if (cursor) {
              const row = cursor.value as CatalogueArticle;
              if (matchesTerms(row.tokens, terms)) found.push(row);
              if (found.length < LIMIT) return cursor.continue();
            }
            resolve(sortResults(found, terms));
          };
        }),
    ),

  /**
   * The floor of a first sync: the same articles, fetched from the API and tokenized beforehand
   * (not timed), written with plain IndexedDB into a scratch database of the same schema, one
   * relaxed transaction per 10,000. Returns the milliseconds of the writes and the row count.
   */
  async rawWrite(): Promise<{ ms: number; rows: number }> {
    const pages: CatalogueArticle[][] = [];
    let cursor: string | undefined;
    for (;;) {
      const response = await fetch('/api/shop/catalogue/pull', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-window-id': 'bench' },
        body: JSON.stringify(cursor ? { cursor, limit: 10_000 } : { limit: 10_000 }),
      });
      const page = (await response.json()) as CataloguePullAnswer;
      pages.push(page.upserts.map((a) => ({ ...a, tokens: articleTokens(a) })));
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    const name = `bench-raw-catalogue-${Date.now()}`;
    const scratch = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () =>
        request.result
          .createObjectStore('articles', { keyPath: 'pzn' })
          .createIndex('tokens', 'tokens', { multiEntry: true });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const started = performance.now();
    for (const rows of pages) {
      await new Promise<void>((resolve, reject) => {
        const tx = scratch.transaction('articles', 'readwrite', { durability: 'relaxed' });
        const store = tx.objectStore('articles');
        for (const row of rows) store.put(row);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    }
    const ms = performance.now() - started;
    scratch.close();
    indexedDB.deleteDatabase(name);
    return { ms, rows: pages.reduce((n, rows) => n + rows.length, 0) };
  },

  /**
   * Whether the user's first full pull (with two years of analytics at the default size) is
   * through: the sync engine writes lastSyncAt only after its last page.
   */
  async userSynced(): Promise<boolean> {
    const response = await fetch('/api/auth/me', {
      credentials: 'include',
      headers: { 'x-window-id': 'bench' },
    });
    const me = (await response.json()) as Me;
    const known = await indexedDB.databases();
    if (!known.some((d) => d.name === databaseName(me.user.id))) return false;
    const userDb = new PortalDb(databaseName(me.user.id));
    try {
      return (await userDb.meta.get(META.lastSyncAt)) !== undefined;
    } finally {
      userDb.close();
    }
  },

  /**
   * The session user's database (the app created it on /dashboard) for the global search;
   * answers how many lists and orders it holds for the current delivery customer.
   */
  async openUser(): Promise<{ lists: number; orders: number }> {
    const response = await fetch('/api/auth/me', {
      credentials: 'include',
      headers: { 'x-window-id': 'bench' },
    });
    const me = (await response.json()) as Me;
    const userDb = new PortalDb(databaseName(me.user.id));
    await userDb.open();
    const lieferkundeNr = me.lieferkunde?.LieferkundeNr ?? null;
    globalSources = {
      principal: me.user,
      catalogue: db,
      db: userDb,
      lieferkundeNr,
      numberConfig: null,
      screens: [
        { to: '/dashboard', title: 'Dashboard' },
        { to: '/menu', title: 'Menü' },
        ...NAV_ENTRIES,
      ],
    };
    const nr = lieferkundeNr ?? -1;
    return {
      lists: await userDb.baskets.where('lieferkundeNr').equals(nr).count(),
      orders: await userDb.orders.where('lieferkundeNr').equals(nr).count(),
    };
  },

  /** (d) The navbar's global search: every group, the articles from the token index. */
  global: (query: string) =>
    timed(async () => {
      if (!globalSources) throw new Error('openUser first');
      const groups = await runGlobalSearch(globalSources, query);
      return flatEntries(groups).map((entry) => ({ pzn: entry.id }));
    }),

  /** All matches of a query (no limit), to check the three agree. */
  async allMatches(query: string): Promise<number> {
    const terms = queryTerms(query);
    return db.articles.filter((a) => matchesTerms(a.tokens, terms)).count();
  },
};

(globalThis as unknown as { catalogueProbe: typeof probe }).catalogueProbe = probe;
export type CatalogueProbe = typeof probe;
