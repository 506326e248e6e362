// When the catalogue stream runs (issue 4): after the user's own sync rounds, in the sync leader
// tab only, never in the per-user push/pull queue (the outbox never waits for a 100,000-article
// first sync). A first sync runs at once and resumes where it stopped; later runs (changed
// articles only) at most every CATALOGUE_INTERVAL_MS. A user without the shop role gets 403:
// the stream stops quietly for that user. A Web Lock keeps two leaders (two users' tabs on one
// device share the catalogue) from pulling into it at the same time.
import { ERROR_CODE } from '../api/errors';
import type { CatalogueDb } from '../catalogue/db';
import type { CatalogueApi } from './catalogueApi';
import { pullCatalogue } from './catalogue';
import { INITIAL_CATALOGUE_STATUS, type CatalogueSyncStatus } from '../state/appEvents';
import { HttpError, isTemporarilyUnavailable } from './http';

/** Changed articles are asked for at most this often (the user's sync runs every 20 s). */
export const CATALOGUE_INTERVAL_MS = 60_000;
export const CATALOGUE_RETRY_MIN_MS = 2000;
export const CATALOGUE_RETRY_MAX_MS = 60_000;
export const CATALOGUE_LOCK = 'portal-catalogue-sync';

/** The part of the Web Locks API used here (`ifAvailable`: skip when another tab pulls). */
export interface CatalogueLockManager {
  request(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
}

export interface CatalogueSyncDeps {
  readonly api: Pick<CatalogueApi, 'pull'>;
  readonly openDb: () => CatalogueDb;
  readonly emit: (status: CatalogueSyncStatus) => void;
  /** The engine's say: a user is set, this tab leads, the API is reachable. */
  readonly canRun: () => boolean;
  readonly locks?: CatalogueLockManager;
  readonly intervalMs?: number;
  readonly pageSize?: number;
  readonly now?: () => Date;
}

type Failure = 'forbidden' | 'conditions' | 'session' | 'network' | 'unavailable' | 'error';

function classify(error: unknown): Failure {
  if (error instanceof HttpError) {
    // An open legal condition (SPEC 4) refuses the shop only until it is accepted: no error to
    // show, the stream retries later (and at once with the next round after the acceptance).
    if (error.code === ERROR_CODE.conditionsOpen) return 'conditions';
    if (error.status === 403) return 'forbidden';
    if (error.status === 401) return 'session';
    if (error.status === 0 || error.code === ERROR_CODE.apiOffline) return 'network';
    // A passing fault on the server (issue 28): tried again after its Retry-After, no error shown.
    if (isTemporarilyUnavailable(error)) return 'unavailable';
  }
  return 'error';
}

export class CatalogueSync {
  private running: Promise<void> | null = null;
  private lastCompleteAt = Number.NEGATIVE_INFINITY;
  private forbidden = false;
  private generation = 0;
  private retryAttempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private current: CatalogueSyncStatus = INITIAL_CATALOGUE_STATUS;

  private readonly now: () => Date;

  constructor(private readonly deps: CatalogueSyncDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  status(): CatalogueSyncStatus {
    return this.current;
  }

  /** Runs the stream when due; resolves when this run is over (at once when not due). */
  maybeRun(): Promise<void> {
    if (this.running) return this.running;
    if (this.forbidden || !this.deps.canRun()) return Promise.resolve();
    if (
      this.now().getTime() - this.lastCompleteAt <
      (this.deps.intervalMs ?? CATALOGUE_INTERVAL_MS)
    ) {
      return Promise.resolve();
    }
    clearTimeout(this.retryTimer);
    const run = this.deps.locks
      ? this.deps.locks
          .request(CATALOGUE_LOCK, { ifAvailable: true }, async (lock) => {
            // Another tab holds it and pulls: its pages reach us through Dexie.
            if (lock) await this.run();
          })
          .then(() => undefined)
      : this.run();
    this.running = run.finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Stops after the page being written (logout, user switch, lost leadership). A new user may
   * have the shop role: a 403 of the previous one is forgotten.
   */
  stop(options: { newUser?: boolean } = {}): void {
    this.generation++;
    clearTimeout(this.retryTimer);
    if (options.newUser) this.forbidden = false;
    if (this.current.running) this.setStatus({ ...this.current, running: false });
  }

  private async run(): Promise<void> {
    const generation = this.generation;
    // Only another user drops a page that has arrived; a lost link or lead writes it and stops.
    const cancelled = () => generation !== this.generation;
    const paused = () => !this.deps.canRun();
    this.setStatus({ running: true, loaded: 0, total: 0, error: false });
    try {
      const outcome = await pullCatalogue(this.deps.openDb(), this.deps.api, {
        limit: this.deps.pageSize,
        cancelled,
        paused,
        now: this.now,
        onProgress: (progress) => {
          if (!cancelled()) this.setStatus({ running: true, ...progress, error: false });
        },
      });
      if (outcome.complete) {
        this.lastCompleteAt = this.now().getTime();
        this.retryAttempt = 0;
      }
      this.setStatus({ ...this.current, running: false, error: false });
    } catch (error) {
      if (generation !== this.generation) return;
      const failure = classify(error);
      if (failure === 'forbidden') this.forbidden = true;
      // Offline: the engine's recovery round starts us again. Session: the shell logs out.
      this.setStatus({ ...this.current, running: false, error: failure === 'error' });
      if (failure === 'error' || failure === 'conditions' || failure === 'unavailable') {
        this.scheduleRetry(error instanceof HttpError ? error.retryAfterMs : undefined);
      }
    } finally {
      // Stopped for a user switch while a page was in flight: the next user starts at once.
      if (generation !== this.generation) setTimeout(() => void this.maybeRun(), 0);
    }
  }

  /** Backoff, or the server's Retry-After when longer, within CATALOGUE_RETRY_MAX_MS. */
  private scheduleRetry(retryAfterMs?: number): void {
    const backoff = CATALOGUE_RETRY_MIN_MS * 2 ** this.retryAttempt;
    const delay = Math.min(Math.max(backoff, retryAfterMs ?? 0), CATALOGUE_RETRY_MAX_MS);
    this.retryAttempt++;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.maybeRun(), delay);
  }

  private setStatus(status: CatalogueSyncStatus): void {
    this.current = status;
    this.deps.emit(status);
  }
}
