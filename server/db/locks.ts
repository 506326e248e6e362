// The transaction-level advisory locks. Writers of one scope take its lock before they draw a
// version, so within a scope versions commit in ascending order (see server/sync/scope.ts); seeds
// take a scope's lock with key 0 so two servers seed once.
//
// The scopes named before issue 25 keep their numbers in the table below. A module added since
// locks by its own name and needs no line here: its namespace is derived from the name
// (`lockNamespace`), above every number of the table, and the same in every instance and version.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { ModuleName } from '../../src/api/modules.ts';

/**
 * Lock name -> PostgreSQL advisory namespace (the first int of `pg_advisory_xact_lock(int,
 * int)`). A number is never changed nor reused: during a rolling deploy an old and a new
 * instance must take the same lock for the same rows. Frozen: new scopes are modules' names.
 */
export const LOCK_NAMESPACES = {
  /** A delivery customer's baskets, wish lists, their rows and orders (server/sync/scope.ts). */
  baskets: 1,
  /** A user's notifications (server/sync/scope.ts), keyed by the user. */
  notifications: 2,
  /** The catalogue's writers, one lock (server/sync/scope.ts). */
  catalogue: 3,
  /** A delivery customer's cash book (modules/cashbook/server/sync.ts). */
  cashbook: 4,
  /** A user's settings (modules/userSettings/server/sync.ts). */
  userSettings: 5,
  /** A user's dashboard layout (modules/dashboard/server/sync.ts). */
  dashboard: 6,
  /** The surveys, one lock for all users (modules/surveys/server/sync.ts). */
  surveys: 7,
  /** The analytics data, whose only writer so far is its seed (modules/analytics/server/seed.ts). */
  analytics: 8,
  /** A user's seen tutorial steps (modules/tutorials/server/sync.ts). */
  tutorials: 9,
  /** A delivery customer's backorders (modules/analytics/server/sync.ts). */
  backorders: 10,
  /** The call-off agreements, whose only writer is their seed (modules/callOff/server/seed.ts). */
  callOff: 12,
  /** The delivery pharmacy's data, written by its seed (modules/deliveryPharmacy/server/seed.ts). */
  deliveryPharmacy: 13,
  /** A delivery customer's temperature log (modules/temperatureLog/server/sync.ts). */
  temperatureLog: 14,
  /** The last-chance offers (their seed, and order.place lowering their stock). */
  lastChance: 15,
  /** A delivery customer's drug book (modules/drugBook/server/sync.ts). */
  drugBook: 16,
  /** A delivery customer's medicine test (modules/medTest/server/sync.ts). */
  medTest: 17,
  /** A delivery customer's returns and declarations of destruction. */
  returns: 18,
  /** A delivery customer's pre-orders and stock reports (preOrder.ts, stockLevels.ts). */
  enrollment: 19,
  /** A delivery customer's enclosed shipping announcements. */
  enclosedShipping: 20,
  /** The tours, tour changes and call plan, whose only writer is their seed. */
  tours: 21,
  /** A delivery customer's supplier baskets and orders (modules/suppliers/server/mutations.ts). */
  suppliers: 22,
  /** A user's news read states (keyed by the user), the content seed (0), accounts' seed (1). */
  content: 23,
  /** The logins of one user, so sessions beyond the limit end exactly (services/sessions.ts). */
  sessions: 24,
  /** A delivery customer's recipe uploads, so parallel uploads cannot pass its quotas together. */
  recipeUploads: 25,
  /** A delivery customer's automatic sending of its main baskets (modules/customerSettings/server/autoSend.ts). */
  autoSend: 26,
  /**
   * Applying the schema migrations (key 0, server/db/migrate.ts), and the demo accounts' seed
   * that runs after them at a start (key 1, server/seed/demo.ts).
   */
  migrations: 27,
  /**
   * The writers of a table with one high-water mark for all its rows, keyed by the table's name
   * (taken by a trigger, server/db/migrations/20261207080000_sync_marks.sql).
   */
  syncMarks: 28,
} as const;

export type LockScopeName = keyof typeof LOCK_NAMESPACES;
/** The scopes of the table, and any synced module's own name (a module added since issue 25). */
export type LockName = LockScopeName | ModuleName;

/** Derived namespaces lie in [DERIVED_FIRST, DERIVED_FIRST + DERIVED_SPAN): above the table's. */
export const DERIVED_FIRST = 1_000;
const DERIVED_SPAN = 1_000_000_000;

/** FNV-1a, 32 bits: a fixed function of the name, the same in every process and version. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The advisory namespace of a lock: the table's number, else derived from the module's name. */
export function lockNamespace(name: string): number {
  return Object.hasOwn(LOCK_NAMESPACES, name)
    ? LOCK_NAMESPACES[name as LockScopeName]
    : DERIVED_FIRST + (fnv1a(name) % DERIVED_SPAN);
}

/** Throws when two of these names would share a namespace (checked when modules register). */
export function assertDistinctLockNamespaces(names: readonly string[]): void {
  const seen = new Map<number, string>();
  for (const name of new Set(names)) {
    const namespace = lockNamespace(name);
    const other = seen.get(namespace);
    if (other !== undefined) {
      throw new Error(
        `The locks '${other}' and '${name}' share namespace ${namespace}: rename one.`,
      );
    }
    seen.set(namespace, name);
  }
}

/** Anything that runs a query: a transaction (a lock outside one would end at once). */
interface Executor {
  execute: (query: ReturnType<typeof sql>) => PromiseLike<unknown>;
}

/** One advisory lock: its namespace and key (a string key is hashed by PostgreSQL). */
export interface LockId {
  readonly namespace: number;
  readonly key: string | number;
}

/** The canonical order of locks: by namespace, then numeric keys, then string keys. */
export function compareLocks(a: LockId, b: LockId): number {
  if (a.namespace !== b.namespace) return a.namespace - b.namespace;
  if (typeof a.key !== typeof b.key) return typeof a.key === 'number' ? -1 : 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/**
 * A lock a push needed out of the canonical order was held by another transaction (see
 * LockOrder). Waiting could deadlock, so the attempt rolls back; it is transient
 * (server/db/transient.ts): the push tries again with its locks taken in order first.
 */
export class LockOrderConflict extends Error {
  constructor(readonly lock: LockId) {
    super(`lock ${lock.namespace}/${String(lock.key)} held elsewhere, needed out of order`);
    this.name = 'LockOrderConflict';
  }
}

/**
 * The canonical lock order of one push attempt (issue 28). A push's mutations lock scopes in
 * queue order, which differs between batches (two devices of a pharmacy, a representative acting
 * for two customers in turn), so two pushes could each hold what the other waits for. Within an
 * attempt a lock is waited for only while it sorts above every lock the attempt has taken; one
 * that sorts below is only tried (it is free, or this transaction holds it already). When it is
 * taken elsewhere the attempt fails with LockOrderConflict, and the next attempt first takes every
 * lock the failed one needed, in order. Pushes that keep to this never wait in a cycle, so never
 * deadlock one another; the wait of the next attempt is an ordinary wait behind the other push.
 */
export class LockOrder {
  private highest: LockId | undefined;
  private readonly seen = new Map<string, LockId>();
  /** Closed once the attempt's transaction ended: work it started later locks as usual. */
  open = true;

  constructor(private readonly planned: readonly LockId[] = []) {}

  /** Every lock this attempt asked for: the plan of the next attempt. */
  get taken(): LockId[] {
    return [...this.seen.values()];
  }

  /** Takes the plan's locks in the canonical order (waiting for each as needed). */
  async takePlanned(tx: Executor): Promise<void> {
    for (const lock of [...this.planned].sort(compareLocks)) await this.take(tx, lock);
  }

  async take(tx: Executor, lock: LockId): Promise<void> {
    // Noted first: a lock that conflicts belongs to the next attempt's plan too.
    this.seen.set(`${lock.namespace}/${typeof lock.key}/${String(lock.key)}`, lock);
    const inOrder = this.highest === undefined || compareLocks(lock, this.highest) > 0;
    if (inOrder) {
      await tx.execute(lockQuery('pg_advisory_xact_lock', lock));
      this.highest = lock;
    } else {
      const result = await tx.execute(lockQuery('pg_try_advisory_xact_lock', lock));
      // node-postgres answers { rows }, PGlite the same shape through drizzle's execute.
      const [row] = (result as { rows: { locked: boolean }[] }).rows;
      if (row?.locked !== true) throw new LockOrderConflict(lock);
    }
  }
}

const lockOrders = new AsyncLocalStorage<LockOrder>();

/** Runs `work` (one push attempt) with its locks taken in the canonical order. */
export const inLockOrder = <T>(order: LockOrder, work: () => Promise<T>): Promise<T> =>
  lockOrders.run(order, work);

function lockQuery(fn: 'pg_advisory_xact_lock' | 'pg_try_advisory_xact_lock', lock: LockId) {
  // The namespace is a constant (the table's or derived), so it goes in as a literal.
  const name = sql.raw(fn);
  const namespace = sql.raw(String(lock.namespace));
  return typeof lock.key === 'string'
    ? sql`select ${name}(${namespace}, hashtext(${lock.key}::text)) as locked`
    : sql`select ${name}(${namespace}, ${lock.key}::int) as locked`;
}

/**
 * Takes the lock of `scope` for `key` until the transaction ends. A string key (a user's id) is
 * hashed with `hashtext`; a number (a delivery customer, or 0 for the whole scope) is the key.
 * Inside a push (inLockOrder) it keeps to the canonical order.
 */
export async function lockScope(tx: Executor, scope: LockName, key: string | number) {
  const lock = { namespace: lockNamespace(scope), key };
  const order = lockOrders.getStore();
  if (order?.open) await order.take(tx, lock);
  else await tx.execute(lockQuery('pg_advisory_xact_lock', lock));
}

/**
 * A barrier between many writers and a reader (the integration outbox's cursor, issue 29). Each
 * writer holds `name`'s lock SHARED from before it draws a sequence number until its commit
 * (enterBarrier); the reader takes it EXCLUSIVE for a moment (passBarrier), which waits for the
 * writers under way and holds new ones off while it reads the highest number committed: no
 * number at or below it can commit later. Writers never wait for one another, and the reader
 * holds no other lock, so no wait cycle can form: both stay outside the push's canonical order.
 * `name` is a server module's name (registerServerModules keeps their namespaces apart).
 */
export async function enterBarrier(tx: Executor, name: string): Promise<void> {
  const namespace = sql.raw(String(lockNamespace(name)));
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${namespace}, 0)`);
}

/** The reader's side of the barrier (see enterBarrier); waits at most `waitMs`, then fails 55P03. */
export async function passBarrier(tx: Executor, name: string, waitMs: number): Promise<void> {
  const namespace = sql.raw(String(lockNamespace(name)));
  await tx.execute(sql.raw(`set local lock_timeout = ${Math.max(1, Math.round(waitMs))}`));
  await tx.execute(sql`select pg_advisory_xact_lock(${namespace}, 0)`);
}
