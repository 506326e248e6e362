// The transaction-level advisory locks, assigned in this one place. Writers of one scope take
// its lock before they draw a version, so within a scope versions commit in ascending order (see
// server/sync/scope.ts); seeds take a scope's lock with key 0 so two servers seed once.
import { sql } from 'drizzle-orm';

/**
 * Lock name -> PostgreSQL advisory namespace (the first int of `pg_advisory_xact_lock(int,
 * int)`). A number is never changed nor reused: during a rolling deploy an old and a new
 * instance must take the same lock for the same rows. A new scope takes the next number after
 * the highest; 11 was never assigned.
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
  /** Applying the schema migrations, one lock (server/db/migrate.ts). */
  migrations: 27,
} as const;

export type LockScopeName = keyof typeof LOCK_NAMESPACES;

/** Anything that runs a query: a transaction (a lock outside one would end at once). */
interface Executor {
  execute: (query: ReturnType<typeof sql>) => PromiseLike<unknown>;
}

/**
 * Takes the lock of `scope` for `key` until the transaction ends. A string key (a user's id) is
 * hashed with `hashtext`; a number (a delivery customer, or 0 for the whole scope) is the key.
 */
export async function lockScope(tx: Executor, scope: LockScopeName, key: string | number) {
  // The namespace is a constant of the table above, so it goes in as a literal, as it always did.
  const namespace = sql.raw(String(LOCK_NAMESPACES[scope]));
  await tx.execute(
    typeof key === 'string'
      ? sql`select pg_advisory_xact_lock(${namespace}, hashtext(${key}::text))`
      : sql`select pg_advisory_xact_lock(${namespace}, ${key}::int)`,
  );
}
