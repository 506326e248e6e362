// The returnable lines and returns of the current delivery customer, read from the
// local database. Undefined while the user's database opens ('loading', not 'empty').
import type { ReturnLineRow, ReturnRow } from '../contract';
import { useDb, useLiveQuery } from '../../../src/db';

export interface ReturnsData {
  readonly lines: readonly ReturnLineRow[];
  readonly returns: readonly ReturnRow[];
}

export function useReturns(lieferkundeNr: number | null): ReturnsData | undefined {
  const db = useDb();
  return useLiveQuery(async (): Promise<ReturnsData | undefined> => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return { lines: [], returns: [] };
    const [lines, returns] = await Promise.all([
      db.returnLines.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
      db.returns.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
    ]);
    return { lines, returns };
  }, [db, lieferkundeNr]);
}
