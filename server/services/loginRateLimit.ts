// Login rate limit: after 10 failed tries for one username from one IP within 15 minutes, further
// tries are refused until the oldest failure ages out. Kept in the database, so it holds across
// restarts and across several server instances on one PostgreSQL.
import { randomUUID } from 'node:crypto';
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';
import type { Clock } from './clock.ts';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

const normalise = (username: string) => username.trim().toLowerCase();

export async function isLoginBlocked(db: Db, username: string, ip: string, clock: Clock) {
  const since = new Date(clock().getTime() - LOGIN_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.username, normalise(username)),
        eq(loginFailures.ip, ip),
        gte(loginFailures.at, since),
      ),
    );
  return (row?.n ?? 0) >= LOGIN_MAX_FAILURES;
}

export async function recordLoginFailure(db: Db, username: string, ip: string, clock: Clock) {
  const now = clock();
  await db.insert(loginFailures).values({
    id: randomUUID(),
    username: normalise(username),
    ip,
    at: now,
  });
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.at, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}

export async function clearLoginFailures(db: Db, username: string, ip: string) {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.username, normalise(username)), eq(loginFailures.ip, ip)));
}
