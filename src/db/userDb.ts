// One local database per user (DESIGN "Connectivity, session, errors"): opened when the session
// has a user, closed on logout or a user switch, so another user never sees nor sends it.
// The outbox stays in it across a session expiry; the same user logging in replays it. On a
// shared computer the user may remove it (issue 10 point 13), but never with changes queued.
import { Dexie } from 'dexie';
import { Store } from '../state/store';
import { de } from '../i18n/de';
import type { AppEvent } from '../state/appEvents';
import type { SessionOwner } from './mutators';
import { databaseName, META, PortalDb } from './schema';

/** localStorage key of `{ userId: clientId }`: it often survives when IndexedDB is wiped. */
export const KNOWN_CLIENTS_KEY = 'portal-known-clients';

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** What waiting for the session user's database gave (see UserDbManager.whenOpen). */
export type DbWait =
  | { readonly db: PortalDb }
  /** Nobody is logged in. */
  | { readonly db: null; readonly reason: 'no_user' }
  /** It failed to open (storage blocked, quota) or did not open in time. */
  | { readonly db: null; readonly reason: 'unavailable' };

export type RemoveOutcome = 'removed' | 'pending' | 'in_use';

/** How long remove() waits for a switch away from the user to finish. */
export const SWITCH_TIMEOUT_MS = 10_000;

/** Whose database the session wants open: undefined while the session is still loading. */
interface Wish {
  readonly userId: string | null | undefined;
  readonly failed: boolean;
}

function readKnownClients(storage: KeyValueStorage): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KNOWN_CLIENTS_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export interface InitResult {
  readonly clientId: string;
  /** We knew a client for this user, but its database had no marker: the data vanished. */
  readonly lost: boolean;
}

/** First open writes clientId and marker; every open records the session user (the owner). */
export async function initUserDb(
  db: PortalDb,
  user: SessionOwner,
  storage: KeyValueStorage,
  now: () => string = () => new Date().toISOString(),
): Promise<InitResult> {
  const known = readKnownClients(storage);
  const result = await db.transaction('rw', db.meta, async (): Promise<InitResult> => {
    await db.meta.put({ key: META.user, value: { id: user.id, name: user.name } });
    const marker = await db.meta.get(META.marker);
    const clientId = (await db.meta.get(META.clientId))?.value;
    if (marker && typeof clientId === 'string') return { clientId, lost: false };
    const fresh = crypto.randomUUID();
    await db.meta.bulkPut([
      { key: META.clientId, value: fresh },
      { key: META.marker, value: { createdAt: now(), userId: user.id } },
    ]);
    return { clientId: fresh, lost: known[user.id] !== undefined };
  });
  try {
    storage.setItem(KNOWN_CLIENTS_KEY, JSON.stringify({ ...known, [user.id]: result.clientId }));
  } catch {
    // Storage full or disabled: the vanish detection is best effort.
  }
  return result;
}

export interface UserDbOptions {
  readonly storage: KeyValueStorage;
  readonly emit: (event: AppEvent) => void;
  readonly create?: (name: string) => PortalDb;
}

export class UserDbManager {
  /** The current user's database; null before login. React reads it through useDb(). */
  readonly current = new Store<PortalDb | null>(null);
  private user: SessionOwner | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly wish = new Store<Wish>({ userId: undefined, failed: false });

  constructor(private readonly options: UserDbOptions) {}

  /**
   * Told by the session binding (app/client/shell/userData.ts) as soon as the session is known, before
   * the switch itself, which first waits for the sync worker to stop.
   */
  expect(userId: string | null | undefined): void {
    if (this.wish.get().userId !== userId) this.wish.set({ userId, failed: false });
  }

  /**
   * The session user's database once it is open. Right after a page load the session is known
   * a moment before its database is open; a user acting in that moment waits instead of being
   * told to log in. Resolves at once when nobody is logged in or the open failed.
   */
  whenOpen(timeoutMs: number): Promise<DbWait> {
    const settled = (): DbWait | null => {
      const { userId, failed } = this.wish.get();
      if (userId === null) return { db: null, reason: 'no_user' };
      const db = this.current.get();
      if (db && (userId === undefined || userId === this.user?.id)) return { db };
      return failed ? { db: null, reason: 'unavailable' } : null;
    };
    const now = settled();
    if (now) return Promise.resolve(now);
    return new Promise((resolve) => {
      const finish = (result: DbWait) => {
        clearTimeout(timer);
        offDb();
        offWish();
        resolve(result);
      };
      const check = () => {
        const result = settled();
        if (result) finish(result);
      };
      const timer = setTimeout(() => finish({ db: null, reason: 'unavailable' }), timeoutMs);
      const offDb = this.current.subscribe(check);
      const offWish = this.wish.subscribe(check);
    });
  }

  /** Opens (or keeps) the database of this user; closes another user's first. */
  open(user: SessionOwner): Promise<PortalDb> {
    return this.serialise(() =>
      this.openNow(user).catch((error: unknown) => {
        const wish = this.wish.get();
        if (wish.userId === user.id) this.wish.set({ ...wish, failed: true });
        throw error;
      }),
    );
  }

  private async openNow(user: SessionOwner): Promise<PortalDb> {
    const open = this.current.get();
    if (open && this.user?.id === user.id) {
      if (this.user.name !== user.name) await initUserDb(open, user, this.options.storage);
      this.user = user;
      return open;
    }
    this.closeNow();
    const db = this.create(databaseName(user.id));
    await db.open();
    const { lost } = await initUserDb(db, user, this.options.storage);
    if (lost) this.options.emit({ type: 'local_data_lost', message: de.sync.localDataLost });
    this.user = user;
    this.current.set(db);
    return db;
  }

  /**
   * Removes a user's local database and their known-client record, so their next login here is
   * a first start and not 'local data lost'. Refused while changes wait in their outbox, and
   * while the session still wants their database. A switch away from them that is still under
   * way (it stops the sync worker first) is waited for.
   */
  async remove(userId: string, timeoutMs = SWITCH_TIMEOUT_MS): Promise<RemoveOutcome> {
    if (this.wish.get().userId === userId) return 'in_use';
    if (!(await this.whenNotOpen(userId, timeoutMs))) return 'in_use';
    return this.serialise(async (): Promise<RemoveOutcome> => {
      if (this.user?.id === userId || this.wish.get().userId === userId) return 'in_use';
      const name = databaseName(userId);
      if (await Dexie.exists(name)) {
        const db = this.create(name);
        await db.open();
        try {
          // Queued changes, and rejected ones the user has not retried or discarded yet.
          const unsent = (await db.outbox.count()) + (await db.failedMutations.count());
          if (unsent > 0) return 'pending';
        } finally {
          db.close();
        }
        // Other tabs' connections close themselves on the delete's versionchange (Dexie).
        await Dexie.delete(name);
      }
      const { [userId]: _removed, ...others } = readKnownClients(this.options.storage);
      try {
        this.options.storage.setItem(KNOWN_CLIENTS_KEY, JSON.stringify(others));
      } catch {
        // Storage blocked: nothing was recorded there either.
      }
      return 'removed';
    });
  }

  /** Logout or session expiry: the data (and the outbox) stay on disk for this user. */
  close(): Promise<void> {
    return this.serialise(async () => this.closeNow());
  }

  /** After a lost connection (DatabaseClosedError) or a quota error: a fresh connection. */
  reopen(): Promise<PortalDb | null> {
    return this.serialise(async () => {
      const db = this.current.get();
      if (!db) return null;
      db.close();
      await db.open();
      return db;
    });
  }

  get userId(): string | null {
    return this.user?.id ?? null;
  }

  private create(name: string): PortalDb {
    return (this.options.create ?? ((n) => new PortalDb(n)))(name);
  }

  /** True once this user's database is not the open one here (false after timeoutMs). */
  private whenNotOpen(userId: string, timeoutMs: number): Promise<boolean> {
    if (this.user?.id !== userId) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        off();
        resolve(false);
      }, timeoutMs);
      const off = this.current.subscribe(() => {
        if (this.user?.id === userId) return;
        clearTimeout(timer);
        off();
        resolve(true);
      });
    });
  }

  private closeNow(): void {
    this.current.get()?.close();
    this.user = null;
    this.current.set(null);
  }

  private serialise<T>(step: () => Promise<T>): Promise<T> {
    const next = this.queue.then(step, step);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
