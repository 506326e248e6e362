// The rules of supplier orders (Direktbezug, issue 15) that the client's optimistic half and the
// server apply alike; the row, line and total rules themselves are the shop's (./shopRules.ts):
// a supplier basket's rows are appended, snapshotted into order lines and totalled the same way.
import { orderLine, orderTotals } from '../shop/rules';

/** What a supplier's assortment says of an article when an order is placed. */
export interface SupplierArticleSnapshot {
  readonly name: string;
  /** The supplier's purchase price per order unit, euro cents. */
  readonly priceCents: number;
  /** The order unit ('Packung', 'Karton à 12 Packungen'). */
  readonly orderUnit: string;
}

/**
 * The order line of a supplier basket row: the shop's snapshot (./shopRules.orderLine) priced
 * with the supplier's price per order unit, plus that unit. A note row has no unit.
 */
export function supplierOrderLine(
  row: { readonly pzn: string | null; readonly note: string | null; readonly quantity: number },
  article: SupplierArticleSnapshot | null,
) {
  return {
    ...orderLine(row, article ? { name: article.name, aepCents: article.priceCents } : null),
    unit: row.pzn === null ? '' : (article?.orderUnit ?? ''),
  };
}

export { orderTotals as supplierOrderTotals };

/** Σ quantity × the supplier's price over the article rows (unknown articles add 0). */
export function basketValueCents(
  rows: readonly { readonly pzn: string | null; readonly quantity: number }[],
  priceOf: (pzn: string) => number | undefined,
): number {
  return rows.reduce(
    (sum, row) => (row.pzn === null ? sum : sum + row.quantity * (priceOf(row.pzn) ?? 0)),
    0,
  );
}

/** How much is missing to the supplier's minimum order value (0: reached). */
export const missingToMinimum = (valueCents: number, minOrderCents: number) =>
  Math.max(0, minOrderCents - valueCents);

/** The order number the server gives the n-th supplier order of a delivery customer. */
export const supplierOrderNumber = (lieferkundeNr: number, n: number) =>
  `DB-${lieferkundeNr}-${String(n).padStart(4, '0')}`;
