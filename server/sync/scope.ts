// A pull's scope (user, current delivery customer), its cursors, and the per-scope write lock.
import { sql } from 'drizzle-orm';
import { touchCustomer, touchUser } from '../realtime/touched.ts';
import { REJECTION_MESSAGES, rejectForeign, type MutationContext, type Tx } from './types.ts';
import { mayActFor } from './visibility.ts';

/**
 * Cursors are opaque to the client: `${scope}:${version}`. A cursor from another scope (another
 * user, another delivery customer) or one that does not parse starts over with `reset`.
 */
export const encodeCursor = (scope: string, version: bigint) => `${scope}:${version}`;

/** The largest version a bigint column holds: a cursor beyond it the database would refuse. */
const VERSION_MAX = 9_223_372_036_854_775_807n;

export function decodeCursor(
  cursor: string | undefined,
  scope: string,
): { version: bigint; reset: boolean } {
  if (!cursor) return { version: 0n, reset: false };
  const at = cursor.lastIndexOf(':');
  const digits = cursor.slice(at + 1);
  if (at < 0 || cursor.slice(0, at) !== scope || !/^\d{1,19}$/.test(digits)) {
    return { version: 0n, reset: true };
  }
  const version = BigInt(digits);
  // Nineteen digits still pass above 2^63 - 1 (issue 23, finding 11: a 500 for the whole pull).
  if (version > VERSION_MAX) return { version: 0n, reset: true };
  return { version, reset: false };
}

/**
 * The last version this database has issued (every synced row's version comes from the one
 * sequence `sync_version`). A cursor beyond it was never given by this database (a restored
 * backup, another server, a forged request): its collection starts over.
 */
export async function lastIssuedVersion(tx: Pick<Tx, 'execute'>): Promise<bigint> {
  const result = await tx.execute<{ last: string }>(
    sql`select last_value::text as last from sync_version`,
  );
  // node-postgres answers { rows }, PGlite the same shape through drizzle's execute.
  const [row] = (result as unknown as { rows: { last: string }[] }).rows;
  return BigInt(row?.last ?? '0');
}

/** The scope of a user's own rows, or of their rows at a delivery customer. */
export const scopeKey = (userId: string, lieferkundeNr?: number) =>
  lieferkundeNr === undefined ? userId : `${userId}:${lieferkundeNr}`;

/**
 * The advisory lock namespaces of a delivery customer's scopes, each keyed by the customer's
 * number (the other namespaces are listed below).
 */
export const CUSTOMER_LOCK = {
  baskets: 1,
  cashbook: 4,
  backorders: 10,
  temperatureLog: 14,
  drugBook: 16,
  medTest: 17,
  returns: 18,
  enrollment: 19,
  enclosedShipping: 20,
  suppliers: 22,
} as const;

/**
 * Writers of one scope take this lock (and so record the scope for the realtime poke, see
 * server/realtime/touched.ts) before they draw a version, so within a scope versions
 * commit in ascending order and a pull never moves its cursor past a version that has yet to
 * commit. Held until the transaction ends; other scopes are not blocked.
 *
 * A mutation locks a delivery customer's scope only after the check that its user may act for
 * that customer (issue 23, finding 9): otherwise anybody could hold up another pharmacy's writers
 * and, by the recorded scope, send its users a refresh storm of pokes. A refusal names `refusal`.
 */
export async function lockCustomerScope(
  tx: Tx,
  ctx: MutationContext,
  scope: keyof typeof CUSTOMER_LOCK,
  lieferkundeNr: number,
  refusal: string = REJECTION_MESSAGES.foreignCustomer,
) {
  if (!(await mayActFor(tx, ctx, lieferkundeNr))) throw rejectForeign(refusal);
  touchCustomer(lieferkundeNr);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${CUSTOMER_LOCK[scope]}::int, ${lieferkundeNr}::int)`,
  );
}

/** The baskets, wish lists, their rows and the orders of a delivery customer. */
export const lockBasketScope = (
  tx: Tx,
  ctx: MutationContext,
  lieferkundeNr: number,
  refusal: string = REJECTION_MESSAGES.foreignBasket,
) => lockCustomerScope(tx, ctx, 'baskets', lieferkundeNr, refusal);

export async function lockNotificationScope(tx: Tx, userId: string) {
  touchUser(userId);
  await tx.execute(sql`select pg_advisory_xact_lock(2, hashtext(${userId}::text))`);
}

// Namespace 4: a cash book (server/modules/cashbook.ts); 5: a user's settings
// (server/modules/userSettings.ts); 6: a user's dashboard layout (server/modules/dashboard.ts);
// 7: the surveys, one lock for all users (server/modules/surveys.ts); 8: the analytics data, whose
// only writer so far is its seed (server/seed/analytics.ts); 9: a user's seen tutorial steps
// (server/modules/tutorials.ts); 10: a delivery customer's backorders (server/modules/analytics.ts);
// 12: the call-off agreements, whose only writer is their seed (server/seed/callOff.ts);
// 15: the last-chance offers (server/seed/lastChance.ts, and order.place lowering their stock).
// 14: a delivery customer's temperature log (server/modules/temperatureLog.ts; its seed takes
// key 0); 16: a delivery customer's drug book (server/modules/drugBook.ts); 17: a delivery
// customer's medicine test (server/modules/medTest.ts; its seed takes key 0); 18: a delivery
// customer's returns and declarations of destruction (server/modules/returns.ts, destruction.ts;
// their seed takes key 0); 19: a delivery customer's pre-orders and stock reports
// (server/modules/preOrder.ts, stockLevels.ts; their seeds take key 0); 20: a delivery
// customer's enclosed shipping announcements (server/modules/enclosedShipping.ts; its seed takes
// key 0); 21: the tours, tour changes and call plan, whose only writer is their seed
// (server/seed/tours.ts, key 0); 22: a delivery customer's supplier baskets and orders
// (server/modules/suppliers.ts; the suppliers' seed takes key 0); 23: a user's news read states
// (server/modules/content.ts, keyed by the user), the content seed (key 0) and the customer
// accounts' seed (key 1); 24: the logins of one user, keyed by its id's hash, so the sessions
// beyond SESSIONS_PER_USER_MAX end exactly (server/services/sessions.ts); 25: a delivery
// customer's recipe uploads, so parallel uploads cannot pass its quotas together
// (server/services/recipeQuota.ts); 26: a delivery customer's automatic sending of the main
// baskets at a tour's cut-off (server/services/autoSend.ts).

/** Writers of the catalogue take this lock, so article versions commit in ascending order. */
export async function lockCatalogue(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(3, 0)`);
}
