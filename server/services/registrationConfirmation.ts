// The confirmation of a registration's e-mail address (issue 23, finding 6). Without it anyone
// could register someone else's address and, once staff approved, log in on it with their own
// password. A registration is 'unconfirmed' until the mailed link is used, and only then
// 'pending' for staff. The link is made like a reset link (server/services/userTokens.ts): 32
// random bytes, only their SHA-256 stored, spent by the UPDATE that checks it. It lives on the
// registration row rather than in `user_tokens`, whose rows belong to users: one link per
// registration, gone with the row when a new registration for the address replaces it.
import { and, eq, gt, lt } from 'drizzle-orm';
import { CONFIRM_LINK_HOURS } from '../../src/api/registrationRules.ts';
import type { Db } from '../db/client.ts';
import { registrations } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { hashToken, newToken } from './sessions.ts';
import { TOKEN_PATTERN } from './userTokens.ts';

/** How long a confirmation link is valid; the mail and the register page say so in hours. */
export const CONFIRM_TTL_MS = CONFIRM_LINK_HOURS * 60 * 60 * 1000;

/** A new link's token (for the mail) and what the row keeps of it. */
export function confirmationToken(clock: Clock) {
  const token = newToken();
  return {
    token,
    columns: {
      confirmTokenHash: hashToken(token),
      confirmExpiresAt: new Date(clock().getTime() + CONFIRM_TTL_MS),
    },
  };
}

/**
 * Uses a confirmation link: the registration becomes 'pending' (staff see it) and the link is
 * spent in the same statement, so two clicks cannot both count. Null for a forged, used or
 * expired link, and for one whose registration was replaced.
 */
export async function confirmRegistration(db: Db, token: string, clock: Clock) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const now = clock();
  const [row] = await db
    .update(registrations)
    .set({ status: 'pending', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(
      and(
        eq(registrations.confirmTokenHash, hashToken(token)),
        eq(registrations.status, 'unconfirmed'),
        gt(registrations.confirmExpiresAt, now),
      ),
    )
    .returning({ id: registrations.id });
  return row ?? null;
}

/** Deletes a registration whose link could not be mailed: nobody could ever confirm it. */
export async function discardUnconfirmed(db: Db, id: string): Promise<void> {
  await db
    .delete(registrations)
    .where(and(eq(registrations.id, id), eq(registrations.status, 'unconfirmed')));
}

/**
 * Deletes unconfirmed registrations whose link has expired: their data and password hash were
 * never shown to be the address owner's, so nothing is kept once the link is dead.
 */
export async function pruneUnconfirmedRegistrations(db: Db, clock: Clock): Promise<number> {
  const deleted = await db
    .delete(registrations)
    .where(
      and(eq(registrations.status, 'unconfirmed'), lt(registrations.confirmExpiresAt, clock())),
    )
    .returning({ id: registrations.id });
  return deleted.length;
}
