// The main thread's link to the sync worker, the one place that calls the API. The router keeps
// the request context (SPEC 7) current; the browser's connectivity and focus are forwarded.
import { syncBridge, workerStatus } from '../db/runtime';
import { startSyncWorker } from '../worker/client';
import type { RequestContext } from '../worker/http';
import { emitAppEvent } from '../state/events';
import { ensureWindowId, randomId } from './windowId';
import { nudgeLeader } from '../db/runtime';

const requestContext: { -readonly [K in keyof RequestContext]: RequestContext[K] } = {
  windowId: ensureWindowId(window, randomId),
  route: window.location.pathname,
  screenId: '',
};

export const syncWorker = startSyncWorker({ ...requestContext }, (event) => {
  if (event.type === 'sync_status') workerStatus.set(event.status);
  emitAppEvent(event);
});
void syncWorker.ready.then((status) => workerStatus.set(status));

syncBridge.syncNow = () => syncWorker.syncNow();
syncBridge.nudgeOwnWorker = (reason) => syncWorker.nudge(reason);

syncWorker.setOnline(navigator.onLine);
window.addEventListener('online', () => syncWorker.setOnline(true));
window.addEventListener('offline', () => syncWorker.setOnline(false));
// New notifications on return to the app; the leader may run in another tab.
window.addEventListener('focus', () => nudgeLeader('sync'));
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') nudgeLeader('sync');
});

/** Called by the router after each navigation. */
export function setCurrentScreen(route: string, screenId: string): void {
  requestContext.route = route;
  requestContext.screenId = screenId;
  syncWorker.setContext({ ...requestContext });
}

export const api = syncWorker.api;
