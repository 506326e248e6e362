// The sync engine with the realtime stream (issue 13 item 5): the leader opens one stream, a
// poke runs a pull, SurveyChangedEvent reaches the app and the user's other tabs, going offline
// closes the stream, and no stream is opened without the leadership.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEvent } from '../../../src/state/appEvents';
import {
  SURVEY_CHANGED_MESSAGE,
  SYNC_HOLD_MESSAGE,
  SYNC_HOLD_MS,
} from '../../../src/state/appEvents';
import type { ChannelLike } from '../../../src/worker/engine';
import { createWorkerSurface } from '../../../src/worker/surface';
import { makeMe } from '../fixtures';
import { emptyPull, fakeFetch, freshDb, json } from '../db/support';
import { INTERACTIVE_CHANNEL } from '../../../src/state/interactive';

const surfaces: ReturnType<typeof createWorkerSurface>[] = [];
afterEach(async () => {
  for (const s of surfaces.splice(0)) await s.setUser(null);
});

/** Each stream request gets a fresh body; send() writes to the newest. */
function eventBody() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  return {
    response: () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(c) {
            controller = c;
          },
        }),
        { status: 200 },
      ),
    send: (text: string) => controller?.enqueue(new TextEncoder().encode(text)),
  };
}

async function start(options: { locks?: 'never' } = {}) {
  const db = await freshDb();
  const stream = eventBody();
  const { fetch: base, calls } = fakeFetch({
    '/auth/me': () => json(200, makeMe()),
    '/health': () => json(200, { ok: true }),
    '/sync/pull': () => json(200, emptyPull()),
  });
  const streams: AbortSignal[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (String(input) === '/api/events') {
      if (init?.signal) streams.push(init.signal);
      return Promise.resolve(stream.response());
    }
    return base(input, init);
  };
  const posted: unknown[] = [];
  const channels: ChannelLike[] = [];
  const events: AppEvent[] = [];
  const surface = createWorkerSurface({
    fetch,
    browserOnline: true,
    openDb: () => db,
    eventStream: true,
    channel: (name) => {
      const channel: ChannelLike = {
        onmessage: null,
        postMessage: (m) => void posted.push(m),
        close: () => undefined,
      };
      // The user's sync channels; the searches' channel (state/interactive.ts) is not one.
      if (name !== INTERACTIVE_CHANNEL) channels.push(channel);
      return channel;
    },
    // A lock that is never granted: this tab does not lead.
    ...(options.locks === 'never'
      ? { locks: { request: () => new Promise<unknown>(() => undefined) } }
      : {}),
  });
  surfaces.push(surface);
  surface.connect({ windowId: 'w', route: '/', screenId: 's' }, (e) => events.push(e));
  const pulls = () => calls.filter((c) => c.path === '/sync/pull').length;
  return { surface, stream, streams, events, posted, channels, pulls };
}

describe('sync engine with the realtime stream', () => {
  it('the leader opens one stream; a poke pulls; a survey event reaches this tab and the others', async () => {
    const t = await start();
    await t.surface.setUser('user-1');
    await vi.waitFor(() => expect(t.streams).toHaveLength(1));
    await vi.waitFor(() => expect(t.pulls()).toBe(1));
    t.stream.send('event: poke\ndata: {"collections":["notifications"]}\n\n');
    await vi.waitFor(() => expect(t.pulls()).toBe(2));
    t.stream.send('event: SurveyChangedEvent\ndata: {}\n\n');
    await vi.waitFor(() =>
      expect(t.events.filter((e) => e.type === 'survey_changed')).toHaveLength(1),
    );
    expect(t.posted).toContain(SURVEY_CHANGED_MESSAGE);
    expect(t.streams).toHaveLength(1);
  });

  it('closes the stream when the browser goes offline and when the user logs out', async () => {
    const t = await start();
    await t.surface.setUser('user-1');
    await vi.waitFor(() => expect(t.streams).toHaveLength(1));
    t.surface.setOnline(false);
    expect(t.streams[0]?.aborted).toBe(true);
    t.surface.setOnline(true);
    await vi.waitFor(() => expect(t.streams).toHaveLength(2));
    await t.surface.setUser(null);
    expect(t.streams[1]?.aborted).toBe(true);
  });

  it('a tab that does not lead opens no stream, but hears survey changes from the leader', async () => {
    const t = await start({ locks: 'never' });
    await t.surface.setUser('user-1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.streams).toHaveLength(0);
    t.channels[0]?.onmessage?.(new MessageEvent('message', { data: SURVEY_CHANGED_MESSAGE }));
    expect(t.events.filter((e) => e.type === 'survey_changed')).toHaveLength(1);
  });

  it('an update holds sync in every tab: stream closed, pokes ignored, back after the hold', async () => {
    const t = await start();
    await t.surface.setUser('user-1');
    await vi.waitFor(() => expect(t.streams).toHaveLength(1));
    await vi.waitFor(() => expect(t.pulls()).toBe(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      await t.surface.holdSync();
      expect(t.posted).toContain(SYNC_HOLD_MESSAGE);
      expect(t.streams[0]?.aborted).toBe(true);
      await t.surface.syncNow();
      expect(t.pulls()).toBe(1);
      await vi.advanceTimersByTimeAsync(SYNC_HOLD_MS);
      vi.useRealTimers();
      // The hold's end pulls, and so does the reopened stream.
      await vi.waitFor(() => expect(t.pulls()).toBeGreaterThan(1));
      await vi.waitFor(() => expect(t.streams).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it("another tab's hold message holds this tab without announcing it again", async () => {
    const t = await start();
    await t.surface.setUser('user-1');
    await vi.waitFor(() => expect(t.streams).toHaveLength(1));
    t.channels[0]?.onmessage?.(new MessageEvent('message', { data: SYNC_HOLD_MESSAGE }));
    expect(t.streams[0]?.aborted).toBe(true);
    expect(t.posted).not.toContain(SYNC_HOLD_MESSAGE);
  });
});
