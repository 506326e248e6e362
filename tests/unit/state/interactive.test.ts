import { describe, expect, it, vi } from 'vitest';
import {
  INTERACTIVE_QUIET_MS,
  INTERACTIVE_WAIT_MAX_MS,
  InteractiveQuiet,
} from '../../../src/state/interactive';

/** A clock that only moves when the waiting side sleeps, and a channel to post searches on. */
function setup(searchesAt: number[] = []) {
  let now = 0;
  const sleeps: number[] = [];
  const channel: { onmessage: ((event: MessageEvent) => void) | null } = { onmessage: null };
  const quiet = new InteractiveQuiet(
    channel,
    () => now,
    async (ms) => {
      sleeps.push(ms);
      const until = now + ms;
      // Searches that happen while sleeping arrive on the channel.
      for (const at of searchesAt) {
        if (at > now && at <= until) {
          now = at;
          channel.onmessage?.(new MessageEvent('message', { data: 'search' }));
        }
      }
      now = until;
    },
  );
  return {
    quiet,
    sleeps,
    search: () => channel.onmessage?.(new MessageEvent('message', { data: 'search' })),
    advance: (ms: number) => (now += ms),
  };
}

describe('the pull waits while the user searches', () => {
  it('goes on at once when nobody searched', async () => {
    const { quiet, sleeps } = setup();
    expect(await quiet.settle()).toBe(0);
    expect(sleeps).toEqual([]);
  });

  it('waits until the searching has been quiet for a moment', async () => {
    const { quiet, search, advance, sleeps } = setup();
    search();
    advance(200);
    expect(await quiet.settle()).toBe(INTERACTIVE_QUIET_MS - 200);
    expect(sleeps).toEqual([INTERACTIVE_QUIET_MS - 200]);
  });

  it('waits again for a search made while it waited', async () => {
    const { quiet, search } = setup([300]);
    search();
    expect(await quiet.settle()).toBe(300 + INTERACTIVE_QUIET_MS);
  });

  it('never waits longer than the bound, however long the typing goes on', async () => {
    const keystrokes = Array.from({ length: 100 }, (_, i) => (i + 1) * 100);
    const { quiet, search } = setup(keystrokes);
    search();
    expect(await quiet.settle()).toBe(INTERACTIVE_WAIT_MAX_MS);
  });
});

describe('a search announces itself', () => {
  it('once per new query: a live query re-running the same search after a page is no user', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        postMessage(message: unknown) {
          posted.push(message);
        }
      },
    );
    vi.resetModules();
    const { markInteractive } = await import('../../../src/state/interactive');
    markInteractive('ibu', 1_000);
    markInteractive('ibu', 2_000);
    markInteractive('ibu', 3_000);
    expect(posted).toHaveLength(1);
    // A burst of keystrokes posts once per 100 ms.
    markInteractive('ibup', 3_050);
    markInteractive('ibupr', 3_100);
    expect(posted).toHaveLength(2);
    vi.unstubAllGlobals();
  });
});
