// The realtime channel (issue 13 item 5): GET /api/events, a server-sent events stream. It
// carries no data, only "something of yours changed": the client pulls as it always does. Plain
// TypeScript, no zod: the worker reads the two event names and ignores anything else.

/** Event names on the stream (the SSE `event:` field). */
export const REALTIME_EVENT = {
  /** Rows of the user's pull scope changed: pull now. */
  poke: 'poke',
  /** SPEC 4 "Survey": the user's survey changed; the survey screen (issue 13 item 6) reloads it. */
  surveyChanged: 'SurveyChangedEvent',
  /**
   * The server is stopping (SIGTERM) and closes the stream after this event: reconnect (through
   * the proxy, to another instance) at a random moment within `withinMs`, then pull once.
   */
  reconnect: 'reconnect',
} as const;

export type RealtimeEventName = (typeof REALTIME_EVENT)[keyof typeof REALTIME_EVENT];

/** The data of a `poke`: which collections changed, when the publisher knew (else: all). */
export interface PokeData {
  readonly collections?: readonly string[];
}

/** The data of a `reconnect`: the window the reconnects of all streams spread over. */
export interface ReconnectData {
  readonly withinMs: number;
}

/**
 * How far a stopping server spreads its streams' reconnects, and a bus reconnect its streams'
 * pokes: thousands of clients arrive over seconds, not in one wave.
 */
export const REALTIME_SPREAD_MS = 5000;

/** The data of a `SurveyChangedEvent`: nothing yet; the client reloads "my survey". */
export type SurveyChangedData = Record<string, never>;

/** The `retry:` hint the server sends: the browser's EventSource would wait this long. */
export const REALTIME_RETRY_MS = 3000;
/** A comment line keeps proxies from closing an idle stream and shows the client it lives. */
export const REALTIME_HEARTBEAT_MS = 25_000;
/** Open streams per session and server instance; the oldest is closed for a new one. */
export const REALTIME_STREAMS_PER_SESSION = 5;
