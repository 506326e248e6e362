// order.place on the server: the order is built from the basket's rows as the server holds them
// (a snapshot of names and AEP), the basket is emptied but stays, the order is placed exactly
// once per orderId, every user of the customer pulls it, and each refusal has a German reason.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mutation } from '../../src/api/sync.ts';
import { LIST_ROWS_MAX } from '../../modules/shop/contract.ts';
import { assignCustomer, takeAwayCustomer } from '../../modules/customers/server/assignments.ts';
import { basketRows, baskets, orders } from '../../modules/shop/server/tables.ts';
import { demoArticle } from '../../server/seed/catalogue.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { withdrawArticles } from '../../server/sync/catalogueChanges.ts';
import {
  Replica,
  choose,
  convergence,
  loginAs,
  m,
  must,
  pull,
  pushOk,
  type Client,
} from './support/sync.ts';
import { createTestApp, createUser, type TestApp } from './support/testApp.ts';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await createTestApp();
  c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
});
afterAll(async () => {
  await t.close();
});

type Item = { pzn: string; quantity: number } | { note: string };

/** A basket of the client's user for its current customer, filled with `items`, in one push. */
async function basketWith(
  who: Client,
  lieferkundeNr: number,
  items: Item[],
  label = 'Bestellkorb',
) {
  const basketId = randomUUID();
  const results = await pushOk(who, [
    m('basket.create', { id: basketId, lieferkundeNr, label }),
    ...(items.length > 0
      ? [
          m('basket.addRows', {
            basketId,
            rows: items.map((item) => ({ rowId: randomUUID(), ...item })),
          }),
        ]
      : []),
  ]);
  expect(results.map((r) => r.status)).toEqual(results.map(() => 'applied'));
  return basketId;
}

const liveRowCount = (basketId: string) =>
  t.db.$count(basketRows, and(eq(basketRows.basketId, basketId), isNull(basketRows.deletedAt)));

async function expectRefused(
  who: Client,
  bad: Mutation,
  message: RegExp | string,
  code = 'order_refused',
) {
  const before = await convergence(who);
  const orderCount = await t.db.$count(orders);
  const results = await pushOk(who, [bad]);
  expect(results[0]).toMatchObject({ id: bad.id, status: 'rejected', code });
  if (typeof message === 'string') expect(results[0]?.message).toBe(message);
  else expect(results[0]?.message).toMatch(message);
  expect(await convergence(who)).toEqual(before);
  expect(await t.db.$count(orders)).toBe(orderCount);
}

const aep = (pzn: string) => demoArticle(pzn).aepCents;

describe('placing an order', () => {
  it('turns the basket into an order and empties the basket, which stays', async () => {
    const basketId = await basketWith(c, 100102, [
      { pzn: '4512346', quantity: 3 },
      { note: 'Bitte Kühlbox beilegen' },
      { pzn: '3845264', quantity: 2 },
      { pzn: '16260536', quantity: 1 },
    ]);
    const replica = new Replica(c);
    await replica.sync();
    const orderId = randomUUID();
    expect(await pushOk(c, [m('order.place', { orderId, basketId })])).toEqual([
      expect.objectContaining({ status: 'applied' }),
    ]);

    const answer = await replica.sync();
    const order = must(replica.rows.orders.get(orderId));
    expect(order).toMatchObject({
      id: orderId,
      lieferkundeNr: 100102,
      basketId,
      label: 'Bestellkorb',
      userName: 'Mag. pharm. Anna Gruber',
      status: 'uebermittelt',
      createdAt: t.clock().toISOString(),
      rowCount: 3,
      totalCents: 3 * aep('4512346') + 2 * aep('3845264') + aep('16260536'),
    });
    expect(order.lines).toEqual([
      {
        pzn: '4512346',
        name: 'Ibuprofen Alpenpharm 400 mg Filmtabletten',
        note: null,
        quantity: 3,
        unitPriceCents: aep('4512346'),
      },
      {
        pzn: null,
        name: 'Bitte Kühlbox beilegen',
        note: 'Bitte Kühlbox beilegen',
        quantity: 1,
        unitPriceCents: null,
      },
      expect.objectContaining({ pzn: '3845264', quantity: 2, unitPriceCents: aep('3845264') }),
      expect.objectContaining({ pzn: '16260536', quantity: 1, unitPriceCents: aep('16260536') }),
    ]);
    // The basket is empty but still there; its rows come as deletes.
    expect(answer.basketRows.deletes).toHaveLength(4);
    expect(replica.rows.baskets.get(basketId)).toMatchObject({ artikel_count: 0, wert_summe: 0 });
    expect(await liveRowCount(basketId)).toBe(0);
    expect(await convergence(c)).toEqual(replica.hashes());
  });

  it('takes the rows as the server holds them after the earlier mutations of the queue', async () => {
    // What a client queues offline: create, fill, change, order — sent in one push.
    const basketId = randomUUID();
    const rowA = randomUUID();
    const rowB = randomUUID();
    const orderId = randomUUID();
    const results = await pushOk(c, [
      m('basket.create', { id: basketId, lieferkundeNr: 100102, label: 'Offline' }),
      m('basket.addRow', { basketId, rowId: rowA, pzn: '2468026', quantity: 1 }),
      m('basket.addRow', { basketId, rowId: rowB, pzn: '4729057', quantity: 4 }),
      m('basket.setQuantity', { rowId: rowA, quantity: 12 }),
      m('basket.deleteRow', { rowId: rowB }),
      m('order.place', { orderId, basketId }),
    ]);
    expect(results.every((r) => r.status === 'applied')).toBe(true);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.lines.map((l) => [l.pzn, l.quantity])).toEqual([['2468026', 12]]);
    expect(order?.totalCents).toBe(12 * aep('2468026'));
  });

  it('places an order exactly once: repeated pushes and a new mutation with the same orderId', async () => {
    const basketId = await basketWith(c, 100102, [{ pzn: '3357926', quantity: 5 }]);
    const orderId = randomUUID();
    const place = m('order.place', { orderId, basketId });
    const clientId = randomUUID();
    const first = await pushOk(c, [place], { clientId });
    // The answer was lost: the same batch again, and racing copies of it.
    const again = await Promise.all([1, 2, 3].map(() => pushOk(c, [place], { clientId })));
    for (const results of again) expect(results).toEqual(first);
    // After a reload the client queued the order again under a new mutation id.
    const requeued = await pushOk(c, [m('order.place', { orderId, basketId })]);
    expect(requeued[0]?.status).toBe('applied');
    // Racing new mutations with the same orderId, from other clients of the same user.
    const racing = await Promise.all(
      [1, 2, 3].map(() => pushOk(c, [m('order.place', { orderId, basketId })])),
    );
    expect(racing.every((r) => r[0]?.status === 'applied')).toBe(true);
    expect(await t.db.$count(orders, eq(orders.id, orderId))).toBe(1);
    expect(await t.db.$count(orders, eq(orders.basketId, basketId))).toBe(1);
  });

  it('is seen by every user of the customer, not by other pharmacies', async () => {
    const basketId = await basketWith(c, 100102, [{ pzn: '5293610', quantity: 10 }]);
    await pushOk(c, [m('basket.setShared', { id: basketId, shared: true })]);
    const colleague = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100102);
    const theirs = new Replica(colleague);
    await theirs.sync();
    // The colleague orders the shared basket: the order is theirs, the owner sees it too.
    const orderId = randomUUID();
    await pushOk(colleague, [m('order.place', { orderId, basketId })]);
    await theirs.sync();
    expect(theirs.rows.orders.get(orderId)).toMatchObject({
      userName: 'Lisa Pichler',
      rowCount: 1,
      totalCents: 10 * aep('5293610'),
    });
    const mine = new Replica(c);
    await mine.sync();
    expect(mine.rows.orders.get(orderId)?.userId).toBe(theirs.rows.orders.get(orderId)?.userId);
    expect(await convergence(colleague)).toEqual(theirs.hashes());
    expect((await convergence(colleague)).orders.count).toBeGreaterThanOrEqual(3);

    // Another customer of the same pharmacy has its own orders; another pharmacy sees none.
    await choose(colleague, 100103);
    expect((await pull(colleague)).orders.upserts.some((o) => o.id === orderId)).toBe(false);
    const stranger = await loginAs(t.app, pharmacyLogin(15));
    const customers = (await stranger.get('/api/lieferkunden')).json<{
      items: { LieferkundeNr: number }[];
    }>().items;
    await choose(stranger, must(customers[0]).LieferkundeNr);
    expect((await pull(stranger)).orders.upserts).toEqual([]);
  });

  it('pages orders in version order with the cursor of the customer scope', async () => {
    const ids: string[] = [];
    for (const quantity of [1, 2, 3]) {
      const basketId = await basketWith(c, 100102, [{ pzn: '4512346', quantity }]);
      const orderId = randomUUID();
      await pushOk(c, [m('order.place', { orderId, basketId })]);
      ids.push(orderId);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = (await pull(c, cursor ? { orders: cursor } : {}, 1)).orders;
      expect(page.upserts.length).toBeLessThanOrEqual(1);
      expect(page.deletes).toEqual([]);
      seen.push(...page.upserts.map((o) => o.id));
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(seen.slice(-3)).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);
    // Another customer's cursor starts over.
    const other = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const reset = (await pull(other, { orders: cursor })).orders;
    expect(reset.reset).toBe(true);
    expect(reset.upserts.every((o) => o.lieferkundeNr === 100101)).toBe(true);
  });
});

describe('the customer an order is for', () => {
  it("is its basket's, whichever the session has chosen: the choice is no gate (issue 26)", async () => {
    const basketId = await basketWith(c, 100102, [{ pzn: '4512346', quantity: 1 }]);
    // Another session of the same pharmacy, at its other address, or at none.
    const elsewhere = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const orderId = randomUUID();
    expect(await pushOk(elsewhere, [m('order.place', { orderId, basketId })])).toEqual([
      expect.objectContaining({ status: 'applied' }),
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.lieferkundeNr).toBe(100102);
    const none = await loginAs(t.app, DEMO_USERS.apotheke);
    const again = await basketWith(none, 100102, [{ pzn: '4512346', quantity: 1 }]);
    const [result] = await pushOk(none, [
      m('order.place', { orderId: randomUUID(), basketId: again }),
    ]);
    expect(result).toMatchObject({ status: 'applied' });
  });
});

describe('refusals', () => {
  it('an empty basket, or one with notes only', async () => {
    const empty = await basketWith(c, 100102, []);
    await expectRefused(
      c,
      m('order.place', { orderId: randomUUID(), basketId: empty }),
      'Der Warenkorb ist leer.',
    );
    const notes = await basketWith(c, 100102, [{ note: 'Nur eine Notiz' }]);
    await expectRefused(
      c,
      m('order.place', { orderId: randomUUID(), basketId: notes }),
      'Der Warenkorb ist leer.',
    );
    // A basket that was just ordered is empty too.
    const ordered = await basketWith(c, 100102, [{ pzn: '4512346', quantity: 1 }]);
    await pushOk(c, [m('order.place', { orderId: randomUUID(), basketId: ordered })]);
    await expectRefused(
      c,
      m('order.place', { orderId: randomUUID(), basketId: ordered }),
      'Der Warenkorb ist leer.',
    );
  });

  it(`more than ${LIST_ROWS_MAX} article rows (rows the server holds from before the limit)`, async () => {
    const basketId = await basketWith(c, 100102, []);
    await t.db.insert(basketRows).values(
      Array.from({ length: LIST_ROWS_MAX + 1 }, (_, i) => ({
        id: randomUUID(),
        basketId,
        lieferkundeNr: 100102,
        pzn: '4512346',
        note: null,
        quantity: 1,
        position: i + 1,
      })),
    );
    await expectRefused(
      c,
      m('order.place', { orderId: randomUUID(), basketId }),
      'Ein Auftrag darf höchstens 1.000 Positionen haben.',
    );
    expect(await liveRowCount(basketId)).toBe(LIST_ROWS_MAX + 1);
  });

  it('a quantity out of range, and an article no longer in the catalogue', async () => {
    const basketId = await basketWith(c, 100102, [
      { pzn: '4512346', quantity: 1 },
      { note: 'Notiz' },
      { pzn: '2468026', quantity: 1 },
    ]);
    // An old row with a quantity the server no longer accepts.
    await t.db
      .update(basketRows)
      .set({ quantity: 0 })
      .where(and(eq(basketRows.basketId, basketId), eq(basketRows.pzn, '2468026')));
    await expectRefused(
      c,
      m('order.place', { orderId: randomUUID(), basketId }),
      'Position 3: Menge muss zwischen 1 und 9999 liegen.',
    );
    const withdrawn = await basketWith(c, 100102, [
      { pzn: '4729057', quantity: 1 },
      { pzn: '3185626', quantity: 1 },
    ]);
    await withdrawArticles(t.db, ['3185626'], t.clock());
    await expectRefused(
      c,
      m('order.place', { orderId: randomUUID(), basketId: withdrawn }),
      'Artikel mit PZN 3185626 ist nicht im Sortiment.',
    );
    expect(await liveRowCount(withdrawn)).toBe(2);
  });

  it('a wish list', async () => {
    const wishList = randomUUID();
    await pushOk(c, [
      m('basket.create', {
        id: wishList,
        lieferkundeNr: 100102,
        label: 'Merken',
        kind: 'merkliste',
      }),
      m('basket.addRow', { basketId: wishList, rowId: randomUUID(), pzn: '4512346', quantity: 1 }),
    ]);
    await expectRefused(
      c,
      m('order.place', { orderId: randomUUID(), basketId: wishList }),
      /^Eine Merkliste kann nicht bestellt werden\./,
    );
  });

  it('a basket of a customer taken from the user after the change was made (issue 26)', async () => {
    const rep = await createUser(t.db, { roles: ['User', 'Auftrag'], vertreter: true });
    await assignCustomer(t.db, rep.id, 100102);
    const repClient = await loginAs(t.app, rep);
    const basketId = await basketWith(repClient, 100102, [{ pzn: '4512346', quantity: 1 }]);
    await takeAwayCustomer(t.db, rep.id, 100102, t.clock());
    // Queued offline while it was still his: refused with its own code, nothing is written.
    const orderId = randomUUID();
    const [placed, added] = await pushOk(repClient, [
      m('order.place', { orderId, basketId }),
      m('basket.addRow', { basketId, rowId: randomUUID(), pzn: '3845264', quantity: 2 }),
    ]);
    for (const result of [placed, added]) {
      expect(result).toMatchObject({
        status: 'rejected',
        code: 'customer_not_assigned',
        message: 'Kunde nicht mehr zugeordnet',
      });
    }
    expect(await t.db.select().from(orders).where(eq(orders.id, orderId))).toEqual([]);
    expect(await liveRowCount(basketId)).toBe(1);
  });

  it('a foreign basket, an unknown basket, an orderId of another user, and no role Auftrag', async () => {
    const other = await loginAs(t.app, pharmacyLogin(16));
    const customers = (await other.get('/api/lieferkunden')).json<{
      items: { LieferkundeNr: number }[];
    }>().items;
    const theirCustomer = must(customers[0]).LieferkundeNr;
    await choose(other, theirCustomer);
    const foreign = await basketWith(other, theirCustomer, [{ pzn: '4512346', quantity: 1 }]);
    await pushOk(other, [m('basket.setShared', { id: foreign, shared: true })]);
    await expectRefused(
      c,
      m('order.place', { orderId: randomUUID(), basketId: foreign }),
      'Dieser Warenkorb gehört zu einem anderen Kunden.',
      'foreign_customer',
    );
    await expectRefused(
      c,
      m('order.place', { orderId: randomUUID(), basketId: randomUUID() }),
      'Warenkorb nicht gefunden.',
      'not_found',
    );
    // Their order id cannot be reused for our basket.
    const theirOrder = randomUUID();
    await pushOk(other, [m('order.place', { orderId: theirOrder, basketId: foreign })]);
    const mine = await basketWith(c, 100102, [{ pzn: '4512346', quantity: 1 }]);
    await expectRefused(
      c,
      m('order.place', { orderId: theirOrder, basketId: mine }),
      'Diese Kennung ist bereits vergeben.',
      'invalid_args',
    );

    const noOrders = await createUser(t.db, { roles: ['User'], kundeNr: 100100 });
    const u = await loginAs(t.app, noOrders);
    const results = await pushOk(u, [m('order.place', { orderId: randomUUID(), basketId: mine })]);
    expect(results[0]).toMatchObject({ status: 'rejected', code: 'forbidden' });
    const [basket] = await t.db.select().from(baskets).where(eq(baskets.id, mine));
    expect(basket?.deletedAt).toBeNull();
    expect(await liveRowCount(mine)).toBe(1);
  });
});
