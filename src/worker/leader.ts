// One sync leader per user across tabs (Web Locks API). The holder pushes and pulls; the others
// only write to the outbox and nudge it. Without Web Locks (old browsers, tests) every worker
// leads; the server's epoch check still keeps two pushers apart.
export interface LockManagerLike {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>;
}

export class Leadership {
  private release: (() => void) | undefined;
  private abort: AbortController | undefined;

  constructor(
    private readonly name: string,
    private readonly locks: LockManagerLike | undefined,
    private readonly onAcquired: () => void,
  ) {}

  /** Competes for the lock; onAcquired runs once it is held. */
  start(): void {
    if (this.abort || this.release) return;
    if (!this.locks) {
      this.release = () => undefined;
      this.onAcquired();
      return;
    }
    const abort = new AbortController();
    this.abort = abort;
    this.locks
      .request(this.name, { signal: abort.signal }, () => {
        this.abort = undefined;
        return new Promise<void>((resolve) => {
          this.release = resolve;
          this.onAcquired();
        });
      })
      .catch(() => {
        // Aborted while waiting: stop() was called.
      });
  }

  /** Gives the lock up (logout, user switch, stale epoch) or stops waiting for it. */
  stop(): void {
    this.abort?.abort();
    this.abort = undefined;
    this.release?.();
    this.release = undefined;
  }
}
