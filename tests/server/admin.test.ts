// Admin impersonation (issue 2, point 7): only Admin, recorded, and Depersonate returns.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, Me } from '../../src/api/schemas.ts';
import { impersonations, users } from '../../server/db/schema.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { client, createTestApp, type TestApp } from './support/testApp.ts';

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

  it('impersonates a user, records it, and Depersonate returns to the admin', async () => {
    const c = await as(DEMO_USERS.admin);
    const targetId = await idOf(DEMO_USERS.apotheke.email);
    const res = await c.post('/api/admin/impersonate', { userId: targetId });
    expect(res.statusCode).toBe(200);
    expect(res.json<Me>()).toMatchObject({
      user: { email: DEMO_USERS.apotheke.email, impersonated_by: 'Sabine Leitner' },
      lieferkunde: null,
    });
    const me = (await c.get('/api/auth/me')).json<Me>();
    expect(me.user.email).toBe(DEMO_USERS.apotheke.email);
    expect(me.user.impersonated_by).toBe('Sabine Leitner');
    // While impersonating, the session has the user's rights, not the admin's.
    expect((await c.get('/api/admin/users')).statusCode).toBe(403);
    expect(
      (await c.post('/api/admin/impersonate', { userId: await idOf(DEMO_USERS.vertreter.email) }))
        .statusCode,
    ).toBe(403);

    const [record] = await t.db
      .select()
      .from(impersonations)
      .where(eq(impersonations.targetUserId, targetId));
    expect(record).toMatchObject({ adminId: await idOf(DEMO_USERS.admin.email), endedAt: null });
    expect(record?.startedAt).toBeInstanceOf(Date);

    const back = await c.post('/api/auth/depersonate');
    expect(back.statusCode).toBe(200);
    expect(back.json<Me>().user).toMatchObject({
      email: DEMO_USERS.admin.email,
      impersonated_by: null,
    });
    const [ended] = await t.db
      .select()
      .from(impersonations)
      .where(eq(impersonations.targetUserId, targetId));
    expect(ended?.endedAt).toBeInstanceOf(Date);
    expect((await c.get('/api/admin/users')).statusCode).toBe(200);
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
