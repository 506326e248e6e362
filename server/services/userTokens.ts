// Single-use tokens sent by mail (password reset, IP unlock). The token is 32 random bytes in the
// link; the database keeps only its SHA-256 (like a session), so a leaked row cannot be used. A
// token is spent in the same UPDATE that checks it (unused, unexpired, right purpose), so two
// clicks racing each other cannot both succeed.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { userTokens, type UserTokenPurpose } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { hashToken } from './sessions.ts';

/** A reset link is valid for one hour (issue 12); an IP-unlock link likewise. */
export const TOKEN_TTL_MS = 60 * 60 * 1000;

/** The shape of a token in a link: 43 characters of base64url (32 bytes). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type TokenRow = typeof userTokens.$inferSelect;

/** Creates a token and returns it; only its hash is stored. */
export async function issueToken(
  db: Db | Tx,
  userId: string,
  purpose: UserTokenPurpose,
  clock: Clock,
  options: { ip?: string; ttlMs?: number } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock();
  await db.insert(userTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    ip: options.ip ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + (options.ttlMs ?? TOKEN_TTL_MS)),
  });
  return token;
}

/** The token's row while it is unused and unexpired, without spending it (to show a page). */
export async function peekToken(
  db: Db | Tx,
  token: string,
  purpose: UserTokenPurpose,
  clock: Clock,
): Promise<TokenRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, clock()),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Spends the token: its row if it was unused and unexpired, else null (forged, used, expired). */
export async function spendToken(
  db: Db | Tx,
  token: string,
  purpose: UserTokenPurpose,
  clock: Clock,
): Promise<TokenRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const now = clock();
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Spends every open token of the user for the purpose (a new reset link voids older ones). */
export async function voidTokens(
  db: Db | Tx,
  userId: string,
  purpose: UserTokenPurpose,
  clock: Clock,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: clock() })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
      ),
    );
}

/** Deletes tokens that expired a day ago or more (used ones stay until then, for support). */
export async function pruneUserTokens(db: Db, clock: Clock): Promise<number> {
  const cutoff = new Date(clock().getTime() - 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(userTokens)
    .where(lt(userTokens.expiresAt, cutoff))
    .returning({ tokenHash: userTokens.tokenHash });
  return deleted.length;
}
