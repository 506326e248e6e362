// The catalogue stream (issue 4, DESIGN "The catalogue ... syncs as its own paged stream with its
// own cursor"): pages of changed articles since the device's cursor, written into the shared
// catalogue database. Each page (articles, deletes, statistics, cursor, progress) is ONE
// transaction, so a reload or a lost connection resumes exactly after the last page written.
// The next page is fetched while the current one is written: network and IndexedDB overlap.
import { CATALOGUE_PAGE_MAX, type CataloguePullAnswer } from '../api/catalogue';
import {
  CATALOGUE_META,
  type CatalogueArticle,
  type CatalogueDb,
  type CatalogueProgress,
} from '../catalogue/db';
import type { CatalogueApi } from './catalogueApi';
import { countArticle, emptyStats, isTokenStats } from '../catalogue/stats';
import { createTokenizer, type Tokenizer } from './catalogueTokens';

/** Guards against a server that always says hasMore (1000 × 10,000 articles). */
export const CATALOGUE_ROUNDS_MAX = 1000;
/** The size of a run's first page (the following ones are `limit`). */
export const FIRST_PAGE = 2000;

export interface CataloguePullOptions {
  /** Page size; the contract's maximum by default (fewest round trips on a first sync). */
  readonly limit?: number;
  readonly onProgress?: (progress: CatalogueProgress) => void;
  /** Checked before each page is written: true stops the loop and drops the page (user switch). */
  readonly cancelled?: () => boolean;
  /**
   * Checked when a page has arrived: true writes it but asks for no further page (the link or
   * the lead is lost). A page that crossed a poor line is kept, so nothing is fetched twice.
   */
  readonly paused?: () => boolean;
  readonly now?: () => Date;
}

export interface CataloguePullOutcome {
  readonly pages: number;
  /** The end of the stream was reached (false when cancelled). */
  readonly complete: boolean;
  /** Articles upserted plus deleted in this run. */
  readonly changed: number;
}

async function readCursor(db: CatalogueDb): Promise<string | undefined> {
  const value = (await db.meta.get(CATALOGUE_META.cursor))?.value;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Adds the search tokens to a page's articles, in place (no copy of 10,000 objects per page);
 * articles that have them already are left alone.
 */
export function withTokens(page: CataloguePullAnswer, tokenize: Tokenizer): CatalogueArticle[] {
  const rows = page.upserts as CatalogueArticle[];
  for (const row of rows) {
    if (!Array.isArray(row.tokens)) row.tokens = tokenize(row);
  }
  return rows;
}

export interface ApplyPageOptions {
  /** Articles written by this sync before this page (its progress goes on from there). */
  readonly loadedBefore?: number;
  /**
   * The catalogue held articles before this sync (a later, delta sync): the statistics then
   * take the old version of each changed article out first. A first sync only adds.
   */
  readonly replacing?: boolean;
  readonly tokenize?: Tokenizer;
  readonly now?: () => Date;
}

/**
 * Writes one page atomically: reset (drop everything first), deletes, upserts with their
 * tokens, the token statistics, the cursor and the progress; at the end of the stream also
 * lastSyncAt and the article count. Returns the progress of this sync.
 */
export async function applyCataloguePage(
  db: CatalogueDb,
  page: CataloguePullAnswer,
  options: ApplyPageOptions = {},
): Promise<CatalogueProgress> {
  const rows = withTokens(page, options.tokenize ?? createTokenizer());
  const loaded = (page.reset ? 0 : (options.loadedBefore ?? 0)) + rows.length;
  const progress: CatalogueProgress = { loaded, total: loaded + page.remaining };
  const now = options.now ?? (() => new Date());

  await db.transaction('rw', db.articles, db.meta, async () => {
    const [storedStats, storedRev] = await db.meta.bulkGet([
      CATALOGUE_META.stats,
      CATALOGUE_META.statsRev,
    ]);
    // Read from IndexedDB, so a private copy: updated in place.
    const stats =
      !page.reset && isTokenStats(storedStats?.value) ? storedStats.value : emptyStats();
    if (page.reset) {
      await db.articles.clear();
      await db.meta.bulkDelete([CATALOGUE_META.lastSyncAt, CATALOGUE_META.count]);
    } else if (options.replacing) {
      const old = await db.articles.bulkGet([...rows.map((r) => r.pzn), ...page.deletes]);
      for (const article of old) if (article) countArticle(stats, article, -1);
    }
    for (const row of rows) countArticle(stats, row, 1);

    if (page.deletes.length > 0) await db.articles.bulkDelete(page.deletes);
    if (rows.length > 0) await db.articles.bulkPut(rows);
    const rev = typeof storedRev?.value === 'number' ? storedRev.value + 1 : 1;
    await db.meta.bulkPut([
      { key: CATALOGUE_META.cursor, value: page.cursor },
      { key: CATALOGUE_META.stats, value: stats },
      { key: CATALOGUE_META.statsRev, value: rev },
    ]);
    if (page.hasMore) {
      await db.meta.put({ key: CATALOGUE_META.progress, value: progress });
    } else {
      await db.meta.bulkPut([
        { key: CATALOGUE_META.lastSyncAt, value: now().toISOString() },
        // Counted along (IndexedDB would walk all 100,000 keys to count them).
        { key: CATALOGUE_META.count, value: stats.articles },
      ]);
      await db.meta.delete(CATALOGUE_META.progress);
    }
  });
  return progress;
}

/** Pulls pages until the end of the stream (or until cancelled). */
export async function pullCatalogue(
  db: CatalogueDb,
  api: Pick<CatalogueApi, 'pull'>,
  options: CataloguePullOptions = {},
): Promise<CataloguePullOutcome> {
  const limit = options.limit ?? CATALOGUE_PAGE_MAX;
  const cancelled = options.cancelled ?? (() => false);
  const paused = options.paused ?? (() => false);
  const tokenize = createTokenizer();
  const cursor = await readCursor(db);
  const [lastSyncAt, storedStats] = await db.meta.bulkGet([
    CATALOGUE_META.lastSyncAt,
    CATALOGUE_META.stats,
  ]);
  const ready = lastSyncAt !== undefined;
  // A first sync resumed after a reload continues its count from what is already stored.
  let loaded = !ready && isTokenStats(storedStats?.value) ? storedStats.value.articles : 0;
  let changed = 0;
  let resetSeen = false;

  const body = (from: string | undefined, size = limit) =>
    from === undefined ? { limit: size } : { cursor: from, limit: size };
  // The first page is tokenized after the second was asked for; every later page as soon as it
  // arrives, while the page before it is still being written by IndexedDB.
  const prefetch = (from: string) =>
    api.pull(body(from)).then((page) => {
      withTokens(page, tokenize);
      return page;
    });
  // A small first page: the writing (the slow part) and the progress bar start sooner.
  let next: Promise<CataloguePullAnswer> = api.pull(body(cursor, Math.min(limit, FIRST_PAGE)));
  for (let round = 1; round <= CATALOGUE_ROUNDS_MAX; round++) {
    const page = await next;
    if (cancelled()) return { pages: round - 1, complete: false, changed };
    const pause = paused();
    if (page.hasMore && !pause) {
      next = prefetch(page.cursor);
      // Not awaited if this page fails to be written: never an unhandled rejection.
      next.catch(() => undefined);
    }
    const progress = await applyCataloguePage(db, page, {
      loadedBefore: loaded,
      replacing: ready && !resetSeen,
      tokenize,
      now: options.now,
    });
    resetSeen ||= page.reset;
    loaded = progress.loaded;
    changed += page.upserts.length + page.deletes.length;
    options.onProgress?.(progress);
    if (!page.hasMore) return { pages: round, complete: true, changed };
    if (pause) return { pages: round, complete: false, changed };
  }
  return { pages: CATALOGUE_ROUNDS_MAX, complete: false, changed };
}
