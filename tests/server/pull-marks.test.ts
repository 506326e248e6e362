// The steady-state pull (issue 28 item 1): a pull whose cursors are all at the end reads the
// high-water marks in one query and no collection; a change reads only the collections it moved,
// and the client still ends with exactly the rows the convergence probe counts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../app/server/modules.ts';
import { MARKS } from '../../server/syncEngine/registry.ts';
import { markKeyOf } from '../../server/sync/marks.ts';
import { CONVERGENCE_PER_MINUTE } from '../../server/routes/sync.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { COLLECTIONS } from '../../src/api/sync.ts';
import { Replica, convergence, loginAs, m, pushOk, userIdOf, type Client } from './support/sync.ts';
import { statementsOf } from './support/statements.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The statements of one pull from the replica's cursors, and its answer. */
async function steadyPull(c: Client, replica: Replica) {
  const userId = await userIdOf(c);
  let body: Record<string, { upserts: unknown[]; deletes: unknown[]; cursor: string }> = {};
  const statements = await statementsOf(t.db, async () => {
    const res = await c.post('/api/sync/pull', { userId, cursors: replica.cursors });
    expect(res.statusCode).toBe(200);
    body = res.json();
  });
  // What the pull runs: from its first query, the marks' (before it: the session, the open
  // conditions, the domain's settings and the session's customer).
  const first = statements.findIndex((s) => /from sync_marks/.test(s));
  expect(first).toBeGreaterThanOrEqual(0);
  const pullStatements = statements.slice(first);
  return { statements: pullStatements, body };
}

describe('a pull that finds nothing new', () => {
  it('reads the marks in one query and no collection, for a pharmacy and a representative', async () => {
    for (const [user, nr] of [
      [DEMO_USERS.apotheke, 100101],
      [DEMO_USERS.vertreter, 200001],
    ] as const) {
      const c = await loginAs(t.app, user, nr);
      const replica = new Replica(c);
      await replica.sync();
      const { statements, body } = await steadyPull(c, replica);
      expect(statements).toEqual([expect.stringMatching(/from sync_marks/)]);
      for (const collection of COLLECTIONS) {
        expect(body[collection]?.upserts).toEqual([]);
        expect(body[collection]?.cursor).toBe(replica.cursors[collection]);
      }
    }
  });

  it('reads only what a change moved, and the client converges', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const replica = new Replica(c);
    await replica.sync();
    // Another device of the same pharmacy adds a list with a row.
    const other = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const basketId = randomUUID();
    const rowId = randomUUID();
    await pushOk(other, [
      m('basket.create', { id: basketId, lieferkundeNr: 100101, label: 'Marken' }),
      m('basket.addRow', { basketId, rowId, pzn: '3845264', quantity: 3 }),
    ]);
    const { statements, body } = await steadyPull(c, replica);
    const read = statements.filter((s) => /^select/.test(s) && !/sync_marks|sync_version/.test(s));
    // The lists and their rows, nothing else.
    expect(read).toEqual([
      expect.stringMatching(/from "baskets" inner join "users"/),
      expect.stringMatching(/from "basket_rows" inner join "baskets"/),
    ]);
    expect(body.baskets?.upserts).toEqual([expect.objectContaining({ id: basketId })]);
    expect(body.basketRows?.upserts).toEqual([expect.objectContaining({ id: rowId })]);
    await replica.sync();
    expect(replica.hashes()).toEqual(await convergence(c));
    // Again at the end: one query.
    expect((await steadyPull(c, replica)).statements).toHaveLength(1);
  });

  it('sees a row written outside a push (an update by the server) and one not shown to the user', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const userId = await userIdOf(c);
    const replica = new Replica(c);
    await replica.sync();
    // The server marks the user's notifications seen in one update statement.
    await t.db.execute(
      sql`update notifications set dat_seen = now(), version = nextval('sync_version') where user_id = ${userId}`,
    );
    const { body } = await steadyPull(c, replica);
    expect(body.notifications?.upserts.length).toBeGreaterThan(0);
    await replica.sync();
    expect(replica.hashes()).toEqual(await convergence(c));
    // A colleague's private wish list: a change the user is not shown moves the lists' cursor
    // past it, so the next pull is one query again.
    const colleague = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100101);
    await pushOk(colleague, [
      m('basket.create', {
        id: randomUUID(),
        lieferkundeNr: 100101,
        label: 'Privat',
        kind: 'merkliste',
      }),
    ]);
    await replica.sync();
    expect(replica.hashes()).toEqual(await convergence(c));
    expect((await steadyPull(c, replica)).statements).toHaveLength(1);
  });
});

describe('the marks', () => {
  it('are kept for every table a collection declares', async () => {
    const installed = new Set(
      rowsOf<{ tbl: string; mode: string }>(
        await t.db.execute(sql`select tbl, mode from sync_mark_sources`),
      ).map((s) => `${s.tbl}/${s.mode}`),
    );
    const declared = COLLECTIONS.flatMap((collection) =>
      (MARKS[collection] ?? []).map((source) => {
        const key = markKeyOf(source, { userId: '', lieferkundeNr: 0 });
        return `${key.tbl}/${key.mode}`;
      }),
    );
    // A module that declares a table adds `select sync_mark_install(...)` to its migration.
    expect(declared.filter((source) => !installed.has(source))).toEqual([]);
    // Every collection declares its tables: none is read on every pull.
    expect(COLLECTIONS.filter((collection) => !MARKS[collection])).toEqual([]);
  });

  it('hold the highest version of each customer, user and table', async () => {
    const wrong = rowsOf<{ n: string }>(
      await t.db.execute(sql`
        select count(*)::text as n from sync_marks k
        join (select lieferkunde_nr::text as key, max(version) as v from basket_rows group by 1) b
          on b.key = k.key
        where k.tbl = 'basket_rows' and k.mode = 'c' and k.version <> b.v`),
    );
    expect(wrong[0]?.n).toBe('0');
  });
});

describe('the convergence probe', () => {
  it('is bounded per user: beyond its count a minute it answers 429 with Retry-After', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const userId = await userIdOf(c);
    expect((await c.get(`/api/sync/convergence?userId=${userId}`)).statusCode).toBe(200);
    // The minute's other probes, counted where every instance counts them.
    for (let i = 1; i < CONVERGENCE_PER_MINUTE; i++) {
      await t.app.sharedStore.hit(`convergence:${userId}`, 60_000);
    }
    const refused = await c.get(`/api/sync/convergence?userId=${userId}`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/Zu viele Anfragen/);
  });
});
