// The sync worker, started after the login (issue 11: /login loads neither the worker nor
// Dexie). Loaded by src/platform/client.ts on the first call that needs it; from then on it does the
// sync and every API call except the auth calls and the domain config (see client.ts). The
// browser's connectivity and focus are forwarded to it.
import { syncBridge, workerStatus } from '../db/runtime';
import { nudgeLeader } from '../db/runtime';
import { startSyncWorker, type SyncWorkerClient } from '../worker/client';
import type { RequestContext } from '../worker/http';
import type { CreateWorker } from '../worker/script';
import type { AppEvent } from '../state/appEvents';
import { emitAppEvent } from '../state/events';

export function startWorker(context: RequestContext, createWorker: CreateWorker): SyncWorkerClient {
  const onEvent = (event: AppEvent) => {
    if (event.type === 'sync_status') workerStatus.set(event.status);
    emitAppEvent(event);
  };
  const syncWorker = startSyncWorker({ ...context }, onEvent, createWorker);
  void syncWorker.ready.then((status) => workerStatus.set(status));

  syncBridge.syncNow = () => syncWorker.syncNow();
  syncBridge.holdSync = () => syncWorker.holdSync();
  syncBridge.nudgeOwnWorker = (reason) => syncWorker.nudge(reason);

  syncWorker.setOnline(navigator.onLine);
  window.addEventListener('online', () => syncWorker.setOnline(true));
  window.addEventListener('offline', () => syncWorker.setOnline(false));
  // New notifications on return to the app; the leader may run in another tab.
  window.addEventListener('focus', () => nudgeLeader('sync'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') nudgeLeader('sync');
  });
  return syncWorker;
}
