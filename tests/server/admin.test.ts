// Admin impersonation (issue 2, point 7; issue 10): only Admin, a new session id at start and
// end, every start and end recorded (Depersonate, logout, a new login, expiry), and the audit
// trail with the orders placed during each impersonation.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, ImpersonationAuditPage, Me } from '../../src/api/schemas.ts';
import { impersonations, sessions, users } from '../../server/db/schema.ts';
import { orders } from '../../modules/shop/server/tables.ts';
import { DEMO_ARTICLES } from '../../server/seed/catalogue.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { pruneAuthState } from '../../server/services/pruning.ts';
import { hashToken } from '../../server/services/sessions.ts';
import { choose, m, must, pushOk } from './support/sync.ts';
import { client, createTestApp, type TestApp } from './support/testApp.ts';

const MINUTE = 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function as(user: { email: string; password: string }) {
  const c = client(t.app);
  await c.login(user.email, user.password);
  return c;
}
async function idOf(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The session row behind a client's cookie, or undefined when there is none. */
async function sessionRow(cookie: string | undefined) {
  const token = (cookie ?? '').split('=').slice(1).join('=');
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

const meWith = (cookie: string | undefined) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookie ?? '' } });

/** The admin logged in and impersonating `user`; returns the client and the audit record's id. */
async function impersonating(user: { email: string; password: string }) {
  const c = await as(DEMO_USERS.admin);
  const res = await c.post('/api/admin/impersonate', { userId: await idOf(user.email) });
  expect(res.statusCode).toBe(200);
  const row = await sessionRow(c.cookie);
  if (!row?.impersonationId) throw new Error('the session names no impersonation');
  return { c, impersonationId: row.impersonationId };
}

async function record(id: string) {
  const [row] = await t.db.select().from(impersonations).where(eq(impersonations.id, id));
  if (!row) throw new Error(`no impersonation ${id}`);
  return row;
}

describe('admin', () => {
  it('lists and searches users', async () => {
    const c = await as(DEMO_USERS.admin);
    const all = (await c.get('/api/admin/users')).json<{ items: AdminUser[] }>().items;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const found = (await c.get('/api/admin/users?search=gruber')).json<{ items: AdminUser[] }>()
      .items;
    expect(found.map((u) => u.email)).toContain(DEMO_USERS.apotheke.email);
    expect(found.every((u) => /gruber/i.test(u.email + u.benutzerandruckname))).toBe(true);
  });

  it('is refused to everybody else', async () => {
    const c = await as(DEMO_USERS.vertreter);
    expect((await c.get('/api/admin/users')).statusCode).toBe(403);
    const res = await c.post('/api/admin/impersonate', {
      userId: await idOf(DEMO_USERS.apotheke.email),
    });
    expect(res.statusCode).toBe(403);
    expect((await c.get('/api/auth/me')).json<Me>().user.email).toBe(DEMO_USERS.vertreter.email);
  });

  it('impersonates a user under a new session id, records it, and Depersonate returns under another', async () => {
    const c = await as(DEMO_USERS.admin);
    const adminCookie = c.cookie;
    const targetId = await idOf(DEMO_USERS.apotheke.email);
    // Two hours of work later (active, so not idle).
    for (let i = 0; i < 6; i += 1) {
      t.clock.advance(20 * MINUTE);
      expect((await c.get('/api/auth/me')).statusCode).toBe(200);
    }
    const res = await c.post('/api/admin/impersonate', { userId: targetId });
    expect(res.statusCode).toBe(200);
    expect(res.json<Me>()).toMatchObject({
      user: { email: DEMO_USERS.apotheke.email, impersonated_by: 'Sabine Leitner' },
      lieferkunde: null,
    });
    // A new id: the admin's cookie is dead, the new one lives as long as the login had left.
    expect(c.cookie).not.toBe(adminCookie);
    expect((await meWith(adminCookie)).statusCode).toBe(401);
    expect(res.cookies.find((k) => k.name === 'sid')?.maxAge).toBe(10 * 3600);
    const me = (await c.get('/api/auth/me')).json<Me>();
    expect(me.user.email).toBe(DEMO_USERS.apotheke.email);
    expect(me.user.impersonated_by).toBe('Sabine Leitner');
    // While impersonating, the session has the user's rights, not the admin's.
    expect((await c.get('/api/admin/users')).statusCode).toBe(403);
    expect(
      (await c.post('/api/admin/impersonate', { userId: await idOf(DEMO_USERS.vertreter.email) }))
        .statusCode,
    ).toBe(403);

    // The session names its audit record (orders placed now name it too).
    const session = await sessionRow(c.cookie);
    expect(session).toMatchObject({
      userId: targetId,
      impersonatorId: await idOf(DEMO_USERS.admin.email),
    });
    const started = await record(session?.impersonationId ?? '');
    expect(started).toMatchObject({
      adminId: await idOf(DEMO_USERS.admin.email),
      targetUserId: targetId,
      startedAt: t.clock(),
      endedAt: null,
      endReason: null,
    });

    const impersonatingCookie = c.cookie;
    t.clock.advance(5 * MINUTE);
    const back = await c.post('/api/auth/depersonate');
    expect(back.statusCode).toBe(200);
    expect(back.json<Me>().user).toMatchObject({
      email: DEMO_USERS.admin.email,
      impersonated_by: null,
    });
    expect(c.cookie).not.toBe(impersonatingCookie);
    expect((await meWith(impersonatingCookie)).statusCode).toBe(401);
    expect(await record(started.id)).toMatchObject({
      endedAt: t.clock(),
      endReason: 'depersonate',
    });
    expect((await sessionRow(c.cookie))?.impersonationId).toBeNull();
    expect((await c.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('two Depersonates at once: one returns to the admin, the other finds no session', async () => {
    const { c } = await impersonating(DEMO_USERS.mitarbeiter);
    const adminId = await idOf(DEMO_USERS.admin.email);
    const adminSessions = () => t.db.$count(sessions, eq(sessions.userId, adminId));
    const before = await adminSessions();
    const [a, b] = await Promise.all([
      c.post('/api/auth/depersonate'),
      c.post('/api/auth/depersonate'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    // One session went in, one came out.
    expect(await adminSessions()).toBe(before + 1);
  });

  it('refuses Depersonate outside an impersonation, and impersonating oneself', async () => {
    const c = await as(DEMO_USERS.admin);
    const res = await c.post('/api/auth/depersonate');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'validation',
      message: 'Diese Sitzung ist keine Imitation.',
    });
    const self = await c.post('/api/admin/impersonate', {
      userId: await idOf(DEMO_USERS.admin.email),
    });
    expect(self.statusCode).toBe(409);
  });

  it('validates the impersonation request', async () => {
    const c = await as(DEMO_USERS.admin);
    expect((await c.post('/api/admin/impersonate', { userId: 'kein-uuid' })).statusCode).toBe(400);
    expect(
      (await c.post('/api/admin/impersonate', { userId: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('audit trail of impersonations', () => {
  it('records the end by logout', async () => {
    const { c, impersonationId } = await impersonating(DEMO_USERS.apotheke);
    t.clock.advance(3 * MINUTE);
    expect((await c.post('/api/auth/logout')).statusCode).toBe(204);
    expect(await record(impersonationId)).toMatchObject({
      endedAt: t.clock(),
      endReason: 'logout',
    });
  });

  it('records the end by a new login in the same browser', async () => {
    const { c, impersonationId } = await impersonating(DEMO_USERS.apotheke);
    t.clock.advance(MINUTE);
    await c.login(DEMO_USERS.vertreter.email, DEMO_USERS.vertreter.password);
    expect(await record(impersonationId)).toMatchObject({
      endedAt: t.clock(),
      endReason: 'login',
    });
  });

  it('records the end by expiry, at the moment the session ran out, when it is next used', async () => {
    const { c, impersonationId } = await impersonating(DEMO_USERS.apotheke);
    const lastActivity = t.clock();
    t.clock.advance(45 * MINUTE);
    expect((await c.get('/api/auth/me')).statusCode).toBe(401);
    expect(await record(impersonationId)).toMatchObject({
      endedAt: new Date(lastActivity.getTime() + 30 * MINUTE),
      endReason: 'expired',
    });
    expect(await sessionRow(c.cookie)).toBeUndefined();
  });

  it('records the end by expiry when the pruning job finds the session, and prunes old login counters', async () => {
    const { c, impersonationId } = await impersonating(DEMO_USERS.apotheke);
    const lastActivity = t.clock();
    await client(t.app, '10.90.0.1').post('/api/auth/login', {
      username: 'niemand@demo.at',
      password: 'falsch-falsch',
    });
    t.clock.advance(13 * 60 * MINUTE);
    const pruned = await pruneAuthState(t.db, t.clock, t.config);
    expect(pruned.sessions).toBeGreaterThanOrEqual(1);
    expect(pruned.loginCounters).toBeGreaterThanOrEqual(2);
    expect(await sessionRow(c.cookie)).toBeUndefined();
    expect(await record(impersonationId)).toMatchObject({
      endedAt: new Date(lastActivity.getTime() + 30 * MINUTE),
      endReason: 'expired',
    });
    // Nothing expired is left behind.
    expect(await pruneAuthState(t.db, t.clock, t.config)).toEqual({
      sessions: 0,
      loginCounters: 0,
      syncClients: 0,
      mailTokens: 0,
      knownBrowsers: 0,
      unconfirmedRegistrations: 0,
      integrationAudit: 0,
    });
  });

  it('the pruning job runs on its own while the server runs, and stops on close', async () => {
    const quick = await createTestApp({ config: { pruneIntervalMs: 20 } });
    try {
      const c = client(quick.app);
      await c.login(DEMO_USERS.apotheke.email, DEMO_USERS.apotheke.password);
      const count = () => quick.db.$count(sessions);
      expect(await count()).toBe(1);
      quick.clock.advance(31 * MINUTE);
      for (let i = 0; i < 100 && (await count()) > 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await count()).toBe(0);
    } finally {
      await quick.close();
    }
  });

  it('lists who impersonated whom, when, how it ended, and what was ordered meanwhile', async () => {
    const { c, impersonationId } = await impersonating(DEMO_USERS.apotheke);
    await choose(c, 100101);
    const basketId = randomUUID();
    const orderId = randomUUID();
    const article = must(DEMO_ARTICLES[0]);
    const results = await pushOk(c, [
      m('basket.create', { id: basketId, lieferkundeNr: 100101, label: 'Im Auftrag bestellt' }),
      m('basket.addRow', { basketId, rowId: randomUUID(), pzn: article.pzn, quantity: 3 }),
      m('order.place', { orderId, basketId }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const [placed] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(placed).toMatchObject({
      impersonationId,
      actingAdminId: await idOf(DEMO_USERS.admin.email),
    });
    t.clock.advance(7 * MINUTE);
    expect((await c.post('/api/auth/depersonate')).statusCode).toBe(200);

    const res = await c.get('/api/admin/impersonations');
    expect(res.statusCode).toBe(200);
    const page = res.json<ImpersonationAuditPage>();
    const entry = page.items.find((item) => item.id === impersonationId);
    expect(entry).toEqual({
      id: impersonationId,
      admin: {
        id: await idOf(DEMO_USERS.admin.email),
        email: DEMO_USERS.admin.email,
        benutzerandruckname: 'Sabine Leitner',
      },
      user: {
        id: await idOf(DEMO_USERS.apotheke.email),
        email: DEMO_USERS.apotheke.email,
        benutzerandruckname: 'Mag. pharm. Anna Gruber',
      },
      startedAt: new Date(t.clock().getTime() - 7 * MINUTE).toISOString(),
      endedAt: t.clock().toISOString(),
      endReason: 'depersonate',
      orders: [
        {
          id: orderId,
          label: 'Im Auftrag bestellt',
          createdAt: placed?.createdAt.toISOString(),
          lieferkundeNr: 100101,
          positions: 1,
          totalCents: 3 * article.aepCents,
        },
      ],
    });
    // Newest first; the other entries of this file are there with their ends.
    expect(page.items[0]?.id).toBe(impersonationId);
    const reasons = new Set(page.items.map((item) => item.endReason));
    for (const reason of ['depersonate', 'logout', 'login', 'expired']) {
      expect(reasons.has(reason as 'depersonate')).toBe(true);
    }
  });

  it('pages with a cursor, newest first, without gaps or repeats', async () => {
    const c = await as(DEMO_USERS.admin);
    const all = (await c.get('/api/admin/impersonations?limit=100')).json<ImpersonationAuditPage>();
    expect(all.nextCursor).toBeNull();
    expect(all.items.length).toBeGreaterThanOrEqual(5);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await c.get(`/api/admin/impersonations?limit=2${query}`);
      expect(res.statusCode).toBe(200);
      const page: ImpersonationAuditPage = res.json<ImpersonationAuditPage>();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((item) => item.id));
    const starts = all.items.map((item) => item.startedAt);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('validates its query', async () => {
    const c = await as(DEMO_USERS.admin);
    // A cursor of the right shape with an impossible date (month 99) is a 400 too, never a 500.
    const impossible = encodeURIComponent(
      '2026-99-40T25:61:61.000Z_5d0c1a8e-3f4b-4c21-9a6e-7b2d9e1f0a01',
    );
    for (const query of [
      'limit=0',
      'limit=101',
      'cursor=gestern',
      'sort=asc',
      `cursor=${impossible}`,
    ]) {
      expect((await c.get(`/api/admin/impersonations?${query}`)).statusCode).toBe(400);
    }
  });

  it('is refused to non-admins (403), to an admin who impersonates (403), and without a session (401)', async () => {
    for (const user of [DEMO_USERS.apotheke, DEMO_USERS.vertreter, DEMO_USERS.mitarbeiter]) {
      const c = await as(user);
      const res = await c.get('/api/admin/impersonations');
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Sabine Leitner');
    }
    const { c } = await impersonating(DEMO_USERS.apotheke);
    expect((await c.get('/api/admin/impersonations')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/impersonations' });
    expect(anonymous.statusCode).toBe(401);
  });
});
