// The replay check of a mutation that inserts a row under an id the client chose: a mutation sent
// again (its answer was lost) finds its own row and changes nothing; an id another row holds is
// refused.
import { eq, type InferSelectModel } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rejectInvalid, type Tx } from './types.ts';

/**
 * Whether the row `id` of `table` is already there as this mutation's own (`isOwn`): a replay,
 * the caller changes nothing. A row of that id that is not its own refuses it with `taken`.
 */
export async function alreadyApplied<T extends PgTable & { readonly id: AnyPgColumn }>(
  tx: Tx,
  table: T,
  id: string,
  isOwn: (row: InferSelectModel<T>) => boolean,
  taken: string,
): Promise<boolean> {
  const found = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  // drizzle cannot type a selection of a generic table: the row is the table's select model.
  const [row] = found as unknown as InferSelectModel<T>[];
  if (!row) return false;
  if (isOwn(row)) return true;
  throw rejectInvalid(taken);
}
