// Runs (issue 27): consecutive adds or quantity changes of one push batch are worked as sets
// (modules/shop/server/rowRuns.ts). The same mutations pushed one per batch (no run) and all in
// one batch (runs) must give the same result for every mutation and the same rows: merges into
// existing rows and rows added earlier in the run, replays, ids of another list, articles the
// catalogue lacks, a full list, another pharmacy's list, note rows, deleted and unknown rows.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mutation, MutationResult } from '../../src/api/sync.ts';
import { LIST_ROWS_MAX, QUANTITY_MAX } from '../../src/api/quantity.ts';
import { actingAsRecords } from '../../server/db/schema.ts';
import { basketRows } from '../../modules/shop/server/tables.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { statementsOf } from './support/statements.ts';
import { loginAs, m, must, pushOk, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
let pzns: string[];
/** A basket of a representative's customer, which the pharmacy may not touch. */
let foreignBasket: string;
beforeAll(async () => {
  t = await createTestApp();
  const result = await t.db.execute(
    'select pzn from articles where deleted_at is null order by pzn limit 8',
  );
  pzns = (result as unknown as { rows: { pzn: string }[] }).rows.map((r) => r.pzn);
  const rep = await loginAs(t.app, DEMO_USERS.vertreter, 200001);
  foreignBasket = randomUUID();
  await pushOk(rep, [
    m('basket.create', { id: foreignBasket, lieferkundeNr: 200001, label: 'Fremd' }),
  ]);
}, 300_000);
afterAll(async () => {
  await t.close();
});

/** Names for ids: every scenario gets fresh UUIDs for the same names. */
function names() {
  const ids = new Map<string, string>();
  const id = (name: string) => {
    const known = ids.get(name) ?? randomUUID();
    ids.set(name, known);
    return known;
  };
  const nameOf = (uuid: string) => [...ids].find(([, v]) => v === uuid)?.[0] ?? '?';
  return { id, nameOf };
}

/** A PZN with a valid check digit that the test catalogue does not hold. */
function absentPzn(known: readonly string[]): string {
  for (let base = 9_900_000; ; base++) {
    const digits = String(base).padStart(7, '0');
    const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i + 1), 0) % 11;
    const pzn = `${digits}${sum}`;
    if (sum < 10 && !known.includes(pzn)) return pzn;
  }
}

/** The scenario's mutations, built from its names; the same list for both ways of pushing. */
function scenario(id: (name: string) => string) {
  const [p0, p1, p2, p3, p4, p5] = pzns as [string, string, string, string, string, string];
  const add = (basket: string, row: string, pzn: string, quantity: number, separate = false) =>
    m('basket.addRow', {
      basketId: basket,
      rowId: id(row),
      pzn,
      quantity,
      ...(separate ? { separate: true } : {}),
    });
  const A = id('A');
  const B = id('B');
  const set = (row: string, quantity: number) =>
    m('basket.setQuantity', { rowId: id(row), quantity });
  return [
    add(A, 'r1', p0, 2),
    add(A, 'r2', p1, 1),
    add(A, 'r3', p0, 3), // merges into r1
    add(A, 'r1', p0, 2), // a replay
    add(A, 'r3', p0, 3), // a replay of a merged add
    add(A, 'r4', p0, 1, true), // a row of its own
    m('basket.addRow', { basketId: A, rowId: id('r5'), note: 'Bitte kühl lagern' }),
    add(A, 'r6', p2, QUANTITY_MAX - 9),
    add(A, 'r7', p2, 20), // would pass the maximum: a second row
    add(A, 'b0', p3, 1), // an id of list B
    add(A, 'r8', absentPzn(pzns), 1),
    add(A, 'r9', '12345670', 1),
    add(id('missing'), 'r10', p3, 1),
    add(foreignBasket, 'r11', p3, 1),
    add(B, 'r12', p3, 1), // the last place in B
    add(B, 'r13', p4, 1), // B is full
    add(B, 'r14', p3, 5), // a merge needs no place
    add(A, 'r15', p5, 1),
    add(A, 'r16', p5, 1), // merges into a row added earlier in the run
    set('r1', 7),
    set('r1', 8), // the same row again
    set('r2', 1), // unchanged
    set('r5', 3), // a note row
    set('r3', 4), // merged away
    set('nobody', 4),
    set('r12', 50),
    set('r4', 9),
    m('basket.setQuantity', { rowId: id('r15'), quantity: 0 }), // out of range
    add(A, 'r17', p4, 2), // a run of one after the changes
  ];
}

/** Two lists of the pharmacy: A empty, B one place short of full (its first row 'b0'). */
async function lists(c: Client, id: (name: string) => string) {
  const notes = Array.from({ length: LIST_ROWS_MAX - 1 }, (_, i) => ({
    rowId: i === 0 ? id('b0') : randomUUID(),
    note: `Zeile ${i + 1}`,
  }));
  await pushOk(c, [
    m('basket.create', { id: id('A'), lieferkundeNr: 100101, label: 'A' }),
    m('basket.create', { id: id('B'), lieferkundeNr: 100101, label: 'B' }),
    m('basket.addRows', { basketId: id('B'), rows: notes }),
  ]);
}

async function play(c: Client, oneByOne: boolean) {
  const { id, nameOf } = names();
  await lists(c, id);
  const mutations = scenario(id);
  const clientId = randomUUID();
  let results: MutationResult[] = [];
  const statements = await statementsOf(t.db, async () => {
    results = oneByOne
      ? await sequential(c, mutations, clientId)
      : await pushOk(c, mutations, { clientId });
  });
  const rows = await t.db
    .select()
    .from(basketRows)
    .where(inArray(basketRows.basketId, [id('A'), id('B')]));
  const named = rows
    .filter((r) => nameOf(r.id) !== '?') // not B's notes
    .map((r) => ({
      list: nameOf(r.basketId),
      row: nameOf(r.id),
      pzn: r.pzn,
      note: r.note,
      quantity: r.quantity,
      position: r.position,
      merged: r.mergedRowIds.map(nameOf),
      deleted: r.deletedAt !== null,
    }))
    .sort((a, b) => a.row.localeCompare(b.row));
  return {
    results: results.map(({ status, code, message }) => ({ status, code, message })),
    rows: named,
    statements: statements.length,
  };
}

async function sequential(c: Client, mutations: Mutation[], clientId: string) {
  const results: MutationResult[] = [];
  for (const mutation of mutations) results.push(...(await pushOk(c, [mutation], { clientId })));
  return results;
}

describe('runs of row mutations in a push batch', () => {
  it('give every mutation the result and the rows that one by one gives', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const alone = await play(c, true);
    const run = await play(c, false);
    expect(run.results).toEqual(alone.results);
    expect(run.rows).toEqual(alone.rows);
    // The batch took the runs' way (a failed run would have fallen back to one by one).
    expect(run.statements).toBeLessThan(60);
    expect(alone.statements).toBeGreaterThan(200);
    // The scenario reaches what it is about (so that equal is not equally empty).
    const statuses = alone.results.map((r) => r.code ?? r.status);
    expect(statuses.filter((s) => s === 'applied')).toHaveLength(19);
    expect(new Set(statuses)).toEqual(
      new Set(['applied', 'invalid_args', 'not_found', 'foreign_customer']),
    );
    const r1 = must(alone.rows.find((r) => r.row === 'r1'));
    expect(r1).toMatchObject({ quantity: 8, merged: ['r3'], deleted: false });
    const r16 = must(alone.rows.find((r) => r.row === 'r16'));
    expect(r16.deleted).toBe(true);
    expect(alone.rows.find((r) => r.row === 'r13')).toBeUndefined();
  });

  it("records a representative's acting-as audit for every applied mutation of a run", async () => {
    const rep = await loginAs(t.app, DEMO_USERS.vertreter, 200001);
    const basketId = randomUUID();
    await pushOk(rep, [m('basket.create', { id: basketId, lieferkundeNr: 200001, label: 'V' })]);
    const adds = pzns
      .slice(0, 3)
      .map((pzn) => m('basket.addRow', { basketId, rowId: randomUUID(), pzn, quantity: 1 }));
    const results = await pushOk(rep, adds);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const audit = await t.db
      .select()
      .from(actingAsRecords)
      .where(
        inArray(
          actingAsRecords.mutationId,
          adds.map((a) => a.id),
        ),
      );
    expect(audit.map((a) => a.lieferkundeNr)).toEqual([200001, 200001, 200001]);
    const rows = await t.db.select().from(basketRows).where(eq(basketRows.basketId, basketId));
    expect(rows).toHaveLength(3);
  });
});
