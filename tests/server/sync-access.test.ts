// The sync API follows the same access table as the screens (issue 10): collections and
// mutations by their SPEC 6 area, the delivery customer re-checked on every call, calls that
// name another user refused with 409, one failing mutation never blocking the ones behind it,
// and the exactly-once records pruned once the client acknowledged them.
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as catalogueContract from '../../src/api/catalogue.ts';
import { AREAS, canAccess } from '../../src/api/access.ts';
import { INT4_MAX } from '../../src/api/numbers.ts';
import * as schemas from '../../src/api/schemas.ts';
import * as syncContract from '../../src/api/sync.ts';
import {
  COLLECTIONS,
  COLLECTION_AREA,
  DENIED_CURSOR,
  MUTATION_ARGS,
  MUTATION_NAMES,
  MUTATIONS,
} from '../../src/api/sync.ts';
import { clientMutations, syncClients, userLieferkunden, users } from '../../server/db/schema.ts';
import { baskets } from '../../modules/shop/server/tables.ts';
import { DEMO_ARTICLES } from '../../server/seed/catalogue.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { CLIENT_RETENTION_MS, pruneSyncClients } from '../../server/services/syncClientPruning.ts';
import {
  Replica,
  choose,
  convergence,
  loginAs,
  m,
  must,
  pull,
  push,
  pushOk,
  userIdOf,
} from './support/sync.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PZN = must(DEMO_ARTICLES[0]).pzn;

/** A user with these roles who may act for the customer (like a pharmacy's own address). */
async function userOf(lieferkundeNr: number, roles: string[]) {
  const user = await createUser(t.db, { roles });
  await t.db.insert(userLieferkunden).values({ userId: user.id, lieferkundeNr, isDefault: true });
  const c = client(t.app);
  await c.login(user.email, user.password);
  await choose(c, lieferkundeNr);
  return { ...user, c };
}

async function newBasket(c: Parameters<typeof pushOk>[0], lieferkundeNr: number) {
  const id = randomUUID();
  const [result] = await pushOk(c, [m('basket.create', { id, lieferkundeNr, label: 'Korb' })]);
  expect(result?.status).toBe('applied');
  return id;
}

describe('calls that name another user', () => {
  it('are refused with 409 user_mismatch: push, pull and convergence, nothing applied', async () => {
    const one = await userOf(200001, ['User', 'Auftrag']);
    const two = await createUser(t.db, { roles: ['User', 'Auftrag'] });
    const id = randomUUID();
    const res = await push(one.c, [m('basket.create', { id, lieferkundeNr: 200001, label: 'X' })], {
      userId: two.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'user_mismatch' });
    expect(await t.db.select().from(baskets).where(eq(baskets.id, id))).toEqual([]);

    const pulled = await one.c.post('/api/sync/pull', { userId: two.id, cursors: {} });
    expect(pulled.statusCode).toBe(409);
    expect(pulled.json()).toMatchObject({ code: 'user_mismatch' });
    const probe = await one.c.get(`/api/sync/convergence?userId=${two.id}`);
    expect(probe.statusCode).toBe(409);
  });

  it('answer 426 to a client too old to name its user, so it waits for the update', async () => {
    const one = await userOf(200001, ['User', 'Auftrag']);
    const old = await one.c.post('/api/sync/push', {
      clientId: randomUUID(),
      epoch: 1,
      mutations: [m('notification.markAllSeen', { before: '2000-01-01T00:00:00Z' })],
    });
    expect(old.statusCode).toBe(426);
    expect((await one.c.post('/api/sync/pull', { cursors: {} })).statusCode).toBe(426);
  });
});

describe('collections by area', () => {
  it('maps every collection to an area that exists', () => {
    for (const c of COLLECTIONS) expect(Object.keys(AREAS)).toContain(COLLECTION_AREA[c]);
  });

  it('hands no baskets, rows or orders to a user without role Auftrag', async () => {
    // apotheke@demo.at's customer 100101 has baskets, rows and an order.
    const staff = await userOf(100101, ['User']);
    const answer = await pull(staff.c);
    for (const collection of ['baskets', 'basketRows', 'orders'] as const) {
      expect(answer[collection]).toMatchObject({ upserts: [], cursor: DENIED_CURSOR, reset: true });
    }
    const probe = await convergence(staff.c);
    expect(probe.baskets.count).toBe(0);
    expect(probe.orders.count).toBe(0);
    // Asked again with the denied cursor: nothing to reset any more.
    const again = await pull(staff.c, { baskets: DENIED_CURSOR });
    expect(again.baskets.reset).toBe(false);
  });

  it('takes the rows away on the next pull when role Auftrag is withdrawn mid-session', async () => {
    const owner = await userOf(200008, ['User', 'Auftrag']);
    await newBasket(owner.c, 200008);
    const replica = new Replica(owner.c);
    await replica.sync();
    expect(replica.rows.baskets.size).toBe(1);

    await t.db
      .update(users)
      .set({ roles: ['User'] })
      .where(eq(users.id, owner.id));
    await replica.sync();
    expect(replica.rows.baskets.size).toBe(0);
    expect(replica.rows.basketRows.size).toBe(0);
    expect(replica.hashes()).toEqual(await convergence(owner.c));

    // And the mutations of the area are refused with the same rule.
    const [result] = await pushOk(owner.c, [
      m('basket.create', { id: randomUUID(), lieferkundeNr: 200008, label: 'Y' }),
    ]);
    expect(result).toMatchObject({ status: 'rejected', code: 'forbidden' });
  });

  it('checks each mutation with the access function of its area', () => {
    for (const name of MUTATION_NAMES) {
      const area = MUTATIONS[name].area;
      expect(Object.keys(AREAS)).toContain(area);
      const without = { roles: ['User'], features: [] };
      // An area with a feature flag (suppliers, issue 15) needs the flag too (SPEC 6: both hold).
      const feature = AREAS[area].feature;
      const withRoles = {
        roles: ['User', ...AREAS[area].anyRole],
        features: feature === undefined ? [] : [feature],
      };
      expect(canAccess(withRoles, area), name).toBe(true);
      if (AREAS[area].anyRole.some((r) => r !== 'User')) {
        expect(canAccess(without, area), name).toBe(false);
      }
    }
  });
});

describe('the delivery customer, re-checked on every call', () => {
  it('is no longer served once the user may not act for it', async () => {
    const user = await userOf(200015, ['User', 'Auftrag']);
    await newBasket(user.c, 200015);
    const replica = new Replica(user.c);
    await replica.sync();
    expect(replica.rows.baskets.size).toBe(1);

    await t.db
      .delete(userLieferkunden)
      .where(and(eq(userLieferkunden.userId, user.id), eq(userLieferkunden.lieferkundeNr, 200015)));
    await replica.sync();
    expect(replica.rows.baskets.size).toBe(0);
    // The session no longer names the customer, so the app goes to the selector.
    const me = (await user.c.get('/api/auth/me')).json<{ lieferkunde: unknown }>();
    expect(me.lieferkunde).toBeNull();
    const [result] = await pushOk(user.c, [
      m('basket.create', { id: randomUUID(), lieferkundeNr: 200015, label: 'Z' }),
    ]);
    expect(result).toMatchObject({ status: 'rejected', code: 'foreign_customer' });
  });
});

describe('one bad mutation', () => {
  it('is recorded as its own rejection; the mutations behind it are applied', async () => {
    // A database error no validation foresees, raised by the database itself.
    await t.db.execute(sql`
      create or replace function refuse_broken_label() returns trigger as $$
      begin
        if new.label = 'Kaputt' then raise exception 'simulated failure'; end if;
        return new;
      end $$ language plpgsql`);
    await t.db.execute(sql`
      create trigger baskets_refuse_broken before insert on baskets
      for each row execute function refuse_broken_label()`);
    try {
      const c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
      const [a, broken, b] = [randomUUID(), randomUUID(), randomUUID()];
      const batch = [
        m('basket.create', { id: a, lieferkundeNr: 100102, label: 'Vorher' }),
        m('basket.create', { id: broken, lieferkundeNr: 100102, label: 'Kaputt' }),
        m('basket.create', { id: b, lieferkundeNr: 100102, label: 'Nachher' }),
        m('basket.addRow', { basketId: b, rowId: randomUUID(), pzn: PZN, quantity: 3 }),
      ];
      const results = await pushOk(c, batch);
      expect(results.map((r) => r.status)).toEqual(['applied', 'rejected', 'applied', 'applied']);
      expect(results[1]).toMatchObject({
        code: 'server_error',
        message: 'Serverfehler bei dieser Änderung',
      });
      const made = await t.db.select({ id: baskets.id }).from(baskets);
      const ids = made.map((row) => row.id);
      expect(ids).toEqual(expect.arrayContaining([a, b]));
      expect(ids).not.toContain(broken);
    } finally {
      await t.db.execute(sql`drop trigger baskets_refuse_broken on baskets`);
    }
  });

  it('with a number the database cannot hold is refused as invalid, not a 500', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const after = randomUUID();
    const results = await pushOk(c, [
      m('basket.create', { id: randomUUID(), lieferkundeNr: 3_000_000_000, label: 'Groß' }),
      m('basket.create', { id: after, lieferkundeNr: 100102, label: 'Danach' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'applied']);
    expect(results[0]?.code).toBe('invalid_args');
    const epoch = await push(
      c,
      [m('notification.markAllSeen', { before: '2000-01-01T00:00:00Z' })],
      {
        epoch: 3_000_000_000,
      },
    );
    expect(epoch.statusCode).toBe(400);
    const choice = await c.put('/api/lieferkunden/current', {
      LieferkundeNr: 3_000_000_000,
      differential: false,
    });
    expect(choice.statusCode).toBe(400);
  });
});

describe('input bounds of the contract', () => {
  /** Integer fields that are bigint columns (or only compared in memory), by path. */
  const BIGINT_FIELDS = new Set(['seq', 'ack']);

  function unboundedIntegers(schema: z.ZodType, path: string[] = []): string[] {
    const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
    switch (def.type) {
      case 'number': {
        const n = schema as unknown as z.ZodNumber;
        const name = path.at(-1) ?? '';
        const limit = BIGINT_FIELDS.has(name) ? Number.MAX_SAFE_INTEGER : INT4_MAX;
        const max = n.maxValue ?? Infinity;
        const min = n.minValue ?? -Infinity;
        return max <= limit && min >= -limit - 1 ? [] : [path.join('.') || '(root)'];
      }
      case 'object':
        return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
          unboundedIntegers(value, [...path, key]),
        );
      case 'array':
        return unboundedIntegers(def.element as z.ZodType, [...path, '[]']);
      case 'union':
        return (def.options as z.ZodType[]).flatMap((o) => unboundedIntegers(o, path));
      case 'optional':
      case 'nullable':
      case 'default':
      case 'readonly':
      case 'nonoptional':
        return unboundedIntegers(def.innerType as z.ZodType, path);
      case 'pipe':
        return [
          ...unboundedIntegers(def.in as z.ZodType, path),
          ...unboundedIntegers(def.out as z.ZodType, path),
        ];
      case 'record':
        return unboundedIntegers(def.valueType as z.ZodType, [...path, '*']);
      default:
        return [];
    }
  }

  it('bounds every number a client can send to what the database holds', () => {
    const contract: Record<string, unknown> = { ...schemas, ...syncContract, ...catalogueContract };
    const inputs: [string, z.ZodType][] = MUTATION_NAMES.map((name) => [name, MUTATION_ARGS[name]]);
    for (const [name, value] of Object.entries(contract)) {
      if (/(Body|Query|Params)$/.test(name) && value instanceof z.ZodType) {
        inputs.push([name, value]);
      }
    }
    expect(inputs.length).toBeGreaterThan(MUTATION_NAMES.length + 5);
    const unbounded = inputs.flatMap(([name, schema]) =>
      unboundedIntegers(schema).map((field) => `${name}: ${field}`),
    );
    expect(unbounded).toEqual([]);
  });
});

describe('exactly-once records', () => {
  it('are pruned once acknowledged, and an acknowledged mutation never runs again', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const clientId = randomUUID();
    const basketId = randomUUID();
    const batch = [
      {
        ...m('basket.create', { id: basketId, lieferkundeNr: 100102, label: 'Quittiert' }),
        seq: 1,
      },
      {
        ...m('basket.addRow', { basketId, rowId: randomUUID(), pzn: PZN, quantity: 1 }),
        seq: 2,
      },
      {
        ...m('basket.addRow', { basketId, rowId: randomUUID(), pzn: PZN, quantity: 2 }),
        seq: 3,
      },
    ];
    await pushOk(c, batch, { clientId });
    const records = async () =>
      must(
        (
          await t.db
            .select({ n: count() })
            .from(clientMutations)
            .where(eq(clientMutations.clientId, clientId))
        )[0],
      ).n;
    expect(await records()).toBe(3);
    // The answer got lost: the same batch again is answered from the records, nothing twice.
    const resent = await pushOk(c, batch, { clientId });
    expect(resent.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);

    // The next push acknowledges 1..3: their records go.
    const next = { ...m('basket.rename', { id: basketId, label: 'Quittiert 2' }), seq: 4 };
    await pushOk(c, [next], { clientId, ack: 3 });
    expect(await records()).toBe(1);
    const [client] = await t.db
      .select()
      .from(syncClients)
      .where(eq(syncClients.clientId, clientId));
    expect(client?.ackedSeq).toBe(3);

    // A broken client sends an acknowledged mutation again: it is not applied a second time.
    const rowsBefore = (await new Replica(c).sync()).basketRows.upserts.filter(
      (r) => r.basketId === basketId,
    ).length;
    const [again] = await pushOk(c, [must(batch[2])], { clientId });
    expect(again).toMatchObject({ status: 'rejected', code: 'already_settled' });
    const rowsAfter = (await new Replica(c).sync()).basketRows.upserts.filter(
      (r) => r.basketId === basketId,
    ).length;
    expect(rowsAfter).toBe(rowsBefore);
    // An acknowledgement never moves back.
    await pushOk(c, [{ ...m('basket.rename', { id: basketId, label: 'Q3' }), seq: 5 }], {
      clientId,
      ack: 1,
    });
    const [still] = await t.db.select().from(syncClients).where(eq(syncClients.clientId, clientId));
    expect(still?.ackedSeq).toBe(3);
    expect(await userIdOf(c)).toBeTruthy();
  });
});

describe('clients that never come back', () => {
  it('lose their records after the retention time', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const clientId = randomUUID();
    await pushOk(
      c,
      [{ ...m('notification.markAllSeen', { before: '2000-01-01T00:00:00Z' }), seq: 1 }],
      { clientId },
    );
    const kept = async () =>
      (await t.db.select().from(clientMutations).where(eq(clientMutations.clientId, clientId)))
        .length;
    expect(await pruneSyncClients(t.db, t.clock)).toBe(0);
    expect(await kept()).toBe(1);
    t.clock.advance(CLIENT_RETENTION_MS + 1000);
    expect(await pruneSyncClients(t.db, t.clock)).toBeGreaterThanOrEqual(1);
    expect(await kept()).toBe(0);
  });
});
