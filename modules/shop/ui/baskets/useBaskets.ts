// Baskets and wish lists of the current delivery customer, read from the local database.
import { useMemo } from 'react';
import type { BasketItemRow, BasketRow, ListKind } from '../../contract';
import { useArticles } from '../../../../src/catalogue/hooks';
import {
  useDb,
  useLiveQuery,
  useLiveRange,
  type PortalDb,
  type RangeRead,
} from '../../../../src/db';
import { useMe } from '../../../../src/features/auth';
import { valuesByList, type Articles } from './totals';

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

/** The user's primary list (`primary` is per viewing user, so at most one is marked). */
export function primaryBasket(baskets: readonly BasketRow[]): BasketRow | undefined {
  return baskets.find((b) => b.primary);
}

// While the user's database is still opening (a reload), the hooks stay undefined (loading):
// an empty answer then would redirect away or flash 'not found'.

/** The lists of one kind for a delivery customer, primary first. */
export function useLists(lieferkundeNr: number | null, kind: ListKind): BasketRow[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return [];
    return sortBaskets(
      await db.baskets.where('[lieferkundeNr+kind]').equals([lieferkundeNr, kind]).toArray(),
    );
  }, [db, lieferkundeNr, kind]);
}

export interface BasketView {
  readonly basket: BasketRow | null;
  readonly rows: BasketItemRow[];
}

/** A list's rows in position order, followed row by row (a quantity change reads one row). */
export function rowsOf(db: PortalDb, basketId: string): RangeRead<BasketItemRow> {
  return {
    db,
    table: db.basketRows,
    index: '[basketId+position]',
    indexKey: (row) => [row.basketId, row.position],
    lower: [basketId, -Infinity],
    upper: [basketId, Infinity],
  };
}

/** One list with its rows in position order; basket null when unknown locally or not of `kind`. */
export function useBasket(
  id: string,
  lieferkundeNr: number | null,
  kind?: ListKind,
): BasketView | undefined {
  const db = useDb();
  // null: not on this device (undefined is still loading).
  const basket = useLiveQuery(
    async () => (db ? ((await db.baskets.get(id)) ?? null) : undefined),
    [db, id],
  );
  const read = useMemo(() => (db ? rowsOf(db, id) : null), [db, id]);
  const rows = useLiveRange(read);
  return useMemo(() => {
    if (basket === undefined) return undefined;
    // A list of another delivery customer is not this screen's (the scope switched).
    if (!basket || basket.lieferkundeNr !== lieferkundeNr || (kind && basket.kind !== kind)) {
      return { basket: null, rows: [] };
    }
    return rows === undefined ? undefined : { basket, rows };
  }, [basket, rows, lieferkundeNr, kind]);
}

/**
 * A stable list of the distinct PZNs of some rows: the same array while the set of articles is
 * unchanged, so a quantity change does not make the catalogue look them up again.
 */
export function useRowPzns(rows: readonly BasketItemRow[] | undefined): readonly string[] {
  const key = useMemo(() => {
    const pzns = new Set<string>();
    for (const row of rows ?? []) if (row.pzn !== null) pzns.add(row.pzn);
    return [...pzns].sort().join(',');
  }, [rows]);
  return useMemo(() => (key === '' ? [] : key.split(',')), [key]);
}

/** The articles of some rows from the catalogue (one bulk lookup); undefined while loading. */
export function useRowArticles(rows: readonly BasketItemRow[] | undefined): Articles | undefined {
  return useArticles(useRowPzns(rows));
}

export interface ListValue {
  readonly articleRows: number;
  /** Σ quantity × AEP; the server's wert_summe while the catalogue is not on this device. */
  readonly valueCents: number;
}

/**
 * Count and value of each of these lists, computed from the local rows and the catalogue, so
 * changes made offline show at once. Where the catalogue knows none of a list's articles yet
 * (first sync still running), the server's wert_summe stands in.
 */
export function useListValues(
  baskets: readonly BasketRow[] | undefined,
): ReadonlyMap<string, ListValue> | undefined {
  const db = useDb();
  const ids = useMemo(() => (baskets ?? []).map((b) => b.id).join(','), [baskets]);
  const rows = useLiveQuery(async () => {
    if (!db || ids === '') return [];
    return db.basketRows.where('basketId').anyOf(ids.split(',')).toArray();
  }, [db, ids]);
  const articles = useRowArticles(rows);
  return useMemo(() => {
    if (!baskets || !rows) return undefined;
    const local = valuesByList(rows, articles);
    const known = (pzn: string) => articles?.has(pzn) ?? false;
    const anyKnown = new Set(
      rows.flatMap((row) => (row.pzn !== null && known(row.pzn) ? [row.basketId] : [])),
    );
    return new Map(
      baskets.map((basket) => {
        const value = local.get(basket.id);
        const articleRows = value?.articleRows ?? 0;
        const valueCents =
          articleRows > 0 && !anyKnown.has(basket.id) ? basket.wert_summe : (value?.aepCents ?? 0);
        return [basket.id, { articleRows, valueCents }];
      }),
    );
  }, [baskets, rows, articles]);
}
