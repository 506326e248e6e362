// The cash book of the current delivery customer, read from the local database.
import type { CashbookClosingRow, CashbookEntryRow } from '../contract';
import { lastClosedDay } from '../rules';
import { useDb, useLiveQuery } from '../../../src/db';

export interface CashbookData {
  readonly entries: readonly CashbookEntryRow[];
  readonly closings: readonly CashbookClosingRow[];
  readonly lastClosed: string | null;
  /** Entries by id (a reversal names its original). */
  readonly byId: ReadonlyMap<string, CashbookEntryRow>;
  /** Ids of entries that a reversal cancels. */
  readonly reversed: ReadonlySet<string>;
}

/**
 * The whole book (the month's balance carries every earlier entry); undefined while the user's
 * database opens, so the screen shows 'loading' instead of an empty book.
 */
export function useCashbook(lieferkundeNr: number | null): CashbookData | undefined {
  const db = useDb();
  return useLiveQuery(async (): Promise<CashbookData | undefined> => {
    if (!db) return undefined;
    if (lieferkundeNr === null) {
      return { entries: [], closings: [], lastClosed: null, byId: new Map(), reversed: new Set() };
    }
    const [entries, closings] = await Promise.all([
      db.cashbookEntries.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
      db.cashbookClosings.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
    ]);
    closings.sort((a, b) => (a.day < b.day ? -1 : 1));
    return {
      entries,
      closings,
      lastClosed: lastClosedDay(closings),
      byId: new Map(entries.map((e) => [e.id, e])),
      reversed: new Set(entries.flatMap((e) => (e.reversalOf ? [e.reversalOf] : []))),
    };
  }, [db, lieferkundeNr]);
}
