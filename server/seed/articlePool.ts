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
