// Whether the server is ready for its users (issue 27 item 4): a first start listens after the
// migrations and the demo accounts, and writes the rest of the demo data (catalogue, histories)
// afterwards. Until then GET /api/ready answers 503, so a probe or a test harness that needs the
// whole demo waits there, while /login is already served. From the moment the server begins to
// stop (SIGTERM, server/shutdown.ts) it answers 503 for good, so a proxy sends no more requests.

export interface Readiness {
  /** False while the start's background work (the demo seed) is still running. */
  readonly ready: () => boolean;
}

/** Ready from the start: a server without background work (tests, no demo seed). */
export const ALWAYS_READY: Readiness = { ready: () => true };

/**
 * A readiness that turns true once `work` has completed. A failed start stays unready: its owner
 * logs why, and a probe keeps sending traffic elsewhere.
 */
export function readyAfter(work: Promise<unknown>): Readiness {
  let done = false;
  work.then(
    () => {
      done = true;
    },
    () => undefined,
  );
  return { ready: () => done };
}

/** Whether the server has begun to stop: set once, never cleared. */
export interface Lifecycle {
  readonly stopping: boolean;
  stop(): void;
}

export function createLifecycle(): Lifecycle {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    stop: () => void (stopping = true),
  };
}
