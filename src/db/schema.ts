// The one local database schema (Dexie over IndexedDB), versioned. One database per user id, so
// another user on the same device never sees nor sends this user's data or queue.
import { Dexie, type EntityTable } from 'dexie';
import type { LocalTables } from '../api/module';
import {
  COLLECTION_DEFS,
  COLLECTIONS,
  CUSTOMER_KEY,
  type BasketRow,
  type Collection,
  type CollectionDefs,
  type MutationName,
} from '../api/sync';

/** Key-value facts about this local database: clientId, cursors, sync times, the marker. */
export interface MetaEntry {
  key: string;
  value: unknown;
}

/** A mutation waiting to be pushed, in the order it was made (`seq`). */
export interface OutboxEntry {
  /** Auto-increment: the push order. */
  seq?: number;
  id: string;
  v: number;
  name: MutationName;
  args: unknown;
  createdAt: string;
}

/** A mutation the server rejected, kept with its German reason until retried or discarded. */
export interface FailedMutation {
  id: string;
  v: number;
  name: MutationName;
  args: unknown;
  createdAt: string;
  failedAt: string;
  code: string;
  message: string;
}

export const META = {
  clientId: 'clientId',
  /** Written once when the database is created; its absence means the local data vanished. */
  marker: 'marker',
  lastSyncAt: 'lastSyncAt',
  /** The session user `{ id, name }` (basket.create's owner, also when the worker rebases). */
  user: 'user',
  /** The sync leader epoch: each new leader tab increments it; pushes carry it. */
  epoch: 'epoch',
  /**
   * The highest outbox `seq` whose result is recorded here (every lower one too): pushes carry it
   * as `ack`, so the server may forget those results. Written with the results it covers.
   */
  ack: 'ack',
  /**
   * A collection's cursor: the user's own, or per delivery customer (issue 26: the device holds
   * the rows of several, each pulled from its own cursors).
   */
  cursor: (collection: Collection, lieferkundeNr?: number) =>
    lieferkundeNr === undefined ? `cursor:${collection}` : `cursor:${collection}@${lieferkundeNr}`,
  /** The customer the user acts for on this device ({@link CustomerChoice}), chosen locally. */
  customerChoice: 'customerChoice',
  /** The customers marked 'Offline verfügbar' on this device (numbers). */
  offlineCustomers: 'offlineCustomers',
  /** The customers chosen lately ({@link RecentCustomer}), newest first. */
  recentCustomers: 'recentCustomers',
  /** When a customer's collections were last pulled to the end (ISO time). */
  customerSyncedAt: (lieferkundeNr: number) => `customerSyncedAt@${lieferkundeNr}`,
  /** The customers the worker keeps on this device, with why (written after each round). */
  workingSet: 'workingSet',
  /**
   * Present once a collection's first pull (the user's own, or one customer's) reached its last
   * page (issue 27): before that an empty table means "not here yet", not "none".
   */
  firstPulled: (collection: Collection, lieferkundeNr?: number) =>
    lieferkundeNr === undefined
      ? `firstPulled:${collection}`
      : `firstPulled:${collection}@${lieferkundeNr}`,
} as const;

/** The customer chosen on this device, and which customers the working set takes (issue 26). */
export interface CustomerChoice {
  lieferkundeNr: number | null;
  differential: boolean;
  /** A pharmacy keeps all its addresses; a representative his day's, recent and marked ones. */
  everyCustomer: boolean;
}

export interface RecentCustomer {
  lieferkundeNr: number;
  at: string;
}

/**
 * The declared version from which the synced collections' tables derive from the module registry
 * (src/api/modules.ts). A new module or a changed index needs no new version: Dexie 4 compares
 * the declaration with the installed schema and upgrades by itself (tests/unit/db/schema.test.ts).
 * A new version is only needed for an upgrade function that migrates data, or to delete a table.
 */
export const COLLECTIONS_SCHEMA_VERSION = 3;

/** The Dexie store spec of every registered collection: primary key `id`, then its indexes. */
export function collectionStores(): Record<Collection, string> {
  const storeOf = (c: Collection) => {
    const indexes: readonly string[] = COLLECTION_DEFS[c].indexes;
    // Rows of several customers share a table: a customer's own are found (and reset) by index.
    // A compound index that starts with the customer serves `where('lieferkundeNr')` as well.
    const byCustomer =
      CUSTOMER_KEY[c]?.kind === 'own' &&
      !indexes.some((i) => /^(lieferkundeNr|\[lieferkundeNr\+)/.test(i));
    return ['id', ...(byCustomer ? ['lieferkundeNr'] : []), ...indexes].join(', ');
  };
  return Object.fromEntries(COLLECTIONS.map((c) => [c, storeOf(c)])) as Record<Collection, string>;
}

// Declaration merging: Dexie creates a property for every table of the schema, so the typed
// tables of the registered collections (db.baskets, db.cashbookEntries, ...) need no listing.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type
export interface PortalDb extends LocalTables<CollectionDefs> {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class PortalDb extends Dexie {
  meta!: EntityTable<MetaEntry, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  failedMutations!: EntityTable<FailedMutation, 'id'>;

  constructor(name: string) {
    // Chromium otherwise reports a commit before the data is on disk ('relaxed'): a mutation
    // that resolved must survive a crash, so every transaction is strict.
    super(name, { chromeTransactionDurability: 'strict' });
    // Upgrades add versions below; they never clear the outbox. Booleans cannot be IndexedDB
    // keys, so flags such as `seen` and `primary` are filtered, not indexed.
    this.version(1).stores({
      meta: 'key',
      outbox: '++seq, &id',
      failedMutations: 'id, failedAt',
      notifications: 'id, dat_insert',
      baskets: 'id, lieferkundeNr',
      basketRows: 'id, basketId, [basketId+position]',
    });
    // Version 2 (shop): wish lists live beside baskets (`kind`), web orders sync down.
    this.version(2)
      .stores({
        baskets: 'id, lieferkundeNr, [lieferkundeNr+kind]',
        orders: 'id, lieferkundeNr, createdAt',
      })
      .upgrade((tx) =>
        tx
          .table('baskets')
          .toCollection()
          .modify((basket: Partial<BasketRow>) => {
            basket.kind ??= 'warenkorb';
          }),
      );
    // From version 3 on, the collections' tables derive from the module registry.
    this.version(COLLECTIONS_SCHEMA_VERSION).stores({
      meta: 'key',
      outbox: '++seq, &id',
      failedMutations: 'id, failedAt',
      ...collectionStores(),
    });
  }
}

export const databaseName = (userId: string) => `portal-${userId}`;
