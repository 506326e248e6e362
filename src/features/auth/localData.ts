// Issue 10 point 13, shared computers: a user's local data can be removed from the device. After a
// logout with nothing left to send, the login page offers it (the logout itself stays one click);
// 'Depersonate' removes the impersonated user's data from the admin's browser. The removal is
// refused while changes are queued, so it never loses one. The shared catalogue stays.
import { removeUserData, type RemoveOutcome } from '../../db';
import type { SessionStore } from '../../platform/session/sessionStore';

export { removalOffer, type RemovalOffer } from './removalOffer';

/** Removes the user's database, their known-client record and their cached session. */
export async function removeLocalData(
  session: Pick<SessionStore, 'forgetCached'>,
  userId: string,
  remove: (userId: string) => Promise<RemoveOutcome> = removeUserData,
): Promise<RemoveOutcome> {
  const outcome = await remove(userId);
  if (outcome === 'removed') session.forgetCached(userId);
  return outcome;
}
