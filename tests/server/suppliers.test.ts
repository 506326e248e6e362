// Supplier orders on the server (issue 15): the seeded suppliers and assortments, the basket's
// rows (only the supplier's articles, replays change nothing), ordering (priced with the
// supplier's terms, refused below the minimum order value with a German reason, numbered
// gap-free per delivery customer, exactly once), and the role and feature check (SPEC 6: both).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SupplierArticleRow,
  SupplierBasketRow,
  SupplierOrderRow,
  SupplierRow,
} from '../../modules/suppliers/contract.ts';
import { DENIED_CURSOR } from '../../src/api/sync.ts';
import { userLieferkunden, users } from '../../server/db/schema.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { SUPPLIER_COUNT } from '../../modules/suppliers/server/seed.ts';
import { loginAs, m, must, pull, pushOk, Replica, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
let customer: number;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ lieferkundeNr: userLieferkunden.lieferkundeNr })
    .from(userLieferkunden)
    .innerJoin(users, eq(users.id, userLieferkunden.userId))
    .where(eq(users.email, pharmacyLogin(38).email))
    .orderBy(userLieferkunden.lieferkundeNr);
  customer = must(row).lieferkundeNr;
});
afterAll(async () => {
  await t.close();
});

interface State {
  suppliers: SupplierRow[];
  articles: SupplierArticleRow[];
  rows: SupplierBasketRow[];
  orders: SupplierOrderRow[];
}

async function state(c: Client): Promise<State> {
  const replica = new Replica(c);
  await replica.sync();
  return {
    suppliers: [...replica.rows.suppliers.values()] as SupplierRow[],
    articles: [...replica.rows.supplierArticles.values()] as SupplierArticleRow[],
    rows: [...replica.rows.supplierBasketRows.values()] as SupplierBasketRow[],
    orders: [...replica.rows.supplierOrders.values()] as SupplierOrderRow[],
  };
}

/** The supplier with a minimum order value and its cheapest article. */
async function setup(c: Client) {
  const s = await state(c);
  const supplier = must(s.suppliers.find((x) => x.minOrderCents > 0 && x.kind === 'vertrieb'));
  const own = s.articles.filter((a) => a.supplierId === supplier.id);
  const cheapest = must([...own].sort((a, b) => a.priceCents - b.priceCents)[0]);
  const foreign = must(s.articles.find((a) => !own.some((o) => o.pzn === a.pzn)));
  return { s, supplier, cheapest, foreign };
}

const add = (lieferkundeNr: number, supplierId: string, rows: object[]) =>
  m('supplierBasket.addRows', { lieferkundeNr, supplierId, rows });

describe('the seeded suppliers', () => {
  it('gives the role-and-feature login seven suppliers with terms, assortments and past orders', async () => {
    const c = await loginAs(t.app, pharmacyLogin(38), customer);
    const s = await state(c);
    expect(s.suppliers).toHaveLength(SUPPLIER_COUNT);
    for (const supplier of s.suppliers) {
      expect(supplier.minOrderCents).toBeGreaterThan(0);
      expect(supplier.deliveryDays).not.toBe('');
      expect(s.articles.some((a) => a.supplierId === supplier.id)).toBe(true);
    }
    expect(s.articles.every((a) => a.priceCents > 0 && a.packsPerUnit >= 1)).toBe(true);
    expect(s.orders.length).toBeGreaterThanOrEqual(3);
    expect(s.orders.every((o) => o.number.startsWith(`DB-${customer}-`))).toBe(true);
  });
});

describe('supplier baskets and orders', () => {
  it('keeps the supplier’s articles only, and a replay adds nothing', async () => {
    const c = await loginAs(t.app, pharmacyLogin(38), customer);
    const { supplier, cheapest, foreign } = await setup(c);
    const rowId = randomUUID();
    const results = await pushOk(c, [
      add(customer, supplier.id, [{ rowId, pzn: cheapest.pzn, quantity: 2 }]),
      add(customer, supplier.id, [{ rowId, pzn: cheapest.pzn, quantity: 2 }]),
      add(customer, supplier.id, [{ rowId: randomUUID(), pzn: foreign.pzn, quantity: 1 }]),
      add(customer, randomUUID(), [{ rowId: randomUUID(), pzn: cheapest.pzn, quantity: 1 }]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected', 'rejected']);
    expect(results[2]?.message).toMatch(/Nicht im Sortiment des Lieferanten/);
    expect(results[3]?.message).toMatch(/Lieferanten gibt es nicht/);
    const rows = (await state(c)).rows.filter((r) => r.id === rowId);
    expect(rows.map((r) => r.quantity)).toEqual([2]);
    // Clean up for the next test.
    expect((await pushOk(c, [m('supplierBasket.deleteRow', { rowId })]))[0]?.status).toBe(
      'applied',
    );
  });

  it('refuses an order below the minimum order value with a German reason, nothing ordered', async () => {
    const c = await loginAs(t.app, pharmacyLogin(38), customer);
    const { s, supplier, cheapest } = await setup(c);
    const rowId = randomUUID();
    const results = await pushOk(c, [
      add(customer, supplier.id, [{ rowId, pzn: cheapest.pzn, quantity: 1 }]),
      m('supplierOrder.place', {
        orderId: randomUUID(),
        lieferkundeNr: customer,
        supplierId: supplier.id,
        note: '',
      }),
    ]);
    expect(results[1]).toMatchObject({ status: 'rejected', code: 'order_refused' });
    expect(results[1]?.message).toMatch(/Mindestbestellwert von .* ist nicht erreicht/);
    const after = await state(c);
    expect(after.orders).toHaveLength(s.orders.length);
    expect(after.rows.some((r) => r.id === rowId)).toBe(true);
    await pushOk(c, [m('supplierBasket.deleteRow', { rowId })]);
  });

  it('orders once with the supplier’s prices and the next number, and empties the basket', async () => {
    const c = await loginAs(t.app, pharmacyLogin(38), customer);
    const { s, supplier, cheapest } = await setup(c);
    const units = Math.ceil(supplier.minOrderCents / cheapest.priceCents);
    const orderId = randomUUID();
    const place = m('supplierOrder.place', {
      orderId,
      lieferkundeNr: customer,
      supplierId: supplier.id,
      note: ' Bitte vormittags ',
    });
    const results = await pushOk(c, [
      add(customer, supplier.id, [
        { rowId: randomUUID(), pzn: cheapest.pzn, quantity: units },
        { rowId: randomUUID(), note: 'Lieferschein bitte doppelt' },
      ]),
      place,
      place,
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const after = await state(c);
    const mine = after.orders.filter((o) => o.id === orderId);
    expect(mine).toHaveLength(1);
    const order = must(mine[0]);
    expect(order).toMatchObject({
      supplierName: supplier.name,
      number: `DB-${customer}-${String(s.orders.length + 1).padStart(4, '0')}`,
      note: 'Bitte vormittags',
      rowCount: 1,
      totalCents: units * cheapest.priceCents,
      status: 'uebermittelt',
    });
    expect(order.lines[0]).toMatchObject({
      pzn: cheapest.pzn,
      unitPriceCents: cheapest.priceCents,
      unit: cheapest.orderUnit,
    });
    expect(order.lines[1]).toMatchObject({ pzn: null, note: 'Lieferschein bitte doppelt' });
    expect(after.rows.filter((r) => r.supplierId === supplier.id)).toHaveLength(0);
    // An empty basket is not ordered.
    const empty = await pushOk(c, [
      m('supplierOrder.place', {
        orderId: randomUUID(),
        lieferkundeNr: customer,
        supplierId: supplier.id,
        note: '',
      }),
    ]);
    expect(empty[0]).toMatchObject({ status: 'rejected', code: 'order_refused' });
  });

  it('refuses another pharmacy’s customer', async () => {
    const c = await loginAs(t.app, pharmacyLogin(38), customer);
    const { supplier, cheapest } = await setup(c);
    const results = await pushOk(c, [
      add(100101, supplier.id, [{ rowId: randomUUID(), pzn: cheapest.pzn, quantity: 1 }]),
    ]);
    expect(results.map((r) => r.code)).toEqual(['foreign_customer']);
  });
});

describe('access (SPEC 6: role and feature Lieferantenbestellung)', () => {
  it('denies the role without the feature (apotheke@demo.at) and a login without the role', async () => {
    for (const [user, nr] of [
      [DEMO_USERS.apotheke, 100101],
      [pharmacyLogin(24), 302301],
    ] as const) {
      const c = await loginAs(t.app, user, nr);
      const answer = await pull(c);
      expect(answer.suppliers).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
      expect(answer.supplierOrders).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
      const results = await pushOk(c, [m('supplierBasket.deleteRow', { rowId: randomUUID() })]);
      expect(results.map((r) => r.code)).toEqual(['forbidden']);
    }
  });
});
