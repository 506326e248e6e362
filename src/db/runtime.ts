// The data layer's singletons on the main thread: the current user's database, mutate() bound
// to it, the nudge to the sync leader and the worker's last reported status.
import { emitAppEvent } from '../state/events';
import { syncChannelName, type SyncNudge } from '../state/appEvents';
import { createMutate } from './mutate';
import { UserDbManager } from './userDb';

/** The sync worker's side of the status (connectivity, syncing, leader), as last reported. */
export { workerStatus } from './workerStatus';

function browserStorage() {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Blocked storage (privacy mode): fall through to memory.
  }
  const memory = new Map<string, string>();
  return {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
  };
}

export const userDb = new UserDbManager({ storage: browserStorage(), emit: emitAppEvent });

/** Set by src/platform/syncWorker.ts once the worker runs; no-ops before that (and in unit tests). */
export const syncBridge: {
  syncNow: () => Promise<void>;
  holdSync: () => Promise<void>;
  nudgeOwnWorker: (reason: SyncNudge) => void;
} = {
  syncNow: () => Promise.resolve(),
  holdSync: () => Promise.resolve(),
  nudgeOwnWorker: () => undefined,
};

let channel: { userId: string; channel: BroadcastChannel } | null = null;

/** Reaches the leader in whichever tab it runs (every worker of the user listens). */
export function nudgeLeader(reason: SyncNudge): void {
  const userId = userDb.userId;
  if (!userId || typeof BroadcastChannel === 'undefined') {
    syncBridge.nudgeOwnWorker(reason);
    return;
  }
  if (channel?.userId !== userId) {
    channel?.channel.close();
    channel = { userId, channel: new BroadcastChannel(syncChannelName(userId)) };
  }
  channel.channel.postMessage(reason);
}

export const mutate = createMutate({
  db: () => userDb.current.get(),
  waitForDb: (timeoutMs) => userDb.whenOpen(timeoutMs),
  reopen: () => userDb.reopen(),
  nudge: () => nudgeLeader('outbox'),
  onStorageError: (message) => emitAppEvent({ type: 'message', message }),
});
