// The returnable lines and the declarations of the current delivery customer, read from the local
// database. Undefined while the user's database opens ('loading', not 'empty').
import type { ReturnLineRow } from '../../returns/contract';
import type { DestructionRow } from '../contract';
import { useDb, useLiveQuery } from '../../../src/db';

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
