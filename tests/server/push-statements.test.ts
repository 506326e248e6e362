// The work of a push per mutation (issue 27): a batch of basket adds runs a fixed number of
// statements per mutation, however many modules there are and however long the list grows. The
// records of a batch are read and written once, and later mutations of the batch on the same
// customer neither lock its scope again nor read the list's rows.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMutations } from '../../server/db/schema.ts';
import { basketRows } from '../../modules/shop/server/tables.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { loginAs, m, pushOk } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Counts the statements the server's database runs while `work` runs. */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  // drizzle hands the session's logger to every query, also to those of transactions.
  const session = (
    t.db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }
  ).session;
  const before = { logger: session.logger, options: session.options.logger };
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  session.logger = logger;
  session.options.logger = logger;
  try {
    await work();
  } finally {
    session.logger = before.logger;
    session.options.logger = before.options;
  }
  return statements;
}

async function articlePzns(count: number): Promise<string[]> {
  const result = await t.db.execute(
    `select pzn from articles where deleted_at is null order by pzn limit ${count}`,
  );
  return (result as unknown as { rows: { pzn: string }[] }).rows.map((r) => r.pzn);
}

describe('push work per mutation', () => {
  it('adds 100 rows to a list in a fixed number of statements per add, also at 300 rows', async () => {
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
      const statements = await statementsOf(() => pushOk(c, adds, { clientId }));
      perBatch.push(statements.length);
    }
    // savepoint, basket, taken ids, article, merge targets, insert, basket version, release; the
    // first add also locks and reads the basket again. 14 a mutation before issue 27.
    for (const count of perBatch) expect(count).toBeLessThanOrEqual(8 * 100 + 20);
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

  it('changes 100 quantities of one list in a fixed number of statements per change', async () => {
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
    const statements = await statementsOf(() => pushOk(c, changes, { clientId }));
    // savepoint, row, basket, update, basket version, release (13 before issue 27).
    expect(statements.length).toBeLessThanOrEqual(6 * 100 + 20);
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
    const statements = await statementsOf(async () => {
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
