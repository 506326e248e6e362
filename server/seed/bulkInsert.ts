// Inserting the large demo histories fast: one INSERT of thousands of rows with one array
// parameter per column (unnested into rows), instead of one parameter per value.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../sync/types.ts';
import { yieldToRequests } from './yieldToRequests.ts';

const CHUNK = 5000;

/**
 * Inserts `rows` into `table` in chunks. The columns are the first row's keys (every row has the
 * same keys); names and types come from the table's definition. JSON columns are sent as text.
 */
export async function bulkInsert<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
) {
  const [first] = rows;
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  for (let at = 0; at < rows.length; at += CHUNK) {
    // Requests go on meanwhile (a seed may run while the server serves).
    if (at > 0) await yieldToRequests();
    const chunk: readonly Record<string, unknown>[] = rows.slice(at, at + CHUNK);
    const arrays = sql.join(
      columns.map(([key, column]) => {
        const type = column.getSQLType();
        // jsonb has no array literal from a text[] element: each value goes as JSON text.
        const values = chunk.map((row) =>
          type === 'jsonb' || type === 'json' ? JSON.stringify(row[key]) : row[key],
        );
        return sql`${sql.param(values)}::${sql.raw(type)}[]`;
      }),
      sql`, `,
    );
    await tx.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays})`);
  }
}

/** Inserts `rows` with Drizzle in parts of `size` (a statement's parameters are limited). */
export async function insertInParts<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
  size: number,
) {
  for (let at = 0; at < rows.length; at += size) {
    await tx.insert(table).values(rows.slice(at, at + size));
  }
}
