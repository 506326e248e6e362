// The data layer's public surface for features (DESIGN "Data flows one way"): read with
// useLiveQuery over useDb(), write with mutate(), watch the queue with useSyncStatus().
import { emitAppEvent } from '../state/events';
import * as outbox from './outbox';
import { withStorageRetry } from './mutate';
import { nudgeLeader, syncBridge, userDb } from './runtime';
import type { RemoveOutcome } from './userDb';
import { removeDocumentCopies } from './documentCache';
import { META, type PortalDb } from './schema';
import type { Collection } from '../api/sync';

export { useDb, useLiveQuery, useSyncStatus } from './hooks';
export { useLiveRange, type RangeRead } from './liveRange';
export { rememberLocally, useRemembered } from './cache';
export { MutationError } from './errors';
export { newId } from './mutate';
export { mutate } from './runtime';
export type { SyncStatus } from './status';

/**
 * The pull cursor of a collection as stored (the server's last version sent): it changes exactly
 * when rows of the collection arrive, new or rewritten, so a screen can tell whether figures it
 * derived are still current (the statistics' remembered figures).
 */
export async function pulledUpTo(
  db: PortalDb,
  collection: Collection,
  /** A customer's collection: whose cursor (the device keeps several, issue 26). */
  lieferkundeNr?: number,
): Promise<string> {
  const entry = await db.meta.get(META.cursor(collection, lieferkundeNr));
  return typeof entry?.value === 'string' ? entry.value : '';
}
export type { FailedMutation, OutboxEntry, PortalDb } from './schema';
export type { RemoveOutcome } from './userDb';
export {
  documentCacheName,
  fetchUnlessOffline,
  openDocumentCache,
  storedDocumentPaths,
} from './documentCache';

const storageDeps = {
  db: () => userDb.current.get(),
  waitForDb: (timeoutMs: number) => userDb.whenOpen(timeoutMs),
  reopen: () => userDb.reopen(),
  onStorageError: (message: string) => emitAppEvent({ type: 'message', message }),
};

/** Push then pull now (through the leader tab). */
export function syncNow(): Promise<void> {
  return syncBridge.syncNow();
}

/**
 * Before an app update switches service workers: no tab of the user sends a request for a
 * while (SYNC_HOLD_MS); resolves once this tab's running sync cycle is over.
 */
export function holdSync(): Promise<void> {
  return syncBridge.holdSync();
}

/** Puts a rejected change back at the end of the queue, under a new mutation id. */
export async function retryFailed(id: string): Promise<void> {
  await withStorageRetry(storageDeps, (db) => outbox.retryFailed(db, id));
  nudgeLeader('outbox');
}

export async function discardFailed(id: string): Promise<void> {
  await withStorageRetry(storageDeps, (db) => outbox.discardFailed(db, id));
}

/** Changes not yet sent (the logout dialog asks first when there are any). */
export async function pendingCount(): Promise<number> {
  const db = userDb.current.get();
  return db ? outbox.pendingCount(db) : 0;
}

/** "Send first": true once the queue is empty, false after timeoutMs. */
export async function flushOutbox(timeoutMs: number): Promise<boolean> {
  const db = userDb.current.get();
  if (!db) return true;
  nudgeLeader('sync');
  return outbox.waitForEmptyOutbox(db, timeoutMs);
}

/**
 * Removes a user's local data from this device (shared computers): refused while their changes
 * are queued or while they are the session user. The catalogue database stays.
 */
/** The user's database and, once it is gone, their offline document copies. */
export async function removeUserData(userId: string): Promise<RemoveOutcome> {
  const outcome = await userDb.remove(userId);
  if (outcome === 'removed') await removeDocumentCopies(userId);
  return outcome;
}

/** Asks the browser not to evict our data (must run on the main thread). */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
