// The writers of a user's assignments (issue 26): which delivery customers a user may act for. An
// assignment taken away stays as a tombstone with a new version, never a deleted row, so the
// user's devices drop the customer with their next pull; a writer holds the user's lock, so the
// versions of one user's assignments commit in order and a pull misses none.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { lockScope } from '../../../server/db/locks.ts';
import { nextVersion, userLieferkunden } from '../../../server/db/schema.ts';

/** Lets the user act for the customer (again). */
export function assignCustomer(db: Db, userId: string, lieferkundeNr: number, isDefault = false) {
  return db.transaction(async (tx) => {
    await lockScope(tx, 'customers', userId);
    await tx
      .insert(userLieferkunden)
      .values({ userId, lieferkundeNr, isDefault })
      .onConflictDoUpdate({
        target: [userLieferkunden.userId, userLieferkunden.lieferkundeNr],
        set: { isDefault, deletedAt: null, version: nextVersion() },
      });
  });
}

/** Takes the customer away from the user: the selector, sync and every call stop at once. */
export function takeAwayCustomer(db: Db, userId: string, lieferkundeNr: number, at: Date) {
  return db.transaction(async (tx) => {
    await lockScope(tx, 'customers', userId);
    await tx
      .update(userLieferkunden)
      .set({ deletedAt: at, version: nextVersion() })
      .where(
        and(
          eq(userLieferkunden.userId, userId),
          eq(userLieferkunden.lieferkundeNr, lieferkundeNr),
          isNull(userLieferkunden.deletedAt),
        ),
      );
  });
}
