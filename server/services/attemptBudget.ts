// Budgets of attempts (ASVS 2.2.1, 11.1.4): how often something may be tried per key (an
// account, a client address, a browser, a mail recipient) within a fixed window, counted in the
// table login_throttle. Each attempt takes its places with ONE upsert ... returning per window
// length BEFORE the expensive or guessable work runs (a password hash, a mail), so parallel tries
// cannot all pass a check that none of them has counted yet. In the database, the counts hold
// across restarts and across server processes on one PostgreSQL.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginThrottle } from '../db/schema.ts';
import type { Clock } from './clock.ts';

/** At most `max` attempts per `key` within a window of `windowMs`. */
export interface Budget {
  readonly key: string;
  readonly max: number;
  readonly windowMs: number;
}

/** A counted attempt: which rows it counted in, and in which of their windows. */
export interface CountedAttempt {
  readonly counted: readonly { readonly key: string; readonly windowStart: Date }[];
}

export type BudgetResult =
  | { readonly allowed: true; readonly attempt: CountedAttempt }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

async function countIn(db: Db, budgets: readonly Budget[], windowMs: number, now: Date) {
  // A row whose window has passed starts a new window with this attempt.
  const windowOver = sql`${loginThrottle.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  return db
    .insert(loginThrottle)
    .values(budgets.map((b) => ({ key: b.key, attempts: 1, windowStart: now })))
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts: sql`case when ${windowOver} then 1 else ${loginThrottle.attempts} + 1 end`,
        windowStart: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
      },
    })
    .returning();
}

/**
 * Counts one attempt against every budget; refuses it when any of them is over. A refused attempt
 * gives its places back, so a client that is already refused cannot use up further budgets (of
 * other accounts, say) by going on.
 */
export async function takeBudgets(
  db: Db,
  budgets: readonly Budget[],
  clock: Clock,
): Promise<BudgetResult> {
  const now = clock();
  const byWindow = new Map<number, Budget[]>();
  for (const budget of budgets) {
    byWindow.set(budget.windowMs, [...(byWindow.get(budget.windowMs) ?? []), budget]);
  }
  const counted: { key: string; windowStart: Date }[] = [];
  let until = 0;
  for (const [windowMs, group] of byWindow) {
    for (const row of await countIn(db, group, windowMs, now)) {
      counted.push({ key: row.key, windowStart: row.windowStart });
      const budget = group.find((b) => b.key === row.key);
      if (budget && row.attempts > budget.max) {
        until = Math.max(until, row.windowStart.getTime() + windowMs);
      }
    }
  }
  if (until === 0) return { allowed: true, attempt: { counted } };
  await giveBackAttempt(db, { counted });
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
  };
}

/** Returns an attempt's places (a successful login, or a refused attempt), in the same window. */
export async function giveBackAttempt(db: Db, attempt: CountedAttempt): Promise<void> {
  for (const { key, windowStart } of attempt.counted) {
    await db
      .update(loginThrottle)
      .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
      .where(and(eq(loginThrottle.key, key), eq(loginThrottle.windowStart, windowStart)));
  }
}

/** Deletes the rows whose window (at most `longestWindowMs`) has passed; returns how many. */
export async function pruneAttemptBudgets(
  db: Db,
  clock: Clock,
  longestWindowMs: number,
): Promise<number> {
  const cutoff = new Date(clock().getTime() - longestWindowMs);
  const deleted = await db
    .delete(loginThrottle)
    .where(lte(loginThrottle.windowStart, cutoff))
    .returning({ key: loginThrottle.key });
  return deleted.length;
}
