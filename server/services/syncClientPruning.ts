// Housekeeping of the exactly-once records. A live client acknowledges its results with every
// push (PushBody.ack), which prunes them, so it leaves at most one batch behind. A client that
// never comes back (browser data cleared, device gone) would keep its last batch forever: after
// CLIENT_RETENTION_MS without a push its records and its row go. A client that returns later
// starts a new epoch and acknowledgement; only a push whose answer was lost more than that long
// ago could then apply twice, which the retention makes a non-case.
import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clientMutations, syncClients } from '../db/schema.ts';
import type { Clock } from './clock.ts';

export const CLIENT_RETENTION_MS = 180 * 24 * 60 * 60 * 1000;

/** Removes clients unseen for CLIENT_RETENTION_MS and their records; returns how many. */
export async function pruneSyncClients(db: Db, clock: Clock): Promise<number> {
  const before = new Date(clock().getTime() - CLIENT_RETENTION_MS);
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(syncClients)
      .where(lt(syncClients.lastSeenAt, before))
      .returning({ clientId: syncClients.clientId });
    const ids = gone.map((row) => row.clientId);
    if (ids.length > 0) {
      await tx.delete(clientMutations).where(inArray(clientMutations.clientId, ids));
    }
    return ids.length;
  });
}
