// The session: who is logged in, for which delivery customer, in which mode. Loaded once from
// the server and replaced by every call that changes it, so guards and screens never disagree.
import { Store } from '../../app/store';
import type { Api, Me } from '../../worker/api';

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

export class SessionStore {
  readonly state = new Store<SessionState>({ loaded: false });
  private loading: Promise<Me | null> | undefined;

  constructor(private readonly api: SessionApi) {}

  /** The current session, loading it from the server the first time. */
  ensureLoaded(): Promise<Me | null> {
    const state = this.state.get();
    if (state.loaded) return Promise.resolve(state.me);
    this.loading ??= this.api
      .me()
      .catch(() => null)
      .then((me) => this.set(me));
    return this.loading;
  }

  /** The loaded session, or null while unknown or logged out. */
  current(): Me | null {
    const state = this.state.get();
    return state.loaded ? state.me : null;
  }

  async login(username: string, password: string): Promise<Me> {
    return this.set(await this.api.login(username, password));
  }

  /** Ends the session on the server (best effort) and locally. */
  async logout(): Promise<void> {
    try {
      await this.api.logout();
    } catch {
      // The session may already be gone on the server; locally it ends either way.
    }
    this.set(null);
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

  private set<T extends Me | null>(me: T): T {
    this.loading = undefined;
    this.state.set({ loaded: true, me });
    return me;
  }
}
