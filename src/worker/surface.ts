// What the sync worker offers the main thread over Comlink: the auth and selector calls of
// api.ts (one HTTP pipeline for everything), the request context, connectivity input, the
// current user and sync nudges. Events come back through one proxied callback.
import type { CatalogueDb } from '../catalogue/db';
import { PortalDb, databaseName } from '../db/schema';
import { de } from '../i18n/de';
import { createApi, loadMe, type Api } from './api';
import { createCatalogueApi } from './catalogueApi';
import type { CatalogueLockManager } from './catalogueSync';
import { SyncEngine, type ChannelLike, type SyncNudge } from './engine';
import type { AppEvent, WorkerSyncStatus } from '../state/appEvents';
import { createHttpClient, HttpError, type RequestContext } from './http';
import type { LockManagerLike } from './leader';
import { createSyncApi } from './syncApi';
import { API, API_BASE, HEADER } from '../api/paths';

export type ApiName = keyof Api;

/** A call's answer across the worker boundary; HttpError's fields survive structured clone. */
export type CallResult =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      readonly http: boolean;
      readonly status: number;
      readonly code: string | number | undefined;
      readonly message: string;
      readonly silent: boolean;
    };

export interface SurfaceEnv {
  readonly fetch: typeof fetch;
  readonly browserOnline: boolean;
  readonly locks?: LockManagerLike;
  readonly channel?: (name: string) => ChannelLike;
  readonly openDb?: (userId: string) => PortalDb;
  readonly pullIntervalMs?: number;
  /** The shared catalogue database: given, the worker also runs the catalogue stream. */
  readonly openCatalogueDb?: () => CatalogueDb;
  readonly catalogueLocks?: CatalogueLockManager;
  readonly cataloguePageSize?: number;
  /** Hold the realtime stream (issue 13) while leading; the real worker does, most tests not. */
  readonly eventStream?: boolean;
}

export function createWorkerSurface(env: SurfaceEnv) {
  let context: RequestContext = { windowId: '', route: '/', screenId: '' };
  let listener: ((event: AppEvent) => void) | null = null;
  // Events before connect() (none expected, but never lost).
  const early: AppEvent[] = [];
  const emit = (event: AppEvent) => {
    if (listener) listener(event);
    else early.push(event);
  };

  const healthUrl = `${API_BASE}${API.health}`;
  // Every request's outcome feeds connectivity; the probe's own outcome is the monitor's.
  const trackedFetch: typeof fetch = async (input, init) => {
    const probe = String(input).startsWith(healthUrl);
    try {
      const response = await env.fetch(input, init);
      if (!probe && response.status < 500) engine.reportReached(true);
      return response;
    } catch (error) {
      if (!probe) engine.reportReached(false);
      throw error;
    }
  };

  const http = createHttpClient({
    fetch: trackedFetch,
    context: () => context,
    emit: (event) => engine.handleHttpEvent(event),
    offlineMessage: de.connectivity.apiUnreachable,
  });
  const api = createApi(http);
  const engine: SyncEngine = new SyncEngine({
    syncApi: createSyncApi(http),
    reloadUser: () => loadMe(http),
    openDb: env.openDb ?? ((userId) => new PortalDb(databaseName(userId))),
    emit,
    browserOnline: env.browserOnline,
    locks: env.locks,
    channel: env.channel,
    pullIntervalMs: env.pullIntervalMs,
    realtime: env.eventStream
      ? {
          // Not trackedFetch: a stream that drops says nothing about the API's reachability;
          // the requests and the health probe decide that.
          fetch: env.fetch,
          url: `${API_BASE}${API.events}`,
          headers: () => ({
            [HEADER.windowId]: context.windowId,
            [HEADER.route]: context.route,
            [HEADER.screenId]: context.screenId,
            [HEADER.swBypass]: 'true',
          }),
        }
      : undefined,
    catalogue: env.openCatalogueDb
      ? {
          api: createCatalogueApi(http),
          openDb: env.openCatalogueDb,
          locks: env.catalogueLocks,
          pageSize: env.cataloguePageSize,
        }
      : undefined,
  });

  return {
    connect(initial: RequestContext, onEvent: (event: AppEvent) => void): WorkerSyncStatus {
      context = { ...initial };
      listener = onEvent;
      for (const event of early.splice(0)) onEvent(event);
      return engine.status();
    },
    status(): WorkerSyncStatus {
      return engine.status();
    },
    setContext(next: RequestContext): void {
      context = { ...next };
    },
    setOnline(online: boolean): void {
      engine.setBrowserOnline(online);
    },
    setUser(userId: string | null): Promise<void> {
      return engine.setUser(userId);
    },
    nudge(reason: SyncNudge): void {
      engine.nudge(reason);
    },
    syncNow(): Promise<void> {
      return engine.syncNow();
    },
    /** The session is this worker's user again after a session_mismatch: sync on. */
    holdSync(): Promise<void> {
      return engine.hold();
    },
    resumeSync(userId: string): Promise<void> {
      return engine.resume(userId);
    },
    async call(name: ApiName, args: readonly unknown[]): Promise<CallResult> {
      const fn = api[name] as (...a: readonly unknown[]) => Promise<unknown>;
      try {
        return { ok: true, value: await fn(...args) };
      } catch (error) {
        if (error instanceof HttpError) {
          const { status, code, message, silent } = error;
          return { ok: false, http: true, status, code, message, silent };
        }
        const message = error instanceof Error ? error.message : String(error);
        return { ok: false, http: false, status: -1, code: undefined, message, silent: true };
      }
    },
  };
}

export type WorkerSurface = ReturnType<typeof createWorkerSurface>;

/** The main thread's typed Api over `call`: HttpError is rebuilt so callers see no difference. */
export function remoteApi(call: (name: ApiName, args: readonly unknown[]) => Promise<CallResult>) {
  const names = Object.keys(createApi({ request: () => Promise.reject(new Error()) }));
  const entries = names.map((name) => [
    name,
    async (...args: unknown[]) => {
      const result = await call(name as ApiName, args);
      if (result.ok) return result.value;
      if (result.http) {
        throw new HttpError(result.status, result.code, result.message, result.silent);
      }
      throw new Error(result.message);
    },
  ]);
  return Object.fromEntries(entries) as unknown as Api;
}
