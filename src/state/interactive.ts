// Searches before background writes. A first pull of two years of analytics is dozens of pages,
// each written in one IndexedDB transaction; Chromium runs one origin's IndexedDB on one backend
// sequence, so a search typed meanwhile waits for the page being written (up to 150 ms on two
// cores, against a 30 ms goal). A search therefore says so on an origin-wide channel, and the
// sync worker's pull waits between pages until the searching has been quiet for a moment.
// Bounded: a user typing for minutes still gets their data, a page every few seconds.

export const INTERACTIVE_CHANNEL = 'apo-interactive';
/** The pull goes on once no search has run for this long. */
export const INTERACTIVE_QUIET_MS = 600;
/** The longest one page waits for quiet. */
export const INTERACTIVE_WAIT_MAX_MS = 3000;
/** A burst of searches posts once per this interval (each keystroke would be noise). */
const POST_EVERY_MS = 100;

interface Poster {
  postMessage(message: unknown): void;
}

let poster: Poster | null | undefined;
let lastPostedAt = Number.NEGATIVE_INFINITY;
let lastQuery: string | null = null;

/**
 * Called by a search as it starts, with its query (any thread of the origin; a no-op without
 * channels). Only a new query counts: a live query re-runs the same search whenever the pull
 * writes a page, and counting those would pause the pull once per page it writes (the search for
 * an order not yet synced then waits for the whole first pull).
 */
export function markInteractive(query: string, now: number = Date.now()): void {
  if (query === lastQuery) return;
  lastQuery = query;
  if (now - lastPostedAt < POST_EVERY_MS) return;
  if (poster === undefined) {
    poster =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(INTERACTIVE_CHANNEL);
  }
  if (!poster) return;
  lastPostedAt = now;
  poster.postMessage('search');
}

interface Listener {
  onmessage: ((event: MessageEvent) => void) | null;
}

/** The worker's side: when did a search last run, and waiting for quiet. */
export class InteractiveQuiet {
  private lastAt = Number.NEGATIVE_INFINITY;

  constructor(
    channel: Listener | null,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    if (channel) channel.onmessage = () => this.mark();
  }

  mark(): void {
    this.lastAt = this.now();
  }

  /** Resolves once no search has run for INTERACTIVE_QUIET_MS, or after the longest wait. */
  async settle(): Promise<number> {
    const started = this.now();
    for (;;) {
      const now = this.now();
      const quietFor = now - this.lastAt;
      const waited = now - started;
      if (quietFor >= INTERACTIVE_QUIET_MS || waited >= INTERACTIVE_WAIT_MAX_MS) return waited;
      await this.sleep(Math.min(INTERACTIVE_QUIET_MS - quietFor, INTERACTIVE_WAIT_MAX_MS - waited));
    }
  }
}
