// Screens ask whether a collection's first pull is complete before they say "none" (issue 27):
// until then an empty table only means its rows have not arrived yet.
import type { Collection } from '../../api/sync';
import { useDb, useLiveQuery } from '../../db';
import { firstPullProgress, firstPullsDone } from '../../db/firstPull';
import { useMe } from '../../platform/session';

export type FirstSync = 'loading' | 'done';

/** The customer whose collections the screens show (none: only the user's own). */
function useChosenCustomer(): number | null {
  return useMe()?.lieferkunde?.LieferkundeNr ?? null;
}

/**
 * 'done' once the first pull of every named collection has completed for the chosen customer
 * (a customer collection) or the user (a user collection); 'loading' before, and while the
 * database opens.
 */
export function useFirstSync(collections: Collection | readonly Collection[]): FirstSync {
  const db = useDb();
  const nr = useChosenCustomer();
  const key = typeof collections === 'string' ? collections : collections.join(',');
  const done = useLiveQuery(async () => {
    if (!db) return false;
    const list = key.split(',') as Collection[];
    return (await firstPullsDone(db, list, nr)).every(Boolean);
  }, [db, key, nr]);
  return done ? 'done' : 'loading';
}

/**
 * How far the first pull of the user's part and the chosen customer's is, 0 to 1 (the share of
 * collections complete); null once complete, undefined while unknown.
 */
export function useFirstSyncProgress(): number | null | undefined {
  const db = useDb();
  const nr = useChosenCustomer();
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const { done, total } = await firstPullProgress(db, nr);
    return done >= total ? null : done / total;
  }, [db, nr]);
}
