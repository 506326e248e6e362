// Test helpers of the catalogue: article builders, a fresh catalogue database, and a fake
// catalogue server that pages by version like the real one (cursor = last version sent).
import type { Article, CataloguePullAnswer, CataloguePullBody } from '../../../src/api/catalogue';
import { articleTokens } from '../../../src/api/catalogue';
import { austrianPzn } from '../../../src/api/pzn';
import { CATALOGUE_META, CatalogueDb } from '../../../src/catalogue/db';
import { countArticle, emptyStats } from '../../../src/catalogue/stats';

let dbCounter = 0;

export async function freshCatalogueDb(): Promise<CatalogueDb> {
  const db = new CatalogueDb(`test-catalogue-${Date.now()}-${dbCounter++}`);
  await db.open();
  return db;
}

/** `count` distinct valid Austrian PZNs, from the 6-digit body `start` upwards. */
export function pzns(count: number, start = 100_000): string[] {
  const out: string[] = [];
  for (let body = start; out.length < count; body++) {
    const pzn = austrianPzn(body);
    if (pzn) out.push(pzn);
  }
  return out;
}

export function article(over: Partial<Article> = {}): Article {
  return {
    pzn: '1234567',
    name: 'Ibuprofen Genericon 400 mg Filmtabletten',
    ingredient: 'Ibuprofen',
    dosageForm: 'Filmtabletten',
    packSize: 20,
    packUnit: 'Stk',
    manufacturer: 'Genericon Pharma',
    aepCents: 312,
    avpCents: 595,
    rx: false,
    coldChain: false,
    narcotic: false,
    availability: 'lieferbar',
    expectedDate: null,
    version: '1',
    ...over,
  };
}

/**
 * Stores articles with their tokens, as the worker does; with `stats`, also the token statistics
 * the worker keeps beside them (the search steers by them when present).
 */
export async function store(
  db: CatalogueDb,
  articles: readonly Article[],
  options: { stats?: boolean } = {},
): Promise<void> {
  const rows = articles.map((a) => ({ ...a, tokens: articleTokens(a) }));
  await db.articles.bulkPut(rows);
  if (!options.stats) return;
  const stats = emptyStats();
  for (const row of await db.articles.toArray()) countArticle(stats, row, 1);
  const rev = (await db.meta.get(CATALOGUE_META.statsRev))?.value;
  await db.meta.bulkPut([
    { key: CATALOGUE_META.stats, value: stats },
    { key: CATALOGUE_META.statsRev, value: typeof rev === 'number' ? rev + 1 : 1 },
  ]);
}

interface Change {
  article: Article;
  version: number;
  deleted: boolean;
}

/** The server side of the catalogue stream, in memory. */
export function fakeCatalogueServer(initial: readonly Article[]) {
  let version = 0;
  const changes = new Map<string, Change>();
  const put = (a: Article, deleted = false) => {
    version += 1;
    changes.set(a.pzn, { article: { ...a, version: String(version) }, version, deleted });
  };
  for (const a of initial) put(a);
  const requests: CataloguePullBody[] = [];

  return {
    requests,
    update: (a: Article) => put(a),
    remove: (pzn: string) => {
      const found = changes.get(pzn);
      if (found) put(found.article, true);
    },
    pull(body: CataloguePullBody): CataloguePullAnswer {
      requests.push(body);
      const known = body.cursor === undefined || /^\d+$/.test(body.cursor);
      const from = known && body.cursor !== undefined ? Number(body.cursor) : 0;
      const limit = body.limit ?? 1000;
      const due = [...changes.values()]
        .filter((c) => c.version > from && !(from === 0 && c.deleted))
        .sort((a, b) => a.version - b.version);
      const page = due.slice(0, limit);
      const last = page.at(-1)?.version ?? Math.max(from, version);
      return {
        // JSON round trip: the rows are fresh objects, as after a real fetch.
        upserts: JSON.parse(
          JSON.stringify(page.filter((c) => !c.deleted).map((c) => c.article)),
        ) as Article[],
        deletes: page.filter((c) => c.deleted).map((c) => c.article.pzn),
        cursor: String(page.length < due.length ? last : Math.max(last, version)),
        hasMore: due.length > page.length,
        remaining: due.length - page.length,
        reset: !known,
      };
    },
  };
}
