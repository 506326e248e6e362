// Issue 23, finding 9: a push naming a delivery customer the user may not act for is refused
// before it touches that customer's scope: it changes nothing there, sends no realtime poke to
// the customer's users (no refresh storm at another pharmacy) and takes none of the customer's
// write locks (it never waits for, nor holds up, the pharmacy's own writers). Every
// customer-scoped mutation is tried, from the parity scenarios (tests/server/parity/*): the
// pharmacy applies them first, then an outsider replays the very same mutations (same ids, so
// replays of existing rows and references to them are covered too). Runs on PGlite and
// PostgreSQL; the lock test needs a second connection, so PostgreSQL only.
import { randomUUID } from 'node:crypto';
import { asc, and, isNotNull, isNull } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS, type AreaRule } from '../../src/api/access.ts';
import type { CollectionDef } from '../../src/api/module.ts';
import { REALTIME_EVENT } from '../../src/api/realtime.ts';
import {
  COLLECTION_DEFS,
  COLLECTIONS,
  MUTATIONS,
  type Collection,
  type Mutation,
  type MutationName,
  type RowOf,
} from '../../src/api/sync.ts';
import { articles, userLieferkunden } from '../../server/db/schema.ts';
import { EVERY_MODULE_SCENARIOS } from './parity/everyModule.ts';
import type { Scenario, ScenarioContext, Step } from './parity/scenario.ts';
import { openEventStream } from './support/eventStream.ts';
import { Replica, choose, m, must, push, pushOk, type Client } from './support/sync.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

/** The pharmacy whose scope is attacked (seeded with delivery data, like the parity test's). */
const VICTIM = 100102;
/** The outsider's own delivery customer: another pharmacy's address. */
const OUTSIDER = 300001;

/** Every module's parity scenarios (a new module's are found by themselves). */
const SCENARIOS: Partial<Record<MutationName, readonly Scenario[]>> = EVERY_MODULE_SCENARIOS;

/** Whether a mutation writes rows of a delivery customer (a collection of scope 'customer'). */
const customerScoped = (name: MutationName) =>
  MUTATIONS[name].tables.some((table) => {
    const def: CollectionDef = COLLECTION_DEFS[table as Collection];
    return def.scope === 'customer';
  });

/** Every role and feature the areas name, but not Admin (an admin may act for anybody). */
const RULES: AreaRule[] = Object.values(AREAS);
const ROLES = [
  'User',
  ...new Set(RULES.flatMap((r) => r.anyRole).filter((role) => role !== 'Admin')),
];
const FEATURES = [...new Set(RULES.flatMap((r) => (r.feature ? [r.feature] : [])))];

let t: TestApp;
let base: string;
let owner: { email: string; password: string };
let pharmacy: Client;
let replica: Replica;
/** The customer-scoped mutations the pharmacy applied, in order, as it sent them. */
const applied: Mutation[] = [];

async function everything(lieferkundeNr: number) {
  const user = await createUser(t.db, { roles: ROLES, features: FEATURES });
  await t.db.insert(userLieferkunden).values({ userId: user.id, lieferkundeNr, isDefault: true });
  const c = client(t.app);
  await c.login(user.email, user.password);
  await choose(c, lieferkundeNr);
  return { user, c };
}

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const victim = await everything(VICTIM);
  owner = victim.user;
  pharmacy = victim.c;
  replica = new Replica(pharmacy);
  await replica.sync();
  const priced = await t.db
    .select({ pzn: articles.pzn })
    .from(articles)
    .where(and(isNull(articles.deletedAt), isNotNull(articles.aepCents)))
    .orderBy(asc(articles.pzn))
    .limit(3);
  // The pharmacy runs every customer-scoped scenario on its own customer.
  let n = 0;
  for (const [name, scenarios] of Object.entries(SCENARIOS)) {
    if (!customerScoped(name as MutationName)) continue;
    for (const scenario of scenarios ?? []) {
      const prefix = (0xf0000000 + ++n).toString(16);
      const ctx: ScenarioContext = {
        lieferkundeNr: VICTIM,
        pzns: priced.map((a) => a.pzn),
        id: (i: number) => `${prefix}-0000-4000-8000-${i.toString().padStart(12, '0')}`,
        today: t.clock().toISOString().slice(0, 10),
        held: <C extends Collection>(collection: C) =>
          [...replica.rows[collection].values()] as RowOf<C>[],
      };
      for (const step of scenario.steps(ctx) as Step[]) {
        const mutation = m(step.name, step.args);
        const [result] = await pushOk(pharmacy, [mutation]);
        expect(result, `${step.name} (${scenario.title})`).toMatchObject({ status: 'applied' });
        applied.push(mutation);
      }
      await replica.sync();
    }
  }
});
afterAll(async () => {
  await t.close();
});

/** The pharmacy's mutations sent again by the outsider, under new mutation ids. */
const replayed = () => applied.map((x) => m(x.name, x.args));

describe('a push for a delivery customer the user may not act for', () => {
  it('changes nothing there and pokes none of its users, though the same push applies the rest', async () => {
    expect(new Set(applied.map((x) => x.name)).size).toBeGreaterThanOrEqual(20);
    const stream = await openEventStream(base, must(pharmacy.cookie));
    try {
      const outsider = await everything(OUTSIDER);
      const own = m('basket.create', {
        id: randomUUID(),
        lieferkundeNr: OUTSIDER,
        label: 'Eigener Korb',
      });
      const batch = [...replayed(), own];
      const results = [];
      for (let i = 0; i < batch.length; i += 100) {
        results.push(...(await pushOk(outsider.c, batch.slice(i, i + 100))));
      }
      // The pharmacy's stream hears nothing of it ...
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(stream.events.filter((e) => e.event === REALTIME_EVENT.poke)).toEqual([]);
      // ... each of the pharmacy's mutations is refused, the outsider's own one applied ...
      const slipped = results
        .slice(0, -1)
        .flatMap((result, i) => (result.status === 'rejected' ? [] : [batch[i]?.name]));
      expect(slipped).toEqual([]);
      expect(results.at(-1)).toMatchObject({ status: 'applied' });
      // ... and its next pull has nothing new.
      const answer = await replica.sync();
      for (const collection of COLLECTIONS) {
        expect(answer[collection], collection).toMatchObject({
          upserts: [],
          deletes: [],
          reset: false,
        });
      }

      // The stream itself works: the pharmacy's change from another device pokes it.
      const device = client(t.app);
      await device.login(owner.email, owner.password);
      await choose(device, VICTIM);
      await pushOk(device, [
        m('basket.create', { id: randomUUID(), lieferkundeNr: VICTIM, label: 'Neu' }),
      ]);
      await stream.waitFor(REALTIME_EVENT.poke, 2000);
    } finally {
      stream.close();
    }
  });

  // Writers of a customer's scope take transaction-level advisory locks keyed (namespace, the
  // customer's number); see server/sync/scope.ts. While another transaction holds every such
  // key of the pharmacy, a push that took one would wait for it.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'takes none of its write locks: it answers while the pharmacy’s scope is locked',
    async () => {
      const holder = new pg.Client({ connectionString: must(t.databaseUrl) });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query(
          'select pg_advisory_xact_lock(ns, $1::int) from generate_series(0, 40) as ns',
          [VICTIM],
        );
        const outsider = await everything(OUTSIDER);
        const answer = push(outsider.c, replayed().slice(0, 100));
        const outcome = await Promise.race([
          answer.then((res) => res.statusCode),
          new Promise((resolve) => setTimeout(() => resolve('waited for a lock'), 3000)),
        ]);
        await holder.query('rollback');
        expect(outcome).toBe(200);
        const results = (await answer).json<{ results: { status: string }[] }>().results;
        expect(results.every((r) => r.status === 'rejected')).toBe(true);
      } finally {
        await holder.end();
      }
    },
  );
});
