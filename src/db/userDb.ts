// One local database per user (DESIGN "Connectivity, session, errors"): opened when the session
// has a user, closed on logout or a user switch, so another user never sees nor sends it.
// The outbox stays in it across a session expiry; the same user logging in replays it.
import { Store } from '../app/store';
import { de } from '../i18n/de';
import type { AppEvent } from '../worker/events';
import type { SessionOwner } from './mutators';
import { databaseName, META, PortalDb } from './schema';

/** localStorage key of `{ userId: clientId }`: it often survives when IndexedDB is wiped. */
export const KNOWN_CLIENTS_KEY = 'portal-known-clients';

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
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

  constructor(private readonly options: UserDbOptions) {}

  /** Opens (or keeps) the database of this user; closes another user's first. */
  open(user: SessionOwner): Promise<PortalDb> {
    return this.serialise(async () => {
      const open = this.current.get();
      if (open && this.user?.id === user.id) {
        if (this.user.name !== user.name) await initUserDb(open, user, this.options.storage);
        this.user = user;
        return open;
      }
      this.closeNow();
      const db = (this.options.create ?? ((name) => new PortalDb(name)))(databaseName(user.id));
      await db.open();
      const { lost } = await initUserDb(db, user, this.options.storage);
      if (lost) this.options.emit({ type: 'local_data_lost', message: de.sync.localDataLost });
      this.user = user;
      this.current.set(db);
      return db;
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
