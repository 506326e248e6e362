// One pull round of the whole device (issue 26): the user's own collections, then each delivery
// customer of the working set (src/db/workingSet.ts), the chosen one first, each from its own
// cursors. A customer that left the set is dropped from the device; when the origin's storage
// passes the budget, the set shrinks from its lowest priorities and the selector says which.
import { CUSTOMER_COLLECTIONS, PULL_PAGE_MAX } from '../api/sync';
import { customerFirstPullKeys } from '../db/firstPull';
import { META, type PortalDb } from '../db/schema';
import {
  readStoredWorkingSet,
  STORAGE_BUDGET_BYTES,
  syncedCustomers,
  WORKING_SET_MAX,
  workingSet,
  type StoredWorkingSet,
} from '../db/workingSet';
import { clearCustomerRows, pullAll } from './pull';
import type { SyncApi } from './syncApi';

export interface WorkingSetPull {
  readonly db: PortalDb;
  readonly api: Pick<SyncApi, 'pull'>;
  readonly userId: string;
  readonly now: () => Date;
  /** Asked after each page: true ends the round there (a change or search waits). */
  readonly shouldYield: () => boolean;
  readonly beforeNextPage: () => Promise<unknown>;
  /** The origin's storage in use, in bytes (null where the browser cannot tell). */
  readonly usage: () => Promise<number | null>;
  /**
   * The user's own collections and the chosen customer's are on the device: what the screens
   * show is synced, while the rest of the working set may still be coming.
   */
  readonly onCurrentDone?: () => Promise<void>;
}

/** Removes a customer's rows and cursors from the device (it left the working set). */
export async function dropCustomer(db: PortalDb, lieferkundeNr: number): Promise<void> {
  const tables = [db.meta, ...CUSTOMER_COLLECTIONS.map((c) => db.table(c))];
  await db.transaction('rw', tables, async () => {
    for (const collection of CUSTOMER_COLLECTIONS) {
      await clearCustomerRows(db, collection, lieferkundeNr);
    }
    await db.meta.bulkDelete([
      META.customerSyncedAt(lieferkundeNr),
      ...CUSTOMER_COLLECTIONS.map((c) => META.cursor(c, lieferkundeNr)),
      ...customerFirstPullKeys(lieferkundeNr),
    ]);
  });
}

/**
 * A cap the budget lowered is raised again no sooner than this. A customer's history can be a
 * third of the budget (24 months at 100 lines a day): raised as soon as storage fell below 70 %,
 * the dropped customer came back, passed the budget and was dropped again every other round, a
 * whole history pulled each time. Now that costs one pull a day at most.
 */
export const CAP_RAISE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The set's cap for this round: lowered while storage is over budget, raised again below 70 %. */
function capOf(stored: StoredWorkingSet, held: number, usage: number | null, now: Date) {
  const cap = stored.cap ?? WORKING_SET_MAX;
  const kept = { cap, loweredAt: stored.loweredAt };
  if (usage === null) return kept;
  if (usage > STORAGE_BUDGET_BYTES) {
    return { cap: Math.max(1, Math.min(cap, held) - 1), loweredAt: now.toISOString() };
  }
  const lowered = stored.loweredAt === undefined ? 0 : Date.parse(stored.loweredAt);
  const rested = !(now.getTime() - lowered < CAP_RAISE_AFTER_MS);
  if (usage < STORAGE_BUDGET_BYTES * 0.7 && rested) {
    return { cap: Math.min(WORKING_SET_MAX, cap + 1), loweredAt: stored.loweredAt };
  }
  return kept;
}

/** Pulls the user's collections and the working set's; false when a yield ended it early. */
export async function pullWorkingSet(run: WorkingSetPull): Promise<boolean> {
  const { db, api, userId } = run;
  const pull = (target: Parameters<typeof pullAll>[6]) =>
    pullAll(db, api, userId, PULL_PAGE_MAX, run.shouldYield, run.beforeNextPage, target);
  let stopped = false;
  const yielded = () => {
    stopped = stopped || run.shouldYield();
    return stopped;
  };
  // The user's own collections first: the customer list the set is made of is one of them.
  await pull({ part: 'user' });
  if (yielded()) return false;

  const [stored, synced, usage] = await Promise.all([
    readStoredWorkingSet(db),
    syncedCustomers(db),
    run.usage(),
  ]);
  const held = [...synced.keys()];
  const { cap, loweredAt } = capOf(stored, held.length, usage, run.now());
  const full = await workingSet(db, run.now(), WORKING_SET_MAX);
  const entries = full.slice(0, cap);
  const trimmed = full.slice(cap).map((e) => e.lieferkundeNr);
  const wanted = new Set(entries.map((e) => e.lieferkundeNr));
  for (const nr of held) if (!wanted.has(nr)) await dropCustomer(db, nr);
  const next: StoredWorkingSet = { entries, trimmed, cap, ...(loweredAt ? { loweredAt } : {}) };
  await db.meta.put({ key: META.workingSet, value: next });

  if (entries[0]?.reason !== 'current') await run.onCurrentDone?.();
  for (const { lieferkundeNr, reason } of entries) {
    // Marked as held before its first page, so an interrupted first pull is dropped if it leaves.
    const key = META.customerSyncedAt(lieferkundeNr);
    if (!(await db.meta.get(key))) await db.meta.put({ key, value: null });
    await pull({ part: 'customer', lieferkundeNr });
    if (yielded()) return false;
    await db.meta.put({ key, value: run.now().toISOString() });
    if (reason === 'current') await run.onCurrentDone?.();
  }
  return true;
}
