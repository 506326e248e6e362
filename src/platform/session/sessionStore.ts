// The session: who is logged in, for which delivery customer, in which mode. Loaded once from
// the server and replaced by every call that changes it, so guards and screens never disagree.
//
// Offline-first (issue 3): the last known session is kept in localStorage (no token: the cookie
// stays HttpOnly), so a page load without the API still opens the user's local data. A logout
// that could not reach the server is remembered and sent before the old cookie is used again.
//
// Tabs share the cookie (issue 10 point 4): a login, logout or impersonation in one tab changes
// the session of every tab. The tab that made the change announces it on a BroadcastChannel; the
// `storage` event of the cached session is the fallback. Other tabs then reload the session.
import { ERROR_CODE } from '../../api/errors';
import { Store } from '../../state/store';
import type { Lieferkunde, Me } from '../../worker/api';
import type { MainThreadCalls } from '../client';
import { HttpError } from '../../worker/http';
import type { PlatformCalls } from '../platformCalls';

export type SessionApi = Pick<MainThreadCalls, 'me' | 'login' | 'logout'> &
  Pick<
    PlatformCalls,
    'depersonate' | 'impersonate' | 'setCurrentLieferkunde' | 'resetDifferential'
  >;

export type SessionState =
  { readonly loaded: false } | { readonly loaded: true; readonly me: Me | null };

/** The part of localStorage the store uses; injectable for tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const SESSION_CACHE_KEY = 'portal-session';
export const PENDING_LOGOUT_KEY = 'portal-pending-logout';
/** A delivery customer chosen on this device (offline) that the server's session does not know. */
export const PENDING_CUSTOMER_KEY = 'portal-pending-customer';

interface PendingCustomer {
  readonly userId: string;
  readonly lieferkunde: Lieferkunde;
  readonly differential: boolean;
}

function parsePendingCustomer(raw: string | null): PendingCustomer | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingCustomer> | null;
    return value && typeof value.userId === 'string' && value.lieferkunde
      ? (value as PendingCustomer)
      : null;
  } catch {
    return null;
  }
}
/** The BroadcastChannel on which a tab announces who the session belongs to after a change. */
export const SESSION_CHANNEL = 'portal-session';

/** What a tab announces: the new identity (see identityOf), or null after a logout. */
interface SessionAnnouncement {
  readonly type: 'session';
  readonly identity: string | null;
}

export interface SessionChannelLike {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: SessionAnnouncement): void;
  close(): void;
}

/** Where `storage` events arrive (the window); injectable for tests. */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface SessionStoreOptions {
  readonly channel?: SessionChannelLike | null;
  readonly storageEvents?: StorageEvents | null;
}

/** What a tab must do after its session was reloaded because it changed elsewhere. */
export type SessionChange =
  /** Still the same person (maybe another delivery customer): stay. */
  | 'same'
  /** Nobody is logged in any more. */
  | 'login'
  /** Another user (or an impersonation started or ended): their data, not this screen's. */
  | 'otherUser'
  /** The server gave no usable answer: the session is kept as it is. */
  | 'unknown';

/**
 * Who acts: the user and, during an impersonation, the admin. A change of either means another
 * local database or other rights, so the tab must leave its screen.
 */
export function identityOf(me: Me | null): string | null {
  return me ? JSON.stringify([me.user.id, me.user.impersonated_by]) : null;
}

function openSessionChannel(): SessionChannelLike | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);
}

function browserEvents(): StorageEvents | null {
  return typeof window === 'undefined' ? null : window;
}

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
  private refreshing: Promise<SessionChange> | undefined;
  /** Calls of this tab that replace the session id (login, logout, impersonation), running. */
  private readonly inFlight = new Set<Promise<unknown>>();
  private customerSends: Promise<void> = Promise.resolve();
  /** The session came from the cache and the server has not confirmed it yet. */
  private cached = false;
  private readonly channel: SessionChannelLike | null;
  private readonly elsewhere = new Set<() => void>();

  constructor(
    private readonly api: SessionApi,
    private readonly storage: KeyValueStorage | null = browserStorage(),
    options: SessionStoreOptions = {},
  ) {
    // A BroadcastChannel never delivers a message to the object that posted it, so this tab
    // does not react to its own announcements; `storage` events never fire in the writing tab.
    this.channel = options.channel === undefined ? openSessionChannel() : options.channel;
    if (this.channel) {
      this.channel.onmessage = (event: MessageEvent) => {
        const data = event.data as Partial<SessionAnnouncement> | null;
        if (data?.type === 'session') this.announced(data.identity ?? null);
      };
    }
    const events = options.storageEvents === undefined ? browserEvents() : options.storageEvents;
    events?.addEventListener('storage', (event: StorageEvent) => {
      if (event.key !== SESSION_CACHE_KEY && event.key !== null) return;
      // key null: another tab cleared the whole storage.
      this.announced(identityOf(parseCachedMe(event.key === null ? null : event.newValue)));
    });
  }

  /**
   * Calls `listener` when another tab of this browser changed who the session belongs to. The
   * listener then calls refresh(); both signals may arrive for one change.
   */
  onChangedElsewhere(listener: () => void): () => void {
    this.elsewhere.add(listener);
    return () => this.elsewhere.delete(listener);
  }

  /**
   * Reloads the session after it changed underneath this tab (another tab, or the sync worker
   * met another user's session). Offline, the session another tab cached stands in. One reload
   * at a time: a broadcast and a storage event for the same change share it.
   */
  refresh(): Promise<SessionChange> {
    this.refreshing ??= this.reload().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

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

  /**
   * Whether the server may know a session for this browser before it has answered: false only
   * when this browser cached none (every session this app saw is cached, see set()). A hint for
   * what to wait for, never a decision: the answer still comes and wins.
   */
  mayBeLoggedIn(): boolean {
    if (this.current()) return true;
    if (this.state.get().loaded) return false;
    return this.storage === null || this.read(SESSION_CACHE_KEY) !== null;
  }

  /** True while a logout has not reached the server yet. */
  hasPendingLogout(): boolean {
    return this.read(PENDING_LOGOUT_KEY) !== null;
  }

  login(username: string, password: string): Promise<Me> {
    return this.changing(async () => {
      // End the old session first (the server replaces it on login anyway).
      await this.sendPendingLogout();
      const me = await this.api.login(username, password);
      this.write(PENDING_LOGOUT_KEY, null);
      // A new session starts with the server's customer, not one chosen in an older one.
      this.write(PENDING_CUSTOMER_KEY, null);
      return this.announce(this.set(me));
    });
  }

  /** Ends the session on the server (or remembers to, when unreachable) and locally. */
  logout(): Promise<void> {
    return this.changing(async () => {
      try {
        await this.api.logout();
        this.write(PENDING_LOGOUT_KEY, null);
      } catch (error) {
        // Unless the server said the session is gone, the cookie may still be valid: on a shared
        // PC the next person must not get this session back once the API is reachable.
        if (!isLoggedOutAnswer(error)) this.write(PENDING_LOGOUT_KEY, new Date().toISOString());
      }
      this.announce(this.set(null));
    });
  }

  /**
   * Whether the server still knows a session for this browser, asked once this tab's own
   * session changes (login, logout, impersonation: each gets a new session id) are through; the
   * state stays as it is. A 401 from a request sent under a session id that was replaced a
   * moment ago (here or in another tab) is no expiry: true. null when the server could not say.
   */
  async hasServerSession(): Promise<boolean | null> {
    await Promise.allSettled([...this.inFlight]);
    try {
      await this.api.me();
      return true;
    } catch (error) {
      return isLoggedOutAnswer(error) ? false : null;
    }
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
      if (this.state.get() === before) this.set(this.withPendingCustomer(me));
      return null;
    } catch (error) {
      return isLoggedOutAnswer(error) && this.state.get() === before ? 'expired' : null;
    }
  }

  /** Forgets the session locally, e.g. when the server says it expired. */
  clear(): void {
    this.set(null);
  }

  /**
   * Forgets the cached session if it is this user's (their local data is being removed from the
   * device). A cache of someone else stays.
   */
  forgetCached(userId: string): void {
    if (parseCachedMe(this.read(SESSION_CACHE_KEY))?.user.id === userId) {
      this.write(SESSION_CACHE_KEY, null);
    }
  }

  /** Takes over a session the sync worker reloaded after a reconnect. */
  replace(me: Me): void {
    this.set(this.withPendingCustomer(me));
  }

  depersonate(): Promise<Me> {
    return this.changing(async () => this.announce(this.set(await this.api.depersonate())));
  }

  impersonate(userId: string): Promise<Me> {
    return this.changing(async () => this.announce(this.set(await this.api.impersonate(userId))));
  }

  /** Runs a call that replaces the session id, known to hasServerSession() while it runs. */
  private changing<T>(run: () => Promise<T>): Promise<T> {
    const call = run();
    this.inFlight.add(call);
    const done = () => void this.inFlight.delete(call);
    call.then(done, done);
    return call;
  }

  async setCustomer(lieferkundeNr: number, differential: boolean): Promise<Me> {
    this.write(PENDING_CUSTOMER_KEY, null);
    return this.set(await this.api.setCurrentLieferkunde(lieferkundeNr, differential));
  }

  /**
   * Chooses the delivery customer on this device at once (issue 26): the screens show that
   * customer's local data without a round trip, online and offline. Every synced change names its
   * own customer and every online call the device's (`X-Lieferkunde`), so the server's session is
   * only told in the background when it can be reached at that moment (it remembers the choice
   * for the next login); a choice made offline stays on the device and over the server's session.
   */
  chooseCustomer(lieferkunde: Lieferkunde, differential: boolean): Me {
    const me = this.current();
    if (!me) throw new Error('No session to choose a delivery customer for.');
    const pending: PendingCustomer = { userId: me.user.id, lieferkunde, differential };
    this.write(PENDING_CUSTOMER_KEY, JSON.stringify(pending));
    const chosen = this.set({ ...me, lieferkunde, differential });
    void this.sendPendingCustomer();
    return chosen;
  }

  /** The choice of this device the server has not confirmed yet (for this user). */
  private pendingCustomer(userId: string | undefined): PendingCustomer | null {
    const pending = parsePendingCustomer(this.read(PENDING_CUSTOMER_KEY));
    return pending && pending.userId === userId ? pending : null;
  }

  /** The server's session with this device's unconfirmed choice over it. */
  private withPendingCustomer<T extends Me | null>(me: T): T {
    const pending = me && this.pendingCustomer(me.user.id);
    return me && pending
      ? { ...me, lieferkunde: pending.lieferkunde, differential: pending.differential }
      : me;
  }

  /**
   * Sends the device's choice to the server, one after the other. Unreachable: it stays on the
   * device. Refused (the customer was taken away meanwhile): the server's session wins.
   */
  sendPendingCustomer(): Promise<void> {
    const send = async () => {
      const pending = this.pendingCustomer(this.current()?.user.id);
      if (!pending) return;
      const { lieferkunde, differential } = pending;
      const still = () => {
        const now = this.pendingCustomer(pending.userId);
        return now !== null && JSON.stringify(now) === JSON.stringify(pending);
      };
      try {
        const me = await this.api.setCurrentLieferkunde(lieferkunde.LieferkundeNr, differential);
        if (!still()) return;
        this.write(PENDING_CUSTOMER_KEY, null);
        this.set(me);
      } catch (error) {
        if (isUnreachable(error) || !still()) return;
        this.write(PENDING_CUSTOMER_KEY, null);
        this.set(await this.api.me().catch(() => this.current()));
      }
    };
    this.customerSends = this.customerSends.then(send, send);
    return this.customerSends;
  }

  async resetDifferential(): Promise<Me> {
    this.write(PENDING_CUSTOMER_KEY, null);
    return this.set(await this.api.resetDifferential());
  }

  /** Another tab announced `identity`: only a different one concerns this tab. */
  private announced(identity: string | null): void {
    // Still loading: that load reads the new session anyway.
    if (!this.state.get().loaded || identity === identityOf(this.current())) return;
    for (const listener of [...this.elsewhere]) listener();
  }

  private announce<T extends Me | null>(me: T): T {
    try {
      this.channel?.postMessage({ type: 'session', identity: identityOf(me) });
    } catch {
      // A closed channel: the storage event still tells the other tabs.
    }
    return me;
  }

  private async reload(): Promise<SessionChange> {
    const before = identityOf(this.current());
    let me: Me | null;
    let cached = false;
    try {
      me = this.withPendingCustomer(await this.api.me());
    } catch (error) {
      if (isLoggedOutAnswer(error)) {
        me = null;
      } else if (isUnreachable(error)) {
        // The other tab wrote its session to the cache before it announced it.
        me = parseCachedMe(this.read(SESSION_CACHE_KEY));
        cached = me !== null;
      } else {
        return 'unknown';
      }
    }
    this.set(me, { cached });
    if (identityOf(me) === before) return 'same';
    return me ? 'otherUser' : 'login';
  }

  private async load(): Promise<Me | null> {
    if (this.hasPendingLogout()) {
      // /me would still accept the old cookie: never trust it before the logout went through.
      await this.sendPendingLogout();
      return this.settle(null);
    }
    try {
      return this.settle(this.withPendingCustomer(await this.api.me()));
    } catch (error) {
      if (isUnreachable(error)) {
        const cached = parseCachedMe(this.read(SESSION_CACHE_KEY));
        if (cached) return this.settle(cached, { cached: true });
      }
      // Only the server's "no session" ends the cached one; another failure just shows /login.
      return this.settle(null, { keepCache: !isLoggedOutAnswer(error) });
    }
  }

  /**
   * The first load's answer, unless a login, logout or impersonation of this tab set the session
   * while it was on its way: that one is newer and stays.
   */
  private settle(
    me: Me | null,
    options: { readonly cached?: boolean; readonly keepCache?: boolean } = {},
  ): Me | null {
    if (this.state.get().loaded) return this.current();
    return this.set(me, options);
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
