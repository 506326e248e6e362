// IP unlock (issue 12): a user with `requireKnownIp` logs in only from addresses unlocked through
// a mailed link (`known_ips`). A login with the right password from another address is refused
// with 403 'ip_unknown', and a mail with `${publicUrl}/validate-ip/{token}` goes out: at most one
// per user and address within IP_MAIL_INTERVAL_MS, for which the existence of an open token is
// the record (no table of its own). The address is `request.ip`, which TRUST_PROXY governs.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { accountDe } from '../../src/i18n/account.de.ts';
import type { Db } from '../db/client.ts';
import { knownIps, userTokens, users } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { Clock } from './clock.ts';
import { PORTAL_NAME, composeMail, type Mailer } from './mail.ts';
import type { UserRow } from './sessions.ts';
import { issueToken, peekToken, spendToken } from './userTokens.ts';

/** No second unlock mail for the same user and address within this time. */
export const IP_MAIL_INTERVAL_MS = 5 * 60 * 1000;

export interface IpUnlockDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly publicUrl: string;
  /** Logs a failed send (the transport's error, never the mail). */
  readonly logMailError: (error: unknown) => void;
}

/** The service's dependencies for one request (its logger reports a failed send). */
export function ipUnlockDeps(
  deps: { db: Db; clock: Clock; mailer: Mailer; config: { publicUrl: string } },
  request: FastifyRequest,
): IpUnlockDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    logMailError: (err) => request.log.error({ err }, 'IP unlock mail failed'),
  };
}

/** One spelling per address: an IPv4 client seen on an IPv6 socket is its IPv4 address. */
export function normalizeAddress(ip: string): string {
  const lower = ip.trim().toLowerCase();
  return lower.startsWith('::ffff:') && lower.includes('.') ? lower.slice(7) : lower;
}

export async function isKnownIp(db: Db, userId: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ ip: knownIps.ip })
    .from(knownIps)
    .where(and(eq(knownIps.userId, userId), eq(knownIps.ip, normalizeAddress(ip))))
    .limit(1);
  return row !== undefined;
}

/**
 * A new unlock token for the user and address, or null when one was issued within the interval
 * and is still open (the mail for it went out then). The user's row is locked for the check, so
 * two parallel logins from one address send one mail.
 */
async function tokenToMail(deps: IpUnlockDeps, userId: string, ip: string): Promise<string | null> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [open] = await tx
      .select({ tokenHash: userTokens.tokenHash })
      .from(userTokens)
      .where(
        and(
          eq(userTokens.userId, userId),
          eq(userTokens.purpose, 'validate_ip'),
          eq(userTokens.ip, ip),
          isNull(userTokens.usedAt),
          gt(userTokens.expiresAt, now),
          gt(userTokens.createdAt, new Date(now.getTime() - IP_MAIL_INTERVAL_MS)),
        ),
      )
      .limit(1);
    if (open) return null;
    return issueToken(tx, userId, 'validate_ip', deps.clock, { ip });
  });
}

/**
 * Called by the login right after the password verified: passes for users without the rule and
 * for unlocked addresses; otherwise mails an unlock link (throttled) and throws 403 'ip_unknown'.
 */
export async function requireKnownIp(
  deps: IpUnlockDeps,
  user: UserRow,
  requestIp: string,
): Promise<void> {
  if (!user.requireKnownIp) return;
  const ip = normalizeAddress(requestIp);
  if (await isKnownIp(deps.db, user.id, ip)) return;
  const token = await tokenToMail(deps, user.id, ip);
  if (token) {
    const link = `${deps.publicUrl}/validate-ip/${token}`;
    try {
      await deps.mailer.send({
        to: user.email,
        subject: accountDe.mail.ipSubject,
        ...composeMail(
          PORTAL_NAME,
          accountDe.mail.ipParagraphs(PORTAL_NAME, user.displayName, ip, link),
        ),
      });
    } catch (error) {
      deps.logMailError(error);
      // Not sent: the token goes, so the next attempt mails again instead of waiting.
      await spendToken(deps.db, token, 'validate_ip', deps.clock);
      throw new ApiError(403, ERROR_CODE.ipUnknown, accountDe.server.ipUnknownMailFailed);
    }
  }
  throw new ApiError(403, ERROR_CODE.ipUnknown, accountDe.server.ipUnknown);
}

/** The address an open unlock link unlocks, or null (forged, used, expired, another purpose). */
export async function lookupUnlock(db: Db, token: string, clock: Clock): Promise<string | null> {
  const row = await peekToken(db, token, 'validate_ip', clock);
  return row?.ip ?? null;
}

/**
 * Spends the link and unlocks its address for its user, in one transaction; the address, or null
 * when the link is not (or no longer) valid.
 */
export async function unlockIp(db: Db, token: string, clock: Clock): Promise<string | null> {
  return db.transaction(async (tx) => {
    const row = await spendToken(tx, token, 'validate_ip', clock);
    if (!row?.ip) return null;
    await tx
      .insert(knownIps)
      .values({ userId: row.userId, ip: row.ip, unlockedAt: clock() })
      .onConflictDoNothing();
    return row.ip;
  });
}
