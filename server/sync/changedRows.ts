// The page of a versioned table's changed rows that a collection's loader maps to synced rows:
// the query every plain loader starts with, written once.
import { and, asc, gt, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './types.ts';

/** A table whose rows carry the server's version. */
export type VersionedTable = PgTable & { readonly version: AnyPgColumn };

/**
 * The rows of `table` changed after version `from` (and matching `filter`, when given: the user's
 * or the customer's rows), in version order, at most `take`.
 */
export async function changedRows<T extends VersionedTable>(
  tx: Tx,
  table: T,
  from: bigint,
  take: number,
  filter?: SQL,
): Promise<InferSelectModel<T>[]> {
  const changed = gt(table.version, from);
  const found = await tx
    .select()
    .from(table as PgTable)
    .where(filter ? and(filter, changed) : changed)
    .orderBy(asc(table.version))
    .limit(take);
  // drizzle cannot type a selection of a generic table: the row is the table's select model.
  return found as InferSelectModel<T>[];
}
