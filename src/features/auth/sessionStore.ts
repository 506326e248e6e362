// The session: who is logged in, for which delivery customer, in which mode. Loaded once from
// the server and replaced by every call that changes it, so guards and screens never disagree.
//
// Offline-first (issue 3): the last known session is kept in localStorage (no token: the cookie
// stays HttpOnly), so a page load without the API still opens the user's local data. A logout
// that could not reach the server is remembered and sent before the old cookie is used again.
import { ERROR_CODE } from '../../api/errors';
import { Store } from '../../app/store';
import type { Api, Me } from '../../worker/api';
import { HttpError } from '../../worker/http';

export type SessionApi = Pick<
  Api,
  | 'me'
  | 'login'
  | 'logout'
  | 'depersonate'
  | 'impersonate'
  | 'setCurrentLieferkunde'
  | 'resetDifferential'
>;

export type SessionState =
  { readonly loaded: false } | { readonly loaded: true; readonly me: Me | null };

/** The part of localStorage the store uses; injectable for tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SESSION_CACHE_KEY = 'portal-session';
export const PENDING_LOGOUT_KEY = 'portal-pending-logout';

/** The request never reached the API (network, proxy): it says nothing about the session. */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  return (
    error.status === 0 ||
    error.code === ERROR_CODE.apiOffline ||
    [502, 503, 504].includes(error.status)
  );
}

/** The server answered that there is no valid session. */
export function isLoggedOutAnswer(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  return (
    error.status === 401 ||
    (error.status === 500 && error.code === ERROR_CODE.sessionExpired) ||
    error.code === 'token.notExists'
  );
}

function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage;
  } catch {
    return null; // storage blocked: the app works online only
  }
}

/** A cached session as we wrote it; anything else (old format, tampering) is ignored. */
function parseCachedMe(text: string | null): Me | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { user, lieferkunde, differential } = value as Partial<Record<keyof Me, unknown>>;
    if (typeof user !== 'object' || user === null) return null;
    if (typeof (user as { id?: unknown }).id !== 'string') return null;
    if (!Array.isArray((user as { roles?: unknown }).roles)) return null;
    if (typeof lieferkunde !== 'object' || typeof differential !== 'boolean') return null;
    return value as Me;
  } catch {
    return null;
  }
}

export class SessionStore {
  readonly state = new Store<SessionState>({ loaded: false });
  private loading: Promise<Me | null> | undefined;
  private sendingLogout: Promise<boolean> | undefined;
  /** The session came from the cache and the server has not confirmed it yet. */
  private cached = false;

  constructor(
    private readonly api: SessionApi,
    private readonly storage: KeyValueStorage | null = browserStorage(),
  ) {}

  /** The current session, loading it from the server (or the cache, offline) the first time. */
  ensureLoaded(): Promise<Me | null> {
    const state = this.state.get();
    if (state.loaded) return Promise.resolve(state.me);
    this.loading ??= this.load();
    return this.loading;
  }

  /** The loaded session, or null while unknown or logged out. */
  current(): Me | null {
    const state = this.state.get();
    return state.loaded ? state.me : null;
  }

  /** True while the session is the cached one, not yet confirmed by the server. */
  isUnconfirmed(): boolean {
    return this.cached;
  }

  /** True while a logout has not reached the server yet. */
  hasPendingLogout(): boolean {
    return this.read(PENDING_LOGOUT_KEY) !== null;
  }

  async login(username: string, password: string): Promise<Me> {
    // End the old session first (the server replaces it on login anyway).
    await this.sendPendingLogout();
    const me = await this.api.login(username, password);
    this.write(PENDING_LOGOUT_KEY, null);
    return this.set(me);
  }

  /** Ends the session on the server (or remembers to, when unreachable) and locally. */
  async logout(): Promise<void> {
    try {
      await this.api.logout();
      this.write(PENDING_LOGOUT_KEY, null);
    } catch (error) {
      // Unless the server said the session is gone, the cookie may still be valid: on a shared
      // PC the next person must not get this session back once the API is reachable.
      if (!isLoggedOutAnswer(error)) this.write(PENDING_LOGOUT_KEY, new Date().toISOString());
    }
    this.set(null);
  }

  /**
   * Sends a logout that could not reach the server before; true when none is pending any more.
   * A 401 counts as done: the session is gone either way.
   */
  sendPendingLogout(): Promise<boolean> {
    if (!this.hasPendingLogout()) return Promise.resolve(true);
    this.sendingLogout ??= this.api
      .logout()
      .then(
        () => true,
        (error: unknown) => isLoggedOutAnswer(error),
      )
      .then((done) => {
        this.sendingLogout = undefined;
        if (done) this.write(PENDING_LOGOUT_KEY, null);
        return done;
      });
    return this.sendingLogout;
  }

  /**
   * The API is reachable again: send a pending logout, then confirm a session that started from
   * the cache. 'expired' when the server no longer knows it (the caller runs the expiry flow).
   */
  async onReachable(): Promise<'expired' | null> {
    if (this.hasPendingLogout()) {
      await this.sendPendingLogout();
      return null;
    }
    if (!this.cached) return null;
    const before = this.state.get();
    try {
      const me = await this.api.me();
      // A login or logout meanwhile wins over this older answer.
      if (this.state.get() === before) this.set(me);
      return null;
    } catch (error) {
      return isLoggedOutAnswer(error) && this.state.get() === before ? 'expired' : null;
    }
  }

  /** Forgets the session locally, e.g. when the server says it expired. */
  clear(): void {
    this.set(null);
  }

  /** Takes over a session the sync worker reloaded after a reconnect. */
  replace(me: Me): void {
    this.set(me);
  }

  async depersonate(): Promise<Me> {
    return this.set(await this.api.depersonate());
  }

  async impersonate(userId: string): Promise<Me> {
    return this.set(await this.api.impersonate(userId));
  }

  async setCustomer(lieferkundeNr: number, differential: boolean): Promise<Me> {
    return this.set(await this.api.setCurrentLieferkunde(lieferkundeNr, differential));
  }

  async resetDifferential(): Promise<Me> {
    return this.set(await this.api.resetDifferential());
  }

  private async load(): Promise<Me | null> {
    if (this.hasPendingLogout()) {
      // /me would still accept the old cookie: never trust it before the logout went through.
      await this.sendPendingLogout();
      return this.set(null);
    }
    try {
      return this.set(await this.api.me());
    } catch (error) {
      if (isUnreachable(error)) {
        const cached = parseCachedMe(this.read(SESSION_CACHE_KEY));
        if (cached) return this.set(cached, { cached: true });
      }
      // Only the server's "no session" ends the cached one; another failure just shows /login.
      return this.set(null, { keepCache: !isLoggedOutAnswer(error) });
    }
  }

  private set<T extends Me | null>(
    me: T,
    options: { readonly cached?: boolean; readonly keepCache?: boolean } = {},
  ): T {
    this.loading = undefined;
    this.cached = me !== null && options.cached === true;
    if (!options.keepCache) this.write(SESSION_CACHE_KEY, me ? JSON.stringify(me) : null);
    this.state.set({ loaded: true, me });
    return me;
  }

  private read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: string | null): void {
    try {
      if (value === null) this.storage?.removeItem(key);
      else this.storage?.setItem(key, value);
    } catch {
      // Quota or blocked storage: the online session still works.
    }
  }
}
