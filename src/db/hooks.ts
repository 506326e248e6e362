// React hooks of the data layer. Features read tables with useLiveQuery over useDb().
import { liveQuery } from 'dexie';
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
  // One transaction for the four reads (four would each queue in the IndexedDB backend).
  const [pending, oldest, failed, lastSync] = await db.transaction(
    'r',
    [db.outbox, db.failedMutations, db.meta],
    () =>
      Promise.all([
        db.outbox.count(),
        db.outbox.orderBy('seq').first(),
        db.failedMutations.count(),
        db.meta.get(META.lastSyncAt),
      ]),
  );
  return {
    pending,
    oldestPendingAt: oldest?.createdAt ?? null,
    lastSyncAt: typeof lastSync?.value === 'string' ? lastSync.value : null,
    failed,
  };
}

interface QueueState {
  readonly facts: QueueFacts;
  readonly error?: unknown;
}

interface QueueStore {
  readonly subscribe: (listener: () => void) => () => void;
  readonly get: () => QueueState;
}

const sameFacts = (a: QueueFacts, b: QueueFacts) =>
  a.pending === b.pending &&
  a.oldestPendingAt === b.oldestPendingAt &&
  a.lastSyncAt === b.lastSyncAt &&
  a.failed === b.failed;

const NO_QUEUE_STATE: QueueState = { facts: EMPTY_QUEUE };
const NO_QUEUE: QueueStore = { subscribe: () => () => undefined, get: () => NO_QUEUE_STATE };
const queueStores = new WeakMap<PortalDb, QueueStore>();

/**
 * One live read of the queue per database, shared by every useSyncStatus on the page: each
 * outbox or meta write (a change, every push and pull step) re-ran it once per mounted status.
 */
function queueStore(db: PortalDb | null): QueueStore {
  if (!db) return NO_QUEUE;
  const known = queueStores.get(db);
  if (known) return known;
  let state: QueueState = { facts: EMPTY_QUEUE };
  const listeners = new Set<() => void>();
  let live: { unsubscribe: () => void } | null = null;
  const notify = (next: QueueState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const store: QueueStore = {
    subscribe(listener) {
      listeners.add(listener);
      live ??= liveQuery(() => readQueue(db)).subscribe({
        // Equal facts (a cursor written, the outbox unchanged) re-render no status.
        next: (facts) => {
          if (state.error !== undefined || !sameFacts(facts, state.facts)) notify({ facts });
        },
        error: (error: unknown) => notify({ facts: state.facts, error }),
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        live?.unsubscribe();
        live = null;
      };
    },
    get: () => state,
  };
  queueStores.set(db, store);
  return store;
}

export function useSyncStatus(): SyncStatus {
  const store = queueStore(useDb());
  const queue = useSyncExternalStore(store.subscribe, store.get);
  if (queue.error !== undefined) throw queue.error;
  const worker = useSyncExternalStore(workerStatus.subscribe, workerStatus.get);
  // "Stalled" depends on time passing, not only on data changing.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);
  return syncStatus(queue.facts, worker, now);
}

export { useLiveQuery };
