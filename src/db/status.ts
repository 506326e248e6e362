// The sync status the shell shows (DESIGN "Watch the queue"): pending and failed counts, the age
// of the oldest pending change, the last successful sync, and whether the queue is stuck.
import type { Connectivity, WorkerSyncStatus } from '../state/appEvents';

/** Issue 3: no progress for 2 minutes while the API is reachable is reported. */
export const STALL_AFTER_MS = 2 * 60_000;

export interface SyncStatus {
  readonly connectivity: Connectivity;
  readonly pending: number;
  readonly oldestPendingAt: string | null;
  readonly lastSyncAt: string | null;
  readonly failed: number;
  readonly stalled: boolean;
  readonly syncing: boolean;
  readonly hasLocalData: boolean;
}

export interface QueueFacts {
  readonly pending: number;
  readonly oldestPendingAt: string | null;
  readonly lastSyncAt: string | null;
  readonly failed: number;
}

/**
 * Stalled: changes wait, the API is reachable, and for 2 minutes nothing moved — counted from the
 * latest of: the oldest pending change, the last successful sync, the API becoming reachable.
 */
export function isStalled(queue: QueueFacts, worker: WorkerSyncStatus, now: number): boolean {
  if (queue.pending === 0 || worker.connectivity !== 'online') return false;
  const since = Math.max(
    ...[queue.oldestPendingAt, queue.lastSyncAt, worker.reachableSince].map((t) =>
      t ? Date.parse(t) : 0,
    ),
  );
  return now - since > STALL_AFTER_MS;
}

export function syncStatus(queue: QueueFacts, worker: WorkerSyncStatus, now: number): SyncStatus {
  return {
    connectivity: worker.connectivity,
    ...queue,
    stalled: isStalled(queue, worker, now),
    syncing: worker.syncing,
    // The full-screen loader is only for a first start: once a sync completed, data is here.
    hasLocalData: queue.lastSyncAt !== null,
  };
}
