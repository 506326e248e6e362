// The catalogue articles a module's demo data draws from: the seeded catalogue's live, priced
// articles in version order (the order they were seeded in), so every machine draws the same.
import { and, asc, gt, isNull } from 'drizzle-orm';
import { articles } from '../db/schema.ts';
import type { Tx } from '../sync/types.ts';

export interface PoolOptions {
  /** Only articles above this AEP, cents. */
  minCents?: number;
  /** Articles skipped first (e.g. the shop's demo articles). */
  offset?: number;
  limit: number;
}

/** PZN, name, manufacturer and AEP of the pool's articles. */
export function pricedArticles(tx: Tx, { minCents = 0, offset = 0, limit }: PoolOptions) {
  return tx
    .select({
      pzn: articles.pzn,
      name: articles.name,
      manufacturer: articles.manufacturer,
      aepCents: articles.aepCents,
    })
    .from(articles)
    .where(and(isNull(articles.deletedAt), gt(articles.aepCents, minCents)))
    .orderBy(asc(articles.version))
    .offset(offset)
    .limit(limit);
}

/**
 * The first `limit` live articles in version order (priced or not), with what the delivery
 * histories (analytics, delivery pharmacy) draw on: price, rx, manufacturer, cold chain, narcotic.
 */
export function liveArticles(tx: Tx, limit: number) {
  return tx
    .select({
      pzn: articles.pzn,
      name: articles.name,
      aepCents: articles.aepCents,
      rx: articles.rx,
      manufacturer: articles.manufacturer,
      coldChain: articles.coldChain,
      narcotic: articles.narcotic,
    })
    .from(articles)
    .where(isNull(articles.deletedAt))
    .orderBy(asc(articles.version))
    .limit(limit);
}

/**
 * The lines of one delivery: `count` draws, each article taken once, handed to `take` with its
 * position (1, 2, …). A repeat is skipped, not drawn again: the random stream, and so the seeded
 * rows, stay as they were. Returns how many lines it took.
 */
export function takeDistinct<A extends { readonly pzn: string }>(
  count: number,
  draw: () => A,
  take: (article: A, position: number) => void,
): number {
  const seen = new Set<string>();
  for (let k = 0; k < count; k += 1) {
    const article = draw();
    if (seen.has(article.pzn)) continue;
    seen.add(article.pzn);
    take(article, seen.size);
  }
  return seen.size;
}
