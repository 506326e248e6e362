// Setting a password (issue 12): by a mailed reset link, or by the logged-in user who knows the
// current one. Both check SPEC 5's rules again (isStrongPassword), hash with argon2id, clear
// `mustChangePassword` and end sessions in the same transaction as the new hash: a reset ends
// every session of the user, a change every other one (the current one gets a new id).
import { eq } from 'drizzle-orm';
import { isStrongPassword } from '../../src/api/passwordRules.ts';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { accountDe } from '../../src/i18n/account.de.ts';
import type { AccountRequestPolicy } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { takeMailTo } from './accountRequests.ts';
import type { Clock } from './clock.ts';
import { forgetBrowsers } from './knownBrowsers.ts';
import { PORTAL_NAME, composeMail, type Mailer } from './mail.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endSessionsOfUser, rotateSession, type SessionRow, type UserRow } from './sessions.ts';
import { issueToken, peekToken, spendToken, voidTokens } from './userTokens.ts';

export const weakPassword = () =>
  new ApiError(400, ERROR_CODE.weakPassword, accountDe.server.weakPassword);
export const tokenInvalid = () =>
  new ApiError(404, ERROR_CODE.tokenInvalid, accountDe.server.tokenInvalid);

export interface ResetMailDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly publicUrl: string;
  /** The budget of mails with a link per recipient address. */
  readonly policy: AccountRequestPolicy;
  /** Logs a failed send (the transport's error, never the mail). */
  readonly logMailError: (error: unknown) => void;
}

/**
 * Mails a reset link to the user with this address; a new link voids the older open ones. Throws
 * 404 'unknown_email' when no user has the address (SPEC 4), 429 when the account's reset mails
 * are used up (MAILS_PER_ADDRESS_PER_HOUR: nobody floods a mailbox), 502 'mail_failed' when the mail
 * could not be sent (the new link is voided too).
 */
export async function sendResetMail(deps: ResetMailDeps, email: string): Promise<void> {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  if (!user) throw new ApiError(404, ERROR_CODE.unknownEmail, accountDe.server.unknownEmail);
  await takeMailTo(deps, user.email, accountDe.server.resetMailsUsedUp);
  const token = await deps.db.transaction(async (tx) => {
    await voidTokens(tx, user.id, 'reset_password', deps.clock);
    return issueToken(tx, user.id, 'reset_password', deps.clock);
  });
  const link = `${deps.publicUrl}/reset-password/${token}`;
  try {
    await deps.mailer.send({
      to: user.email,
      subject: accountDe.mail.resetSubject,
      ...composeMail(
        PORTAL_NAME,
        accountDe.mail.resetParagraphs(PORTAL_NAME, user.displayName, link),
      ),
    });
  } catch (error) {
    deps.logMailError(error);
    await voidTokens(deps.db, user.id, 'reset_password', deps.clock);
    throw new ApiError(502, ERROR_CODE.mailFailed, accountDe.server.mailFailed);
  }
}

/** Whether a reset link is open (unused, unexpired, of this purpose), without spending it. */
export async function isOpenResetToken(db: Db, token: string, clock: Clock): Promise<boolean> {
  return (await peekToken(db, token, 'reset_password', clock)) !== null;
}

/**
 * Sets the password of a reset link's user. A weak password is refused BEFORE the token is
 * touched, so the link still works. The token is checked BEFORE the password is hashed (issue 23
 * item 1): a made-up token costs one indexed lookup, never an argon2 hash. It is spent in the
 * same transaction as the new hash, so of two racing confirmations only one succeeds.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  clock: Clock,
): Promise<void> {
  if (!isStrongPassword(password)) throw weakPassword();
  if (!(await peekToken(db, token, 'reset_password', clock))) throw tokenInvalid();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await spendToken(tx, token, 'reset_password', clock);
    if (!row) throw tokenInvalid();
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(users.id, row.userId));
    // Other reset links of the user die with this one.
    await voidTokens(tx, row.userId, 'reset_password', clock);
    await endSessionsOfUser(tx, row.userId, clock());
    await forgetBrowsers(tx, row.userId);
  });
}

/**
 * The logged-in user's change: the current password must verify (the caller counts the attempt
 * against the login limits), the new one must meet the rules and differ from it. Ends every other
 * session of the user and gives this one a new id; returns the new token and row.
 */
export async function changePassword(
  db: Db,
  auth: { tokenHash: string; user: UserRow },
  currentPassword: string,
  newPassword: string,
  clock: Clock,
): Promise<{ token: string; session: SessionRow; user: UserRow }> {
  if (!(await verifyPassword(auth.user.passwordHash, currentPassword))) {
    throw new ApiError(400, ERROR_CODE.wrongPassword, accountDe.server.wrongPassword);
  }
  if (!isStrongPassword(newPassword)) throw weakPassword();
  if (newPassword === currentPassword) {
    throw new ApiError(400, ERROR_CODE.weakPassword, accountDe.server.samePassword);
  }
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(users.id, auth.user.id))
      .returning();
    if (!user) throw new ApiError(404, ERROR_CODE.notFound, accountDe.server.notFound);
    await endSessionsOfUser(tx, user.id, clock(), { except: auth.tokenHash });
    // Open reset links were asked for the old password: they go too.
    await voidTokens(tx, user.id, 'reset_password', clock);
    // Other browsers of the old password are no longer trusted; this one logs in again later.
    await forgetBrowsers(tx, user.id);
    const rotated = await rotateSession(tx, auth.tokenHash, {}, clock);
    return { ...rotated, user };
  });
}
