// High-water marks (issue 28): per synced table and key (a delivery customer, a user, or the
// whole table) the highest version of its rows, kept by statement triggers as rows are written
// (migration 20261207080000_sync_marks.sql, `sync_mark_install`). A pull compares each cursor
// with the marks of the tables its collection pages by and reads only the collections that moved:
// the steady state of an open app is one query instead of one per collection.
import type { Loader } from './serverModule.ts';
import type { VersionedTable } from './changedRows.ts';
import { getTableName } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** 'c' keyed by the row's delivery customer, 'u' by its user, 'a' one mark for the table. */
export type MarkMode = 'c' | 'u' | 'a';

/** A table a collection pages by (its version column), and the column the loader narrows by. */
export interface MarkSource {
  readonly table: VersionedTable;
  readonly mode: MarkMode;
  readonly column?: AnyPgColumn;
}

const SOURCES = new WeakMap<object, readonly MarkSource[]>();

/**
 * Declares the tables `loader` pages by: its page after a cursor is empty whenever no row of them
 * (for the session's customer or user) has a version beyond it. A loader without a declaration
 * is read on every pull. Declare exactly the tables whose `version` the loader compares with
 * `from`, narrowed the same way (a join's own versions are not read by the loader either).
 */
export function marked<R>(loader: Loader<R>, ...sources: readonly MarkSource[]): Loader<R> {
  SOURCES.set(loader, sources);
  return loader;
}

export const byCustomer = (table: VersionedTable & { lieferkundeNr: AnyPgColumn }): MarkSource => ({
  table,
  mode: 'c',
  column: table.lieferkundeNr,
});
export const byUser = (table: VersionedTable & { userId: AnyPgColumn }): MarkSource => ({
  table,
  mode: 'u',
  column: table.userId,
});
export const wholeTable = (table: VersionedTable): MarkSource => ({ table, mode: 'a' });

export const markSourcesOf = (loader: object): readonly MarkSource[] | undefined =>
  SOURCES.get(loader);

/** A mark's row in sync_marks. */
export interface MarkKey {
  readonly tbl: string;
  readonly mode: MarkMode;
  readonly key: string;
}

export const markKeyOf = (
  source: MarkSource,
  scope: { readonly userId: string; readonly lieferkundeNr: number },
): MarkKey => ({
  tbl: getTableName(source.table),
  mode: source.mode,
  key: source.mode === 'c' ? String(scope.lieferkundeNr) : source.mode === 'u' ? scope.userId : '',
});

export const markId = (mark: MarkKey) => `${mark.tbl}\u0000${mark.mode}\u0000${mark.key}`;
