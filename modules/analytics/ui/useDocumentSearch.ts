// The document search's live query over the local database, and its default date range.
import { localDay } from '../../../src/api/days';
import { useDb, useLiveQuery } from '../../../src/db';
import { searchDocuments, type DocumentQuery } from './documentSearch';

/** The default range: the last three months up to today. */
export function defaultRange() {
  const today = new Date();
  const from = new Date(today);
  from.setMonth(from.getMonth() - 3);
  return { from: localDay(from), to: localDay(today) };
}

export function useDocumentSearch(lieferkundeNr: number | null, query: DocumentQuery) {
  const db = useDb();
  return useLiveQuery(async () => {
    if (!db || lieferkundeNr === null) return undefined;
    const [answer, stored] = await Promise.all([
      searchDocuments(db, lieferkundeNr, query),
      db.deliveryNotes.where('lieferkundeNr').equals(lieferkundeNr).limit(1).count(),
    ]);
    return { answer, hasData: stored > 0 };
  }, [db, lieferkundeNr, query]);
}
