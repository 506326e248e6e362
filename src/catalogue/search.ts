// Local article search over the catalogue's multiEntry token index (issue 4): the words of the
// query are prefixes that must ALL match some token of an article (name, ingredient and
// manufacturer words, and the PZN). Each word is a key range on the one index, so the work is
// bounded by the most selective word, not by the 100,000 articles:
// 1. one word: read the first rows of its range;
// 2. several: the rarest word (by the token statistics the sync keeps, src/catalogue/stats.ts)
//    drives: its rows are read at once when few; else a sample of them shows how dense the
//    matches are: dense → walk the range in index order (it stops at `limit`); sparse → the
//    keys of the two rarest ranges are intersected first when that is cheaper than reading all
//    the driver's rows;
// 3. every word is checked against the rows' tokens in memory.
import { foldText, words, type Article } from '../api/catalogue';
import { CATALOGUE_META, type CatalogueArticle, type CatalogueDb } from './db';
import { estimateRange, isTokenStats, type TokenStats } from './stats';
import { markInteractive } from '../state/interactive';

export const SEARCH_LIMIT = 50;
/**
 * When the rarest word of a query has up to this many articles, they are all read (and the
 * matches sorted by name); of more, the first `limit` matches in index order are shown.
 */
const FETCH_ALL_MAX = 150;
/** Without token statistics, each word's range size is probed by reading this many keys. */
const PROBE_CAP = FETCH_ALL_MAX;
/** Ranges up to this size may be read whole when few matches are expected. */
const READ_ALL_MAX = 2000;
/** Ranges up to this size may have their keys read for an intersection. */
const KEYS_MAX = 4000;
/** Rows of the rarest word's range read to see how dense the matches are. */
const SAMPLE = 100;
/** Relative costs measured in Chromium: an index key, a row read with others, a row by key. */
const COST = { key: 4, row: 30, get: 60 } as const;
/** Extra rows read for a one-word query, for articles holding two tokens of its range. */
const SLACK = 20;

/**
 * The query's search terms: folded words, without duplicates and without words that are a
 * prefix of another term (a token starting with 'ibuprofen' also starts with 'ibu').
 */
export function queryTerms(query: string): string[] {
  const unique = [...new Set(words(query))];
  return unique.filter((w) => !unique.some((other) => other !== w && other.startsWith(w)));
}

/** True when every term is a prefix of one of the tokens. */
export function matchesTerms(tokens: readonly string[], terms: readonly string[]): boolean {
  return terms.every((term) => tokens.some((token) => token.startsWith(term)));
}

const collator = new Intl.Collator('de-DE', { sensitivity: 'base', numeric: true });

/**
 * Result order: an exact PZN first, then names that begin with the first term, then by name
 * (German collation, numbers numerically: 'Ibu 200' before 'Ibu 1000'), then by PZN.
 */
export function sortResults<T extends Pick<Article, 'pzn' | 'name'>>(
  articles: readonly T[],
  terms: readonly string[],
): T[] {
  const first = terms[0] ?? '';
  const rank = (a: T) => {
    if (terms.includes(a.pzn)) return 0;
    return foldText(a.name).startsWith(first) ? 1 : 2;
  };
  const ranked = articles.map((article) => ({ article, rank: rank(article) }));
  ranked.sort(
    (x, y) =>
      x.rank - y.rank ||
      collator.compare(x.article.name, y.article.name) ||
      (x.article.pzn < y.article.pzn ? -1 : x.article.pzn > y.article.pzn ? 1 : 0),
  );
  return ranked.map((r) => r.article);
}

const prefixRange = (db: CatalogueDb, term: string) => db.articles.where('tokens').startsWith(term);

/** Articles once each, in the order first seen (an article may hold two tokens of a range). */
function distinctRows(rows: readonly CatalogueArticle[]): CatalogueArticle[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.pzn) && (seen.add(row.pzn), true));
}

/** Walks a range's rows in index order, keeping those that match every term, up to `limit`. */
const walk = (db: CatalogueDb, term: string, terms: readonly string[], limit: number) =>
  prefixRange(db, term)
    .distinct()
    .filter((row) => matchesTerms(row.tokens, terms))
    .limit(limit)
    .toArray();

/** The statistics as last read, per database: read again only when their revision changed. */
const statsCache = new WeakMap<CatalogueDb, { rev: unknown; stats: TokenStats | null }>();

async function readStats(db: CatalogueDb): Promise<TokenStats | null> {
  const rev = (await db.meta.get(CATALOGUE_META.statsRev))?.value;
  if (rev === undefined) return null;
  const cached = statsCache.get(db);
  if (cached?.rev === rev) return cached.stats;
  const value = (await db.meta.get(CATALOGUE_META.stats))?.value;
  const stats = isTokenStats(value) ? value : null;
  statsCache.set(db, { rev, stats });
  return stats;
}

/** Strength numbers and short words tend to be common: the order when sizes are unknown. */
const likelyRarer = (a: string, b: string) =>
  Number(/^\d+$/.test(a)) - Number(/^\d+$/.test(b)) || b.length - a.length;

/** Without token statistics (a catalogue written before them): capped reads of the ranges' keys. */
const probeSizes = (db: CatalogueDb, terms: readonly string[]) =>
  Promise.all(
    terms.map(async (term) => {
      const keys = await prefixRange(db, term).limit(PROBE_CAP).primaryKeys();
      return { term, size: keys.length < PROBE_CAP ? keys.length : Number.POSITIVE_INFINITY };
    }),
  );

/** One word: the first rows of its range (all of a small one, sorted by name later). */
async function searchOne(db: CatalogueDb, term: string, limit: number) {
  // Of a large range ('1', 'ibu') the first articles in index order; the slack covers articles
  // holding two tokens of the range.
  return distinctRows(
    await prefixRange(db, term)
      .limit(limit + SLACK)
      .toArray(),
  );
}

/** Several words: the rarest drives, the others are checked against its rows in memory. */
async function searchSeveral(
  db: CatalogueDb,
  terms: readonly string[],
  limit: number,
  stats: TokenStats | null,
): Promise<CatalogueArticle[]> {
  // (No await of anything but Dexie inside the transaction: it would lose the transaction.)
  const sizes = stats
    ? terms.map((term) => ({ term, size: estimateRange(stats, term) }))
    : await probeSizes(db, terms);
  sizes.sort((a, b) => a.size - b.size || likelyRarer(a.term, b.term));
  const [driver, second] = sizes;
  if (!driver) return [];
  const matching = (rows: readonly CatalogueArticle[]) =>
    distinctRows(rows).filter((row) => matchesTerms(row.tokens, terms));
  /** All rows of the driver's range when it holds fewer than `cap` (else null). */
  const readAll = async (cap: number) => {
    const rows = await prefixRange(db, driver.term).limit(cap).toArray();
    return rows.length < cap ? matching(rows) : null;
  };

  if (driver.size <= FETCH_ALL_MAX) {
    // Few rows: read in one go (capped, in case the estimate is off), sorted by name later.
    const all = await readAll(FETCH_ALL_MAX * 2);
    if (all) return all;
  }
  if (!stats) return walk(db, driver.term, terms, limit);

  // How dense are the matches? A sample of the driver's first rows tells (words are often
  // correlated, e.g. an ingredient and its dosage form, so their sizes alone do not).
  const sampled = await prefixRange(db, driver.term).limit(SAMPLE).toArray();
  const sample = distinctRows(sampled);
  const sampleMatches = sample.filter((row) => matchesTerms(row.tokens, terms));
  if (sampled.length < SAMPLE || sampleMatches.length >= limit) return sampleMatches;
  const expected = (driver.size * sampleMatches.length) / sample.length;
  // Dense: walk in index order, it stops at `limit`.
  if (expected >= limit / 2) return walk(db, driver.term, terms, limit);

  // Sparse: every candidate must be looked at. Intersect the keys of the two rarest ranges
  // first, or read all the driver's rows at once, whichever costs less.
  const intersectCost = second
    ? (driver.size + second.size) * COST.key + expected * COST.get
    : Number.POSITIVE_INFINITY;
  if (second && second.size <= KEYS_MAX && intersectCost < driver.size * COST.row) {
    const [driverKeys, secondKeys] = await Promise.all([
      prefixRange(db, driver.term).primaryKeys(),
      prefixRange(db, second.term).primaryKeys(),
    ]);
    const inSecond = new Set(secondKeys);
    const keys = [...new Set(driverKeys)].filter((key) => inSecond.has(key));
    const rows = await db.articles.bulkGet(keys);
    return rows.filter(
      (row): row is CatalogueArticle => row !== undefined && matchesTerms(row.tokens, terms),
    );
  }
  if (driver.size <= READ_ALL_MAX) {
    const all = await readAll(READ_ALL_MAX * 2);
    if (all) return all;
  }
  return walk(db, driver.term, terms, limit);
}

/**
 * Articles matching every word of the query as a prefix (PZN prefixes included), at most
 * `limit`, sorted for display: exact PZN first, then by name. Reads Dexie only (works offline).
 */
export async function searchArticles(
  db: CatalogueDb,
  query: string,
  limit: number = SEARCH_LIMIT,
): Promise<Article[]> {
  const terms = queryTerms(query);
  // The background pull pauses between its pages while the user searches (state/interactive.ts).
  markInteractive(query);
  // The statistics only steer: read before, outside the transaction of the articles.
  const stats = terms.length > 1 ? await readStats(db) : null;
  const [first] = terms;
  if (first === undefined || limit <= 0) return [];
  const found = await db.transaction('r', db.articles, () =>
    terms.length === 1 ? searchOne(db, first, limit) : searchSeveral(db, terms, limit, stats),
  );
  return sortResults(found, terms).slice(0, limit);
}

/** The article with exactly this PZN, if the catalogue has it (Enter on a typed PZN). */
export async function findArticle(db: CatalogueDb, pzn: string): Promise<Article | undefined> {
  return db.articles.get(pzn);
}
