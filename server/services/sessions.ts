// Server-side sessions: an opaque random token in an HttpOnly cookie; the database keeps only
// its SHA-256, so a leaked database row cannot be replayed as a cookie.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { Clock } from './clock.ts';

export const SESSION_COOKIE = 'sid';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export interface ResolvedSession {
  tokenHash: string;
  session: SessionRow;
  user: UserRow;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: string, clock: Clock, ttlMs: number) {
  const token = randomBytes(32).toString('base64url');
  const now = clock();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  // Expired sessions of this user are of no use to anybody: clear them on the way.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
  return token;
}

/** The live session of a cookie token, sliding its expiry forward once half of it has passed. */
export async function resolveSession(
  db: Db,
  token: string,
  clock: Clock,
  ttlMs: number,
): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  const now = clock();
  if (!row) return null;
  if (row.session.expiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (row.session.expiresAt.getTime() - now.getTime() < ttlMs / 2) {
    const expiresAt = new Date(now.getTime() + ttlMs);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
    row.session.expiresAt = expiresAt;
  }
  return { tokenHash, session: row.session, user: row.user };
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function updateSession(
  db: Db,
  tokenHash: string,
  values: Partial<
    Pick<SessionRow, 'userId' | 'impersonatorId' | 'lieferkundeNr' | 'differentialLieferkundeNr'>
  >,
) {
  await db.update(sessions).set(values).where(eq(sessions.tokenHash, tokenHash));
}
