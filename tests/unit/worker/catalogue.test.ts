import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AVAILABILITY_ENDPOINT,
  AvailabilityAnswer,
  type Article,
  type CataloguePullBody,
} from '../../../src/api/catalogue';
import { requestOf } from '../../../src/api/endpoint';
import { CATALOGUE_META, type CatalogueDb } from '../../../src/catalogue/db';
import { searchArticles } from '../../../src/catalogue/search';
import {
  countArticle,
  emptyStats,
  estimateRange,
  type TokenStats,
} from '../../../src/catalogue/stats';
import { writeMutation } from '../../../src/db/mutate';
import { applyCataloguePage, FIRST_PAGE, pullCatalogue } from '../../../src/worker/catalogue';
import {
  createCatalogueApi,
  isArticleShape,
  parseCataloguePage,
} from '../../../src/worker/catalogueApi';
import type { AppEvent, CatalogueSyncStatus } from '../../../src/state/appEvents';
import type { HttpEvent } from '../../../src/state/appEvents';
import { createHttpClient } from '../../../src/worker/http';
import { createWorkerSurface } from '../../../src/worker/surface';
import { makeMe } from '../fixtures';
import { emptyPull, fakeFetch, freshDb, json, uuid } from '../db/support';
import { article, fakeCatalogueServer, freshCatalogueDb, pzns } from '../catalogue/support';

const catalogueOf = (count: number) =>
  pzns(count, 300_000).map((pzn, i) =>
    article({ pzn, name: `Artikel ${i}`, manufacturer: i % 2 ? 'Sandoz' : 'Hermes' }),
  );

function apiOver(fetchFn: typeof fetch, events: HttpEvent[] = []) {
  return createCatalogueApi(
    createHttpClient({
      fetch: fetchFn,
      context: () => ({ windowId: 'w', route: '/', screenId: '' }),
      emit: (e) => events.push(e),
      offlineMessage: 'offline',
    }),
  );
}

function served(server: ReturnType<typeof fakeCatalogueServer>) {
  return fakeFetch({
    '/shop/catalogue/pull': (body) => json(200, server.pull(body as CataloguePullBody)),
  });
}

const meta = async (db: CatalogueDb, key: string) => (await db.meta.get(key))?.value;

describe('catalogue pull loop', () => {
  it('pages through the stream, stores tokens, reports progress and ends ready', async () => {
    const db = await freshCatalogueDb();
    const server = fakeCatalogueServer(catalogueOf(25));
    const { fetch, calls } = served(server);
    const progress: { loaded: number; total: number }[] = [];
    const outcome = await pullCatalogue(db, apiOver(fetch), {
      limit: 10,
      onProgress: (p) => progress.push(p),
      now: () => new Date('2026-11-21T10:00:00.000Z'),
    });

    expect(outcome).toMatchObject({ pages: 3, complete: true, changed: 25 });
    expect(calls.map((c) => c.body)).toEqual([
      { limit: 10 },
      { cursor: '10', limit: 10 },
      { cursor: '20', limit: 10 },
    ]);
    expect(progress).toEqual([
      { loaded: 10, total: 25 },
      { loaded: 20, total: 25 },
      { loaded: 25, total: 25 },
    ]);
    expect(await db.articles.count()).toBe(25);
    expect((await db.articles.toCollection().first())?.tokens).toContain('artikel');
    expect(await meta(db, CATALOGUE_META.cursor)).toBe('25');
    expect(await meta(db, CATALOGUE_META.count)).toBe(25);
    expect(await meta(db, CATALOGUE_META.lastSyncAt)).toBe('2026-11-21T10:00:00.000Z');
    expect(await meta(db, CATALOGUE_META.progress)).toBeUndefined();
    expect(await searchArticles(db, 'artikel 7')).toHaveLength(1);
  });

  it('asks for a small first page, then full pages', async () => {
    const db = await freshCatalogueDb();
    const { fetch, calls } = served(fakeCatalogueServer(catalogueOf(3)));
    await pullCatalogue(db, apiOver(fetch));
    expect(calls.map((c) => c.body)).toEqual([{ limit: FIRST_PAGE }]);
    await pullCatalogue(db, apiOver(fetch), { limit: 1 });
    expect(calls.at(-1)?.body).toEqual({ cursor: '3', limit: 1 });
  });

  it('later pulls bring only changed and deleted articles', async () => {
    const db = await freshCatalogueDb();
    const list = catalogueOf(12);
    const server = fakeCatalogueServer(list);
    const { fetch, calls } = served(server);
    const api = apiOver(fetch);
    await pullCatalogue(db, api, { limit: 5 });

    const [changed, removed] = list as [Article, Article];
    server.update({ ...changed, name: 'Neuer Name', aepCents: 999 });
    server.remove(removed.pzn);
    calls.length = 0;
    const outcome = await pullCatalogue(db, api, { limit: 5 });

    expect(outcome).toMatchObject({ pages: 1, complete: true, changed: 1 + 1 });
    expect(calls.map((c) => c.body)).toEqual([{ cursor: '12', limit: 5 }]);
    const updated = await db.articles.get(changed.pzn);
    expect(updated).toMatchObject({ name: 'Neuer Name', aepCents: 999, version: '13' });
    expect(updated?.tokens).toContain('neuer');
    expect(await db.articles.get(removed.pzn)).toBeUndefined();
    expect(await db.articles.count()).toBe(11);
    expect(await meta(db, CATALOGUE_META.count)).toBe(11);
  });

  it('keeps the token statistics exact through updates, deletes and a reset', async () => {
    const db = await freshCatalogueDb();
    const list = catalogueOf(12);
    const server = fakeCatalogueServer(list);
    const api = apiOver(served(server).fetch);
    await pullCatalogue(db, api, { limit: 5 });
    const [changed, removed] = list as [Article, Article];
    server.update({ ...changed, name: 'Neuer Name', manufacturer: 'Sandoz' });
    server.remove(removed.pzn);
    await pullCatalogue(db, api, { limit: 5 });

    // What the statistics say equals a count over the stored articles.
    const expected = emptyStats();
    for (const row of await db.articles.toArray()) countArticle(expected, row, 1);
    const stats = (await meta(db, CATALOGUE_META.stats)) as TokenStats;
    expect(stats).toEqual(expected);
    expect(stats.articles).toBe(11);
    expect(stats.words.get('neuer')).toBe(1);
    expect(stats.words.get('sandoz')).toBe(6);
    expect(stats.words.get('hermes')).toBe(5);
    expect(estimateRange(stats, 'artikel')).toBe(10);
    expect(estimateRange(stats, 'sand')).toBe(6);
    expect(estimateRange(stats, changed.pzn.slice(0, 3))).toBeGreaterThanOrEqual(1);

    await db.meta.put({ key: CATALOGUE_META.cursor, value: 'gone' });
    await pullCatalogue(db, api);
    const fresh = emptyStats();
    for (const row of await db.articles.toArray()) countArticle(fresh, row, 1);
    expect(await meta(db, CATALOGUE_META.stats)).toEqual(fresh);
  });

  it('a page is written with its cursor in one transaction: a failed write keeps neither', async () => {
    const db = await freshCatalogueDb();
    const [a, b] = catalogueOf(2) as [Article, Article];
    await applyCataloguePage(db, {
      upserts: [a],
      deletes: [],
      cursor: '1',
      hasMore: true,
      remaining: 1,
      reset: false,
    });
    const statsBefore = await meta(db, CATALOGUE_META.stats);
    // A row IndexedDB cannot store (a function is not cloneable) fails the page's transaction.
    const broken = { ...b, extra: () => undefined };
    await expect(
      applyCataloguePage(
        db,
        { upserts: [broken], deletes: [], cursor: '2', hasMore: false, remaining: 0, reset: false },
        { loadedBefore: 1 },
      ),
    ).rejects.toThrow();
    expect(await db.articles.count()).toBe(1);
    expect(await meta(db, CATALOGUE_META.cursor)).toBe('1');
    expect(await meta(db, CATALOGUE_META.stats)).toEqual(statsBefore);
    expect(await meta(db, CATALOGUE_META.lastSyncAt)).toBeUndefined();
  });

  it('resumes after an interruption from the last page written', async () => {
    const db = await freshCatalogueDb();
    const server = fakeCatalogueServer(catalogueOf(30));
    let failAt = 3;
    const { fetch, calls } = fakeFetch({
      '/shop/catalogue/pull': (body) =>
        --failAt === 0
          ? json(503, { code: 'unavailable', message: 'Wartung' })
          : json(200, server.pull(body as CataloguePullBody)),
    });
    const api = apiOver(fetch);
    await expect(pullCatalogue(db, api, { limit: 10 })).rejects.toMatchObject({ status: 503 });
    // Page 2 was fetched while page 1 was written; the third request failed.
    expect(await db.articles.count()).toBe(20);
    expect(await meta(db, CATALOGUE_META.progress)).toEqual({ loaded: 20, total: 30 });

    calls.length = 0;
    const progress: number[] = [];
    await pullCatalogue(db, api, { limit: 10, onProgress: (p) => progress.push(p.loaded) });
    expect(calls.map((c) => c.body)).toEqual([{ cursor: '20', limit: 10 }]);
    // The count continues from what the first run stored.
    expect(progress).toEqual([30]);
    expect(await db.articles.count()).toBe(30);
  });

  it('a page that arrived after the link or the lead was lost is written, and no more asked', async () => {
    const db = await freshCatalogueDb();
    const server = fakeCatalogueServer(catalogueOf(30));
    const { fetch, calls } = served(server);
    const api = apiOver(fetch);
    const outcome = await pullCatalogue(db, api, { limit: 10, paused: () => true });
    expect(outcome).toMatchObject({ pages: 1, complete: false });
    expect(calls.map((c) => c.body)).toEqual([{ limit: 10 }]);
    expect(await db.articles.count()).toBe(10);
    expect(await meta(db, CATALOGUE_META.cursor)).toBe('10');

    // The next run goes on after it: the page that crossed the line is not fetched again.
    calls.length = 0;
    await pullCatalogue(db, api, { limit: 10 });
    expect(calls.map((c) => c.body)).toEqual([
      { cursor: '10', limit: 10 },
      { cursor: '20', limit: 10 },
    ]);
    expect(await db.articles.count()).toBe(30);
  });

  it('a page that arrived after the user changed is dropped unwritten', async () => {
    const db = await freshCatalogueDb();
    const { fetch } = served(fakeCatalogueServer(catalogueOf(30)));
    const outcome = await pullCatalogue(db, apiOver(fetch), { limit: 10, cancelled: () => true });
    expect(outcome).toMatchObject({ pages: 0, complete: false });
    expect(await db.articles.count()).toBe(0);
    expect(await meta(db, CATALOGUE_META.cursor)).toBeUndefined();
  });

  it('reset drops the local catalogue in the same transaction as the first new page', async () => {
    const db = await freshCatalogueDb();
    const server = fakeCatalogueServer(catalogueOf(4));
    const { fetch } = served(server);
    const api = apiOver(fetch);
    await pullCatalogue(db, api);
    // A stale article only this device has, and a cursor the server no longer knows.
    await db.articles.put({ ...article({ pzn: '0000000' }), tokens: ['0000000'] });
    await db.meta.put({ key: CATALOGUE_META.cursor, value: 'gone' });

    await pullCatalogue(db, api, { limit: 3 });
    expect(server.requests.at(-2)).toEqual({ cursor: 'gone', limit: 3 });
    expect(await db.articles.get('0000000')).toBeUndefined();
    expect(await db.articles.count()).toBe(4);
    expect(await meta(db, CATALOGUE_META.lastSyncAt)).toBeTypeOf('string');
  });

  it('a page with one malformed article is refused whole; the envelope is validated', () => {
    const good = article();
    expect(isArticleShape(good)).toBe(true);
    expect(isArticleShape({ ...good, pzn: '12345' })).toBe(false);
    expect(isArticleShape({ ...good, aepCents: 1.5 })).toBe(false);
    expect(isArticleShape({ ...good, availability: 'bald' })).toBe(false);
    expect(isArticleShape({ ...good, expectedDate: '3.12.2026' })).toBe(false);
    expect(isArticleShape({ ...good, rx: 'ja' })).toBe(false);
    const page = {
      upserts: [good],
      deletes: [],
      cursor: '1',
      hasMore: false,
      remaining: 0,
      reset: false,
    };
    expect(parseCataloguePage(page).upserts).toHaveLength(1);
    expect(() => parseCataloguePage({ ...page, upserts: [good, { ...good, name: 7 }] })).toThrow(
      /article 1/,
    );
    expect(() => parseCataloguePage({ ...page, remaining: -1 })).toThrow();
    expect(() => parseCataloguePage({ ...page, cursor: undefined })).toThrow();
  });
});

// ---- in the sync engine ----------------------------------------------------------------------

const surfaces: ReturnType<typeof createWorkerSurface>[] = [];
afterEach(async () => {
  for (const s of surfaces.splice(0)) await s.setUser(null);
});

const applyAll = (body: unknown) =>
  json(200, {
    results: (body as { mutations: { id: string }[] }).mutations.map((m) => ({
      id: m.id,
      status: 'applied',
    })),
  });

async function startEngine(
  catalogueRoute: (body: unknown) => Response | Promise<Response>,
  pullRoute: (body: unknown) => Response | Promise<Response> = () => json(200, emptyPull()),
) {
  const db = await freshDb();
  const catalogue = await freshCatalogueDb();
  const { fetch, calls } = fakeFetch({
    '/auth/me': () => json(200, makeMe()),
    '/health': () => json(200, { ok: true }),
    '/sync/pull': pullRoute,
    '/sync/push': applyAll,
    '/shop/catalogue/pull': catalogueRoute,
  });
  const events: AppEvent[] = [];
  const surface = createWorkerSurface({
    fetch,
    browserOnline: true,
    openDb: () => db,
    openCatalogueDb: () => catalogue,
    cataloguePageSize: 10,
  });
  surfaces.push(surface);
  surface.connect({ windowId: 'w', route: '/', screenId: '' }, (e) => events.push(e));
  const statuses = () =>
    events
      .filter(
        (e): e is Extract<AppEvent, { type: 'catalogue_status' }> => e.type === 'catalogue_status',
      )
      .map((e) => e.status);
  return { db, catalogue, surface, calls, events, statuses };
}

const paths = (calls: { path: string }[]) => calls.map((c) => c.path);

describe('the catalogue stream in the sync engine', () => {
  it('runs after the first user pull and reports progress to the main thread', async () => {
    const server = fakeCatalogueServer(catalogueOf(25));
    const { catalogue, surface, calls, statuses } = await startEngine((body) =>
      json(200, server.pull(body as CataloguePullBody)),
    );
    await surface.setUser('user-1');
    await vi.waitFor(async () =>
      expect(await meta(catalogue, CATALOGUE_META.lastSyncAt)).toBeTypeOf('string'),
    );
    expect(paths(calls).slice(0, 2)).toEqual(['/sync/pull', '/shop/catalogue/pull']);
    expect(await catalogue.articles.count()).toBe(25);
    const seen: CatalogueSyncStatus[] = statuses();
    expect(seen.map((s) => [s.loaded, s.total])).toEqual([
      [0, 0],
      [10, 25],
      [20, 25],
      [25, 25],
      [25, 25],
    ]);
    expect(seen.at(-1)).toMatchObject({ running: false, error: false });

    // The next round (within the interval) does not ask again.
    await surface.syncNow();
    expect(paths(calls).filter((p) => p === '/shop/catalogue/pull')).toHaveLength(3);
  });

  it('starts after the first page of a long first pull, not after its last', async () => {
    const server = fakeCatalogueServer(catalogueOf(5));
    let pulls = 0;
    const { catalogue, surface, calls } = await startEngine(
      (body) => json(200, server.pull(body as CataloguePullBody)),
      () => {
        pulls++;
        const answer = emptyPull();
        answer.notifications = { ...answer.notifications, cursor: `p${pulls}`, hasMore: pulls < 8 };
        return json(200, answer);
      },
    );
    await surface.setUser('user-1');
    await vi.waitFor(async () =>
      expect(await meta(catalogue, CATALOGUE_META.lastSyncAt)).toBeTypeOf('string'),
    );
    await vi.waitFor(() => expect(pulls).toBe(8));
    const order = paths(calls).filter((p) => p !== '/auth/me' && p !== '/health');
    // Two years of analytics are many pages: the catalogue's first request comes right after
    // the first one, not after the eighth.
    expect(order.indexOf('/shop/catalogue/pull')).toBe(1);
  });

  it('403 (no shop role) stops the stream quietly for this user', async () => {
    const { catalogue, surface, calls, events, statuses } = await startEngine(() =>
      json(403, { code: 'forbidden', message: 'Keine Berechtigung' }),
    );
    await surface.setUser('user-1');
    await vi.waitFor(() => expect(statuses().at(-1)).toMatchObject({ running: false }));
    await surface.syncNow();
    await surface.syncNow();
    expect(paths(calls).filter((p) => p === '/shop/catalogue/pull')).toHaveLength(1);
    expect(statuses().at(-1)).toMatchObject({ running: false, error: false });
    expect(events.filter((e) => e.type === 'message')).toEqual([]);
    expect(await catalogue.articles.count()).toBe(0);
  });

  it('403 conditions_open (an open legal condition) only pauses the stream: it runs again', async () => {
    const server = fakeCatalogueServer(catalogueOf(5));
    let refuse = true;
    const { catalogue, surface, calls, statuses } = await startEngine((body) =>
      refuse
        ? json(403, { code: 'conditions_open', message: 'Bitte stimmen Sie zuerst zu.' })
        : json(200, server.pull(body as CataloguePullBody)),
    );
    await surface.setUser('user-1');
    await vi.waitFor(() => expect(paths(calls)).toContain('/shop/catalogue/pull'));
    await vi.waitFor(() => expect(statuses().at(-1)).toMatchObject({ running: false }));
    // Not an error the user should see: the stream waits for the acceptance.
    expect(statuses().at(-1)).toMatchObject({ error: false });
    expect(await catalogue.articles.count()).toBe(0);
    // Accepted: the next round (here asked for at once) loads the catalogue.
    refuse = false;
    await surface.syncNow();
    await vi.waitFor(async () => expect(await catalogue.articles.count()).toBe(5));
  });

  it('never holds up the outbox: a push runs while a catalogue page is still loading', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = fakeCatalogueServer(catalogueOf(5));
    const { db, catalogue, surface, calls } = await startEngine(async (body) => {
      await gate;
      return json(200, server.pull(body as CataloguePullBody));
    });
    await surface.setUser('user-1');
    await vi.waitFor(() => expect(paths(calls)).toContain('/shop/catalogue/pull'));

    await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'A' });
    surface.nudge('outbox');
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    const order = paths(calls);
    expect(order.lastIndexOf('/sync/push')).toBeGreaterThan(order.indexOf('/shop/catalogue/pull'));
    expect(await catalogue.articles.count()).toBe(0);

    release();
    await vi.waitFor(async () => expect(await catalogue.articles.count()).toBe(5));
  });

  it('a failed page is retried with backoff and shown as an error meanwhile', async () => {
    let failures = 1;
    const server = fakeCatalogueServer(catalogueOf(3));
    const { catalogue, surface, statuses } = await startEngine((body) =>
      failures-- > 0
        ? json(500, { code: 'internal', message: 'Fehler' })
        : json(200, server.pull(body as CataloguePullBody)),
    );
    await surface.setUser('user-1');
    await vi.waitFor(() => expect(statuses().some((s) => s.error)).toBe(true));
    await vi.waitFor(async () => expect(await catalogue.articles.count()).toBe(3), {
      timeout: 4000,
    });
    expect(statuses().at(-1)).toMatchObject({ running: false, error: false });
  });
  it('a 503 (a passing fault on the server) is retried after its Retry-After and shows no error', async () => {
    let failures = 1;
    const server = fakeCatalogueServer(catalogueOf(3));
    const { catalogue, surface, statuses, calls } = await startEngine((body) =>
      failures-- > 0
        ? new Response(JSON.stringify({ code: 'unavailable', message: 'Kurz nicht verfügbar' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
          })
        : json(200, server.pull(body as CataloguePullBody)),
    );
    await surface.setUser('user-1');
    await vi.waitFor(() => expect(paths(calls)).toContain('/shop/catalogue/pull'));
    await vi.waitFor(async () => expect(await catalogue.articles.count()).toBe(3), {
      timeout: 4000,
    });
    expect(statuses().some((s) => s.error)).toBe(false);
  });
});

describe('checkAvailability', () => {
  const body = { items: [{ rowId: uuid(7), pzn: '4512346', quantity: 3 }] };

  it('goes through the worker pipeline and returns the parsed answer', async () => {
    const { fetch, calls } = fakeFetch({
      '/shop/verfuegbarkeit': () =>
        json(200, {
          results: [
            { rowId: uuid(7), status: 'teilweise', deliverableNow: 2, expectedDate: '2026-12-01' },
          ],
          checkedAt: '2026-11-21T10:00:00.000Z',
        }),
    });
    const surface = createWorkerSurface({ fetch, browserOnline: true });
    surface.connect(
      { windowId: 'apo-window-3', route: '/shop/warenkorb', screenId: 's' },
      () => undefined,
    );
    const result = await surface.call('request', [requestOf(AVAILABILITY_ENDPOINT, body)]);
    expect(result).toMatchObject({ ok: true });
    const answer = result.ok ? AvailabilityAnswer.parse(result.value) : null;
    expect(answer).toMatchObject({ results: [{ status: 'teilweise', deliverableNow: 2 }] });
    expect(calls[0]?.body).toEqual(body);
    expect(calls[0]?.headers['X-Route']).toBe('/shop/warenkorb');
  });

  it("fails silently (SPEC 8: 'verfuegbarkeit'): the caller gets the error, the shell no message", async () => {
    const { fetch } = fakeFetch({
      '/shop/verfuegbarkeit': () => json(500, { code: 'internal', message: 'Interner Fehler' }),
    });
    const events: AppEvent[] = [];
    const surface = createWorkerSurface({ fetch, browserOnline: true });
    surface.connect({ windowId: 'w', route: '/', screenId: '' }, (e) => events.push(e));
    const result = await surface.call('request', [requestOf(AVAILABILITY_ENDPOINT, body)]);
    expect(result).toMatchObject({
      ok: false,
      http: true,
      status: 500,
      message: 'Interner Fehler',
    });
    expect(events.filter((e) => e.type === 'message' || e.type === 'session_expired')).toEqual([]);
  });
});
