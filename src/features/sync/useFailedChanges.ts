import { useDb, useLiveQuery, type FailedMutation } from '../../db';
import type { BasketNames } from './describe';

export interface FailedChanges {
  readonly items: FailedMutation[];
  readonly names: BasketNames;
}

/** The rejected changes, newest rejection first, with basket labels to describe them. */
export function useFailedChanges(): FailedChanges | undefined {
  const db = useDb();
  return useLiveQuery(async (): Promise<FailedChanges | undefined> => {
    if (!db)
      return { items: [], names: { basketOf: () => undefined, basketOfRow: () => undefined } };
    const [items, baskets, rows] = await Promise.all([
      db.failedMutations.orderBy('failedAt').reverse().toArray(),
      db.baskets.toArray(),
      db.basketRows.toArray(),
    ]);
    const labels = new Map(baskets.map((b) => [b.id, b.label]));
    const kinds = new Map(baskets.map((b) => [b.id, b.kind]));
    const basketOfRow = new Map(rows.map((r) => [r.id, r.basketId]));
    return {
      items,
      names: {
        basketOf: (id: string) => labels.get(id),
        basketOfRow: (rowId: string) => {
          const basketId = basketOfRow.get(rowId);
          return basketId ? labels.get(basketId) : undefined;
        },
        kindOf: (id: string) => kinds.get(id),
        kindOfRow: (rowId: string) => {
          const basketId = basketOfRow.get(rowId);
          return basketId ? kinds.get(basketId) : undefined;
        },
      },
    };
  }, [db]);
}
