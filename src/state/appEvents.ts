// What the HTTP pipeline (SPEC 8), the data layer and the sync worker report to the shell. Plain
// data: these cross the worker boundary by structured clone. Kept below db, catalogue and worker
// so each of them can name the events without importing the others.
import type { Me } from '../api/schemas';
import type { MutationName } from '../api/sync';

/** What the HTTP pipeline (src/worker/http.ts) reports to the shell. */
export type HttpEvent =
  | { readonly type: 'api_offline' }
  | { readonly type: 'api_online' }
  | { readonly type: 'logout' }
  | { readonly type: 'session_expired' }
  | { readonly type: 'message'; readonly message: string };

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
  | { readonly type: 'session_mismatch'; readonly userId: string }
  /**
   * SPEC 4 "Survey": the realtime stream announced that the user's survey changed (issue 13);
   * the survey (issue 13 item 6) reloads it. Every tab of the user gets it.
   */
  | { readonly type: 'survey_changed' };

/** The BroadcastChannel and Web Lock name of a user's sync leader. */
export const syncChannelName = (userId: string) => `portal-sync-${userId}`;
/** 'outbox': the queue grew (push); 'sync': focus, visibility or "sync now" (push and pull). */
export type SyncNudge = 'outbox' | 'sync';
/** The leader tab tells the user's other tabs that the survey changed (same channel). */
export const SURVEY_CHANGED_MESSAGE = 'survey';
/** A tab installs an app update: every worker of the user holds its requests (SYNC_HOLD_MS). */
export const SYNC_HOLD_MESSAGE = 'hold';
/**
 * How long a hold lasts at most: the service worker switch and the reload of the updating tab
 * (UPDATE_ACTIVATE_MS plus the failed-update reload fit in it); a tab that did not reload
 * syncs again afterwards.
 */
export const SYNC_HOLD_MS = 15_000;
