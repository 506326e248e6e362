// The app update flow (SPEC 4 "App update", SPEC 9), apart from the browser APIs so that it can
// be tested with fake timers: checks start once the app is stable or after 5 s; installing first
// sends the outbox, then activates the waiting service worker and reloads; an update that cannot
// finish shows 'Update Fehlgeschlagen!' / 'Applikation startet neu!' and reloads after 1.5 s.
import { de } from '../../../src/i18n/de';

/** SPEC 9: update checks start when the app is stable or after 5 s. */
export const UPDATE_CHECK_START_MS = 5_000;
/** Not in SPEC: how often a long-open tab asks for a new version afterwards. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;
/** SPEC 9: the reload after 'Update Fehlgeschlagen!'. */
export const UPDATE_FAILED_RELOAD_MS = 1_500;
/** How long the outbox may take before the update goes on (the queue survives the reload). */
export const UPDATE_FLUSH_MS = 15_000;
/** How long the running sync cycle may take to end before the switch goes on regardless. */
export const UPDATE_HOLD_MS = 5_000;
/** How long the new service worker may take to take control before the update counts as failed. */
export const UPDATE_ACTIVATE_MS = 10_000;
/** A failed update reloads at most once in this window, so a broken deployment cannot loop. */
export const UPDATE_RELOAD_GUARD_MS = 10_000;

export interface LoaderText {
  readonly title: string;
  readonly text: string;
}

export interface UpdateDeps {
  /** Sends the outbox; true once it is empty. */
  readonly flush: (timeoutMs: number) => Promise<boolean>;
  /** Stops every tab's sync requests while the service workers switch; resolves when quiet. */
  readonly hold: () => Promise<void>;
  /** Whether the API is reachable now (offline, the outbox simply waits for the new version). */
  readonly online: () => boolean;
  /** Tells the waiting service worker to take over; resolves once it controls the page. */
  readonly activate: () => Promise<void>;
  readonly reload: () => void;
  readonly showLoader: (text: LoaderText | null) => void;
  readonly wait: (ms: number) => Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, wait: (ms: number) => Promise<void>) {
  return Promise.race([
    promise,
    wait(ms).then(() => {
      throw new Error(`no answer within ${ms} ms`);
    }),
  ]);
}

/** 'Update Fehlgeschlagen!', then a reload after 1.5 s (SPEC 4). */
export async function failUpdate(deps: Pick<UpdateDeps, 'reload' | 'showLoader' | 'wait'>) {
  deps.showLoader({ title: de.update.failedTitle, text: de.update.failedText });
  await deps.wait(UPDATE_FAILED_RELOAD_MS);
  deps.reload();
}

/**
 * Installs the waiting version. Queued changes are sent first so that they leave under the
 * version that made them; when they cannot (offline, timeout) they stay in IndexedDB and the
 * new version sends them: the mutation format is versioned (426 otherwise), never lost. Then
 * sync holds still, so that no request reaches the old service worker while the new one takes
 * over (a request in that moment stalled the switch in Chromium).
 */
export async function installUpdate(deps: UpdateDeps): Promise<void> {
  deps.showLoader({ title: de.update.installingTitle, text: de.update.installingText });
  if (deps.online()) {
    await deps.flush(UPDATE_FLUSH_MS).catch(() => false);
  }
  try {
    await withTimeout(deps.hold(), UPDATE_HOLD_MS, deps.wait);
  } catch {
    // A cycle that does not end in time: the switch is tried all the same.
  }
  try {
    await withTimeout(deps.activate(), UPDATE_ACTIVATE_MS, deps.wait);
  } catch {
    await failUpdate(deps);
    return;
  }
  deps.reload();
}

/**
 * Asks for a new version once `stable` resolves or after 5 s, whichever is first, then every 30
 * minutes and whenever the browser comes back online. Returns a stop function.
 */
export function startUpdateChecks(
  stable: Promise<void>,
  check: () => Promise<void>,
  timers: {
    setTimeout: (fn: () => void, ms: number) => unknown;
    setInterval: (fn: () => void, ms: number) => unknown;
    clearTimeout: (id: unknown) => void;
    clearInterval: (id: unknown) => void;
  } = {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  },
): () => void {
  let interval: unknown = null;
  let stopped = false;
  const run = () => {
    // A failed check (offline, server down) is retried by the next one.
    check().catch(() => undefined);
  };
  const begin = () => {
    if (interval !== null || stopped) return;
    interval = timers.setInterval(run, UPDATE_CHECK_INTERVAL_MS);
    run();
  };
  const fallback = timers.setTimeout(begin, UPDATE_CHECK_START_MS);
  void stable.then(begin);
  const onOnline = () => {
    if (interval !== null) run();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  return () => {
    stopped = true;
    timers.clearTimeout(fallback);
    if (interval !== null) timers.clearInterval(interval);
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  };
}

/**
 * After a deployment an open tab may ask for a chunk that is gone (Vite's 'vite:preloadError'):
 * the unrecoverable update state of SPEC 4. Reloads at most once per 10 s (`storage` remembers
 * the last try across the reload), so a broken deployment shows the error instead of looping.
 */
export function recoverFromMissingChunk(
  deps: Pick<UpdateDeps, 'reload' | 'showLoader' | 'wait'>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now: number,
): boolean {
  const key = 'portal.updateReloadAt';
  const last = Number(storage?.getItem(key) ?? 0);
  if (now - last < UPDATE_RELOAD_GUARD_MS) return false;
  storage?.setItem(key, String(now));
  void failUpdate(deps);
  return true;
}
