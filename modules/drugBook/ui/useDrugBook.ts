// The drug book of the current delivery customer, read from the local database.
import type { DrugBookEntryRow, DrugDeliveryRow } from '../contract';
import { useDb, useLiveQuery } from '../../../src/db';

export interface DrugBookData {
  readonly deliveries: readonly DrugDeliveryRow[];
  readonly entries: readonly DrugBookEntryRow[];
}

/** Undefined while the user's database opens, so the screen shows 'loading', not 'empty'. */
export function useDrugBook(lieferkundeNr: number | null): DrugBookData | undefined {
  const db = useDb();
  return useLiveQuery(async (): Promise<DrugBookData | undefined> => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return { deliveries: [], entries: [] };
    const [deliveries, entries] = await Promise.all([
      db.drugDeliveries.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
      db.drugBookEntries.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
    ]);
    return { deliveries, entries };
  }, [db, lieferkundeNr]);
}
