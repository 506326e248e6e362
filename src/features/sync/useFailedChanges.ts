import { useDb, useLiveQuery, type FailedMutation } from '../../db';
import { lookupIn, NO_ROWS, tablesToDescribe, type LocalRows, type RowLookup } from './describe';

export interface FailedChanges {
  readonly items: FailedMutation[];
  /** The local rows the descriptions name (list labels and kinds). */
  readonly rows: RowLookup;
}

/** The rejected changes, newest rejection first, with the local rows that describe them. */
export function useFailedChanges(): FailedChanges | undefined {
  const db = useDb();
  return useLiveQuery(async (): Promise<FailedChanges | undefined> => {
    if (!db) return { items: [], rows: NO_ROWS };
    const items = await db.failedMutations.orderBy('failedAt').reverse().toArray();
    const tables = tablesToDescribe(items);
    const loaded = await Promise.all(tables.map((t) => db.table(t).toArray()));
    const rows = Object.fromEntries(tables.map((t, i) => [t, loaded[i]])) as LocalRows;
    return { items, rows: lookupIn(rows) };
  }, [db]);
}
