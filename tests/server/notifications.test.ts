// Notifications on the sync server (issue 3): the seeded ones, marking seen (one, all up to a
// moment), and the admin API that creates one.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationRow } from '../../modules/notifications/contract.ts';
import { openDb } from '../../server/db/client.ts';
import { users } from '../../server/db/schema.ts';
import { baskets } from '../../modules/shop/server/tables.ts';
import { notifications } from '../../modules/notifications/server/tables.ts';
import { DEMO_USERS, seedDemoData } from '../../server/seed/demo.ts';
import { Replica, loginAs, m, must, pull, pushOk, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function idOf(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

async function create(admin: Client, body: Record<string, unknown>) {
  return admin.post('/api/admin/notifications', body);
}

describe('seeded notifications', () => {
  it('give every demo user some, seen and unseen, with app and external urls', async () => {
    const apotheke = (await pull(await loginAs(t.app, DEMO_USERS.apotheke))).notifications;
    expect(apotheke.upserts.length).toBeGreaterThanOrEqual(12);
    expect(apotheke.hasMore).toBe(false);
    const unseen = apotheke.upserts.filter((n) => !n.seen);
    expect(unseen.length).toBeGreaterThan(3);
    expect(unseen.length).toBeLessThanOrEqual(10);
    expect(apotheke.upserts.some((n) => n.seen && n.dat_seen !== null)).toBe(true);
    const urls = apotheke.upserts.map((n) => n.url);
    expect(urls).toContain('/shop/warenkoerbe');
    expect(urls).toContain('/notifications');
    expect(urls.some((u) => u?.startsWith('https://'))).toBe(true);
    for (const user of [DEMO_USERS.mitarbeiter, DEMO_USERS.vertreter, DEMO_USERS.admin]) {
      const page = (await pull(await loginAs(t.app, user))).notifications;
      expect(page.upserts.length).toBeGreaterThanOrEqual(3);
      expect(page.upserts.some((n) => !n.seen)).toBe(true);
    }
  });

  it('are the same on every seed', async () => {
    // A second database in memory (PGlite whatever TEST_DB says: only the seed is compared).
    const other = await openDb({ kind: 'pglite' });
    try {
      await seedDemoData(other.db);
      const columns = {
        id: notifications.id,
        label: notifications.label,
        at: notifications.datInsert,
      };
      const order = [asc(notifications.datInsert), asc(notifications.id)] as const;
      const here = await t.db
        .select(columns)
        .from(notifications)
        .orderBy(...order);
      const there = await other.db
        .select(columns)
        .from(notifications)
        .orderBy(...order);
      expect(there.length).toBeGreaterThanOrEqual(20);
      expect(there).toEqual(here);
      const basketIds = async (db: typeof t.db) =>
        (
          await db
            .select({ id: baskets.id })
            .from(baskets)
            .where(eq(baskets.label, 'Wochenbestellung'))
        ).map((b) => b.id);
      expect(await basketIds(other.db)).toEqual(await basketIds(t.db));
    } finally {
      await other.close();
    }
  });
});

describe('marking seen', () => {
  it('marks one notification seen once; a repeat changes nothing', async () => {
    const c = await loginAs(t.app, DEMO_USERS.mitarbeiter);
    const replica = new Replica(c);
    await replica.sync();
    const target = [...replica.rows.notifications.values()].find((n) => !n.seen);
    expect(target).toBeDefined();
    t.clock.advance(60_000);
    await pushOk(c, [m('notification.markSeen', { ids: [must(target).id] })]);
    const answer = await replica.sync();
    const seen = replica.rows.notifications.get(must(target).id);
    expect(answer.notifications.upserts.map((n) => n.id)).toEqual([must(target).id]);
    expect(seen).toMatchObject({ seen: true, dat_seen: t.clock().toISOString() });

    t.clock.advance(60_000);
    await pushOk(c, [m('notification.markSeen', { ids: [must(target).id, must(target).id] })]);
    const again = await replica.sync();
    expect(again.notifications.upserts).toEqual([]);
    expect(replica.rows.notifications.get(must(target).id)).toEqual(seen);
  });

  it('marks all seen up to `before`, not one that arrived later', async () => {
    const admin = await loginAs(t.app, DEMO_USERS.admin);
    const c = await loginAs(t.app, DEMO_USERS.vertreter);
    const userId = await idOf(DEMO_USERS.vertreter.email);
    t.clock.advance(60_000);
    const early = (
      await create(admin, { userId, label: 'Früh', text: 'Vorher da' })
    ).json<NotificationRow>();
    const before = t.clock().toISOString();
    t.clock.advance(60_000);
    const late = (
      await create(admin, { userId, label: 'Spät', text: 'Danach' })
    ).json<NotificationRow>();

    await pushOk(c, [m('notification.markAllSeen', { before })]);
    const rows = (await pull(c)).notifications.upserts;
    const byId = new Map(rows.map((n) => [n.id, n]));
    expect(byId.get(early.id)?.seen).toBe(true);
    expect(byId.get(late.id)?.seen).toBe(false);
    expect(rows.filter((n) => !n.seen).map((n) => n.id)).toEqual([late.id]);
  });

  it('never touches another user’s notifications', async () => {
    const apothekeRows = (await pull(await loginAs(t.app, DEMO_USERS.apotheke))).notifications
      .upserts;
    const unseen = apothekeRows.filter((n) => !n.seen).map((n) => n.id);
    const c = await loginAs(t.app, DEMO_USERS.mitarbeiter);
    const results = await pushOk(c, [
      m('notification.markSeen', { ids: unseen.slice(0, 1) }),
      m('notification.markAllSeen', { before: '2030-01-01T00:00:00Z' }),
    ]);
    expect(results.map((r) => r.code ?? r.status)).toEqual(['not_found', 'applied']);
    const after = (await pull(await loginAs(t.app, DEMO_USERS.apotheke))).notifications.upserts;
    expect(after.filter((n) => !n.seen).map((n) => n.id)).toEqual(unseen);
  });
});

describe('admin API', () => {
  it('creates a notification that the user pulls next', async () => {
    const admin = await loginAs(t.app, DEMO_USERS.admin);
    const c = await loginAs(t.app, DEMO_USERS.apotheke);
    const replica = new Replica(c);
    await replica.sync();
    const res = await create(admin, {
      userId: await idOf(DEMO_USERS.apotheke.email),
      label: 'Lieferverzögerung',
      text: 'Die Tour Graz-Nord kommt heute eine Stunde später.',
      icon: 'truck',
      url: '/shop/warenkoerbe',
      dismissable: false,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<NotificationRow>();
    expect(created).toMatchObject({
      label: 'Lieferverzögerung',
      icon: 'truck',
      url: '/shop/warenkoerbe',
      dismissable: false,
      seen: false,
      dat_seen: null,
      dat_insert: t.clock().toISOString(),
    });
    const answer = await replica.sync();
    expect(answer.notifications.upserts).toEqual([created]);

    const plain = await create(admin, {
      userId: await idOf(DEMO_USERS.apotheke.email),
      label: 'Hinweis',
      text: 'Ohne Ziel',
    });
    expect(plain.json<NotificationRow>()).toMatchObject({
      url: null,
      dismissable: true,
      icon: 'info',
    });
  });

  it('is for admins only, and validates its input', async () => {
    const userId = await idOf(DEMO_USERS.apotheke.email);
    const body = { userId, label: 'X', text: 'Y' };
    for (const user of [DEMO_USERS.apotheke, DEMO_USERS.vertreter, DEMO_USERS.mitarbeiter]) {
      const res = await create(await loginAs(t.app, user), body);
      expect(res.statusCode).toBe(403);
    }
    const admin = await loginAs(t.app, DEMO_USERS.admin);
    expect((await create(admin, { ...body, userId: randomUUID() })).statusCode).toBe(404);
    expect((await create(admin, { ...body, url: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await create(admin, { ...body, label: '' })).statusCode).toBe(400);
    expect((await create(admin, { ...body, extra: true })).statusCode).toBe(400);
  });
});
