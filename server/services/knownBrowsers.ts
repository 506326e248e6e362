// Known browsers (OWASP "Slow down online guessing attacks with device cookies"): a successful
// login leaves a random token in an HttpOnly cookie of that browser and its SHA-256 in
// known_browsers. A later login attempt on the same account from that browser is counted per
// browser, not against the account's budget for new browsers, so a guesser elsewhere cannot lock
// the owner out, and the owner's own mistakes never lock anyone else out. One cookie holds the
// tokens of a few accounts (a shared pharmacy PC). A password reset or change forgets them all.
import { and, desc, eq, gt, inArray, lte, notInArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { knownBrowsers, users } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { hashToken, newToken, privateCookie } from './sessions.ts';
import { TOKEN_PATTERN } from './userTokens.ts';

export const BROWSER_COOKIE = 'did';
/** Under HTTPS, like the session cookie: no subdomain or plain-http page can plant it. */
export const SECURE_BROWSER_COOKIE = '__Host-did';
/** A browser not used for a login this long is forgotten. */
export const KNOWN_BROWSER_TTL_MS = 90 * 24 * 60 * 60 * 1000;
/** Accounts one browser remembers (the newest login first). */
export const TOKENS_PER_BROWSER = 5;
/** Browsers one account remembers (the oldest is forgotten first). */
export const BROWSERS_PER_USER = 20;

const cookieName = (request: FastifyRequest) =>
  request.protocol === 'https' ? SECURE_BROWSER_COOKIE : BROWSER_COOKIE;

/** The well-formed tokens of the request's cookie (at most TOKENS_PER_BROWSER). */
function cookieTokens(request: FastifyRequest): string[] {
  const raw = request.cookies[cookieName(request)] ?? '';
  return raw
    .split('.')
    .filter((token) => TOKEN_PATTERN.test(token))
    .slice(0, TOKENS_PER_BROWSER);
}

/**
 * The hash of this browser's token for the account named `username`, or null: the browser has
 * not logged in to that account within KNOWN_BROWSER_TTL_MS (or the account does not exist).
 */
export async function knownBrowserOf(
  db: Db,
  request: FastifyRequest,
  username: string,
  clock: Clock,
): Promise<string | null> {
  const hashes = cookieTokens(request).map(hashToken);
  if (hashes.length === 0) return null;
  const [row] = await db
    .select({ tokenHash: knownBrowsers.tokenHash })
    .from(knownBrowsers)
    .innerJoin(users, eq(users.id, knownBrowsers.userId))
    .where(
      and(
        inArray(knownBrowsers.tokenHash, hashes),
        eq(users.email, username.trim().toLowerCase()),
        gt(knownBrowsers.lastUsedAt, new Date(clock().getTime() - KNOWN_BROWSER_TTL_MS)),
      ),
    )
    .limit(1);
  return row?.tokenHash ?? null;
}

/**
 * After a successful login: marks the browser as known to the user (a new token, or the one it
 * has for the user, touched) and puts that token first in the cookie.
 */
export async function rememberBrowser(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  clock: Clock,
): Promise<void> {
  const now = clock();
  const tokens = cookieTokens(request);
  const hashes = tokens.map(hashToken);
  const mine =
    hashes.length === 0
      ? []
      : await db
          .update(knownBrowsers)
          .set({ lastUsedAt: now })
          .where(and(inArray(knownBrowsers.tokenHash, hashes), eq(knownBrowsers.userId, userId)))
          .returning({ tokenHash: knownBrowsers.tokenHash });
  let token = tokens.find((t) => mine.some((m) => m.tokenHash === hashToken(t)));
  if (!token) {
    token = newToken();
    await db
      .insert(knownBrowsers)
      .values({ tokenHash: hashToken(token), userId, createdAt: now, lastUsedAt: now });
    // Bounded per user: the browsers used longest ago are forgotten.
    const keep = db
      .select({ tokenHash: knownBrowsers.tokenHash })
      .from(knownBrowsers)
      .where(eq(knownBrowsers.userId, userId))
      .orderBy(desc(knownBrowsers.lastUsedAt))
      .limit(BROWSERS_PER_USER);
    await db
      .delete(knownBrowsers)
      .where(and(eq(knownBrowsers.userId, userId), notInArray(knownBrowsers.tokenHash, keep)));
  }
  const value = [token, ...tokens.filter((t) => t !== token)].slice(0, TOKENS_PER_BROWSER);
  reply.setCookie(cookieName(request), value.join('.'), {
    ...privateCookie(request),
    maxAge: Math.floor(KNOWN_BROWSER_TTL_MS / 1000),
  });
}

/** A new password: no browser stays trusted for the account (run in the change's transaction). */
export async function forgetBrowsers(db: Db | Tx, userId: string): Promise<void> {
  await db.delete(knownBrowsers).where(eq(knownBrowsers.userId, userId));
}

/** Deletes browsers unused for KNOWN_BROWSER_TTL_MS; returns how many. */
export async function pruneKnownBrowsers(db: Db, clock: Clock): Promise<number> {
  const cutoff = new Date(clock().getTime() - KNOWN_BROWSER_TTL_MS);
  const gone = await db
    .delete(knownBrowsers)
    .where(lte(knownBrowsers.lastUsedAt, cutoff))
    .returning({ tokenHash: knownBrowsers.tokenHash });
  return gone.length;
}
