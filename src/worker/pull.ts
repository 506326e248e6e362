// Pull (DESIGN "Sync protocol"): per collection a cursor and pages. Each answer is applied in ONE
// transaction together with the rebase: the still-pending outbox mutations are re-applied on top
// of the pulled rows, so nothing on screen jumps back. A corrupt answer never reaches this code
// (the zod parse in syncApi throws), so it is never half-applied.
import type { CollectionDef } from '../api/module';
import {
  COLLECTION_DEFS,
  COLLECTIONS,
  RESYNC_CURSOR,
  type Collection,
  type PullAnswer,
} from '../api/sync';
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

/**
 * The children a reset of `parent` restarts (their cursors become RESYNC_CURSOR): clearing
 * them here would show empty baskets until their next page; a reset of theirs replaces them
 * atomically in that page.
 */
function childrenOf(parent: Collection) {
  const def: CollectionDef = COLLECTION_DEFS[parent];
  return (def.children ?? []) as readonly { collection: Collection; key: string }[];
}

/**
 * Applies one pull answer and rebases, atomically, collection by collection in registry order
 * (a parent before its children). Returns true when another page is due.
 */
export async function applyPullAnswer(db: PortalDb, answer: PullAnswer): Promise<boolean> {
  let more = COLLECTIONS.some((c) => answer[c].hasMore);
  const tables = [db.meta, db.outbox, ...COLLECTIONS.map((c) => db.table(c))];
  await db.transaction('rw', tables, async () => {
    /** Children restarted by their parent's reset keep their old cursor until their own page. */
    const restarted = new Set<Collection>();
    for (const collection of COLLECTIONS) {
      const page = answer[collection];
      const table = db.table(collection);
      if (page.reset) {
        await table.clear();
        for (const child of childrenOf(collection)) {
          if (answer[child.collection].reset) continue;
          await db.meta.put({ key: META.cursor(child.collection), value: RESYNC_CURSOR });
          restarted.add(child.collection);
          more = true;
        }
      }
      if (page.deletes.length > 0) {
        for (const child of childrenOf(collection)) {
          await db.table(child.collection).where(child.key).anyOf(page.deletes).delete();
        }
        await table.bulkDelete(page.deletes);
      }
      await table.bulkPut(page.upserts);
    }

    // A rejection that arrived while this pull was under way marked collections for a resync.
    // This answer was asked with the old cursor: keeping its cursor would keep the undone change
    // on screen, so the mark stays and the next page resets those collections.
    const stored = await readCursors(db);
    const awaitingResync = (c: Collection) => stored[c] === RESYNC_CURSOR && !answer[c].reset;
    if (COLLECTIONS.some(awaitingResync)) more = true;
    const cursors = COLLECTIONS.filter((c) => !restarted.has(c) && !awaitingResync(c)).map((c) => ({
      key: META.cursor(c),
      value: answer[c].cursor,
    }));
    await db.meta.bulkPut(cursors);

    await rebase(db);
  });
  return more;
}

/**
 * Pulls until no collection has more; returns the number of pages applied. `userId` is the owner
 * of `db`: under another user's session the server refuses (409) instead of sending their rows.
 * `shouldYield`, asked after each page while more are due, stops early when it says true: every
 * page is stored with its cursors, so a later pull goes on where this one stopped. `beforeNextPage`
 * runs before each further page is asked for (the worker waits there while the user searches).
 */
export async function pullAll(
  db: PortalDb,
  api: Pick<SyncApi, 'pull'>,
  userId: string,
  limit?: number,
  shouldYield?: () => boolean,
  beforeNextPage?: () => Promise<unknown>,
): Promise<number> {
  for (let round = 1; round <= PULL_ROUNDS_MAX; round++) {
    if (round > 1) await beforeNextPage?.();
    const cursors = await readCursors(db);
    const answer = await api.pull(
      limit === undefined ? { userId, cursors } : { userId, cursors, limit },
    );
    if (!(await applyPullAnswer(db, answer))) return round;
    if (shouldYield?.()) return round;
  }
  return PULL_ROUNDS_MAX;
}
