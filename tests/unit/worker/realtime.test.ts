// The worker's realtime stream (issue 13 item 5): SSE parsing, backoff with jitter, stopping on
// 401 and while inactive, and the catch-up pull after a reconnect. Fake timers, fake fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PokeData } from '../../../src/api/realtime';
import {
  RealtimeStream,
  STREAM_DELAY_MAX_MS,
  STREAM_HEALTHY_MS,
  streamDelay,
} from '../../../src/worker/realtime';

/** A stream body the test writes to and ends. */
function controllableBody() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
    }),
    write: (text: string) => controller?.enqueue(encoder.encode(text)),
    end: () => controller?.close(),
  };
}

type Answer = () => Promise<Response>;

function setup(answers: Answer[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => undefined);
    return next();
  });
  const pokes: PokeData[] = [];
  const surveys: number[] = [];
  const live: boolean[] = [];
  let clock = 0;
  const stream = new RealtimeStream({
    fetch: fetch as unknown as typeof globalThis.fetch,
    url: '/api/events',
    headers: () => ({ 'X-SW-Bypass': 'true' }),
    onPoke: (d) => void pokes.push(d),
    onSurveyChanged: () => void surveys.push(1),
    onLive: (l) => void live.push(l),
    random: () => 1,
    now: () => clock,
  });
  return {
    stream,
    calls,
    pokes,
    surveys,
    live,
    advanceClock: (ms: number) => {
      clock += ms;
    },
  };
}

const networkError: Answer = () => Promise.reject(new TypeError('Failed to fetch'));
const status =
  (code: number): Answer =>
  () =>
    Promise.resolve(new Response(null, { status: code }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('streamDelay', () => {
  it('doubles from 1 s to at most 30 s, half of it random', () => {
    expect(streamDelay(0, () => 0)).toBe(500);
    expect(streamDelay(0, () => 1)).toBe(1000);
    expect(streamDelay(3, () => 1)).toBe(8000);
    expect(streamDelay(10, () => 1)).toBe(STREAM_DELAY_MAX_MS);
    expect(streamDelay(10, () => 0)).toBe(STREAM_DELAY_MAX_MS / 2);
  });
});

describe('RealtimeStream', () => {
  it('asks for an event stream with the pipeline’s headers and reads poke and survey events', async () => {
    const body = controllableBody();
    const t = setup([() => Promise.resolve(body.response)]);
    t.stream.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.calls[0]?.url).toBe('/api/events');
    expect(t.calls[0]?.init?.headers).toEqual({
      'X-SW-Bypass': 'true',
      Accept: 'text/event-stream',
    });
    expect(t.calls[0]?.init?.credentials).toBe('include');
    expect(t.live).toEqual([true]);
    body.write('retry: 3000\n: open\n\nevent: poke\ndata: {}\n\n');
    body.write('event: poke\r\ndata: {"collections":["notifications"]}\r\n\r\n');
    body.write(': ping\n\nevent: SurveyChangedEvent\ndata: {}\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.pokes).toEqual([{}, { collections: ['notifications'] }]);
    expect(t.surveys).toEqual([]);
    body.write('\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.surveys).toEqual([1]);
    t.stream.dispose();
  });

  it('reconnects with growing delays after failures, capped at 30 s', async () => {
    const t = setup(Array.from({ length: 8 }, () => networkError));
    t.stream.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.calls).toHaveLength(1);
    // random() = 1: 1 s, 2 s, 4 s, 8 s, 16 s, 30 s, 30 s.
    for (const [delay, total] of [
      [1000, 2],
      [2000, 3],
      [4000, 4],
      [8000, 5],
      [16_000, 6],
      [30_000, 7],
      [30_000, 8],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(t.calls).toHaveLength(total - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(t.calls).toHaveLength(total);
    }
    t.stream.dispose();
  });

  it('backs off on a server error and stops for good on 401 until activated again', async () => {
    const t = setup([status(503), status(401), status(401)]);
    t.stream.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(t.calls).toHaveLength(2);
    // A new login or leader: off and on again.
    t.stream.setActive(false);
    t.stream.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.calls).toHaveLength(3);
    t.stream.dispose();
  });

  it('closes and stays closed while inactive (offline, not leading, logged out)', async () => {
    const first = controllableBody();
    const t = setup([() => Promise.resolve(first.response)]);
    t.stream.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.live).toEqual([true]);
    t.stream.setActive(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.live).toEqual([true, false]);
    const signal = t.calls[0]?.init?.signal;
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(t.calls).toHaveLength(1);
  });

  it('after a dropped stream reconnects and pulls once to catch up; a healthy stream resets the backoff', async () => {
    const first = controllableBody();
    const second = controllableBody();
    const third = controllableBody();
    const t = setup([
      () => Promise.resolve(first.response),
      networkError,
      () => Promise.resolve(second.response),
      () => Promise.resolve(third.response),
    ]);
    t.stream.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.pokes).toEqual([]);
    first.end();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000); // attempt 0: fails
    expect(t.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000); // attempt 1: opens
    expect(t.calls).toHaveLength(3);
    expect(t.pokes).toEqual([{}]);
    // It lived long enough to count as healthy: the next reconnect waits 1 s again, not 4 s.
    t.advanceClock(STREAM_HEALTHY_MS);
    second.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.calls).toHaveLength(4);
    expect(t.pokes).toEqual([{}, {}]);
    t.stream.dispose();
  });

  it('on a stopping server’s reconnect event moves within its window, no backoff, and pulls once', async () => {
    const first = controllableBody();
    const second = controllableBody();
    // random() = 1 in setup: the latest moment of the window.
    const t = setup([
      () => Promise.resolve(first.response),
      () => Promise.resolve(second.response),
    ]);
    t.stream.setActive(true);
    await vi.advanceTimersByTimeAsync(0);
    // Young stream (not healthy yet), so without the hint the backoff would go on growing.
    first.write('event: reconnect\ndata: {"withinMs":4000}\n\n');
    first.end();
    await vi.advanceTimersByTimeAsync(3999);
    expect(t.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.calls).toHaveLength(2);
    expect(t.pokes).toEqual([{}]);
    // The next drop is a failure again: the backoff starts over at 1 s.
    second.end();
    await vi.advanceTimersByTimeAsync(999);
    expect(t.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.calls).toHaveLength(3);
    t.stream.dispose();
  });
});
