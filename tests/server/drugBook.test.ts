// The drug book on the server (issue 15): the narcotic delivery lines offered for receipts, a
// receipt taken over once and only as delivered, the zero floor, corrections that keep the
// original (once), the role check on collections and mutations, and foreign customers.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrugBookEntryRow, DrugDeliveryRow } from '../../modules/drugBook/contract.ts';
import { DENIED_CURSOR } from '../../src/api/sync.ts';
import { articles, userLieferkunden, users } from '../../server/db/schema.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { loginAs, m, must, pull, pushOk, Replica, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
let c: Client;
let customer: number;
beforeAll(async () => {
  t = await createTestApp();
  // apotheke-32, the login with the role, at its own pharmacy.
  const [row] = await t.db
    .select({ lieferkundeNr: userLieferkunden.lieferkundeNr })
    .from(userLieferkunden)
    .innerJoin(users, eq(users.id, userLieferkunden.userId))
    .where(eq(users.email, pharmacyLogin(32).email));
  customer = must(row).lieferkundeNr;
  c = await loginAs(t.app, pharmacyLogin(32), customer);
});
afterAll(async () => {
  await t.close();
});

const MORPHINE = '1637484';

async function book(client: Client) {
  const replica = new Replica(client);
  await replica.sync();
  return {
    deliveries: [...replica.rows.drugDeliveries.values()] as DrugDeliveryRow[],
    entries: [...replica.rows.drugBookEntries.values()] as DrugBookEntryRow[],
  };
}

const enter = (
  args: Partial<{
    id: string;
    lieferkundeNr: number;
    pzn: string;
    kind: DrugBookEntryRow['kind'];
    day: string;
    quantity: number;
    document: string;
    deliveryLineId: string | null;
  }>,
) =>
  m('drugBook.enter', {
    id: randomUUID(),
    lieferkundeNr: customer,
    pzn: MORPHINE,
    kind: 'issue',
    day: '2026-06-01',
    quantity: 1,
    document: 'Rp 1',
    deliveryLineId: null,
    ...args,
  });

describe('receipts from delivery notes', () => {
  it('offers only narcotic lines and takes one over once, as delivered', async () => {
    const { deliveries } = await book(c);
    expect(deliveries.length).toBeGreaterThan(0);
    const narcotic = new Set(
      (await t.db.select().from(articles).where(eq(articles.narcotic, true))).map((a) => a.pzn),
    );
    expect(deliveries.every((d) => narcotic.has(d.pzn) && d.quantity > 0)).toBe(true);
    const line = must(deliveries[0]);
    const asDelivered = {
      pzn: line.pzn,
      kind: 'receipt' as const,
      day: line.day,
      quantity: line.quantity,
      document: line.noteNo,
      deliveryLineId: line.id,
    };
    const results = await pushOk(c, [
      enter({ ...asDelivered, quantity: line.quantity + 1 }),
      enter(asDelivered),
      enter(asDelivered),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'applied', 'rejected']);
    expect(results[0]?.message).toMatch(/stimmt nicht/);
    expect(results[2]?.message).toMatch(/bereits im Suchtgiftbuch/);
    const { entries } = await book(c);
    expect(entries.filter((e) => e.deliveryLineId === line.id)).toHaveLength(1);
  });
});

describe('issues and corrections', () => {
  it('refuses an issue below zero and a non-narcotic article', async () => {
    const [plain] = await t.db.select().from(articles).where(eq(articles.narcotic, false)).limit(1);
    const results = await pushOk(c, [
      enter({ kind: 'opening', day: '2026-01-01', quantity: 2, document: 'Inventur 2025' }),
      enter({ quantity: 2, document: 'Rp 10' }),
      enter({ quantity: 1, document: 'Rp 11' }),
      enter({ pzn: must(plain).pzn }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected', 'rejected']);
    expect(results[2]?.message).toMatch(/unter null/);
    expect(results[3]?.message).toMatch(/kein Suchtgift/);
  });

  it('corrects by a new entry; the original stays; a second correction and one below zero are refused', async () => {
    const opening = randomUUID();
    const issue = randomUUID();
    const pzn = '1637484';
    await pushOk(c, [
      enter({ id: opening, pzn, kind: 'opening', day: '2025-01-01', quantity: 5, document: 'I' }),
      enter({ id: issue, pzn, day: '2025-03-01', quantity: 4, document: 'Rp 20' }),
    ]);
    const fix = randomUUID();
    const correct = (id: string, quantity: number) =>
      m('drugBook.correct', {
        id,
        originalId: issue,
        day: '2025-03-01',
        quantity,
        document: 'Rp 20',
        note: 'Tippfehler',
      });
    const results = await pushOk(c, [
      correct(randomUUID(), 99),
      correct(fix, 3),
      correct(fix, 3),
      correct(randomUUID(), 2),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'applied', 'applied', 'rejected']);
    expect(results[3]?.message).toMatch(/bereits korrigiert/);
    const { entries } = await book(c);
    expect(must(entries.find((e) => e.id === issue)).quantity).toBe(4);
    expect(must(entries.find((e) => e.id === fix))).toMatchObject({
      correctionOf: issue,
      quantity: 3,
      note: 'Tippfehler',
      kind: 'issue',
    });
  });
});

describe('access', () => {
  it('denies the collections and forbids the mutations without role Suchtgiftbuch', async () => {
    const other = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const answer = await pull(other);
    expect(answer.drugDeliveries).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    expect(answer.drugBookEntries).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    const results = await pushOk(other, [enter({ lieferkundeNr: 100101 })]);
    expect(results.map((r) => r.code)).toEqual(['forbidden']);
  });

  it('refuses an entry for another customer', async () => {
    const results = await pushOk(c, [enter({ lieferkundeNr: 100101 })]);
    expect(results.map((r) => r.code)).toEqual(['foreign_customer']);
  });
});
