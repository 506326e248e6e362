// Login throttling (ASVS 2.2.1): attempts are counted per account (from any address) and per
// client address (over all accounts) in fixed windows, in the table login_throttle. Each attempt
// takes its place with ONE upsert ... returning BEFORE the password hash runs, so parallel tries
// cannot all pass a check that none of them has counted yet. A successful login gives its place
// back, so people who log in normally never use up their budget; a refused attempt gives its
// place back too, so a client that is already blocked cannot lock other accounts out further.
// In the database, the counts hold across restarts and across servers on one PostgreSQL.
import { normalizeIP } from '@fastify/rate-limit';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { LoginThrottlePolicy } from '../config.ts';
import type { Db } from '../db/client.ts';
import { loginThrottle } from '../db/schema.ts';
import type { Clock } from './clock.ts';

/** A counted attempt: which rows it counted in, and in which of their windows. */
export interface LoginAttempt {
  readonly counted: readonly { readonly key: string; readonly windowStart: Date }[];
}

export type LoginAttemptResult =
  | { readonly allowed: true; readonly attempt: LoginAttempt }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

/** The rows an attempt counts in. IPv6 clients are counted per /64, as the general limit does. */
export function throttleKeys(username: string, ip: string) {
  return {
    account: `account:${username.trim().toLowerCase()}`,
    address: `address:${normalizeIP(ip)}`,
  };
}

/** Counts one login attempt; refuses it when the account or the address is over its limit. */
export async function takeLoginAttempt(
  db: Db,
  username: string,
  ip: string,
  clock: Clock,
  policy: LoginThrottlePolicy,
): Promise<LoginAttemptResult> {
  const now = clock();
  const keys = throttleKeys(username, ip);
  // A row whose window has passed starts a new window with this attempt.
  const windowOver = sql`${loginThrottle.windowStart} <= ${new Date(now.getTime() - policy.windowMs).toISOString()}::timestamptz`;
  const rows = await db
    .insert(loginThrottle)
    .values([
      { key: keys.account, attempts: 1, windowStart: now },
      { key: keys.address, attempts: 1, windowStart: now },
    ])
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        attempts: sql`case when ${windowOver} then 1 else ${loginThrottle.attempts} + 1 end`,
        windowStart: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
      },
    })
    .returning();
  const counted = rows.map((row) => ({ key: row.key, windowStart: row.windowStart }));
  const over = rows.filter(
    (row) =>
      row.attempts > (row.key === keys.account ? policy.maxPerAccount : policy.maxPerAddress),
  );
  if (over.length === 0) return { allowed: true, attempt: { counted } };

  await giveBackLoginAttempt(db, { counted });
  const until = Math.max(...over.map((row) => row.windowStart.getTime() + policy.windowMs));
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
  };
}

/** Returns an attempt's places (a successful login, or a refused attempt), in the same window. */
export async function giveBackLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  for (const { key, windowStart } of attempt.counted) {
    await db
      .update(loginThrottle)
      .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
      .where(and(eq(loginThrottle.key, key), eq(loginThrottle.windowStart, windowStart)));
  }
}

/** Deletes the rows whose window has passed; returns how many. */
export async function pruneLoginThrottle(
  db: Db,
  clock: Clock,
  policy: LoginThrottlePolicy,
): Promise<number> {
  const cutoff = new Date(clock().getTime() - policy.windowMs);
  const deleted = await db
    .delete(loginThrottle)
    .where(lte(loginThrottle.windowStart, cutoff))
    .returning({ key: loginThrottle.key });
  return deleted.length;
}
