// The loaders of the registers' delivered lines (src/api/deliveredLine.ts): the columns and the
// conditions they share. The delivery lines' table is the analytics module's, so it is passed in.
import { eq, gt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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

/** The selection of a delivered line's shared fields (deliveredLineFields) and its version. */
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

/** The customer's lines changed after version `from` that delivered something. */
export const deliveredSince = (
  t: DeliveryLineColumns,
  lieferkundeNr: number,
  from: bigint,
): SQL[] => [eq(t.lieferkundeNr, lieferkundeNr), gt(t.version, from), gt(t.quantityDelivered, 0)];

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
