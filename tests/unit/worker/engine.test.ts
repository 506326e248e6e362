import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeMutation } from '../../../src/db/mutate';
import { META, type PortalDb } from '../../../src/db/schema';
import type { AppEvent } from '../../../src/state/appEvents';
import { createWorkerSurface } from '../../../src/worker/surface';
import { makeMe, makeUser } from '../fixtures';
import { emptyPull, fakeFetch, freshDb, json, uuid } from '../db/support';
import { INTERACTIVE_CHANNEL, INTERACTIVE_QUIET_MS } from '../../../src/state/interactive';
import {
  RETRY_DELAY_MAX_MS,
  RETRY_DELAY_MIN_MS,
  retryDelay,
  type ChannelLike,
} from '../../../src/worker/engine';

type Routes = Parameters<typeof fakeFetch>[0];

const applyAll = (body: unknown) =>
  json(200, {
    results: (body as { mutations: { id: string }[] }).mutations.map((m) => ({
      id: m.id,
      status: 'applied',
    })),
  });

const surfaces: ReturnType<typeof createWorkerSurface>[] = [];
afterEach(async () => {
  for (const s of surfaces.splice(0)) await s.setUser(null);
});

async function start(
  routes: Routes,
  db?: PortalDb,
  env: Partial<Parameters<typeof createWorkerSurface>[0]> = {},
) {
  const local = db ?? (await freshDb());
  const { fetch, calls } = fakeFetch({
    '/auth/me': () => json(200, makeMe()),
    '/health': () => json(200, { ok: true }),
    '/sync/pull': () => json(200, emptyPull()),
    '/sync/push': applyAll,
    ...routes,
  });
  const events: AppEvent[] = [];
  const surface = createWorkerSurface({
    fetch,
    browserOnline: true,
    // The test's own (already initialised) database stands for the user's.
    openDb: () => local,
    ...env,
  });
  surfaces.push(surface);
  surface.connect({ windowId: 'apo-window-1', route: '/shop', screenId: 'x' }, (e) =>
    events.push(e),
  );
  return { db: local, surface, calls, events };
}

const led = (events: AppEvent[]) =>
  vi.waitFor(() =>
    expect(events.some((e) => e.type === 'sync_status' && e.status.leader)).toBe(true),
  );

const paths = (calls: { path: string }[]) => calls.map((c) => c.path);

describe('sync engine', () => {
  it('leads (no Web Locks here), bumps the epoch, pushes then pulls, and records lastSyncAt', async () => {
    const db = await freshDb();
    await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'A' });
    const { surface, calls } = await start({}, db);
    await surface.setUser('user-1');
    await vi.waitFor(async () =>
      expect((await db.meta.get(META.lastSyncAt))?.value).toBeTypeOf('string'),
    );
    expect(paths(calls)).toEqual(['/sync/push', '/sync/pull']);
    expect((calls[0]?.body as { epoch: number }).epoch).toBe(1);
    expect(calls[0]?.headers['X-Window-Id']).toBe('apo-window-1');
    expect(await db.outbox.count()).toBe(0);
  });

  it('retries with backoff after a 5xx and keeps the outbox meanwhile', async () => {
    let failures = 1;
    const db = await freshDb();
    await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'A' });
    const { surface, calls, events } = await start(
      {
        '/sync/push': (body) =>
          failures-- > 0 ? json(503, { code: 'internal', message: 'Fehler' }) : applyAll(body),
      },
      db,
    );
    await surface.setUser('user-1');
    await vi.waitFor(() => expect(paths(calls)).toEqual(['/sync/push']));
    expect(await db.outbox.count()).toBe(1);
    await vi.waitFor(
      () => expect(paths(calls)).toEqual(['/sync/push', '/sync/push', '/sync/pull']),
      {
        timeout: 3000,
      },
    );
    expect(await db.outbox.count()).toBe(0);
    // Background calls do not toast.
    expect(events.filter((e) => e.type === 'message')).toEqual([]);
  });

  it('a 503 with Retry-After (a deadlock on the server) waits it out and resends the batch; nothing fails, nothing shows', async () => {
    const db = await freshDb();
    await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'A' });
    await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'B' });
    const pushedAt: number[] = [];
    const sent: unknown[] = [];
    const { surface, calls, events } = await start(
      {
        '/sync/push': (body) => {
          pushedAt.push(Date.now());
          sent.push(body);
          if (pushedAt.length > 1) return applyAll(body);
          return new Response(
            JSON.stringify({ code: 'unavailable', message: 'Kurz nicht verfügbar' }),
            { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '2' } },
          );
        },
      },
      db,
    );
    await surface.setUser('user-1');
    await vi.waitFor(() => expect(paths(calls)).toEqual(['/sync/push']));
    // Meanwhile the queue is whole, nothing is filed as failed, the app stays online.
    expect(await db.outbox.count()).toBe(2);
    expect(await db.failedMutations.count()).toBe(0);
    await vi.waitFor(
      () => expect(paths(calls)).toEqual(['/sync/push', '/sync/push', '/sync/pull']),
      { timeout: 5000 },
    );
    // After the server's 2 s, not the first backoff step of 1 s.
    expect((pushedAt[1] ?? 0) - (pushedAt[0] ?? 0)).toBeGreaterThanOrEqual(1900);
    // The same batch again: the server answers a resent mutation once (exactly-once by its id).
    const ids = (body: unknown) =>
      (body as { mutations: { id: string }[] }).mutations.map((m) => m.id);
    expect(ids(sent[1])).toEqual(ids(sent[0]));
    expect(await db.outbox.count()).toBe(0);
    expect(await db.failedMutations.count()).toBe(0);
    expect(
      events.filter(
        (e) =>
          e.type === 'message' ||
          e.type === 'mutation_rejected' ||
          e.type === 'api_offline' ||
          (e.type === 'sync_status' && e.status.connectivity !== 'online'),
      ),
    ).toEqual([]);
  });

  it('waits the backoff or a longer Retry-After, never beyond the longest backoff', () => {
    expect(retryDelay(0)).toBe(RETRY_DELAY_MIN_MS);
    expect(retryDelay(0, 2000)).toBe(2000);
    expect(retryDelay(3, 2000)).toBe(8000);
    expect(retryDelay(0, 3_600_000)).toBe(RETRY_DELAY_MAX_MS);
    expect(retryDelay(12)).toBe(RETRY_DELAY_MAX_MS);
  });

  it('a change made during a long pull is pushed after the current page, then the pull goes on', async () => {
    const db = await freshDb();
    let pulls = 0;
    // The surface exists only once started; the pull handler reaches it through this box.
    const started: { surface?: ReturnType<typeof createWorkerSurface> } = {};
    const { calls, surface } = await start(
      {
        '/sync/pull': () => {
          pulls++;
          // The user changes something while the second of six pages is on its way.
          if (pulls === 2) {
            void writeMutation(db, 'basket.rename', { id: uuid(1), label: 'B' }).then(() =>
              started.surface?.nudge('outbox'),
            );
          }
          const answer = emptyPull();
          answer.notifications = {
            ...answer.notifications,
            cursor: `page-${pulls}`,
            hasMore: pulls < 6,
          };
          return json(200, answer);
        },
      },
      db,
    );
    started.surface = surface;
    await surface.setUser('user-1');
    await vi.waitFor(async () =>
      expect((await db.meta.get(META.lastSyncAt))?.value).toBeTypeOf('string'),
    );
    const order = paths(calls);
    const push = order.indexOf('/sync/push');
    // Pushed before the pull was through (it would have waited for all six pages), and the pull
    // went on from where it stopped: six pages in all, none asked twice.
    expect(push).toBeGreaterThan(1);
    expect(order.slice(push + 1)).toContain('/sync/pull');
    expect(order.filter((p) => p === '/sync/pull')).toHaveLength(6);
    expect(order.slice(0, push).filter((p) => p === '/sync/pull').length).toBeLessThan(6);
    const cursors = calls
      .filter((c) => c.path === '/sync/pull')
      .map((c) => (c.body as { cursors: Record<string, string> }).cursors.notifications);
    expect(cursors).toEqual([undefined, 'page-1', 'page-2', 'page-3', 'page-4', 'page-5']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('asks for the next page of a long pull only once the user has stopped searching', async () => {
    const db = await freshDb();
    // The engine's channels by name: the sync channel and the searches' (state/interactive.ts).
    const channels = new Map<string, ChannelLike>();
    const channel = (name: string): ChannelLike => {
      const fake: ChannelLike = {
        onmessage: null,
        postMessage: () => undefined,
        close: () => undefined,
      };
      channels.set(name, fake);
      return fake;
    };
    const pulledAt: number[] = [];
    const { surface } = await start(
      {
        '/sync/pull': () => {
          pulledAt.push(Date.now());
          // A search runs in a tab while the second of three pages is on its way.
          if (pulledAt.length === 2) {
            channels.get(INTERACTIVE_CHANNEL)?.onmessage?.(new MessageEvent('message'));
          }
          const answer = emptyPull();
          answer.notifications = {
            ...answer.notifications,
            cursor: `page-${pulledAt.length}`,
            hasMore: pulledAt.length < 3,
          };
          return json(200, answer);
        },
      },
      db,
      { channel },
    );
    await surface.setUser('user-1');
    await vi.waitFor(async () =>
      expect((await db.meta.get(META.lastSyncAt))?.value).toBeTypeOf('string'),
    );
    expect(pulledAt).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = pulledAt;
    // The third page waited for the quiet after the search; the second did not wait at all.
    expect(third - second).toBeGreaterThanOrEqual(INTERACTIVE_QUIET_MS - 50);
    expect(second - first).toBeLessThan(INTERACTIVE_QUIET_MS);
  });

  it('stops pushing on a stale epoch', async () => {
    const db = await freshDb();
    await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'A' });
    const { surface, calls, events } = await start(
      { '/sync/push': () => json(409, { code: 'stale_epoch', message: 'Veraltet' }) },
      db,
    );
    await surface.setUser('user-1');
    await led(events);
    await vi.waitFor(() => expect(surface.status().leader).toBe(false));
    await surface.syncNow();
    surface.nudge('outbox');
    expect(paths(calls)).toEqual(['/sync/push']);
    expect(await db.outbox.count()).toBe(1);
  });

  it('426 keeps the outbox and tells the user to update, once', async () => {
    const db = await freshDb();
    await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'A' });
    const { surface, events } = await start(
      { '/sync/push': () => json(426, { code: 'upgrade_required', message: 'x' }) },
      db,
    );
    await surface.setUser('user-1');
    await led(events);
    await surface.syncNow();
    await surface.syncNow();
    const messages = events.filter((e) => e.type === 'message');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ message: expect.stringContaining('aktualisieren') });
    expect(await db.outbox.count()).toBe(1);
  });

  it('an expired session during push raises session_expired and keeps the outbox', async () => {
    const db = await freshDb();
    await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'A' });
    const { surface, events } = await start(
      {
        '/sync/push': () =>
          json(401, { code: 'auth_required', message: 'Authentication Required' }),
      },
      db,
    );
    await surface.setUser('user-1');
    await vi.waitFor(() => expect(events.some((e) => e.type === 'session_expired')).toBe(true));
    expect(await db.outbox.count()).toBe(1);
  });

  it('unreachable → probe recovers → reloads the user, then pushes, then pulls', async () => {
    let down = true;
    const db = await freshDb();
    const net = (handler: (body: unknown) => Response) => (body: unknown) => {
      if (down) throw new TypeError('Failed to fetch');
      return handler(body);
    };
    const { surface, calls, events } = await start(
      {
        '/sync/push': net(applyAll),
        '/sync/pull': net(() => json(200, emptyPull())),
        '/health': net(() => json(200, {})),
        '/auth/me': net(() => json(200, makeMe())),
      },
      db,
    );
    // The worker syncs the database of the user the reload finds (another one: see below).
    await surface.setUser(makeMe().user.id);
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'api_offline' }));
    await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'A' });
    calls.length = 0;
    down = false;
    await vi.waitFor(() => expect(events.some((e) => e.type === 'me')).toBe(true), {
      timeout: 3000,
    });
    await vi.waitFor(() =>
      expect(paths(calls)).toEqual(['/health', '/auth/me', '/sync/push', '/sync/pull']),
    );
    expect(events).toContainEqual({ type: 'api_online' });
  });

  it("'sync now' while unreachable probes at once instead of waiting out the backoff", async () => {
    let down = true;
    const db = await freshDb();
    const net = (handler: (body: unknown) => Response) => (body: unknown) => {
      if (down) throw new TypeError('Failed to fetch');
      return handler(body);
    };
    const { surface, calls, events } = await start(
      {
        '/sync/push': net(applyAll),
        '/sync/pull': net(() => json(200, emptyPull())),
        '/health': net(() => json(200, {})),
        '/auth/me': net(() => json(200, makeMe())),
      },
      db,
    );
    await surface.setUser(makeMe().user.id);
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'api_offline' }));
    // Let the backoff grow: probes at 1 s and 2 s fail, the next is 4 s away.
    await vi.waitFor(
      () => expect(calls.filter((c) => c.path === '/health').length).toBeGreaterThanOrEqual(2),
      { timeout: 5000 },
    );
    await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'A' });
    calls.length = 0;
    down = false;
    await surface.syncNow();
    // The probe ran inside the call, not on the backoff's timer.
    expect(paths(calls)[0]).toBe('/health');
    await vi.waitFor(() =>
      expect(paths(calls)).toEqual(['/health', '/auth/me', '/sync/push', '/sync/pull']),
    );
    expect(await db.outbox.count()).toBe(0);
  });

  describe('another user’s session (issue 10 point 4)', () => {
    const mismatch = () =>
      json(409, { code: 'user_mismatch', message: 'Ein anderer Benutzer ist angemeldet.' });

    it('a 409 user_mismatch on push stops at once: no retry, no pull, the outbox untouched', async () => {
      const db = await freshDb();
      await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'A' });
      const before = await db.outbox.toArray();
      const { surface, calls, events } = await start({ '/sync/push': mismatch }, db);
      await surface.setUser('user-1');
      await vi.waitFor(() =>
        expect(events).toContainEqual({ type: 'session_mismatch', userId: 'user-1' }),
      );
      expect((calls[0]?.body as { userId: string }).userId).toBe('user-1');
      // Nudges, "sync now" and the retry delay bring nothing more for this user.
      surface.nudge('outbox');
      await surface.syncNow();
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(paths(calls)).toEqual(['/sync/push']);
      expect(await db.outbox.toArray()).toEqual(before);
      expect(await db.failedMutations.count()).toBe(0);
      expect(events.filter((e) => e.type === 'session_mismatch')).toHaveLength(1);
    });

    it('a 409 user_mismatch on pull applies nothing and stops too', async () => {
      const db = await freshDb();
      const { surface, calls, events } = await start({ '/sync/pull': mismatch }, db);
      await surface.setUser('user-1');
      await vi.waitFor(() => expect(events.some((e) => e.type === 'session_mismatch')).toBe(true));
      expect((calls[0]?.body as { userId: string }).userId).toBe('user-1');
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(paths(calls)).toEqual(['/sync/pull']);
      expect(await db.meta.get(META.lastSyncAt)).toBeUndefined();
    });

    it('a reconnect that finds another user logged in never pushes this user’s queue', async () => {
      let down = true;
      const db = await freshDb();
      const net = (handler: (body: unknown) => Response) => (body: unknown) => {
        if (down) throw new TypeError('Failed to fetch');
        return handler(body);
      };
      const other = makeMe({ user: makeUser({ id: 'user-2', email: 'zweite@demo.at' }) });
      const { surface, calls, events } = await start(
        {
          '/sync/push': net(applyAll),
          '/sync/pull': net(() => json(200, emptyPull())),
          '/health': net(() => json(200, {})),
          '/auth/me': net(() => json(200, other)),
        },
        db,
      );
      await surface.setUser('user-1');
      await vi.waitFor(() => expect(events).toContainEqual({ type: 'api_offline' }));
      await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'A' });
      calls.length = 0;
      down = false;
      await vi.waitFor(
        () => expect(events).toContainEqual({ type: 'session_mismatch', userId: 'user-1' }),
        { timeout: 3000 },
      );
      surface.nudge('outbox');
      await surface.syncNow();
      expect(paths(calls).filter((p) => p.startsWith('/sync'))).toEqual([]);
      expect(await db.outbox.count()).toBe(1);
      // The other user's session is not taken over as this user's.
      expect(events.some((e) => e.type === 'me')).toBe(false);
    });

    it('resumes when the session turns out to be this user’s after all, not for another', async () => {
      let refuse = true;
      const db = await freshDb();
      await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'A' });
      const { surface, calls, events } = await start(
        { '/sync/push': (body) => (refuse ? mismatch() : applyAll(body)) },
        db,
      );
      await surface.setUser('user-1');
      await vi.waitFor(() => expect(events.some((e) => e.type === 'session_mismatch')).toBe(true));
      refuse = false;
      await surface.resumeSync('user-2');
      await surface.syncNow();
      expect(paths(calls)).toEqual(['/sync/push']);
      await surface.resumeSync('user-1');
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
      // The pull follows the push that emptied the outbox (a moment later under load).
      await vi.waitFor(() =>
        expect(paths(calls)).toEqual(['/sync/push', '/sync/push', '/sync/pull']),
      );
    });
  });
});
