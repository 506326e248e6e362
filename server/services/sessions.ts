// Server-side sessions: an opaque random token in an HttpOnly cookie; the database keeps only
// its SHA-256, so a leaked database row cannot be replayed as a cookie.
//
// Lifetime (ASVS 3.3.2): a session ends after `idleMs` without activity or `maxMs` after the login,
// whichever comes first. Calls the app makes on its own (routes with `config.background`) are no
// activity, so a tab left open does not keep its session alive. Activity is written at most once a
// minute (one write instead of one per request), so the idle end is exact to a minute, never late.
//
// The id changes whenever the session's identity does (ASVS 3.2.1): at login, and when an
// impersonation starts or ends (rotateSession).
//
// Number (issue 23): a user holds at most SESSIONS_PER_USER_MAX sessions; a login beyond it ends
// the oldest. An impersonation is the admin's login: it counts for the admin (sessionsOwnedBy).
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, lte, ne, notInArray, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionPolicy } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessions, users, type ImpersonationEnd } from '../db/schema.ts';
import { authRequired } from '../errors.ts';
import type { Clock } from './clock.ts';
import { endImpersonation } from './impersonations.ts';
import { lockScope } from '../db/locks.ts';

/** The cookie over plain http (development, tests, a TLS-less intranet). */
export const SESSION_COOKIE = 'sid';
/**
 * The cookie under HTTPS: the `__Host-` prefix makes the browser accept it only with Secure,
 * Path=/ and no Domain, so no sibling subdomain or plain-http page can plant or shadow it.
 */
export const SECURE_SESSION_COOKIE = '__Host-sid';

/** Activity is recorded when the last record is at least this old. */
export const ACTIVITY_RESOLUTION_MS = 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export interface ResolvedSession {
  tokenHash: string;
  session: SessionRow;
  user: UserRow;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes as base64url: a session id, a registration's confirmation link. */
export const newToken = () => randomBytes(32).toString('base64url');

/** When this session ends (or ended): idle end or absolute end, whichever is first. */
export function sessionEnd(
  session: Pick<SessionRow, 'expiresAt' | 'lastSeenAt'>,
  policy: SessionPolicy,
): Date {
  return new Date(
    Math.min(session.expiresAt.getTime(), session.lastSeenAt.getTime() + policy.idleMs),
  );
}

// ---- The cookie -----------------------------------------------------------------------------

/** The attributes of the server's own cookies: HttpOnly, SameSite=Lax, Path=/, Secure on HTTPS. */
export const privateCookie = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

export const sessionCookieName = (request: FastifyRequest) =>
  request.protocol === 'https' ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/** Sets the session cookie; it lives exactly as long as the session may (its absolute end). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  clock: Clock,
) {
  reply.setCookie(sessionCookieName(request), token, {
    ...privateCookie(request),
    maxAge: Math.max(0, Math.floor((expiresAt.getTime() - clock().getTime()) / 1000)),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookieName(request), privateCookie(request));
}

// ---- The session row ------------------------------------------------------------------------

/**
 * The sessions a user's own logins opened: the user's own (not impersonated by an admin) and the
 * impersonations the user runs as an admin.
 */
const sessionsOwnedBy = (userId: string) =>
  or(
    and(eq(sessions.userId, userId), isNull(sessions.impersonatorId)),
    eq(sessions.impersonatorId, userId),
  );

/**
 * A new session for a login. Beyond `maxPerUser` sessions of the user, the oldest end in the
 * same transaction (an impersonation among them is audited 'limit', or 'expired' if it had run
 * out anyway). The user's logins take a lock of their own (advisory namespace 24), so parallel
 * logins on any instance keep the number exact. `endedUsers`: whose sessions ended (the
 * caller tells the event streams).
 */
export async function createSession(
  db: Db,
  userId: string,
  clock: Clock,
  policy: SessionPolicy,
  maxPerUser: number,
): Promise<{ token: string; expiresAt: Date; endedUsers: string[] }> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const now = clock();
  const expiresAt = new Date(now.getTime() + policy.maxMs);
  const gone = await db.transaction(async (tx) => {
    await lockScope(tx, 'sessions', userId);
    await tx.insert(sessions).values({
      tokenHash,
      userId,
      createdAt: now,
      expiresAt,
      lastSeenAt: now,
    });
    // The new session always stays; of the others the newest maxPerUser - 1.
    const others = and(sessionsOwnedBy(userId), ne(sessions.tokenHash, tokenHash));
    const keep = tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(others)
      .orderBy(desc(sessions.createdAt), desc(sessions.tokenHash))
      .limit(Math.max(0, maxPerUser - 1));
    const ended = await tx
      .delete(sessions)
      .where(and(others, notInArray(sessions.tokenHash, keep)))
      .returning();
    for (const row of ended) {
      if (!row.impersonationId) continue;
      const end = sessionEnd(row, policy);
      await (end <= now
        ? endImpersonation(tx, row.impersonationId, 'expired', end)
        : endImpersonation(tx, row.impersonationId, 'limit', now));
    }
    return ended;
  });
  return { token, expiresAt, endedUsers: [...new Set(gone.map((row) => row.userId))] };
}

/**
 * Deletes a session row and, if it was impersonating, records how the impersonation ended.
 * Only the caller whose delete removed the row writes the end, so parallel ends write it once.
 */
async function deleteAndAudit(
  db: Db,
  tokenHash: string,
  reason: ImpersonationEnd,
  at: (row: SessionRow) => Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning();
    if (!row) return false;
    if (row.impersonationId) await endImpersonation(tx, row.impersonationId, reason, at(row));
    return true;
  });
}

/**
 * The live session of a cookie token, or null. An expired one is deleted on the spot (its
 * impersonation ends 'expired' at the moment the session ran out). `background`: the request is
 * the app's own (pull, convergence, catalogue) and does not count as activity.
 */
export async function resolveSession(
  db: Db,
  token: string,
  clock: Clock,
  policy: SessionPolicy,
  options: { background: boolean },
): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token);
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const now = clock();
  if (sessionEnd(row.session, policy) <= now) {
    await deleteAndAudit(db, tokenHash, 'expired', (gone) => sessionEnd(gone, policy));
    return null;
  }
  if (
    !options.background &&
    now.getTime() - row.session.lastSeenAt.getTime() >= ACTIVITY_RESOLUTION_MS
  ) {
    // Never moves back: a slower parallel request may carry an earlier `now`.
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, now)));
    row.session.lastSeenAt = now;
  }
  return { tokenHash, session: row.session, user: row.user };
}

/** Ends a session (logout, or a new login in the same browser), auditing its impersonation. */
export async function endSession(
  db: Db,
  tokenHash: string,
  reason: Extract<ImpersonationEnd, 'logout' | 'login'>,
  clock: Clock,
): Promise<void> {
  const now = clock();
  await deleteAndAudit(db, tokenHash, reason, () => now);
}

/**
 * Ends every session opened with this user's password (issue 12: a password reset or change):
 * the user's own logins and the impersonations the user runs as an admin (their audit ends
 * 'password'). An admin's impersonation OF this user is the admin's login and stays. `except`
 * keeps one session (the one that changed the password). Run it inside the transaction of the
 * password change. Returns how many sessions ended.
 */
export async function endSessionsOfUser(
  db: Db,
  userId: string,
  at: Date,
  options: { except?: string } = {},
): Promise<number> {
  const own = sessionsOwnedBy(userId);
  const gone = await db
    .delete(sessions)
    .where(options.except ? and(own, ne(sessions.tokenHash, options.except)) : own)
    .returning();
  for (const row of gone) {
    if (row.impersonationId) await endImpersonation(db, row.impersonationId, 'password', at);
  }
  return gone.length;
}

export type SessionChanges = Partial<
  Pick<
    SessionRow,
    'userId' | 'impersonatorId' | 'impersonationId' | 'lieferkundeNr' | 'differentialLieferkundeNr'
  >
>;

/**
 * Replaces the session by one with a new id and these changes (an impersonation starts or ends):
 * the old token stops working at once. The absolute end stays the login's, so rotating never
 * extends a session. Throws 401 when the old row is already gone (a parallel rotation or logout),
 * so one session never turns into two. Run it inside the transaction of the change it belongs to.
 */
export async function rotateSession(
  db: Db,
  tokenHash: string,
  changes: SessionChanges,
  clock: Clock,
): Promise<{ token: string; session: SessionRow }> {
  const [old] = await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning();
  if (!old) throw authRequired();
  const token = newToken();
  const session: SessionRow = {
    ...old,
    ...changes,
    tokenHash: hashToken(token),
    lastSeenAt: clock(),
  };
  await db.insert(sessions).values(session);
  return { token, session };
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

/**
 * Deletes every session that has run out (idle or absolute) and records the end of their
 * impersonations at the moment each session expired. Returns how many sessions were deleted.
 */
export async function pruneExpiredSessions(
  db: Db,
  clock: Clock,
  policy: SessionPolicy,
): Promise<number> {
  const now = clock();
  const idleSince = new Date(now.getTime() - policy.idleMs);
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(sessions)
      .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleSince)))
      .returning();
    for (const row of gone) {
      if (row.impersonationId) {
        await endImpersonation(tx, row.impersonationId, 'expired', sessionEnd(row, policy));
      }
    }
    return gone.length;
  });
}
