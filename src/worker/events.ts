// What the data layer and the sync worker report to the shell, on top of the HTTP pipeline's
// own events (SPEC 8). Plain data: these cross the worker boundary by structured clone.
import type { Me } from '../api/schemas';
import type { MutationName } from '../api/sync';
import type { HttpEvent } from './http';

export type Connectivity = 'online' | 'offline' | 'unreachable';

/** The sync worker's side of the sync status (the queue figures come from Dexie). */
export interface WorkerSyncStatus {
  readonly connectivity: Connectivity;
  /** A push or pull is running in this tab's worker. */
  readonly syncing: boolean;
  /** This tab's worker holds the sync lock for the user. */
  readonly leader: boolean;
  /** Since when the API has been reachable (ISO), null while offline or unreachable. */
  readonly reachableSince: string | null;
  /** The server refused our mutation format (426): pushing waits for an app update. */
  readonly updateRequired: boolean;
}

export const INITIAL_WORKER_STATUS: WorkerSyncStatus = {
  connectivity: 'online',
  syncing: false,
  leader: false,
  reachableSince: null,
  updateRequired: false,
};

/** The catalogue stream in this tab's worker (src/worker/catalogueSync.ts). */
export interface CatalogueSyncStatus {
  /** A catalogue pull is running. */
  readonly running: boolean;
  /** Articles written so far in this run, and that plus the server's `remaining`. */
  readonly loaded: number;
  readonly total: number;
  /** The last run failed (not offline, not forbidden): it is retried with backoff. */
  readonly error: boolean;
}

export const INITIAL_CATALOGUE_STATUS: CatalogueSyncStatus = {
  running: false,
  loaded: 0,
  total: 0,
  error: false,
};

export type AppEvent =
  | HttpEvent
  | { readonly type: 'sync_status'; readonly status: WorkerSyncStatus }
  | { readonly type: 'catalogue_status'; readonly status: CatalogueSyncStatus }
  /** The server rejected a queued mutation; it now sits in failedMutations. */
  | {
      readonly type: 'mutation_rejected';
      readonly id: string;
      readonly name: MutationName;
      readonly message: string;
    }
  /** The local database of a user we knew vanished (see src/db/userDb.ts). */
  | { readonly type: 'local_data_lost'; readonly message: string }
  /** The user reloaded after a reconnect: the session store takes it over. */
  | { readonly type: 'me'; readonly me: Me }
  /**
   * The server's session is no longer the user whose database this worker syncs (409
   * user_mismatch, or a reload found another user): syncing stopped; the shell reloads the
   * session and leaves the screen, or resumes sync when it is the same user after all.
   */
  | { readonly type: 'session_mismatch'; readonly userId: string };

/** The BroadcastChannel and Web Lock name of a user's sync leader. */
export const syncChannelName = (userId: string) => `portal-sync-${userId}`;
/** 'outbox': the queue grew (push); 'sync': focus, visibility or "sync now" (push and pull). */
export type SyncNudge = 'outbox' | 'sync';
