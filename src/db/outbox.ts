// The queue seen from the UI: counts, and what to do with mutations the server rejected.
import { COLLECTIONS, MUTATIONS } from '../api/sync';
import { applyMutation, readOwner } from './mutators';
import { newId } from './mutate';
import type { PortalDb } from './schema';

export const pendingCount = (db: PortalDb): Promise<number> => db.outbox.count();

/**
 * Puts a rejected mutation back at the end of the outbox. It gets a NEW mutation id: the server
 * recorded the rejection under the old one and would answer a repeat with that record.
 */
export async function retryFailed(db: PortalDb, id: string): Promise<string | null> {
  return db.transaction(
    'rw',
    [db.failedMutations, db.outbox, db.meta, ...COLLECTIONS.map((c) => db.table(c))],
    async () => {
      const failed = await db.failedMutations.get(id);
      if (!failed) return null;
      const now = new Date().toISOString();
      const fresh = newId();
      await db.failedMutations.delete(id);
      await db.outbox.add({
        id: fresh,
        v: MUTATIONS[failed.name].v,
        name: failed.name,
        args: failed.args,
        createdAt: now,
      });
      // Shown again at once, as when it was first made.
      await applyMutation({ db, user: await readOwner(db), now }, failed.name, failed.args);
      return fresh;
    },
  );
}

export async function discardFailed(db: PortalDb, id: string): Promise<void> {
  await db.failedMutations.delete(id);
}

/** Resolves true once the outbox is empty, false after timeoutMs (logout dialog). */
export async function waitForEmptyOutbox(
  db: PortalDb,
  timeoutMs: number,
  pollMs = 200,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await db.outbox.count()) === 0) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, deadline - Date.now())));
  }
}
