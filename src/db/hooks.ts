// React hooks of the data layer. Features read tables with useLiveQuery over useDb().
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { userDb, workerStatus } from './runtime';
import { META, type PortalDb } from './schema';
import { syncStatus, type QueueFacts, type SyncStatus } from './status';

/** The current user's database; null before login. */
export function useDb(): PortalDb | null {
  return useSyncExternalStore(userDb.current.subscribe, userDb.current.get);
}

const EMPTY_QUEUE: QueueFacts = { pending: 0, oldestPendingAt: null, lastSyncAt: null, failed: 0 };
const CLOCK_MS = 15_000;

async function readQueue(db: PortalDb): Promise<QueueFacts> {
  const [pending, oldest, failed, lastSync] = await Promise.all([
    db.outbox.count(),
    db.outbox.orderBy('seq').first(),
    db.failedMutations.count(),
    db.meta.get(META.lastSyncAt),
  ]);
  return {
    pending,
    oldestPendingAt: oldest?.createdAt ?? null,
    lastSyncAt: typeof lastSync?.value === 'string' ? lastSync.value : null,
    failed,
  };
}

export function useSyncStatus(): SyncStatus {
  const db = useDb();
  const queue = useLiveQuery(() => (db ? readQueue(db) : EMPTY_QUEUE), [db]) ?? EMPTY_QUEUE;
  const worker = useSyncExternalStore(workerStatus.subscribe, workerStatus.get);
  // "Stalled" depends on time passing, not only on data changing.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return syncStatus(queue, worker, now);
}

export { useLiveQuery };
