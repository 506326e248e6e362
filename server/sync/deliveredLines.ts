// The loaders of the registers' delivered lines (src/api/deliveredLine.ts): the columns and the
// conditions they share. The delivery lines' table is the analytics module's, so it is passed in.
import { gt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { customerPage, type Selected } from './changedRows.ts';

/** The columns of a delivery lines' table that the registers read. */
export interface DeliveryLineColumns {
  readonly id: AnyPgColumn;
  readonly lieferkundeNr: AnyPgColumn;
  readonly noteNo: AnyPgColumn;
  readonly day: AnyPgColumn;
  readonly pzn: AnyPgColumn;
  readonly name: AnyPgColumn;
  readonly quantityDelivered: AnyPgColumn;
  readonly batch: AnyPgColumn;
  readonly version: AnyPgColumn;
}

/**
 * The selection of a delivered line: its id, the shared fields (deliveredLineFields) and its
 * version; deliveredRows adds the customer (a customerRow).
 */
export const deliveredLineColumns = <T extends DeliveryLineColumns>(t: T) => ({
  id: t.id,
  noteNo: t.noteNo,
  day: t.day,
  pzn: t.pzn,
  name: t.name,
  quantity: t.quantityDelivered,
  batch: t.batch,
  version: t.version,
});

/** Selected lines as changed rows of the customer (delivery lines are never deleted). */
export const deliveredRows = <L extends { readonly id: string; readonly version: bigint }>(
  lines: readonly L[],
  lieferkundeNr: number,
) =>
  lines.map(({ version, ...line }) => ({
    id: line.id,
    version,
    row: { ...line, lieferkundeNr, version: version.toString() },
  }));

/**
 * What every loader of delivered lines ends with: `query` (a dynamic select from the delivery
 * lines' table `t`, with the columns and joins of its register) narrowed to the customer's
 * lines changed after `from` that delivered something and the register's own conditions `more`,
 * in version order, at most `take`, as changed rows.
 */
export async function deliveredChanges<Q extends PgSelect>(
  query: Q,
  t: DeliveryLineColumns,
  lieferkundeNr: number,
  from: bigint,
  take: number,
  ...more: SQL[]
) {
  const delivered = gt(t.quantityDelivered, 0);
  const found = await customerPage(query, t, lieferkundeNr, from, take, delivered, ...more);
  // The selection has the line's id and version (deliveredLineColumns).
  type Line = Selected<Q> & { readonly id: string; readonly version: bigint };
  return deliveredRows(found as Line[], lieferkundeNr);
}
