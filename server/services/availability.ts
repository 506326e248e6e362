// The availability check of basket rows (online only): per row, what the wholesaler can deliver
// now for the asked quantity, from the article's availability and stock.
import { inArray } from 'drizzle-orm';
import type { AvailabilityAnswer, AvailabilityBody } from '../../src/api/catalogue.ts';
import type { Db } from '../db/client.ts';
import { articles } from '../db/schema.ts';
import type { Clock } from './clock.ts';

type Result = AvailabilityAnswer['results'][number];
type Stocked = Pick<
  typeof articles.$inferSelect,
  'availability' | 'expectedDate' | 'stock' | 'deletedAt'
>;

/** One row's answer; an unknown or withdrawn article cannot be delivered. */
export function availabilityOf(
  article: Stocked | undefined,
  quantity: number,
): Omit<Result, 'rowId'> {
  if (!article || article.deletedAt) {
    return { status: 'nicht_lieferbar', deliverableNow: 0, expectedDate: null };
  }
  switch (article.availability) {
    case 'lieferbar':
      return { status: 'lieferbar', deliverableNow: quantity, expectedDate: null };
    case 'knapp':
      // Scarce: what the stock covers now, the rest with the next delivery.
      return quantity <= article.stock
        ? { status: 'lieferbar', deliverableNow: quantity, expectedDate: null }
        : {
            status: 'teilweise',
            deliverableNow: article.stock,
            expectedDate: article.expectedDate,
          };
    case 'nicht_lieferbar':
      return article.expectedDate
        ? { status: 'spaeter', deliverableNow: 0, expectedDate: article.expectedDate }
        : { status: 'nicht_lieferbar', deliverableNow: 0, expectedDate: null };
  }
}

export async function checkAvailability(
  db: Db,
  clock: Clock,
  body: AvailabilityBody,
): Promise<AvailabilityAnswer> {
  const pzns = [...new Set(body.items.map((i) => i.pzn))];
  const found = await db
    .select({
      pzn: articles.pzn,
      availability: articles.availability,
      expectedDate: articles.expectedDate,
      stock: articles.stock,
      deletedAt: articles.deletedAt,
    })
    .from(articles)
    .where(inArray(articles.pzn, pzns));
  const byPzn = new Map(found.map((a) => [a.pzn, a]));
  return {
    results: body.items.map((item) => ({
      rowId: item.rowId,
      ...availabilityOf(byPzn.get(item.pzn), item.quantity),
    })),
    checkedAt: clock().toISOString(),
  };
}
