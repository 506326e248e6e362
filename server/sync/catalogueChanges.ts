// Changes to the catalogue (a wholesaler's article import would call these): each changed
// article takes a new version, under the catalogue lock, so catalogue pulls see it in order.
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { articles, nextVersion } from '../db/schema.ts';
import { lockCatalogue } from './scope.ts';

type ArticleChange = Partial<
  Pick<
    typeof articles.$inferInsert,
    'name' | 'aepCents' | 'avpCents' | 'availability' | 'expectedDate' | 'stock'
  >
>;

/** Applies the same change to these live articles; returns the PZNs it changed. */
export async function changeArticles(db: Db, pzns: readonly string[], change: ArticleChange) {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const changed = await tx
      .update(articles)
      .set({ ...change, version: nextVersion() })
      .where(and(inArray(articles.pzn, [...pzns]), isNull(articles.deletedAt)))
      .returning({ pzn: articles.pzn });
    return changed.map((a) => a.pzn);
  });
}

/** Withdraws articles from the catalogue (a tombstone, so clients drop them on their next pull). */
export async function withdrawArticles(db: Db, pzns: readonly string[], at: Date) {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const withdrawn = await tx
      .update(articles)
      .set({ deletedAt: at, version: nextVersion() })
      .where(and(inArray(articles.pzn, [...pzns]), isNull(articles.deletedAt)))
      .returning({ pzn: articles.pzn });
    return withdrawn.map((a) => a.pzn);
  });
}
