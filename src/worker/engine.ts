// The sync engine: leadership, the push and pull cycle, retries and connectivity, for one user
// at a time. Pure logic over Dexie and the sync API, so vitest runs it over fake-indexeddb and a
// fake fetch; sync.worker.ts only wraps it for Comlink.
import type { Me } from '../api/schemas';
import { META, type PortalDb } from '../db/schema';
import { de } from '../i18n/de';
import { ConnectivityMonitor } from './connectivity';
import {
  SURVEY_CHANGED_MESSAGE,
  syncChannelName,
  type AppEvent,
  type HttpEvent,
  type SyncNudge,
  SYNC_HOLD_MESSAGE,
  SYNC_HOLD_MS,
  type WorkerSyncStatus,
} from '../state/appEvents';
import { HttpError } from './http';
import { Leadership, type LockManagerLike } from './leader';
import type { CatalogueDb } from '../catalogue/db';
import type { CatalogueApi } from './catalogueApi';
import { CatalogueSync, type CatalogueLockManager } from './catalogueSync';
import { pullWorkingSet } from './pullWorkingSet';
import { isUserMismatch, pushOutbox } from './push';
import { RealtimeStream } from './realtime';
import type { SyncApi } from './syncApi';
import { ERROR_CODE } from '../api/errors';
import { INTERACTIVE_CHANNEL, InteractiveQuiet } from '../state/interactive';

/** DESIGN / issue 3: new notifications reach an open app within 30 s. */
export const PULL_INTERVAL_MS = 20_000;
/**
 * While the realtime stream is open (issue 13), changes arrive as pokes within about a second;
 * the poll stays as the fallback for what no poke announces, at this longer interval.
 */
export const PULL_INTERVAL_LIVE_MS = 60_000;
export const RETRY_DELAY_MIN_MS = 1000;
export const RETRY_DELAY_MAX_MS = 30_000;
/**
 * The pause before the next try after a failed round: the backoff (1 s doubling to 30 s), or the
 * server's Retry-After when it asks for longer (a 503 of a passing database fault, a 429), but
 * never beyond RETRY_DELAY_MAX_MS: a proxy's Retry-After of an hour must not stall the queue.
 */
export function retryDelay(attempt: number, retryAfterMs?: number): number {
  const backoff = RETRY_DELAY_MIN_MS * 2 ** attempt;
  return Math.min(Math.max(backoff, retryAfterMs ?? 0), RETRY_DELAY_MAX_MS);
}
/** After a stale epoch, compete for the lead again after this pause. */
export const RELEAD_DELAY_MS = 5000;

export { syncChannelName, type SyncNudge };

export interface ChannelLike {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
}

export interface EngineDeps {
  readonly syncApi: SyncApi;
  readonly reloadUser: () => Promise<Me>;
  readonly openDb: (userId: string) => PortalDb;
  readonly emit: (event: AppEvent) => void;
  readonly browserOnline: boolean;
  readonly locks?: LockManagerLike;
  readonly channel?: (name: string) => ChannelLike;
  readonly pullIntervalMs?: number;
  readonly now?: () => Date;
  /** The origin's storage in use (bytes), for the working set's budget; default: the browser's. */
  readonly storageUsage?: () => Promise<number | null>;
  /** The realtime stream (issue 13, src/worker/realtime.ts); without it the engine only polls. */
  readonly realtime?: {
    readonly fetch: typeof fetch;
    readonly url: string;
    readonly headers: () => Record<string, string>;
    readonly random?: () => number;
  };
  /** The shared catalogue stream (issue 4); without it the engine syncs the user's data only. */
  readonly catalogue?: {
    readonly api: Pick<CatalogueApi, 'pull'>;
    readonly openDb: () => CatalogueDb;
    readonly locks?: CatalogueLockManager;
    readonly intervalMs?: number;
    readonly pageSize?: number;
  };
}

type CycleKind = 'push' | 'full';

/** The origin's storage in use as the browser estimates it; null where it cannot tell. */
async function storageUsage(): Promise<number | null> {
  try {
    return (await navigator.storage.estimate()).usage ?? null;
  } catch {
    return null;
  }
}

/** Increments the leader epoch atomically; each new leader pushes with a higher one. */
export async function nextEpoch(db: PortalDb): Promise<number> {
  return db.transaction('rw', db.meta, async () => {
    const current = (await db.meta.get(META.epoch))?.value;
    const epoch = (typeof current === 'number' ? current : 0) + 1;
    await db.meta.put({ key: META.epoch, value: epoch });
    return epoch;
  });
}

const isNetworkError = (error: unknown) =>
  error instanceof HttpError && (error.status === 0 || error.code === ERROR_CODE.apiOffline);

export class SyncEngine {
  readonly connectivity: ConnectivityMonitor;
  readonly catalogue: CatalogueSync | null;
  private readonly stream: RealtimeStream | null;
  private readonly now: () => Date;
  /** Searches in any tab of the origin: the pull waits between pages while the user types. */
  private readonly searching: InteractiveQuiet;
  /** When the last full cycle (push and pull) finished, ms since the epoch. */
  private lastFullAt = 0;
  private userId: string | null = null;
  private db: PortalDb | null = null;
  private clientId: string | null = null;
  private epoch = 0;
  private leader = false;
  private leadership: Leadership | null = null;
  private channel: ChannelLike | null = null;
  private syncing = false;
  private updateRequired = false;
  /** The session belongs to another user: nothing is pushed or pulled until resume(). */
  private mismatch = false;
  private reachableSince: string | null;
  private running: Promise<void> | null = null;
  private queued: CycleKind | null = null;
  /** A cycle's pull is under way (the poll tick leaves it alone, see start). */
  private pulling = false;
  private retryAttempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private intervalTimer: ReturnType<typeof setInterval> | undefined;
  private releadTimer: ReturnType<typeof setTimeout> | undefined;
  /** While an app update switches service workers: no cycle starts, the stream is closed. */
  private held = false;
  private holdTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped on every user change: work of an earlier user is dropped. */
  private generation = 0;
  private lastStatus = '';
  /** The recovery after unreachable/offline, while it runs (see `recover`). */
  private recovering: Promise<void> | null = null;

  constructor(private readonly deps: EngineDeps) {
    this.now = deps.now ?? (() => new Date());
    this.searching = new InteractiveQuiet(deps.channel?.(INTERACTIVE_CHANNEL) ?? null, () =>
      this.now().getTime(),
    );
    this.reachableSince = deps.browserOnline ? this.now().toISOString() : null;
    this.connectivity = new ConnectivityMonitor({
      browserOnline: deps.browserOnline,
      probe: () => deps.syncApi.health(),
      onChange: (state, previous) => {
        this.reachableSince = state === 'online' ? this.now().toISOString() : null;
        if (state === 'unreachable') deps.emit({ type: 'api_offline' });
        else if (previous === 'unreachable') deps.emit({ type: 'api_online' });
        this.emitStatus();
        this.updateStream();
      },
      onRecovered: () => {
        this.recovering = this.recover().finally(() => {
          this.recovering = null;
        });
      },
    });
    const realtime = deps.realtime;
    this.stream = realtime
      ? new RealtimeStream({
          ...realtime,
          onPoke: () => {
            if (this.leader) void this.requestSync('full');
          },
          onSurveyChanged: () => {
            deps.emit({ type: 'survey_changed' });
            this.channel?.postMessage(SURVEY_CHANGED_MESSAGE);
          },
        })
      : null;
    const catalogue = deps.catalogue;
    this.catalogue = catalogue
      ? new CatalogueSync({
          ...catalogue,
          emit: (status) => deps.emit({ type: 'catalogue_status', status }),
          canRun: () =>
            this.userId !== null &&
            !this.mismatch &&
            !this.held &&
            this.leader &&
            this.connectivity.state === 'online',
          now: this.now,
        })
      : null;
  }

  status(): WorkerSyncStatus {
    return {
      connectivity: this.connectivity.state,
      syncing: this.syncing,
      leader: this.leader,
      reachableSince: this.reachableSince,
      updateRequired: this.updateRequired,
    };
  }

  /** The pipeline's own events: connectivity is decided here; the rest goes to the shell. */
  handleHttpEvent(event: HttpEvent): void {
    if (event.type === 'api_offline') this.connectivity.reportFailure();
    else if (event.type !== 'api_online') this.deps.emit(event);
  }

  /** Every request's fate (not the health probe's): reached the API or not. */
  reportReached(reached: boolean): void {
    if (reached) this.connectivity.reportSuccess();
    else this.connectivity.reportFailure();
  }

  setBrowserOnline(online: boolean): void {
    this.connectivity.setBrowserOnline(online);
  }

  /** Opens the user's database (already initialised by the main thread) and competes to lead. */
  async setUser(userId: string | null): Promise<void> {
    if (userId === this.userId) return;
    this.stopUser();
    if (!userId) return;
    const generation = this.generation;
    this.userId = userId;
    const db = this.deps.openDb(userId);
    await db.open();
    const clientId = (await db.meta.get(META.clientId))?.value;
    if (generation !== this.generation) {
      db.close();
      return;
    }
    this.db = db;
    this.clientId = typeof clientId === 'string' ? clientId : null;
    if (this.deps.channel) {
      this.channel = this.deps.channel(syncChannelName(userId));
      this.channel.onmessage = (event) => {
        // The leader's stream announced a survey change: every tab's app hears of it.
        if (event.data === SURVEY_CHANGED_MESSAGE) this.deps.emit({ type: 'survey_changed' });
        else if (event.data === SYNC_HOLD_MESSAGE) void this.hold(false);
        else this.nudge(event.data === 'outbox' ? 'outbox' : 'sync');
      };
    }
    this.leadership = new Leadership(syncChannelName(userId), this.deps.locks, () => {
      void this.becomeLeader(generation);
    });
    this.leadership.start();
  }

  /** Something changed: the outbox grew ('outbox') or the window got focus ('sync'). */
  nudge(reason: SyncNudge): void {
    if (!this.leader) return;
    // Focus or a tab's 'sync now' while the API is unreachable: try it at once; a recovery
    // reloads the user and then syncs (never a push before that check).
    if (reason === 'sync' && this.connectivity.state === 'unreachable') {
      void this.connectivity.probeNow();
      return;
    }
    void this.requestSync(reason === 'outbox' ? 'push' : 'full');
  }

  /**
   * Push then pull now (when leading and online); resolves when that cycle is over. While the API
   * is unreachable it is probed at once: a user who asks to sync should not wait out the backoff.
   */
  async syncNow(): Promise<void> {
    if (!this.leader) {
      this.channel?.postMessage('sync');
      return;
    }
    if (this.connectivity.state === 'unreachable') {
      // A successful probe starts the recovery (reload the user, then push and pull): wait for it.
      await this.connectivity.probeNow();
      await this.recovering;
      return;
    }
    return this.requestSync('full');
  }

  /**
   * After a session_mismatch the shell found `userId` to be the session's user after all (e.g.
   * they logged in once more): when that is this worker's user, start over with a fresh
   * leadership round. Anyone else: the shell switches the user instead.
   */
  async resume(userId: string): Promise<void> {
    if (!this.mismatch || userId !== this.userId) return;
    this.stopUser();
    await this.setUser(userId);
  }

  /**
   * An app update is about to switch service workers: no request may reach the old one
   * meanwhile (Chromium restarted it for such a request and the switch stalled until a manual
   * reload). Starts no cycle and closes the stream for SYNC_HOLD_MS, tells the user's other tabs
   * (`announce`) and resolves once the running cycle is over. The outbox stays as it is.
   */
  async hold(announce = true): Promise<void> {
    this.held = true;
    clearTimeout(this.holdTimer);
    this.holdTimer = setTimeout(() => {
      this.held = false;
      this.updateStream();
      if (this.leader) void this.requestSync('full');
    }, SYNC_HOLD_MS);
    this.catalogue?.stop();
    this.updateStream();
    if (announce) this.channel?.postMessage(SYNC_HOLD_MESSAGE);
    await this.running?.catch(() => undefined);
  }

  dispose(): void {
    clearTimeout(this.holdTimer);
    this.stopUser();
    this.stream?.dispose();
    this.connectivity.dispose();
  }

  /** One stream per user and browser: the leader's, while online and in sync. */
  private updateStream(): void {
    this.stream?.setActive(
      this.userId !== null &&
        this.leader &&
        !this.mismatch &&
        !this.held &&
        this.connectivity.state === 'online',
    );
  }

  private async becomeLeader(generation: number): Promise<void> {
    const db = this.db;
    if (!db || generation !== this.generation) return;
    this.epoch = await nextEpoch(db);
    if (generation !== this.generation) return;
    this.leader = true;
    this.emitStatus();
    this.intervalTimer = setInterval(() => {
      // With a live stream the poll is only the fallback: it waits for the longer interval.
      const sinceFull = this.now().getTime() - this.lastFullAt;
      if (this.stream?.live && sinceFull < PULL_INTERVAL_LIVE_MS) return;
      // A pull under way pulls anyway: queued, the tick would end a long first pull after its
      // current page (a new round, the page after it asked for twice: issue 27).
      if (this.pulling) return;
      void this.requestSync('full');
    }, this.deps.pullIntervalMs ?? PULL_INTERVAL_MS);
    void this.requestSync('full');
    this.updateStream();
  }

  private stopUser(): void {
    this.generation++;
    this.catalogue?.stop({ newUser: true });
    this.leadership?.stop();
    this.leadership = null;
    this.leader = false;
    clearInterval(this.intervalTimer);
    clearTimeout(this.retryTimer);
    clearTimeout(this.releadTimer);
    this.channel?.close();
    this.channel = null;
    this.db?.close();
    this.db = null;
    this.clientId = null;
    this.userId = null;
    this.queued = null;
    this.mismatch = false;
    this.updateStream();
    this.emitStatus();
  }

  /**
   * The session is another user's: stop at once, without retrying, and leave the outbox and the
   * local data as they are. Leadership is kept, so no other tab of this user takes over and
   * meets the same session; the shell switches the user (which stops this) or resumes.
   */
  private haltForMismatch(generation: number): void {
    const userId = this.userId;
    if (generation !== this.generation || this.mismatch || !userId) return;
    this.mismatch = true;
    this.queued = null;
    clearInterval(this.intervalTimer);
    clearTimeout(this.retryTimer);
    this.catalogue?.stop();
    this.updateStream();
    this.deps.emit({ type: 'session_mismatch', userId });
  }

  private async recover(): Promise<void> {
    const generation = this.generation;
    if (this.userId) {
      try {
        const me = await this.deps.reloadUser();
        if (generation !== this.generation) return;
        // Someone else logged in meanwhile: never push this user's queue under their session.
        if (me.user.id !== this.userId) {
          this.haltForMismatch(generation);
          return;
        }
        this.deps.emit({ type: 'me', me });
      } catch {
        // No session any more: the push below meets the 401 and the shell logs out.
      }
    }
    if (this.leader) await this.requestSync('full');
  }

  /** Single flight: a request during a running cycle runs once more after it. */
  private requestSync(kind: CycleKind): Promise<void> {
    if (this.running) {
      this.queued = this.queued === 'full' || kind === 'full' ? 'full' : 'push';
      return this.running;
    }
    const run = async () => {
      let next: CycleKind | null = kind;
      while (next) {
        this.queued = null;
        await this.cycle(next);
        next = this.queued;
      }
    };
    this.running = run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async cycle(kind: CycleKind): Promise<void> {
    const { db, clientId, userId } = this;
    const generation = this.generation;
    if (!db || !clientId || !userId || this.mismatch || this.held) return;
    if (!this.leader || this.connectivity.state !== 'online') return;
    clearTimeout(this.retryTimer);
    this.syncing = true;
    this.emitStatus();
    try {
      let pushedAll = true;
      let settled = 0;
      if (!this.updateRequired) {
        const sender = { clientId, userId, epoch: this.epoch };
        const outcome = await pushOutbox(db, this.deps.syncApi, sender, (r) =>
          this.deps.emit({ type: 'mutation_rejected', id: r.id, name: r.name, message: r.message }),
        );
        settled = outcome.applied + outcome.rejected.length;
        if (outcome.kind === 'stale_epoch') {
          this.loseLeadership();
          return;
        }
        if (outcome.kind === 'user_mismatch') {
          this.haltForMismatch(generation);
          return;
        }
        if (outcome.kind === 'update_required') {
          pushedAll = false;
          this.updateRequired = true;
          this.deps.emit({ type: 'message', message: de.sync.updateRequired });
        }
      }
      if (generation !== this.generation) return;
      // A rejection must undo its optimistic change too: pull after any settled mutation.
      if (kind === 'full' || settled > 0) {
        // A long first pull (two years of analytics, dozens of pages) must not hold back a change
        // the user makes meanwhile: a request that arrives during the pull ends it after the
        // current page, the next cycle pushes first and then pulls on from the stored cursors.
        let yielded = false;
        const yieldToRequest = () => {
          // The user's own collections came with the first page; the shop's catalogue does not
          // wait for the rest of a long pull either (it runs beside the queue, as after a round).
          if (kind === 'full' && generation === this.generation) void this.catalogue?.maybeRun();
          yielded = this.queued !== null;
          return yielded;
        };
        // Full pages: a first sync of a large scope takes half the round trips of the default.
        // The user's own collections, then each customer this device keeps (issue 26).
        this.pulling = true;
        await pullWorkingSet({
          db,
          api: this.deps.syncApi,
          userId,
          now: () => this.now(),
          shouldYield: yieldToRequest,
          beforeNextPage: () => this.searching.settle(),
          usage: this.deps.storageUsage ?? storageUsage,
          // What the screens show is synced: the time the sync bar shows, and the sign that
          // this device has the user's data (a reload offline opens the app, not the loader).
          onCurrentDone: async () => {
            if (pushedAll && generation === this.generation) {
              await db.meta.put({ key: META.lastSyncAt, value: this.now().toISOString() });
            }
          },
        }).finally(() => {
          this.pulling = false;
        });
        if (yielded) {
          this.queued = 'full';
          this.retryAttempt = 0;
          return;
        }
        if (kind === 'full') this.lastFullAt = this.now().getTime();
        if (pushedAll && generation === this.generation) {
          await db.meta.put({ key: META.lastSyncAt, value: this.now().toISOString() });
        }
      }
      this.retryAttempt = 0;
    } catch (error) {
      if (generation !== this.generation) return;
      if (isUserMismatch(error)) {
        this.haltForMismatch(generation);
        return;
      }
      // Unreachable: the connectivity probe drives the retry. Expired session: the shell logs
      // out; the next login starts again. Anything else (5xx, a corrupt page): back off. A 503
      // (a deadlock or restart on the server, issue 28) failed the batch as a whole with nothing
      // recorded: the outbox stays as it is, nothing is shown, and the same batch goes again
      // after the server's Retry-After.
      if (isNetworkError(error)) return;
      if (error instanceof HttpError && error.status === 401) return;
      this.scheduleRetry(error instanceof HttpError ? error.retryAfterMs : undefined);
    } finally {
      this.syncing = false;
      this.emitStatus();
      // The catalogue stream follows a full round, beside the queue, never inside it: a push
      // nudged during a 100,000-article first sync runs at once.
      if (kind === 'full' && generation === this.generation) void this.catalogue?.maybeRun();
    }
  }

  private scheduleRetry(retryAfterMs?: number): void {
    const delay = retryDelay(this.retryAttempt, retryAfterMs);
    this.retryAttempt++;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.requestSync('full'), delay);
  }

  private loseLeadership(): void {
    this.leader = false;
    this.catalogue?.stop();
    clearInterval(this.intervalTimer);
    this.updateStream();
    this.leadership?.stop();
    const leadership = this.leadership;
    this.releadTimer = setTimeout(() => leadership?.start(), RELEAD_DELAY_MS);
  }

  private emitStatus(): void {
    const status = this.status();
    const key = JSON.stringify(status);
    if (key === this.lastStatus) return;
    this.lastStatus = key;
    this.deps.emit({ type: 'sync_status', status });
  }
}
