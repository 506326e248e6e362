// The page of a versioned table's changed rows that a collection's loader maps to synced rows:
// the query every plain loader starts with, written once; and the whole loader of a collection
// whose synced rows are its table's rows as stored.
import { and, asc, eq, gt, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Changed, Loader } from './serverModule.ts';
import { byCustomer, marked, wholeTable } from './marks.ts';
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

/** The columns a delivery customer's versioned rows are paged by. */
export interface CustomerVersionColumns {
  readonly lieferkundeNr: AnyPgColumn;
  readonly version: AnyPgColumn;
}

/** A versioned table of delivery customers' rows. */
export type CustomerVersionedTable = VersionedTable & CustomerVersionColumns;

/** changedRows of one delivery customer's rows: a customer-scoped collection's page. */
export function changedCustomerRows<T extends CustomerVersionedTable>(
  tx: Tx,
  table: T,
  lieferkundeNr: number,
  from: bigint,
  take: number,
): Promise<InferSelectModel<T>[]> {
  return changedRows(tx, table, from, take, eq(table.lieferkundeNr, lieferkundeNr));
}

/** The row type a select query yields. */
export type Selected<Q> = Q extends PromiseLike<(infer R)[]> ? R : never;

/**
 * A customer-scoped collection's page of a select with its loader's own columns and joins:
 * `query` (a dynamic select from `table`) narrowed to the customer's rows changed after version
 * `from` (and matching `more`), in version order, at most `take`.
 */
export async function customerPage<Q extends PgSelect>(
  query: Q,
  table: CustomerVersionColumns,
  lieferkundeNr: number,
  from: bigint,
  take: number,
  ...more: SQL[]
): Promise<Selected<Q>[]> {
  const found = await query
    .where(and(eq(table.lieferkundeNr, lieferkundeNr), gt(table.version, from), ...more))
    .orderBy(asc(table.version))
    .limit(take);
  // drizzle cannot type the rows of a generic select: they are those `query` itself yields.
  return found as Selected<Q>[];
}

/** A stored row as the wire carries it: the table's fields, the version as digits. */
export type StoredRow<T extends VersionedTable> = Omit<InferSelectModel<T>, 'version'> & {
  version: string;
};

/** Each changed row as it is stored (tables that are the wholesaler's record: never deleted). */
function asStored<T extends VersionedTable>(found: InferSelectModel<T>[]): Changed<StoredRow<T>>[] {
  return found.map((stored) => {
    // drizzle's select model of a generic table names no fields: id and version are the table's.
    const { version, ...fields } = stored as { id: string; version: bigint };
    const row = { ...fields, version: version.toString() } as StoredRow<T>;
    return { id: fields.id, version, row };
  });
}

/** The loader of a collection that is one delivery customer's rows of `table`, as stored. */
export function customerTableLoader<T extends CustomerVersionedTable>(
  table: T,
): Loader<StoredRow<T>> {
  return marked(
    async (tx, { lieferkundeNr }, from, take) =>
      asStored<T>(await changedCustomerRows(tx, table, lieferkundeNr, from, take)),
    byCustomer(table),
  );
}

/** The loader of a collection that is every row of `table`, as stored: the same for every user. */
export function sharedTableLoader<T extends VersionedTable>(table: T): Loader<StoredRow<T>> {
  return marked(
    async (tx, _scope, from, take) => asStored<T>(await changedRows(tx, table, from, take)),
    wholeTable(table),
  );
}
