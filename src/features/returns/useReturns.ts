// The returnable lines, returns and declarations of the current delivery customer, read from the
// local database. Undefined while the user's database opens ('loading', not 'empty').
import type { DestructionRow } from '../../api/destruction';
import type { ReturnLineRow, ReturnRow } from '../../api/returns';
import { useDb, useLiveQuery } from '../../db';

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

export interface DestructionData {
  readonly lines: readonly ReturnLineRow[];
  readonly declarations: readonly DestructionRow[];
}

export function useDestructions(lieferkundeNr: number | null): DestructionData | undefined {
  const db = useDb();
  return useLiveQuery(async (): Promise<DestructionData | undefined> => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return { lines: [], declarations: [] };
    const [lines, declarations] = await Promise.all([
      db.returnLines.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
      db.destructions.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
    ]);
    return { lines, declarations };
  }, [db, lieferkundeNr]);
}
