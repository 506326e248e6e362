// The work of a push (issue 27): a batch of basket adds or quantity changes runs a fixed number
// of statements, however many mutations it holds, however many modules there are and however
// long the list grows. The records of a batch are read and written once, and a run of adds or
// changes reads, checks and writes its rows as sets.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMutations } from '../../server/db/schema.ts';
import { basketRows } from '../../modules/shop/server/tables.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { loginAs, m, pushOk } from './support/sync.ts';
import { statementsOf } from './support/statements.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function articlePzns(count: number): Promise<string[]> {
  const result = await t.db.execute(
    `select pzn from articles where deleted_at is null order by pzn limit ${count}`,
  );
  return (result as unknown as { rows: { pzn: string }[] }).rows.map((r) => r.pzn);
}

describe('push work per mutation', () => {
  it('adds 100 rows to a list in a fixed number of statements per batch, also at 300 rows', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const basketId = randomUUID();
    const clientId = randomUUID();
    await pushOk(
      c,
      [m('basket.create', { id: basketId, lieferkundeNr: 100101, label: 'Zähler' })],
      {
        clientId,
      },
    );
    const pzns = await articlePzns(300);
    expect(pzns).toHaveLength(300);
    const perBatch: number[] = [];
    for (let batch = 0; batch < 3; batch++) {
      const adds = pzns
        .slice(batch * 100, batch * 100 + 100)
        .map((pzn) => m('basket.addRow', { basketId, rowId: randomUUID(), pzn, quantity: 2 }));
      const statements = await statementsOf(t.db, () => pushOk(c, adds, { clientId }));
      perBatch.push(statements.length);
    }
    // The 100 adds are one run (server/syncEngine/runs.ts): savepoint, basket, its customer, lock,
    // basket again, taken ids, articles, merge targets, insert, basket version, release, for the
    // whole batch, besides the session, the epoch claim and the records (19 in all). Before
    // issue 27, 14 a mutation; 8 a mutation one by one.
    for (const count of perBatch) expect(count).toBeLessThanOrEqual(25);
    // The list's length does not add statements.
    expect(perBatch[2]).toBe(perBatch[0]);
    const rows = await t.db.select().from(basketRows).where(eq(basketRows.basketId, basketId));
    expect(rows).toHaveLength(300);
    const records = await t.db
      .select()
      .from(clientMutations)
      .where(eq(clientMutations.clientId, clientId));
    expect(records.filter((r) => r.status === 'applied')).toHaveLength(301);
  });

  it('changes 100 quantities of one list in a fixed number of statements per batch', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const basketId = randomUUID();
    const clientId = randomUUID();
    const pzns = await articlePzns(100);
    const rowIds = pzns.map(() => randomUUID());
    await pushOk(
      c,
      [m('basket.create', { id: basketId, lieferkundeNr: 100101, label: 'Mengen' })],
      {
        clientId,
      },
    );
    const adds = pzns.map((pzn, i) =>
      m('basket.addRow', { basketId, rowId: rowIds[i], pzn, quantity: 1 }),
    );
    await pushOk(c, adds, { clientId });
    const changes = rowIds.map((rowId) => m('basket.setQuantity', { rowId, quantity: 5 }));
    const statements = await statementsOf(t.db, () => pushOk(c, changes, { clientId }));
    // One run: the rows, their baskets under the lock, one update of all rows, one of the basket
    // (18 in all; 13 a mutation before issue 27, 6 a mutation one by one).
    expect(statements.length).toBeLessThanOrEqual(25);
    const rows = await t.db.select().from(basketRows).where(eq(basketRows.basketId, basketId));
    expect(rows.map((r) => r.quantity)).toEqual(rows.map(() => 5));
  });

  it('answers a batch sent again from its records, running none of its mutations', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const basketId = randomUUID();
    const clientId = randomUUID();
    const [pzn] = await articlePzns(1);
    const batch = [
      m('basket.create', { id: basketId, lieferkundeNr: 100101, label: 'Nochmal' }),
      m('basket.addRow', { basketId, rowId: randomUUID(), pzn, quantity: 1 }),
      m('basket.addRow', { basketId, rowId: randomUUID(), pzn, quantity: 1 }),
    ];
    const first = await pushOk(c, batch, { clientId });
    let again: unknown;
    const statements = await statementsOf(t.db, async () => {
      again = await pushOk(c, batch, { clientId });
    });
    expect(again).toEqual(first);
    // The epoch claim and the records' read, nothing of the mutations.
    expect(statements.some((s) => s.includes('basket_rows'))).toBe(false);
    // The second add merged into the first row (its id kept as a tombstone), once.
    const rows = await t.db.select().from(basketRows).where(eq(basketRows.basketId, basketId));
    expect(rows.filter((r) => r.deletedAt === null).map((r) => r.quantity)).toEqual([2]);
  });
});
