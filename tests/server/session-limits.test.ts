// Issue 23 finding 12: sessions and event streams per user are bounded. A login beyond
// SESSIONS_PER_USER_MAX ends the user's oldest session (and its event streams); an impersonation
// counts for the admin who runs it. EVENT_STREAMS_PER_USER_MAX bounds a user's open streams
// (per server instance), the oldest ends.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impersonations, sessions } from '../../server/db/schema.ts';
import { createLocalBus } from '../../server/realtime/bus.ts';
import { RealtimeHub } from '../../server/realtime/hub.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { hashToken } from '../../server/services/sessions.ts';
import { openEventStream } from './support/eventStream.ts';
import { must, type Client } from './support/sync.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

const tokenOf = (c: Client) => must(c.cookie, 'cookie').split('=').slice(1).join('=');

async function sessionCount(t: TestApp, userId: string) {
  return (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

async function loggedIn(t: TestApp, user: { email: string; password: string }) {
  const c = client(t.app);
  await c.login(user.email, user.password);
  return c;
}

const alive = async (c: Client) => (await c.get('/api/auth/me')).statusCode === 200;

/** Resolves 'ended' when the server ends the stream within the time, else 'open'. */
const endedWithin = (stream: { ended: Promise<void> }, ms: number) =>
  Promise.race([
    stream.ended.then(() => 'ended'),
    new Promise((resolve) => setTimeout(() => resolve('open'), ms)),
  ]);

describe('sessions per user (default SESSIONS_PER_USER_MAX = 10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('32 logins in a row keep the newest 10; the older ones answer 401', async () => {
    const user = await createUser(t.db, { roles: ['User'] });
    const bystander = await loggedIn(t, await createUser(t.db, { roles: ['User'] }));
    const logins: Client[] = [];
    for (let i = 0; i < 32; i++) {
      t.clock.advance(1000);
      logins.push(await loggedIn(t, user));
    }
    expect(await sessionCount(t, user.id)).toBe(10);
    const states = await Promise.all(logins.map(alive));
    expect(states).toEqual([...Array<boolean>(22).fill(false), ...Array<boolean>(10).fill(true)]);
    // Another user's session is not touched.
    expect(await alive(bystander)).toBe(true);
  });

  it('parallel logins of one user end with exactly 10 sessions', async () => {
    const user = await createUser(t.db, { roles: ['User'] });
    const logins = [];
    for (let i = 0; i < 6; i++) {
      t.clock.advance(1000);
      logins.push(await loggedIn(t, user));
    }
    t.clock.advance(1000);
    // 8 at once (the login limit lets 10 of one account be checked at the same time).
    logins.push(...(await Promise.all(Array.from({ length: 8 }, () => loggedIn(t, user)))));
    expect(await sessionCount(t, user.id)).toBe(10);
    const states = await Promise.all(logins.map(alive));
    expect(states.filter(Boolean)).toHaveLength(10);
    // Every parallel login got a session that works (each keeps its own new one).
    expect(states.slice(6)).toEqual(Array<boolean>(8).fill(true));
  });
});

describe('SESSIONS_PER_USER_MAX and EVENT_STREAMS_PER_USER_MAX', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { sessionLimits: { perUser: 3, eventStreamsPerUser: 2 } } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('an impersonation counts for the admin: it never ends the user’s own sessions, and the admin’s next logins end it as the oldest (audited)', async () => {
    const user = await createUser(t.db, { roles: ['User'] });
    const own = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      own.push(await loggedIn(t, user));
    }
    t.clock.advance(1000);
    const admin = await loggedIn(t, DEMO_USERS.admin);
    expect((await admin.post('/api/admin/impersonate', { userId: user.id })).statusCode).toBe(200);
    // The user now has 4 session rows (3 own, 1 impersonated), and all 3 own ones live on.
    expect(await Promise.all(own.map(alive))).toEqual([true, true, true]);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(tokenOf(admin))));
    const impersonationId = must(row?.impersonationId, 'impersonation');

    // Three more admin logins: the impersonating session is the admin's oldest and ends.
    const later = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      later.push(await loggedIn(t, DEMO_USERS.admin));
    }
    expect(await alive(admin)).toBe(false);
    expect(await Promise.all(later.map(alive))).toEqual([true, true, true]);
    expect(await Promise.all(own.map(alive))).toEqual([true, true, true]);
    const [audit] = await t.db
      .select()
      .from(impersonations)
      .where(eq(impersonations.id, impersonationId));
    expect(audit).toMatchObject({ endReason: 'limit', endedAt: t.clock() });
  });

  it('the session a login ends takes its event stream along', async () => {
    const user = await createUser(t.db, { roles: ['User'] });
    const first = await loggedIn(t, user);
    const stream = await openEventStream(base, must(first.cookie));
    try {
      expect(stream.status).toBe(200);
      for (let i = 0; i < 3; i++) {
        t.clock.advance(1000);
        await loggedIn(t, user);
      }
      expect(await alive(first)).toBe(false);
      await expect(endedWithin(stream, 2000)).resolves.toBe('ended');
    } finally {
      stream.close();
    }
  });

  it('a user holds at most 2 event streams over all sessions; a third ends the oldest', async () => {
    const user = await createUser(t.db, { roles: ['User'] });
    const clients = [];
    for (let i = 0; i < 3; i++) clients.push(await loggedIn(t, user));
    const other = await loggedIn(t, await createUser(t.db, { roles: ['User'] }));
    const streams = [];
    try {
      for (const c of clients) {
        streams.push(await openEventStream(base, must(c.cookie)));
        // Registered in this order (the hub keeps the newest).
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const foreign = await openEventStream(base, must(other.cookie));
      streams.push(foreign);
      const [oldest, second, third] = streams;
      await expect(endedWithin(must(oldest), 2000)).resolves.toBe('ended');
      await expect(endedWithin(must(second), 300)).resolves.toBe('open');
      await expect(endedWithin(must(third), 300)).resolves.toBe('open');
      await expect(endedWithin(foreign, 300)).resolves.toBe('open');
      // The sessions themselves stay: only the stream ended.
      expect(await Promise.all(clients.map(alive))).toEqual([true, true, true]);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it('logins of different users do not count against each other', async () => {
    const a = await createUser(t.db, { roles: ['User'] });
    const b = await createUser(t.db, { roles: ['User'] });
    const clients = [];
    for (let i = 0; i < 3; i++) {
      clients.push(await loggedIn(t, a), await loggedIn(t, b));
    }
    expect(await Promise.all(clients.map(alive))).toEqual(Array<boolean>(6).fill(true));
    expect([await sessionCount(t, a.id), await sessionCount(t, b.id)]).toEqual([3, 3]);
  });

  it('the hub counts an impersonation’s streams for the admin, not for the impersonated user', async () => {
    const hub = new RealtimeHub({
      bus: createLocalBus(),
      db: t.db,
      clock: t.clock,
      session: t.config.session,
      log: { warn: () => undefined },
      streamsPerUser: 2,
    });
    const ended: string[] = [];
    const sink = (name: string) => ({ write: () => undefined, end: () => void ended.push(name) });
    hub.register('user-1', 'user', sink('user 1'));
    hub.register('user-2', 'user', sink('user 2'));
    // The admin impersonates the user: the streams are the user's, the bound the admin's.
    hub.register('admin-1', 'user', sink('admin as user 1'), 'admin');
    hub.register('admin-2', 'user', sink('admin as user 2'), 'admin');
    expect(ended).toEqual([]);
    hub.register('admin-3', 'admin', sink('admin 3'));
    expect(ended).toEqual(['admin as user 1']);
    hub.register('user-3', 'user', sink('user 3'));
    expect(ended).toEqual(['admin as user 1', 'user 1']);
    expect(hub.openStreams).toBe(4);
    await hub.close();
  });
});
