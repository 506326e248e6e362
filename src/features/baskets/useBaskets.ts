// Baskets of the current delivery customer, read from the local database.
import type { BasketItemRow, BasketRow } from '../../api/sync';
import { useDb, useLiveQuery } from '../../db';
import { useMe } from '../auth/SessionContext';

export function useCurrentCustomer(): { lieferkundeNr: number | null; userId: string | null } {
  const me = useMe();
  return { lieferkundeNr: me?.lieferkunde?.LieferkundeNr ?? null, userId: me?.user.id ?? null };
}

/** Primary first, then by label (German collation). */
export function sortBaskets(baskets: readonly BasketRow[]): BasketRow[] {
  return [...baskets].sort(
    (a, b) => Number(b.primary) - Number(a.primary) || a.label.localeCompare(b.label, 'de-DE') || 0,
  );
}

/** The user's primary basket (own first, as one primary exists per user and customer). */
export function primaryBasket(baskets: readonly BasketRow[], userId: string | null) {
  return baskets.find((b) => b.primary && b.ownerId === userId) ?? baskets.find((b) => b.primary);
}

// While the user's database is still opening (a reload), the hooks stay undefined (loading):
// an empty answer then would redirect away or flash 'not found'.

export function useBaskets(lieferkundeNr: number | null): BasketRow[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return [];
    return sortBaskets(await db.baskets.where('lieferkundeNr').equals(lieferkundeNr).toArray());
  }, [db, lieferkundeNr]);
}

export interface BasketView {
  readonly basket: BasketRow | null;
  readonly rows: BasketItemRow[];
}

/** One basket with its rows in position order; basket null when unknown locally. */
export function useBasket(id: string, lieferkundeNr: number | null): BasketView | undefined {
  const db = useDb();
  return useLiveQuery(async (): Promise<BasketView | undefined> => {
    if (!db) return undefined;
    const basket = await db.baskets.get(id);
    // A basket of another delivery customer is not this screen's (the scope switched).
    if (!basket || basket.lieferkundeNr !== lieferkundeNr) return { basket: null, rows: [] };
    const rows = await db.basketRows
      .where('[basketId+position]')
      .between([id, -Infinity], [id, Infinity])
      .toArray();
    return { basket, rows };
  }, [db, id, lieferkundeNr]);
}
