// Whether a collection's first pull has completed, per scope (issue 27): the user's own
// collections, or one delivery customer's. A screen shows its empty state only after that; before,
// an empty table only means the rows have not arrived yet.
import {
  COLLECTION_DEFS,
  CUSTOMER_COLLECTIONS,
  USER_COLLECTIONS,
  type Collection,
} from '../api/sync';
import { META, type PortalDb } from './schema';

/**
 * Marks the first pull of these marker keys complete (inside the caller's transaction, the one
 * that stores the last page). Writes only the missing ones, so a later round's last page does not
 * wake every screen that watches the markers.
 */
export async function markFirstPulls(db: PortalDb, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const stored = await db.meta.bulkGet([...keys]);
  const missing = keys.filter((_, i) => stored[i] === undefined);
  if (missing.length > 0) await db.meta.bulkPut(missing.map((key) => ({ key, value: true })));
}

/** The marker keys a customer leaves behind when it leaves the device. */
export const customerFirstPullKeys = (lieferkundeNr: number) =>
  CUSTOMER_COLLECTIONS.map((c) => META.firstPulled(c, lieferkundeNr));

/**
 * Per collection whether its first pull in the current scope is complete: a user collection's
 * own, a customer collection's of `lieferkundeNr` (none chosen: nothing to wait for). A scope
 * pulled to the end before the markers existed (`lastSyncAt` for the user's part, written once it
 * and the chosen customer's were pulled; `customerSyncedAt@nr`) counts as complete too, so an
 * update read offline does not wait for a pull.
 */
export async function firstPullsDone(
  db: PortalDb,
  collections: readonly Collection[],
  lieferkundeNr: number | null,
): Promise<boolean[]> {
  const customerOf = (c: Collection) =>
    COLLECTION_DEFS[c].scope === 'customer' ? lieferkundeNr : undefined;
  const scopeKeys = [META.lastSyncAt, META.customerSyncedAt(lieferkundeNr ?? 0)];
  const keys = collections.map((c) => {
    const nr = customerOf(c);
    return nr === null ? null : META.firstPulled(c, nr);
  });
  const entries = await db.meta.bulkGet([
    ...scopeKeys,
    ...keys.filter((k): k is string => k !== null),
  ]);
  const [lastSync, customerSynced] = entries;
  const markers = entries.slice(scopeKeys.length);
  let next = 0;
  return collections.map((c, i) => {
    if (keys[i] === null) return true;
    const marked = markers[next++] !== undefined;
    const scopeDone =
      customerOf(c) === undefined
        ? typeof lastSync?.value === 'string'
        : typeof customerSynced?.value === 'string';
    return marked || scopeDone;
  });
}

/** How far the first pull of the user's part and the chosen customer's is: done of total. */
export async function firstPullProgress(
  db: PortalDb,
  lieferkundeNr: number | null,
): Promise<{ done: number; total: number }> {
  const collections =
    lieferkundeNr === null ? USER_COLLECTIONS : [...USER_COLLECTIONS, ...CUSTOMER_COLLECTIONS];
  const done = await firstPullsDone(db, collections, lieferkundeNr);
  return { done: done.filter(Boolean).length, total: collections.length };
}
