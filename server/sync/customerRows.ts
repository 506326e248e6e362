// The loaders of a delivery customer's records (the registers: cash book, temperature log, drug
// book, medicine test, enclosed shipping, declarations of destruction, stock reports). Each pulls
// the customer's rows changed after the cursor, in version order, with the display name of the
// user who wrote them; a register's synced row is its table's row as the wire carries it. The
// orders (shop, suppliers) are paged the same way, with the name of the user who placed them.
import { eq, type InferSelectModel } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { users } from '../db/schema.ts';
import { customerPage } from './changedRows.ts';
import { byCustomer, marked } from './marks.ts';
import type { Loader } from './serverModule.ts';
import type { Tx } from './types.ts';

/** A table of a delivery customer's versioned rows. */
export type CustomerTable = PgTable & {
  readonly id: AnyPgColumn;
  readonly lieferkundeNr: AnyPgColumn;
  readonly version: AnyPgColumn;
};

/** One changed row and the display name of the user its author column names. */
export interface Authored<T extends CustomerTable> {
  readonly x: InferSelectModel<T>;
  readonly by: string;
}

/**
 * The rows of `table` at the customer changed after version `from`, in version order, at most
 * `take`, each with the display name of the user in its column `author`.
 */
export async function changedAtCustomer<T extends CustomerTable>(
  tx: Tx,
  table: T,
  author: AnyPgColumn,
  lieferkundeNr: number,
  from: bigint,
  take: number,
): Promise<Authored<T>[]> {
  const query = tx
    .select({ x: table as PgTable, by: users.displayName })
    .from(table as PgTable)
    .innerJoin(users, eq(users.id, author))
    .$dynamic();
  const found = await customerPage(query, table, lieferkundeNr, from, take);
  // drizzle cannot type a selection of a generic table: the row is the table's select model.
  return found as unknown as Authored<T>[];
}

/** A column's value as a synced row carries it: instants as ISO text, versions as digits. */
type Wire<V> = V extends Date ? string : V extends bigint ? string : V;

export const wireValue = (value: unknown): unknown =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'bigint'
      ? value.toString()
      : value;

/** The row's fields from the columns of the same name, the author field from the user's name. */
type FromColumns<Sel, Row, A extends keyof Row> = {
  [K in keyof Row]: K extends A ? string : K extends keyof Sel ? Wire<Sel[K]> : { noColumn: K };
};

/**
 * The loader of a register's collection: each synced row (schema `row`) takes its fields from the
 * table's columns of the same name (and nothing else of the table), its field `author` is the
 * display name of the user that column names. It does not compile unless the columns fit the row.
 */
export function registerLoader<
  S extends z.ZodObject,
  A extends keyof z.infer<S> & string,
  T extends CustomerTable & Record<A, AnyPgColumn>,
>(
  table: T,
  row: S,
  author: A,
  ..._fits: FromColumns<InferSelectModel<T>, z.infer<S>, A> extends z.infer<S>
    ? []
    : [columnsDoNotFitTheRow: never]
): Loader<z.infer<S>> {
  const fields = Object.keys(row.shape);
  return marked(async (tx, { lieferkundeNr }, from, take) => {
    const found = await changedAtCustomer(tx, table, table[author], lieferkundeNr, from, take);
    return found.map(({ x, by }) => {
      const columns: Record<string, unknown> = x;
      const wire = Object.fromEntries(
        fields.map((f) => [f, f === author ? by : wireValue(columns[f])]),
      );
      return { id: x.id as string, version: x.version as bigint, row: wire as z.infer<S> };
    });
  }, byCustomer(table));
}
