// Notifications read from the local database and marked seen through the outbox, so all of it
// works offline (DESIGN "Data flows one way").
import type { NotificationRow } from '../contract';
import { mutate, useDb, useLiveQuery } from '../../../src/db';
import { newestFirst } from './logic';

/** All notifications, newest first; undefined while the first query runs. */
export function useNotifications(): NotificationRow[] | undefined {
  const db = useDb();
  return useLiveQuery(async () => (db ? newestFirst(await db.notifications.toArray()) : []), [db]);
}

export function unseenCount(rows: readonly NotificationRow[] | undefined): number {
  return rows?.filter((row) => !row.seen).length ?? 0;
}

/** The contract allows up to 100 ids per mutation. */
const MARK_SEEN_BATCH = 100;

export async function markSeen(rows: readonly NotificationRow[]): Promise<void> {
  const ids = rows.filter((row) => !row.seen).map((row) => row.id);
  for (let i = 0; i < ids.length; i += MARK_SEEN_BATCH) {
    await mutate('notification.markSeen', { ids: ids.slice(i, i + MARK_SEEN_BATCH) });
  }
}

/** Everything inserted until now; ones arriving later stay unseen. */
export function markAllSeen(now: Date = new Date()): Promise<void> {
  return mutate('notification.markAllSeen', { before: now.toISOString() });
}
