// The supplier screen's reads from the local database (work offline): suppliers, assortments,
// the current customer's supplier baskets and orders. Undefined while the database opens.
import { useMemo } from 'react';
import type {
  SupplierArticleRow,
  SupplierBasketRow,
  SupplierOrderRow,
  SupplierRow,
} from '../contract';
import { useDb, useLiveQuery } from '../../../src/db';
import { newestFirst } from '../../shop/ui';
import { byName } from './logic';

export function useSuppliers(): SupplierRow[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => (db ? byName(await db.suppliers.toArray()) : undefined), [db]);
}

export function useAssortments(): SupplierArticleRow[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => (db ? db.supplierArticles.toArray() : undefined), [db]);
}

/** The articles of one supplier by PZN. */
export function useAssortmentOf(
  all: readonly SupplierArticleRow[] | undefined,
  supplierId: string,
): { list: SupplierArticleRow[]; byPzn: Map<string, SupplierArticleRow> } {
  return useMemo(() => {
    const list = (all ?? []).filter((a) => a.supplierId === supplierId);
    return { list, byPzn: new Map(list.map((a) => [a.pzn, a])) };
  }, [all, supplierId]);
}

/** Every supplier basket row of the customer, in position order. */
export function useBasketRows(lieferkundeNr: number | null): SupplierBasketRow[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return [];
    const rows = await db.supplierBasketRows.where('lieferkundeNr').equals(lieferkundeNr).toArray();
    return rows.sort((a, b) => a.position - b.position);
  }, [db, lieferkundeNr]);
}

export function useSupplierOrders(lieferkundeNr: number | null): SupplierOrderRow[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return [];
    return newestFirst(
      await db.supplierOrders.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
    );
  }, [db, lieferkundeNr]);
}
