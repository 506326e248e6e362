// The medicine test's rows of the current delivery customer, read from the local database:
// its checks and its delivered lines. Undefined while the user's database opens.
import type { MedCheckRow, MedDeliveryRow } from '../contract';
import { useDb, useLiveQuery } from '../../../src/db';

/** The customer's checks; undefined while the user's database opens ('loading', not 'empty'). */
export function useMedChecks(lieferkundeNr: number | null): MedCheckRow[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return [];
    return db.medChecks.where('lieferkundeNr').equals(lieferkundeNr).toArray();
  }, [db, lieferkundeNr]);
}

/** The customer's delivered lines still to check (as sent: the screen hides checked ones). */
export function useMedDeliveries(lieferkundeNr: number | null): MedDeliveryRow[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    if (lieferkundeNr === null) return [];
    return db.medDeliveries.where('lieferkundeNr').equals(lieferkundeNr).toArray();
  }, [db, lieferkundeNr]);
}
