// Connectivity (DESIGN "Connectivity, session, errors"): 'offline' from the browser's events,
// 'unreachable' when a request fails to reach the API (network error, code 10018); then a
// health probe with backoff (1 s doubling to 30 s, at once on 'online') finds the way back.
import type { Connectivity } from '../state/appEvents';

export const PROBE_DELAY_MIN_MS = 1000;
export const PROBE_DELAY_MAX_MS = 30_000;

export interface ConnectivityOptions {
  readonly browserOnline: boolean;
  /** GET /api/health; resolves true when the API answered. */
  readonly probe: () => Promise<boolean>;
  readonly onChange: (state: Connectivity, previous: Connectivity) => void;
  /** Back to 'online' after offline or unreachable: reload the user, push, pull. */
  readonly onRecovered: () => void;
}

export const probeDelay = (attempt: number) =>
  Math.min(PROBE_DELAY_MIN_MS * 2 ** attempt, PROBE_DELAY_MAX_MS);

export class ConnectivityMonitor {
  private current: Connectivity;
  private browserOnline: boolean;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private probing = false;

  constructor(private readonly options: ConnectivityOptions) {
    this.browserOnline = options.browserOnline;
    this.current = options.browserOnline ? 'online' : 'offline';
  }

  get state(): Connectivity {
    return this.current;
  }

  setBrowserOnline(online: boolean): void {
    if (online === this.browserOnline) return;
    this.browserOnline = online;
    if (!online) {
      this.stopProbing();
      this.set('offline');
      return;
    }
    // Back online: do not trust it until the API answers.
    this.attempt = 0;
    this.stopProbing();
    void this.runProbe();
  }

  /** A request could not reach the API. */
  reportFailure(): void {
    if (!this.browserOnline || this.current === 'unreachable') return;
    this.set('unreachable');
    this.attempt = 0;
    this.scheduleNext();
  }

  /**
   * The user asked for a sync (or came back to the window) while the API was unreachable: try it
   * at once and start the backoff over, rather than leave them waiting up to 30 s for the next
   * probe. Resolves when that probe is over; nothing to do when online, offline or probing.
   */
  async probeNow(): Promise<void> {
    if (!this.browserOnline || this.current !== 'unreachable' || this.probing) return;
    this.attempt = 0;
    this.stopProbing();
    await this.runProbe();
  }

  /** A request reached the API. */
  reportSuccess(): void {
    if (!this.browserOnline || this.current === 'online') return;
    this.stopProbing();
    this.attempt = 0;
    this.set('online');
    this.options.onRecovered();
  }

  dispose(): void {
    this.stopProbing();
  }

  private scheduleNext(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runProbe(), probeDelay(this.attempt));
    this.attempt++;
  }

  private async runProbe(): Promise<void> {
    if (this.probing || !this.browserOnline) return;
    this.probing = true;
    this.timer = undefined;
    let ok = false;
    try {
      ok = await this.options.probe();
    } catch {
      ok = false;
    } finally {
      this.probing = false;
    }
    if (!this.browserOnline) return;
    if (ok) {
      this.reportSuccess();
    } else {
      this.set('unreachable');
      this.scheduleNext();
    }
  }

  private stopProbing(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private set(state: Connectivity): void {
    const previous = this.current;
    if (previous === state) return;
    this.current = state;
    this.options.onChange(state, previous);
  }
}
