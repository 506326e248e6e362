// A session's first pulls wait for its first screen and that screen's calls (issue 27 item 5).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_MS, SCREEN_WAIT_MS } from '../../src/platform/screenShown';

// The module keeps its state (calls in flight, the last answer): each test gets a fresh one.
let markScreenShown: () => void;
let nextScreenShown: (capMs?: number) => Promise<void>;
let trackScreenCall: <T>(call: Promise<T>) => Promise<T>;

describe('nextScreenShown', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    ({ markScreenShown, nextScreenShown, trackScreenCall } =
      await import('../../src/platform/screenShown'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('waits for a screen, then for its calls in a chain, then for a quiet moment', async () => {
    const isDone = settled(nextScreenShown());
    await vi.advanceTimersByTimeAsync(500);
    expect(isDone()).toBe(false);

    let answer: () => void = () => undefined;
    const first = trackScreenCall(new Promise<void>((resolve) => (answer = resolve)));
    markScreenShown();
    await vi.advanceTimersByTimeAsync(400);
    expect(isDone()).toBe(false);
    answer();
    await first;
    // The answer leads to the next call within the quiet time: still waiting.
    await vi.advanceTimersByTimeAsync(QUIET_MS / 2);
    const second = trackScreenCall(new Promise<void>((resolve) => setTimeout(resolve, 300)));
    await vi.advanceTimersByTimeAsync(300);
    await second;
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(QUIET_MS + 50);
    expect(isDone()).toBe(true);
  });

  it('gives up waiting after SCREEN_WAIT_MS', async () => {
    const isDone = settled(nextScreenShown());
    let answer: () => void = () => undefined;
    const hanging = trackScreenCall(new Promise<void>((resolve) => (answer = resolve)));
    markScreenShown();
    await vi.advanceTimersByTimeAsync(SCREEN_WAIT_MS - 10);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(isDone()).toBe(true);
    answer();
    await hanging;
  });

  it('a screen shown before the wait began does not count', async () => {
    markScreenShown();
    const isDone = settled(nextScreenShown(10_000));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(isDone()).toBe(false);
    markScreenShown();
    await vi.advanceTimersByTimeAsync(QUIET_MS + 50);
    expect(isDone()).toBe(true);
  });
});
