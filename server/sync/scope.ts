// A pull's scope (user, current delivery customer), its cursors, and the per-scope write lock.
import { sql } from 'drizzle-orm';
import { lockScope, type LockScopeName } from '../db/locks.ts';
import type { ModuleName } from '../../src/api/modules.ts';
import { touchCustomer, touchUser } from '../realtime/touched.ts';
import { REJECTION_MESSAGES, rejectForeign, type MutationContext, type Tx } from './types.ts';
import { mayActFor, refuseCustomer } from './visibility.ts';

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
 * The lock scopes (server/db/locks.ts) of a delivery customer's rows, keyed by its number: those
 * of the list below, and the own name of a module added since (which locks by its name).
 */
export type CustomerLockScope =
  | Exclude<ModuleName, LockScopeName>
  | Extract<
      LockScopeName,
      | 'baskets'
      | 'cashbook'
      | 'backorders'
      | 'temperatureLog'
      | 'drugBook'
      | 'medTest'
      | 'returns'
      | 'enrollment'
      | 'enclosedShipping'
      | 'suppliers'
    >;

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
  scope: CustomerLockScope,
  lieferkundeNr: number,
  refusal: string = REJECTION_MESSAGES.foreignCustomer,
) {
  if (!(await mayActFor(tx, ctx, lieferkundeNr))) {
    await refuseCustomer(tx, ctx, lieferkundeNr, rejectForeign(refusal));
  }
  ctx.actedFor?.add(lieferkundeNr);
  touchCustomer(lieferkundeNr);
  const key = heldScopeKey(scope, lieferkundeNr);
  if (ctx.heldScopes?.has(key)) return;
  await lockScope(tx, scope, lieferkundeNr);
  ctx.lockedNow?.add(key);
}

export const heldScopeKey = (scope: CustomerLockScope, lieferkundeNr: number) =>
  `${scope}:${lieferkundeNr}`;

/** Whether an earlier applied mutation of this push batch holds the customer's scope lock. */
export const holdsScope = (ctx: MutationContext, scope: CustomerLockScope, lieferkundeNr: number) =>
  ctx.heldScopes?.has(heldScopeKey(scope, lieferkundeNr)) === true;

/** The baskets, wish lists, their rows and the orders of a delivery customer. */
export const lockBasketScope = (
  tx: Tx,
  ctx: MutationContext,
  lieferkundeNr: number,
  refusal: string = REJECTION_MESSAGES.foreignBasket,
) => lockCustomerScope(tx, ctx, 'baskets', lieferkundeNr, refusal);

export async function lockNotificationScope(tx: Tx, userId: string) {
  touchUser(userId);
  await lockScope(tx, 'notifications', userId);
}

/** Writers of the catalogue take this lock, so article versions commit in ascending order. */
export async function lockCatalogue(tx: Tx) {
  await lockScope(tx, 'catalogue', 0);
}
