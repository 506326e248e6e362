// The main thread's API. Issue 11: the login page must not load the sync worker, Dexie or zod,
// so the calls a visitor makes before the login (the session, login, logout and the domain
// config) go out from the main thread through the same pipeline code as the worker's
// (src/worker/http.ts: SPEC 7 headers, SPEC 8 error rules). Every other call needs a login; it
// starts the worker (src/platform/syncWorker.ts, loaded on demand) and runs there.
import { parseDomainConfig } from '../api/domainConfigCheck';
import { AUTH_REQUIRED_MESSAGE, ERROR_CODE } from '../api/errors';
import { API, API_BASE } from '../api/paths';
import { workerStatus } from '../db/workerStatus';
import { de } from '../i18n/de';
import type { Api, Me } from '../worker/api';
import type { SyncWorkerClient } from '../worker/client';
import { ConnectivityMonitor } from '../worker/connectivity';
import { createHttpClient, HttpError, type RequestContext } from '../worker/http';
import { emitAppEvent } from '../state/events';
import { ensureWindowId, randomId } from './windowId';

const requestContext: { -readonly [K in keyof RequestContext]: RequestContext[K] } = {
  windowId: ensureWindowId(window, randomId),
  route: window.location.pathname,
  screenId: '',
};

let worker: Promise<SyncWorkerClient> | undefined;
let workerStarted = false;

/** The sync worker, started (and its code loaded) on the first call. */
export function syncWorker(): Promise<SyncWorkerClient> {
  worker ??= import('./syncWorker').then(({ startWorker }) => {
    workerStarted = true;
    // The worker keeps the connectivity from now on (its own probe and requests).
    connectivity.dispose();
    return startWorker(requestContext);
  });
  return worker;
}

/** Called by the router after each navigation. */
export function setCurrentScreen(route: string, screenId: string): void {
  requestContext.route = route;
  requestContext.screenId = screenId;
  if (worker) void worker.then((w) => w.setContext({ ...requestContext }));
}

// Until the worker runs, the main thread tells offline and unreachable apart for the banner
// of the login page, as the worker does (src/worker/connectivity.ts).
const connectivity = new ConnectivityMonitor({
  browserOnline: navigator.onLine,
  probe: () =>
    http.request<unknown>({ method: 'GET', path: API.health, silent: true }).then(
      () => true,
      () => false,
    ),
  onChange: (state) => {
    if (workerStarted) return;
    const reachableSince = state === 'online' ? new Date().toISOString() : null;
    workerStatus.set({ ...workerStatus.get(), connectivity: state, reachableSince });
  },
  onRecovered: () => undefined,
});
workerStatus.set({ ...workerStatus.get(), connectivity: connectivity.state });
/** Feeds the monitor until the worker runs; after that it must not probe on its own. */
const untilWorker = (feed: () => void) => {
  if (!workerStarted) feed();
};
window.addEventListener('online', () => untilWorker(() => connectivity.setBrowserOnline(true)));
window.addEventListener('offline', () => untilWorker(() => connectivity.setBrowserOnline(false)));

const healthUrl = `${API_BASE}${API.health}`;
const http = createHttpClient({
  // Every request's outcome feeds the connectivity; the probe's own outcome is the monitor's.
  fetch: async (input, init) => {
    const probe = String(input).startsWith(healthUrl);
    try {
      const response = await fetch(input, init);
      if (!probe && response.status < 500) untilWorker(() => connectivity.reportSuccess());
      return response;
    } catch (error) {
      if (!probe) untilWorker(() => connectivity.reportFailure());
      throw error;
    }
  },
  context: () => requestContext,
  emit: emitAppEvent,
  offlineMessage: de.connectivity.apiUnreachable,
});

/**
 * The session answer, checked by the zod contract. zod loads with the first session answer: on
 * /login a visitor without a session gets none and never loads it.
 */
async function parseMe(data: unknown): Promise<Me> {
  const { Me } = await import('../api/schemas');
  return Me.parse(data);
}

/**
 * `me()` asks the public `GET /auth/session`, which answers `{ me: null }` instead of a 401, so
 * the browser logs no failed request on /login (Lighthouse counts it as a console error). For
 * the callers nothing changes: no session is the same silent HttpError as /auth/me's 401.
 */
async function currentSession(): Promise<Me> {
  const answer = await http.request<unknown>({ method: 'GET', path: API.session, silent: true });
  const me = typeof answer === 'object' && answer !== null ? (answer as { me?: unknown }).me : null;
  if (me === null || me === undefined) {
    throw new HttpError(401, ERROR_CODE.authRequired, AUTH_REQUIRED_MESSAGE, true);
  }
  return parseMe(me);
}

type MainThreadCalls = Pick<Api, 'me' | 'login' | 'logout' | 'domainConfig'>;
type WorkerCalls = Omit<Api, keyof MainThreadCalls>;

const mainThread: MainThreadCalls = {
  domainConfig: () =>
    http.request({ method: 'GET', path: API.domainConfig, parse: parseDomainConfig }),
  /** Silent: "not logged in" is a normal answer at start-up, not an expired session. */
  me: currentSession,
  login: (username, password) =>
    http
      .request<unknown>({
        method: 'POST',
        path: API.login,
        body: { username, password },
        silent: true,
      })
      .then(parseMe),
  logout: () => http.request<unknown>({ method: 'POST', path: API.logout, silent: true }),
};

function viaWorker<K extends keyof WorkerCalls>(name: K): WorkerCalls[K] {
  type Call = (...args: Parameters<WorkerCalls[K]>) => ReturnType<WorkerCalls[K]>;
  const call = async (...args: Parameters<WorkerCalls[K]>) =>
    ((await syncWorker()).api[name] as Call)(...args);
  return call as unknown as WorkerCalls[K];
}

// Listed, not generated: a call added to the worker's Api must be added here to compile.
const workerCalls: { readonly [K in keyof WorkerCalls]-?: WorkerCalls[K] } = {
  depersonate: viaWorker('depersonate'),
  lieferkunden: viaWorker('lieferkunden'),
  setCurrentLieferkunde: viaWorker('setCurrentLieferkunde'),
  resetDifferential: viaWorker('resetDifferential'),
  getAutologonLkndNr: viaWorker('getAutologonLkndNr'),
  setAutologonLkndNr: viaWorker('setAutologonLkndNr'),
  adminUsers: viaWorker('adminUsers'),
  impersonate: viaWorker('impersonate'),
  adminImpersonations: viaWorker('adminImpersonations'),
  adminMail: viaWorker('adminMail'),
  adminMailTest: viaWorker('adminMailTest'),
  checkAvailability: viaWorker('checkAvailability'),
};

export const api: Api = { ...mainThread, ...workerCalls };
