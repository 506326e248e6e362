// The main thread's API. Issue 11: the login page must not load the sync worker, Dexie or zod,
// so the calls a visitor makes before the login (the session, login, logout and the domain
// config) go out from the main thread through the same pipeline code as the worker's
// (src/worker/http.ts: SPEC 7 headers, SPEC 8 error rules). So do the account calls of issue 12
// (password reset, IP unlock, change password): the first two are made without a login, and the
// change must work while a user who must change the password has no data runtime (no worker
// user, app/client/shell/userData.ts). Every other call needs a login; it starts the worker
// (src/platform/syncWorker.ts, loaded on demand) and runs there.
import type { AccountCalls } from '../api/account';
import type { RegistrationCalls } from '../api/registration';
import { parseDomainConfig } from '../api/domainConfigCheck';
import { AUTH_REQUIRED_MESSAGE, ERROR_CODE } from '../api/errors';
import { API, API_BASE } from '../api/paths';
import { workerStatus } from '../db/workerStatus';
import { de } from '../i18n/de';
import type {
  Api,
  DomainConfig,
  Me,
  RegisterConfig,
  RegisterSettings,
  RegistrationBody,
} from '../worker/api';
import type { SyncWorkerClient } from '../worker/client';
import { loadSyncWorkerScript } from '../worker/script';
import { ConnectivityMonitor } from '../worker/connectivity';
import { createHttpClient, HttpError, type RequestContext } from '../worker/http';
import { emitAppEvent } from '../state/events';
import { platformCalls, type PlatformCalls } from './platformCalls';
import { ensureWindowId, randomId } from './windowId';
import { trackScreenCall } from './screenShown';

const requestContext: { -readonly [K in keyof RequestContext]: RequestContext[K] } = {
  windowId: ensureWindowId(window, randomId),
  route: window.location.pathname,
  screenId: '',
};

let worker: Promise<SyncWorkerClient> | undefined;
let workerStarted = false;

/** The sync worker, started (and its code loaded) on the first call. */
export function syncWorker(): Promise<SyncWorkerClient> {
  worker ??= Promise.all([import('./syncWorker'), loadSyncWorkerScript()]).then(
    ([{ startWorker }, createWorker]) => {
      workerStarted = true;
      // The worker keeps the connectivity from now on (its own probe and requests).
      connectivity.dispose();
      return startWorker(requestContext, createWorker);
    },
  );
  return worker;
}

/** Called by the router after each navigation. */
export function setCurrentScreen(route: string, screenId: string): void {
  requestContext.route = route;
  requestContext.screenId = screenId;
  if (worker) void worker.then((w) => w.setContext({ ...requestContext }));
}

/**
 * The delivery customer chosen on the device (issue 26): every call names it, so the online calls
 * answer for the customer on screen whatever the server's session last heard.
 */
export function setRequestCustomer(lieferkundeNr: number | undefined): void {
  if (requestContext.customer === lieferkundeNr) return;
  requestContext.customer = lieferkundeNr;
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

/** The account contract, loaded with the first account answer (never on /login). */
const accountContract = () => import('../api/account');

/**
 * Issue 12. Silent: each screen shows the server's German message itself (under its form), and
 * the change-password screen turns a 401 into the session-expired screen.
 */
const accountCalls: AccountCalls = {
  requestPasswordReset: async (email) => {
    const answer = await http.request<unknown>({
      method: 'POST',
      path: API.passwordResetRequest,
      body: { email },
      silent: true,
    });
    (await accountContract()).ResetRequested.parse(answer);
  },
  checkResetToken: async (token) => {
    const answer = await http.request<unknown>({
      method: 'POST',
      path: API.passwordResetCheck,
      body: { token },
      silent: true,
    });
    (await accountContract()).TokenValid.parse(answer);
  },
  confirmPasswordReset: async (token, password) => {
    const answer = await http.request<unknown>({
      method: 'POST',
      path: API.passwordResetConfirm,
      body: { token, password },
      silent: true,
    });
    (await accountContract()).PasswordChanged.parse(answer);
  },
  changePassword: (currentPassword, newPassword) =>
    http
      .request<unknown>({
        method: 'POST',
        path: API.changePassword,
        body: { currentPassword, newPassword },
        silent: true,
      })
      .then(parseMe),
  lookupIp: async (token) => {
    const answer = await http.request<unknown>({
      method: 'POST',
      path: API.validateIpLookup,
      body: { token },
      silent: true,
    });
    return (await accountContract()).IpAddress.parse(answer).ip;
  },
  validateIp: async (token) => {
    const answer = await http.request<unknown>({
      method: 'POST',
      path: API.validateIpConfirm,
      body: { token },
      silent: true,
    });
    return (await accountContract()).IpAddress.parse(answer).ip;
  },
};

/** The calls the main thread makes itself: before any login, and without the worker. */
export interface MainThreadCalls extends AccountCalls, RegistrationCalls {
  domainConfig(): Promise<DomainConfig>;
  me(): Promise<Me>;
  login(username: string, password: string): Promise<Me>;
  logout(): Promise<unknown>;
  /** The registration's countries and interests (public; the page shows its own error). */
  registerSettings(): Promise<RegisterSettings>;
  /** The registration config: whether its acknowledgement must be ticked, and its text. */
  registerConfig(): Promise<RegisterConfig>;
  /** Whether a user or a pending registration has this address (SPEC 7 BenutzerExistiert). */
  testUserExists(email: string): Promise<boolean>;
  /** SPEC 7 "Register user": true when the registration is stored. */
  register(body: RegistrationBody): Promise<boolean>;
}

/**
 * The registration's contract (zod), loaded with the first answer of a /register call: the
 * register page's calls run before any login, and the login page never loads zod.
 */
const registration = () => import('../api/registration');

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
  // Self-registration (issue 12): public, so before any login; the page shows its own errors.
  registerSettings: async () => {
    const answer = await http.request<unknown>({
      method: 'GET',
      path: API.registerSettings,
      silent: true,
    });
    return (await registration()).RegisterSettings.parse(answer);
  },
  registerConfig: async () => {
    const answer = await http.request<unknown>({
      method: 'GET',
      path: API.registerConfig,
      silent: true,
    });
    return (await registration()).RegisterConfig.parse(answer);
  },
  testUserExists: async (email) => {
    const answer = await http.request<unknown>({
      method: 'POST',
      path: API.registerTestUserExists,
      body: { email },
      silent: true,
    });
    return (await registration()).TestUserExistsAnswer.parse(answer).BenutzerExistiert;
  },
  register: async (body) => {
    const answer = await http.request<unknown>({
      method: 'POST',
      path: API.register,
      body,
      silent: true,
    });
    return (await registration()).RegisterAnswer.parse(answer);
  },
  // The mailed link's token goes in the body, so no access log holds it (issue 23).
  confirmRegistration: async (token) => {
    const answer = await http.request<unknown>({
      method: 'POST',
      path: API.registerConfirm,
      body: { token },
      silent: true,
    });
    (await registration()).RegistrationConfirmed.parse(answer);
  },
  ...accountCalls,
};

// What the worker runs: its one generic `request`, through which the declared calls go.
// A screen's calls are counted: a session's first pulls wait for them (screenShown.ts).
const workerCalls: Api = {
  request: (request) => trackScreenCall(syncWorker().then((w) => w.api.request(request))),
};

export const api: MainThreadCalls & Api & PlatformCalls = {
  ...mainThread,
  ...workerCalls,
  ...platformCalls(workerCalls.request),
};
