// The tables of a delivery customer's synced rows (modules/*/server/tables.ts), declared once:
// each row has its key and its customer first and the server's version last, and a pull pages the
// table by (customer, version) (server/sync/changedRows.ts), so each has that index. It builds
// exactly what the tables declared by hand, so the schema (and `npm run db:generate`) stays the same.
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import {
  index,
  pgTable,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import * as column from './columns.ts';

/** The columns every delivery customer's synced row has, besides its own. */
const customerRowColumns = () => ({
  id: column.id(),
  lieferkundeNr: column.lieferkunde(),
  version: column.version(),
});

type CustomerColumns<C> = ReturnType<typeof customerRowColumns> & C;

/**
 * The table `name` of a delivery customer's rows: id and customer, then `columns`, then the
 * version; the index `<name>_lieferkunde_version_idx` on (customer, version), then `indexes`.
 */
export function customerTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  indexes: (
    t: BuildExtraConfigColumns<N, CustomerColumns<C>, 'pg'>,
  ) => PgTableExtraConfigValue[] = () => [],
) {
  const { id, lieferkundeNr, version } = customerRowColumns();
  // The order of the columns is the tables' order as created: key and customer first, version last.
  const all = { id, lieferkundeNr, ...columns, version } as CustomerColumns<C>;
  return pgTable(name, all, (t) => [
    index(`${name}_lieferkunde_version_idx`).on(t.lieferkundeNr, t.version),
    ...indexes(t),
  ]);
}
