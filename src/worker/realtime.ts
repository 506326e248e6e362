// The realtime stream in the sync worker (issue 13 item 5): GET /api/events, read with fetch
// rather than EventSource, because fetch lets us send the SPEC 7 headers (X-SW-Bypass, the
// window id), see the status of a refused stream (401: stop, not retry every 3 s as
// EventSource would) and run our own backoff. Only the sync leader holds a stream, so one
// browser has one stream per user however many tabs are open. The stream carries no data: a
// `poke` asks for a pull, `SurveyChangedEvent` goes on to the app; `reconnect` (a stopping server)
// moves the stream, at a random moment of the server's window, to another instance.
import { REALTIME_EVENT, type PokeData } from '../api/realtime';

export const STREAM_DELAY_MIN_MS = 1000;
export const STREAM_DELAY_MAX_MS = 30_000;
/** A stream that lived this long was healthy: the next reconnect starts the backoff over. */
export const STREAM_HEALTHY_MS = 10_000;

/**
 * The wait before reconnect `attempt` (0-based): doubling from 1 s to 30 s, "equal jitter" (half
 * fixed, half random), so the browsers a server restart dropped do not return in one wave.
 */
export function streamDelay(attempt: number, random: () => number): number {
  const base = Math.min(STREAM_DELAY_MIN_MS * 2 ** attempt, STREAM_DELAY_MAX_MS);
  return Math.round(base / 2 + (random() * base) / 2);
}

export interface RealtimeStreamOptions {
  readonly fetch: typeof fetch;
  readonly url: string;
  /** The request headers of the moment (window id, route, SW bypass). */
  readonly headers: () => Record<string, string>;
  readonly onPoke: (data: PokeData) => void;
  readonly onSurveyChanged: () => void;
  /** The stream is open (true) or not (false): the pull interval relaxes while it is. */
  readonly onLive?: (live: boolean) => void;
  readonly random?: () => number;
  readonly now?: () => number;
}

export class RealtimeStream {
  private active = false;
  /** The server refused the session (401): no retry until deactivated and activated again. */
  private refused = false;
  private abort: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private opened = 0;
  private liveNow = false;
  /** A stopping server's window for the next reconnect (its `reconnect` event), else null. */
  private moveWithinMs: number | null = null;

  constructor(private readonly options: RealtimeStreamOptions) {}

  get live(): boolean {
    return this.liveNow;
  }

  /** Leader, online and logged in: hold a stream; otherwise close it and stop retrying. */
  setActive(active: boolean): void {
    if (active === this.active) return;
    this.active = active;
    if (active) {
      this.attempt = 0;
      void this.connect();
      return;
    }
    this.refused = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.abort?.abort();
    this.abort = null;
    this.setLive(false);
  }

  dispose(): void {
    this.setActive(false);
  }

  private setLive(live: boolean): void {
    if (live === this.liveNow) return;
    this.liveNow = live;
    this.options.onLive?.(live);
  }

  private retry(): void {
    if (!this.active || this.refused || this.timer) return;
    const random = this.options.random ?? Math.random;
    let delay: number;
    if (this.moveWithinMs !== null) {
      // A planned move, not a failure: no backoff, spread over the server's window.
      delay = Math.round(random() * this.moveWithinMs);
      this.moveWithinMs = null;
      this.attempt = 0;
    } else {
      delay = streamDelay(this.attempt, random);
      this.attempt++;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.connect();
    }, delay);
  }

  private async connect(): Promise<void> {
    if (!this.active || this.refused || this.abort) return;
    const abort = new AbortController();
    this.abort = abort;
    const now = this.options.now ?? Date.now;
    let startedAt: number | null = null;
    try {
      const response = await this.options.fetch(this.options.url, {
        method: 'GET',
        credentials: 'include',
        headers: { ...this.options.headers(), Accept: 'text/event-stream' },
        signal: abort.signal,
      });
      if (response.status === 401) {
        // The session is gone; the pipeline's next call tells the shell. A new login (or a new
        // leader) activates the stream again.
        this.refused = true;
        return;
      }
      if (!response.ok || !response.body) return;
      startedAt = now();
      this.setLive(true);
      this.opened++;
      // Changes made while no stream was open were not announced: pull once after a reconnect
      // (the first stream follows the leader's own first pull).
      if (this.opened > 1) this.options.onPoke({});
      await this.read(response.body);
    } catch {
      // Network error, or aborted by setActive(false).
    } finally {
      // Still this stream's turn (not closed by setActive(false) and replaced meanwhile).
      if (this.abort === abort) {
        this.abort = null;
        this.setLive(false);
        if (startedAt !== null && now() - startedAt >= STREAM_HEALTHY_MS) this.attempt = 0;
        this.retry();
      }
    }
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        this.dispatch(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
      }
    }
  }

  /** One SSE block: `event:` and `data:` lines; comments (heartbeats) and `retry:` are ignored. */
  private dispatch(block: string): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length === 0) return;
    if (event === REALTIME_EVENT.poke) this.options.onPoke(parsePoke(data.join('\n')));
    else if (event === REALTIME_EVENT.surveyChanged) this.options.onSurveyChanged();
    else if (event === REALTIME_EVENT.reconnect) this.moveWithinMs = parseWithin(data.join('\n'));
  }
}

/** The `reconnect` window, within 0 and the longest backoff; the shortest backoff if unreadable. */
function parseWithin(text: string): number {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data === 'object' && data !== null && 'withinMs' in data) {
      const { withinMs } = data;
      if (typeof withinMs === 'number' && Number.isFinite(withinMs)) {
        return Math.min(Math.max(withinMs, 0), STREAM_DELAY_MAX_MS);
      }
    }
  } catch {
    // A reconnect is a reconnect, whatever its data.
  }
  return STREAM_DELAY_MIN_MS;
}

function parsePoke(text: string): PokeData {
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data === 'object' && data !== null && 'collections' in data) {
      const { collections } = data;
      if (Array.isArray(collections) && collections.every((c) => typeof c === 'string')) {
        return { collections };
      }
    }
  } catch {
    // A poke is a poke, whatever its data.
  }
  return {};
}
