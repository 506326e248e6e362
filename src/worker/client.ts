// The main thread's end of the sync worker: starts it, wraps it with Comlink and offers the
// typed Api (auth, selector, admin) that now runs inside the worker's one HTTP pipeline.
import { proxy, wrap, type Remote } from 'comlink';
import type { Api } from './api';
import type { AppEvent, SyncNudge, WorkerSyncStatus } from '../state/appEvents';
import type { RequestContext } from './http';
import type { CreateWorker } from './script';
import { remoteApi, type WorkerSurface } from './surface';

export interface SyncWorkerClient {
  readonly api: Api;
  /** The first status, once the worker answered. */
  readonly ready: Promise<WorkerSyncStatus>;
  setContext(context: RequestContext): void;
  setOnline(online: boolean): void;
  setUser(userId: string | null): Promise<void>;
  nudge(reason: SyncNudge): void;
  syncNow(): Promise<void>;
  /** An app update switches service workers: every tab of the user holds its requests. */
  holdSync(): Promise<void>;
  /** After a session_mismatch event, once the session is this user's again. */
  resumeSync(userId: string): Promise<void>;
}

/** Connects to a worker surface over any Comlink endpoint (a Worker, or a MessagePort in tests). */
export function connectSyncWorker(
  remote: Remote<WorkerSurface>,
  context: RequestContext,
  onEvent: (event: AppEvent) => void,
): SyncWorkerClient {
  const ready = remote.connect(context, proxy(onEvent));
  return {
    api: remoteApi((name, args) => remote.call(name, [...args])),
    ready,
    setContext: (next) => void remote.setContext(next),
    setOnline: (online) => void remote.setOnline(online),
    setUser: (userId) => remote.setUser(userId),
    nudge: (reason) => void remote.nudge(reason),
    syncNow: () => remote.syncNow(),
    holdSync: () => remote.holdSync(),
    resumeSync: (userId) => remote.resumeSync(userId),
  };
}

export function startSyncWorker(
  context: RequestContext,
  onEvent: (event: AppEvent) => void,
  createWorker: CreateWorker,
): SyncWorkerClient {
  return connectSyncWorker(wrap<WorkerSurface>(createWorker()), context, onEvent);
}
