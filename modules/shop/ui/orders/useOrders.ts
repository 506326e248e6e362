// Orders and the reorder action, read from the local database only (works offline): an order
// placed offline sits there as 'wird_gesendet' until a pull brings the server's 'uebermittelt'.
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { showToast } from '../../../../src/platform/overlays';
import type { BasketRow, OrderRow } from '../../contract';
import { useArticles } from '../../../../src/catalogue/hooks';
import { mutate, newId, useDb, useLiveQuery } from '../../../../src/db';
import { de } from '../../../../src/i18n/de';
import { useMe } from '../../../../src/features/auth';
import { knownPzns } from './catalogueLookup';
import {
  inBatches,
  newestFirst,
  pznsToLookUp,
  reorderBasketLabel,
  reorderRows,
  reorderTarget,
  withAnswerDefaults,
  withCatalogue,
} from './logic';

const t = de.shop.orders;

export function useCurrentCustomer(): { lieferkundeNr: number | null; userId: string | null } {
  const me = useMe();
  return { lieferkundeNr: me?.lieferkunde?.LieferkundeNr ?? null, userId: me?.user.id ?? null };
}

/**
 * The customer's orders, newest first, with names and (for orders still being sent) prices from
 * the local catalogue; undefined while the database opens (a reload).
 */
export function useOrders(lieferkundeNr: number | null): OrderRow[] | undefined {
  const db = useDb();
  const stored = useLiveQuery(async () => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return [];
    const rows = await db.orders.where('lieferkundeNr').equals(lieferkundeNr).toArray();
    return newestFirst(rows.map(withAnswerDefaults));
  }, [db, lieferkundeNr]);
  const pzns = useMemo(() => stored?.flatMap(pznsToLookUp) ?? [], [stored]);
  const articles = useArticles(pzns);
  return useMemo(
    () => (stored && articles ? stored.map((order) => withCatalogue(order, articles)) : undefined),
    [stored, articles],
  );
}

function useCustomerBaskets(lieferkundeNr: number | null): BasketRow[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return [];
    return db.baskets.where('lieferkundeNr').equals(lieferkundeNr).toArray();
  }, [db, lieferkundeNr]);
}

/** What a reorder copies: the lines, and the label a new basket is named after (issue 14's
 * order archive reorders delivery lines the same way). */
export type Reorder = (order: Pick<OrderRow, 'label' | 'lines'>) => Promise<void>;

/**
 * 'Erneut bestellen': copies the order's article and note lines into the user's primary basket
 * (a new basket when there is none), opens that basket and says so. Null until the baskets are
 * read, so a click never creates a second basket beside a primary one not yet loaded.
 */
export function useReorder(): Reorder | null {
  const { lieferkundeNr } = useCurrentCustomer();
  const baskets = useCustomerBaskets(lieferkundeNr);
  const navigate = useNavigate();

  const reorder = useCallback(
    async (order: Pick<OrderRow, 'label' | 'lines'>) => {
      if (!baskets || lieferkundeNr === null) return;
      // Only a complete catalogue can say an article is gone; otherwise the server decides.
      const known = await knownPzns(order.lines.flatMap((l) => (l.pzn === null ? [] : [l.pzn])));
      const { rows, withdrawn } = reorderRows(order.lines, newId, (pzn) => known?.has(pzn) ?? true);
      const skipped = withdrawn.length > 0 ? ` ${t.reorderWithdrawn(withdrawn.join(', '))}` : '';
      if (rows.length === 0) {
        showToast(`${t.reorderEmpty}${skipped}`);
        return;
      }
      const target = reorderTarget(baskets, lieferkundeNr);
      let basketId = target?.id;
      let label = target?.label ?? '';
      try {
        if (!basketId) {
          basketId = newId();
          label = reorderBasketLabel(order.label);
          await mutate('basket.create', { id: basketId, lieferkundeNr, label, kind: 'warenkorb' });
        }
        for (const batch of inBatches(rows)) {
          await mutate('basket.addRows', { basketId, rows: batch });
        }
      } catch (error) {
        // A MutationError carries a German reason (storage full, invalid input).
        showToast(error instanceof Error && error.message ? error.message : de.errors.generic);
        return;
      }
      showToast(`${t.reordered(rows.length, label)}${skipped}`);
      await navigate({ to: '/shop/warenkorb/$id', params: { id: basketId } });
    },
    [baskets, lieferkundeNr, navigate],
  );

  return baskets ? reorder : null;
}
