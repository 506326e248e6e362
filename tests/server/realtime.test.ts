// Issue 13 item 5: the realtime stream. Real HTTP streams (the server listens on a free port),
// because inject cannot stream. Runs on PGlite (in-process bus) and on PostgreSQL (LISTEN/NOTIFY).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REALTIME_EVENT } from '../../src/api/realtime.ts';
import {
  createLocalBus,
  encodeWire,
  parseWire,
  NOTIFY_PAYLOAD_MAX,
} from '../../server/realtime/bus.ts';
import { RealtimeHub, publishSurveyChanged } from '../../server/realtime/hub.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { hashToken } from '../../server/services/sessions.ts';
import { openEventStream } from './support/eventStream.ts';
import { choose, loginAs, m, pushOk, userIdOf, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const cookieOf = (c: Client) => {
  if (!c.cookie) throw new Error('not logged in');
  return c.cookie;
};

/** No event of this name arrives within the time (after the others did). */
async function expectNone(events: { event: string }[], name: string, ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  expect(events.filter((e) => e.event === name)).toEqual([]);
}

describe('the bus and the hub', () => {
  it('delivers a user message to that user’s streams only', async () => {
    const bus = createLocalBus();
    const hub = new RealtimeHub({
      bus,
      db: t.db,
      clock: t.clock,
      session: t.config.session,
      log: { warn: () => undefined },
    });
    const a: string[] = [];
    const b: string[] = [];
    hub.register('hash-a', 'user-a', { write: (c) => void a.push(c), end: () => undefined });
    hub.register('hash-b', 'user-b', { write: (c) => void b.push(c), end: () => undefined });
    hub.publish({ event: 'poke', users: ['user-a'], collections: ['notifications'] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(a).toEqual(['event: poke\ndata: {"collections":["notifications"]}\n\n']);
    expect(b).toEqual([]);
    await hub.close();
  });

  it('keeps at most five streams per session, closing the oldest', async () => {
    const hub = new RealtimeHub({
      bus: createLocalBus(),
      db: t.db,
      clock: t.clock,
      session: t.config.session,
      log: { warn: () => undefined },
    });
    const ended: number[] = [];
    for (let i = 0; i < 7; i++) {
      hub.register('same', 'user', { write: () => undefined, end: () => void ended.push(i) });
    }
    expect(ended).toEqual([0, 1]);
    expect(hub.openStreams).toBe(5);
    await hub.close();
  });

  it('spreads an everyone-poke (the listener reconnected) over the window, each stream at its own moment', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const bus = createLocalBus();
      const draws = [0, 0.5, 0.99];
      const hub = new RealtimeHub({
        bus,
        db: t.db,
        clock: t.clock,
        session: t.config.session,
        log: { warn: () => undefined },
        spreadMs: 4000,
        random: () => draws.shift() ?? 0,
      });
      const got: number[] = [];
      for (const i of [0, 1, 2]) {
        hub.register(`hash-${i}`, `user-${i}`, {
          write: () => void got.push(i),
          end: () => undefined,
        });
      }
      bus.publish({ event: 'poke', all: true });
      await vi.advanceTimersByTimeAsync(0);
      expect(got).toEqual([0]);
      await vi.advanceTimersByTimeAsync(1999);
      expect(got).toEqual([0]);
      await vi.advanceTimersByTimeAsync(1);
      expect(got).toEqual([0, 1]);
      await vi.advanceTimersByTimeAsync(1960);
      expect(got).toEqual([0, 1, 2]);
      // A message for named users is not delayed.
      hub.publish({ event: 'poke', users: ['user-1'] });
      await vi.advanceTimersByTimeAsync(0);
      expect(got).toEqual([0, 1, 2, 1]);
      await hub.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a stopping server tells every stream to reconnect within the spread and closes it', async () => {
    const bus = createLocalBus();
    const hub = new RealtimeHub({
      bus,
      db: t.db,
      clock: t.clock,
      session: t.config.session,
      log: { warn: () => undefined },
      spreadMs: 4000,
    });
    const chunks: string[] = [];
    const ended: string[] = [];
    for (const name of ['a', 'b']) {
      hub.register(`hash-${name}`, `user-${name}`, {
        write: (chunk) => void chunks.push(chunk),
        end: () => void ended.push(name),
      });
    }
    const published: unknown[] = [];
    bus.subscribe((message) => void published.push(message));
    hub.moveAll();
    expect(chunks).toEqual([
      'event: reconnect\ndata: {"withinMs":4000}\n\n',
      'event: reconnect\ndata: {"withinMs":4000}\n\n',
    ]);
    expect(ended).toEqual(['a', 'b']);
    expect(hub.openStreams).toBe(0);
    // A stream opened now ends at once; a push still under way still tells the other instances.
    hub.register('hash-c', 'user-c', { write: () => undefined, end: () => void ended.push('c') });
    expect(ended).toEqual(['a', 'b', 'c']);
    hub.publish({ event: 'poke', users: ['user-x'] });
    expect(published).toEqual([{ event: 'poke', users: ['user-x'] }]);
    await hub.close();
  });

  it('splits a NOTIFY payload that would exceed PostgreSQL’s limit, losing no id', () => {
    const users = Array.from({ length: 600 }, () => randomUUID());
    const payloads = encodeWire('me', { event: 'poke', users, customers: [1, 2] });
    expect(payloads.length).toBeGreaterThan(1);
    const seen = payloads.map((p) => {
      expect(Buffer.byteLength(p)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX);
      return parseWire(p)?.message;
    });
    expect(seen.flatMap((s) => s?.users ?? []).sort()).toEqual([...users].sort());
    expect(seen.flatMap((s) => s?.customers ?? [])).toEqual([1, 2]);
    expect(parseWire('{"i":"x","e":"drop table"}')).toBeNull();
  });
});

describe('GET /api/events', () => {
  it('answers 401 without a session and 406 to a request that does not ask for a stream', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.statusCode).toBe(401);
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const plain = await c.get('/api/events');
    expect(plain.statusCode).toBe(406);
  });

  it('streams text/event-stream with the security headers and a retry hint', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const stream = await openEventStream(base, cookieOf(c));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(stream.headers.get('content-encoding')).toBeNull();
    stream.close();
  });

  it('a push pokes a colleague at the same customer and the user’s other devices, not another pharmacy nor itself', async () => {
    const apotheke = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const colleague = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100102);
    // apotheke-01's own pharmacy (server/seed/demo.ts: 300001 + i·100 + k).
    const other = await loginAs(t.app, pharmacyLogin(1), 300001);
    // The same user on a second device (its own session) at another customer.
    const otherDevice = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const theirs = await openEventStream(base, cookieOf(colleague));
    const foreign = await openEventStream(base, cookieOf(other));
    const own = await openEventStream(base, cookieOf(apotheke));
    const device = await openEventStream(base, cookieOf(otherDevice));
    try {
      await pushOk(apotheke, [
        m('basket.create', { id: randomUUID(), lieferkundeNr: 100102, label: 'Geteilt' }),
      ]);
      const poke = await theirs.waitFor(REALTIME_EVENT.poke, 2000);
      expect(poke.data).toEqual({});
      await device.waitFor(REALTIME_EVENT.poke, 2000);
      await expectNone(foreign.events, REALTIME_EVENT.poke, 300);
      // The pushing session pulls after its push anyway: its own stream stays quiet.
      expect(own.events).toEqual([]);
    } finally {
      for (const s of [theirs, foreign, own, device]) s.close();
    }
  });

  it('a refused mutation pokes nobody, though the same push applies another one', async () => {
    // Issue 23, finding 9: the scopes a refused mutation locked on its way are not poked.
    const apotheke = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const colleague = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100102);
    const taken = randomUUID();
    await choose(apotheke, 100101);
    await pushOk(apotheke, [m('basket.create', { id: taken, lieferkundeNr: 100101, label: 'A' })]);
    await choose(apotheke, 100102);
    const theirs = await openEventStream(base, cookieOf(colleague));
    try {
      const [refused, applied] = await pushOk(apotheke, [
        // Locks customer 100102's baskets, then finds the id taken (at 100101): refused.
        m('basket.create', { id: taken, lieferkundeNr: 100102, label: 'B' }),
        // Applied, in the user's own scope only.
        m('notification.markAllSeen', { before: '2000-01-01T00:00:00Z' }),
      ]);
      expect(refused).toMatchObject({ status: 'rejected', code: 'invalid_args' });
      expect(applied).toMatchObject({ status: 'applied' });
      await expectNone(theirs.events, REALTIME_EVENT.poke, 300);
      // An applied change at the customer still pokes the colleague.
      await pushOk(apotheke, [
        m('basket.create', { id: randomUUID(), lieferkundeNr: 100102, label: 'C' }),
      ]);
      await theirs.waitFor(REALTIME_EVENT.poke, 2000);
    } finally {
      theirs.close();
    }
  });

  it('a new notification pokes its user (and names the collection), nobody else', async () => {
    const admin = await loginAs(t.app, DEMO_USERS.admin);
    const user = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const bystander = await loginAs(t.app, pharmacyLogin(2));
    const mine = await openEventStream(base, cookieOf(user));
    const theirs = await openEventStream(base, cookieOf(bystander));
    try {
      const res = await admin.post('/api/admin/notifications', {
        userId: await userIdOf(user),
        label: 'Neu',
        text: 'Eine Nachricht',
      });
      expect(res.statusCode).toBe(201);
      const poke = await mine.waitFor(REALTIME_EVENT.poke, 2000);
      expect(poke.data).toEqual({ collections: ['notifications'] });
      await expectNone(theirs.events, REALTIME_EVENT.poke, 300);
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('delivers SurveyChangedEvent to the named users', async () => {
    const user = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100101);
    const stream = await openEventStream(base, cookieOf(user));
    try {
      publishSurveyChanged(t.app.realtime, [await userIdOf(user)]);
      const event = await stream.waitFor(REALTIME_EVENT.surveyChanged, 2000);
      expect(event.data).toEqual({});
    } finally {
      stream.close();
    }
  });

  it('ends the stream when its session logs out', async () => {
    const user = await loginAs(t.app, DEMO_USERS.vertreter);
    const stream = await openEventStream(base, cookieOf(user));
    expect(stream.status).toBe(200);
    const logout = await user.post('/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    await expect(
      Promise.race([
        stream.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 2000)),
      ]),
    ).resolves.toBe('ended');
  });

  // Last in the file: it moves the test clock past every session's idle end.
  it('ends a stream at the next heartbeat once its session ran out (idle timeout)', async () => {
    const user = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100101);
    const token = cookieOf(user).split('=')[1] ?? '';
    const hub = new RealtimeHub({
      bus: createLocalBus(),
      db: t.db,
      clock: t.clock,
      session: t.config.session,
      log: { warn: () => undefined },
      heartbeatMs: 50,
    });
    const chunks: string[] = [];
    let ended = false;
    hub.register(hashToken(token), await userIdOf(user), {
      write: (c) => void chunks.push(c),
      end: () => {
        ended = true;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(chunks).toContain(': ping\n\n');
    expect(ended).toBe(false);
    t.clock.advance(t.config.session.idleMs + 1000);
    await expect.poll(() => ended, { timeout: 2000 }).toBe(true);
    await hub.close();
  });
});
