// The integration boundary's service accounts (issue 29): keys hashed, scoped and revocable; the
// guard opens an integration route only to a valid key holding the route's scope (a session
// never); /admin and the admin command make, list and revoke them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_API } from '../../modules/integration/contract.ts';
import { runAdminCommand } from '../../server/admin/commands.ts';
import { pruneAuthState } from '../../server/services/pruning.ts';
import { integrationAudit, serviceAccounts } from '../../server/db/schema.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import {
  createServiceAccount,
  revokeServiceAccount,
  verifyApiKey,
} from '../../server/services/serviceAccounts.ts';
import { loginAs } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const events = (key?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `${INTEGRATION_API.events}?after=0&limit=5`,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
  });

describe('service account keys', () => {
  it('are stored as a hash, verify only whole and unrevoked', async () => {
    const { account, key } = await createServiceAccount(t.db, t.clock, {
      name: 'ERP Test',
      scopes: ['events:read'],
      createdBy: null,
    });
    expect(key).toMatch(/^apk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db
      .select()
      .from(serviceAccounts)
      .where(eq(serviceAccounts.id, account.id));
    expect(JSON.stringify(row)).not.toContain(key.slice(17));
    expect(await verifyApiKey(t.db, t.clock, key)).toMatchObject({ id: account.id });
    expect(await verifyApiKey(t.db, t.clock, `${key.slice(0, -1)}x`)).toBeNull();
    expect(await verifyApiKey(t.db, t.clock, 'apk_short')).toBeNull();
    expect(await revokeServiceAccount(t.db, t.clock, account.id)).toBe(true);
    expect(await verifyApiKey(t.db, t.clock, key)).toBeNull();
    expect(await revokeServiceAccount(t.db, t.clock, account.id)).toBe(false);
  });
});

describe('the guard on an integration route', () => {
  it('answers 401 without a key, with a wrong or revoked one, and to a session', async () => {
    expect((await events()).statusCode).toBe(401);
    expect((await events('apk_000000000000_' + 'A'.repeat(43))).statusCode).toBe(401);
    const admin = await loginAs(t.app, DEMO_USERS.admin);
    const withSession = await admin.get(`${INTEGRATION_API.events}?after=0`);
    expect(withSession.statusCode).toBe(401);
    const { account, key } = await createServiceAccount(t.db, t.clock, {
      name: 'revoked',
      scopes: ['events:read'],
      createdBy: null,
    });
    expect((await events(key)).statusCode).toBe(200);
    await revokeServiceAccount(t.db, t.clock, account.id);
    const refused = await events(key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'auth_required' });
  });

  it('answers 403 to a key without the route scope, and needs no CSRF header', async () => {
    const { key } = await createServiceAccount(t.db, t.clock, {
      name: 'orders only',
      scopes: ['orders:write'],
      createdBy: null,
    });
    const refused = await events(key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('events:read');
    const { key: reader } = await createServiceAccount(t.db, t.clock, {
      name: 'reader',
      scopes: ['events:read'],
      createdBy: null,
    });
    expect((await events(reader)).statusCode).toBe(200);
  });

  it('writes one audit row per call with the matched route, never the key', async () => {
    const { account, key } = await createServiceAccount(t.db, t.clock, {
      name: 'audited',
      scopes: ['events:read'],
      createdBy: null,
    });
    await events(key);
    await events(key);
    // The row is written after the answer: wait for it.
    let rows: (typeof integrationAudit.$inferSelect)[] = [];
    for (let i = 0; i < 50 && rows.length < 2; i += 1) {
      rows = await t.db
        .select()
        .from(integrationAudit)
        .where(eq(integrationAudit.accountId, account.id));
      if (rows.length < 2) await new Promise((r) => setTimeout(r, 20));
    }
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ method: 'GET', route: INTEGRATION_API.events, status: 200 });
    expect(JSON.stringify(rows)).not.toContain(key);
    // Kept 90 days, then pruned with the other housekeeping.
    t.clock.advance(89 * 24 * 60 * 60 * 1000);
    await pruneAuthState(t.db, t.clock, t.config);
    expect(
      await t.db.select().from(integrationAudit).where(eq(integrationAudit.accountId, account.id)),
    ).toHaveLength(2);
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    await pruneAuthState(t.db, t.clock, t.config);
    expect(
      await t.db.select().from(integrationAudit).where(eq(integrationAudit.accountId, account.id)),
    ).toHaveLength(0);
  });

  it('holds off an address that keeps sending bad keys (429)', async () => {
    let last = 0;
    for (let i = 0; i < 32; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: INTEGRATION_API.events,
        remoteAddress: '10.9.8.7',
        headers: { authorization: 'Bearer nonsense' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('/admin service accounts', () => {
  it('creates one with its key once, lists it without the key, revokes it', async () => {
    const admin = await loginAs(t.app, DEMO_USERS.admin);
    const made = await admin.post('/api/admin/service-accounts', {
      name: 'ERP Produktion',
      scopes: ['events:read', 'orders:write'],
    });
    expect(made.statusCode).toBe(201);
    const { account, key } = made.json() as { account: { id: string }; key: string };
    expect((await events(key)).statusCode).toBe(200);
    const list = await admin.get('/api/admin/service-accounts');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(key);
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ id: account.id, name: 'ERP Produktion', revokedAt: null }),
    );
    const revoked = await admin.post(`/api/admin/service-accounts/${account.id}/revoke`);
    expect(revoked.json()).toEqual({ revoked: true });
    expect((await events(key)).statusCode).toBe(401);
    expect((await admin.post(`/api/admin/service-accounts/${account.id}/revoke`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a user without role Admin, and a body without scopes', async () => {
    const pharmacy = await loginAs(t.app, DEMO_USERS.apotheke);
    expect((await pharmacy.get('/api/admin/service-accounts')).statusCode).toBe(403);
    const admin = await loginAs(t.app, DEMO_USERS.admin);
    const bad = await admin.post('/api/admin/service-accounts', { name: 'x', scopes: [] });
    expect(bad.statusCode).toBe(400);
    const unknown = await admin.post('/api/admin/service-accounts', {
      name: 'x',
      scopes: ['everything'],
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('npm run admin -- service-account', () => {
  it('creates (printing the key once), lists and revokes', async () => {
    const lines: string[] = [];
    const io = { readPassword: () => Promise.resolve(''), out: (l: string) => lines.push(l) };
    await runAdminCommand(t.db, t.clock, io, [
      'service-account',
      'create',
      '--name',
      'ERP Kommando',
      '--scopes',
      'events:read,documents:write',
    ]);
    const key = /apk_\S+/.exec(lines.join('\n'))?.[0] ?? '';
    expect((await events(key)).statusCode).toBe(200);
    const id = /ID ([0-9a-f-]{36})/.exec(lines[0] ?? '')?.[1] ?? '';
    lines.length = 0;
    await runAdminCommand(t.db, t.clock, io, ['service-account', 'list']);
    expect(lines.join('\n')).toContain('ERP Kommando');
    expect(lines.join('\n')).not.toContain(key);
    await runAdminCommand(t.db, t.clock, io, ['service-account', 'revoke', '--id', id]);
    expect((await events(key)).statusCode).toBe(401);
    await expect(
      runAdminCommand(t.db, t.clock, io, [
        'service-account',
        'create',
        '--name',
        'x',
        '--scopes',
        'all',
      ]),
    ).rejects.toThrow(/--scopes/);
  });
});
