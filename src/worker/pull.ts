// Pull (DESIGN "Sync protocol"): per collection a cursor and pages. Each answer is applied in ONE
// transaction together with the rebase: the still-pending outbox mutations are re-applied on top
// of the pulled rows, so nothing on screen jumps back. A corrupt answer never reaches this code
// (the zod parse in syncApi throws), so it is never half-applied.
import { COLLECTIONS, RESYNC_CURSOR, type Collection, type PullAnswer } from '../api/sync';
import { applyMutation, readOwner } from '../db/mutators';
import { META, type PortalDb } from '../db/schema';
import type { SyncApi } from './syncApi';

/** Guards against a server that always says hasMore. */
export const PULL_ROUNDS_MAX = 1000;

export async function readCursors(db: PortalDb): Promise<Partial<Record<Collection, string>>> {
  const entries = await db.meta.bulkGet(COLLECTIONS.map((c) => META.cursor(c)));
  const cursors: Partial<Record<Collection, string>> = {};
  COLLECTIONS.forEach((collection, i) => {
    const value = entries[i]?.value;
    if (typeof value === 'string') cursors[collection] = value;
  });
  return cursors;
}

/** Re-applies the pending mutations in order (inside the caller's transaction). */
export async function rebase(db: PortalDb): Promise<void> {
  const pending = await db.outbox.orderBy('seq').toArray();
  if (pending.length === 0) return;
  const user = await readOwner(db);
  for (const entry of pending) {
    await applyMutation({ db, user, now: entry.createdAt }, entry.name, entry.args);
  }
}

/** Applies one pull answer and rebases, atomically. Returns true when another page is due. */
export async function applyPullAnswer(db: PortalDb, answer: PullAnswer): Promise<boolean> {
  let more = COLLECTIONS.some((c) => answer[c].hasMore);
  const tables = [db.meta, db.outbox, db.notifications, db.baskets, db.basketRows, db.orders];
  await db.transaction('rw', tables, async () => {
    const { notifications, baskets, basketRows, orders } = answer;

    if (notifications.reset) await db.notifications.clear();
    await db.notifications.bulkDelete(notifications.deletes);
    await db.notifications.bulkPut(notifications.upserts);

    if (baskets.reset) {
      await db.baskets.clear();
      // The rows must start over too. Clearing them here would show empty baskets until the
      // next page; asking for a reset of the rows replaces them atomically in that page.
      if (!basketRows.reset) {
        await db.meta.put({ key: META.cursor('basketRows'), value: RESYNC_CURSOR });
        more = true;
      }
    }
    if (baskets.deletes.length > 0) {
      await db.basketRows.where('basketId').anyOf(baskets.deletes).delete();
      await db.baskets.bulkDelete(baskets.deletes);
    }
    await db.baskets.bulkPut(baskets.upserts);

    if (basketRows.reset) await db.basketRows.clear();
    await db.basketRows.bulkDelete(basketRows.deletes);
    await db.basketRows.bulkPut(basketRows.upserts);

    if (orders.reset) await db.orders.clear();
    await db.orders.bulkDelete(orders.deletes);
    await db.orders.bulkPut(orders.upserts);

    // A rejection that arrived while this pull was under way marked collections for a resync.
    // This answer was asked with the old cursor: keeping its cursor would keep the undone change
    // on screen, so the mark stays and the next page resets those collections.
    const stored = await readCursors(db);
    const awaitingResync = (c: Collection) => stored[c] === RESYNC_CURSOR && !answer[c].reset;
    if (COLLECTIONS.some(awaitingResync)) more = true;
    const cursors = COLLECTIONS.filter(
      (c) => !(c === 'basketRows' && baskets.reset && !basketRows.reset) && !awaitingResync(c),
    ).map((c) => ({ key: META.cursor(c), value: answer[c].cursor }));
    await db.meta.bulkPut(cursors);

    await rebase(db);
  });
  return more;
}

/**
 * Pulls until no collection has more; returns the number of pages applied. `userId` is the owner
 * of `db`: under another user's session the server refuses (409) instead of sending their rows.
 */
export async function pullAll(
  db: PortalDb,
  api: Pick<SyncApi, 'pull'>,
  userId: string,
  limit?: number,
): Promise<number> {
  for (let round = 1; round <= PULL_ROUNDS_MAX; round++) {
    const cursors = await readCursors(db);
    const answer = await api.pull(
      limit === undefined ? { userId, cursors } : { userId, cursors, limit },
    );
    if (!(await applyPullAnswer(db, answer))) return round;
  }
  return PULL_ROUNDS_MAX;
}
