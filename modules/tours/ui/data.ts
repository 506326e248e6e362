// The tours of the session's delivery customer from the local database (works offline), and a
// clock for the countdown. Shared by the tour browser, the basket's countdown, the dashboard
// widget and the calendar.
import { useEffect, useState } from 'react';
import type { TourExceptionRow, TourRow } from '../contract';
import { useDb, useLiveQuery } from '../../../src/db';
import { useMe } from '../../../src/platform/session';

export interface CustomerTours {
  readonly tours: TourRow[];
  readonly exceptions: TourExceptionRow[];
}

/** The customer's tours and changes; undefined while loading, null without a customer. */
export function useCustomerTours(): CustomerTours | null | undefined {
  const me = useMe();
  const lieferkundeNr = me?.lieferkunde?.LieferkundeNr ?? null;
  const db = useDb();
  const loaded = useLiveQuery(async () => {
    if (!db || lieferkundeNr === null) return undefined;
    const [tours, exceptions] = await Promise.all([
      db.tours.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
      db.tourExceptions.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
    ]);
    return { tours, exceptions };
  }, [db, lieferkundeNr]);
  if (me && lieferkundeNr === null) return null;
  return loaded;
}

/** Date.now(), renewed every `ms` (a second for a countdown). */
export function useNow(ms = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
