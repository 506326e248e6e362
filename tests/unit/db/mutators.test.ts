import { describe, expect, it } from 'vitest';
import type { MutationArgs, MutationName } from '../../../src/api/sync';
import { writeMutation } from '../../../src/db/mutate';
import { applyMutation, MUTATION_TABLES, readOwner } from '../../../src/db/mutators';
import type { PortalDb } from '../../../src/db/schema';
import { basket, basketRow, freshDb, LK, notification, OWNER, uuid } from './support';

/** Applies a mutation again, as the rebase after a pull does (no new outbox entry). */
async function reapply<N extends MutationName>(
  db: PortalDb,
  name: N,
  args: MutationArgs<N>,
  now = new Date().toISOString(),
) {
  const user = await readOwner(db);
  const tables = MUTATION_TABLES[name].map((t) => db.table(t));
  await db.transaction('rw', tables, () => applyMutation({ db, user, now }, name, args));
}

/** Everything a list screen shows of the local tables, for "twice = once" comparisons. */
async function snapshot(db: PortalDb) {
  const [baskets, rows, orders] = await Promise.all([
    db.baskets.orderBy('id').toArray(),
    db.basketRows.orderBy('id').toArray(),
    db.orders.orderBy('id').toArray(),
  ]);
  return { baskets, rows, orders };
}

describe('mutators', () => {
  it('basket.create: the first list of a customer and kind is primary, owned by the user', async () => {
    const db = await freshDb();
    await writeMutation(db, 'basket.create', { id: uuid(1), lieferkundeNr: LK, label: 'A' });
    await writeMutation(db, 'basket.create', { id: uuid(2), lieferkundeNr: LK, label: 'B' });
    await writeMutation(db, 'basket.create', { id: uuid(3), lieferkundeNr: 999, label: 'C' });
    const [a, b, c] = await db.baskets.bulkGet([uuid(1), uuid(2), uuid(3)]);
    expect(a).toMatchObject({
      primary: true,
      kind: 'warenkorb',
      ownerId: OWNER.id,
      ownerName: OWNER.name,
    });
    expect(b?.primary).toBe(false);
    expect(c?.primary).toBe(true);
    // A wish list has its own primary: the first one is primary beside the primary basket.
    await writeMutation(db, 'basket.create', {
      id: uuid(4),
      lieferkundeNr: LK,
      label: 'Merkliste',
      kind: 'merkliste',
    });
    expect(await db.baskets.get(uuid(4))).toMatchObject({ kind: 'merkliste', primary: true });
  });

  it('basket.create: a shared primary list (primary is per viewer) keeps a new one secondary', async () => {
    const db = await freshDb();
    await db.baskets.put(basket({ id: uuid(1), ownerId: uuid(77), primary: true }));
    await writeMutation(db, 'basket.create', { id: uuid(2), lieferkundeNr: LK, label: 'B' });
    expect((await db.baskets.get(uuid(2)))?.primary).toBe(false);
  });

  it('basket.setPrimary clears the other primary list of the same customer and kind only', async () => {
    const db = await freshDb();
    await db.baskets.bulkPut([
      basket({ id: uuid(1), primary: true }),
      basket({ id: uuid(2), primary: false, ownerId: uuid(77) }),
      basket({ id: uuid(3), primary: true, lieferkundeNr: 999 }),
      basket({ id: uuid(4), primary: true, kind: 'merkliste' }),
    ]);
    // A basket shared by a colleague can be my primary one: mine loses the mark.
    await writeMutation(db, 'basket.setPrimary', { id: uuid(2) });
    const rows = await db.baskets.bulkGet([uuid(1), uuid(2), uuid(3), uuid(4)]);
    expect(rows.map((r) => r?.primary)).toEqual([false, true, true, true]);
  });

  it('basket.addRow appends at max position + 1 and recounts; idempotent on re-apply', async () => {
    const db = await freshDb();
    await db.baskets.put(basket({ id: uuid(1), wert_summe: 990 }));
    await db.basketRows.put(basketRow({ id: uuid(10), basketId: uuid(1), position: 7 }));
    const args = { basketId: uuid(1), rowId: uuid(11), pzn: '7654321', quantity: 3 };
    await writeMutation(db, 'basket.addRow', args);
    const user = await readOwner(db);
    await db.transaction('rw', db.baskets, db.basketRows, () =>
      applyMutation({ db, user, now: new Date().toISOString() }, 'basket.addRow', args),
    );
    const rows = await db.basketRows.where('basketId').equals(uuid(1)).toArray();
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === uuid(11))).toMatchObject({ position: 8, quantity: 3 });
    expect(await db.baskets.get(uuid(1))).toMatchObject({ artikel_count: 2, wert_summe: 990 });
  });

  it('a note row is not counted as an article', async () => {
    const db = await freshDb();
    await db.baskets.put(basket({ id: uuid(1) }));
    await writeMutation(db, 'basket.addRow', {
      basketId: uuid(1),
      rowId: uuid(11),
      note: 'Bitte rasch',
    });
    expect(await db.basketRows.get(uuid(11))).toMatchObject({
      note: 'Bitte rasch',
      pzn: null,
      position: 1,
    });
    expect((await db.baskets.get(uuid(1)))?.artikel_count).toBe(0);
  });

  it('basket.deleteRow and basket.delete remove rows and recount', async () => {
    const db = await freshDb();
    await db.baskets.put(basket({ id: uuid(1), artikel_count: 2 }));
    await db.basketRows.bulkPut([
      basketRow({ id: uuid(10), basketId: uuid(1) }),
      basketRow({ id: uuid(11), basketId: uuid(1), position: 2 }),
    ]);
    await writeMutation(db, 'basket.deleteRow', { rowId: uuid(10) });
    expect((await db.baskets.get(uuid(1)))?.artikel_count).toBe(1);
    await writeMutation(db, 'basket.delete', { id: uuid(1) });
    expect(await db.baskets.count()).toBe(0);
    expect(await db.basketRows.count()).toBe(0);
  });

  it('rename, setShared and setInternalNote update the basket', async () => {
    const db = await freshDb();
    await db.baskets.put(basket({ id: uuid(1) }));
    await writeMutation(db, 'basket.rename', { id: uuid(1), label: 'Neu' });
    await writeMutation(db, 'basket.setShared', { id: uuid(1), shared: true });
    await writeMutation(db, 'basket.setInternalNote', { id: uuid(1), note: 'intern' });
    expect(await db.baskets.get(uuid(1))).toMatchObject({
      label: 'Neu',
      sharedWithCompany: true,
      internalNote: 'intern',
    });
  });

  it('basket.addRows appends in order after the last position; twice = once', async () => {
    const db = await freshDb();
    await db.baskets.put(basket({ id: uuid(1) }));
    await db.basketRows.put(basketRow({ id: uuid(10), basketId: uuid(1), position: 4 }));
    const args = {
      basketId: uuid(1),
      rows: [
        { rowId: uuid(11), pzn: '2345678', quantity: 2 },
        { rowId: uuid(12), note: 'Bitte bis Freitag' },
        { rowId: uuid(13), pzn: '3456789', quantity: 9999 },
      ],
    };
    await writeMutation(db, 'basket.addRows', args);
    const once = await snapshot(db);
    await reapply(db, 'basket.addRows', args);
    expect(await snapshot(db)).toEqual(once);
    const rows = await db.basketRows.where('basketId').equals(uuid(1)).sortBy('position');
    expect(rows.map((r) => [r.id, r.position, r.pzn, r.note, r.quantity])).toEqual([
      [uuid(10), 4, '1234567', null, 1],
      [uuid(11), 5, '2345678', null, 2],
      [uuid(12), 6, null, 'Bitte bis Freitag', 1],
      [uuid(13), 7, '3456789', null, 9999],
    ]);
    expect((await db.baskets.get(uuid(1)))?.artikel_count).toBe(3);
  });

  it('basket.addRows into a list that is not here changes nothing', async () => {
    const db = await freshDb();
    await writeMutation(db, 'basket.addRows', {
      basketId: uuid(1),
      rows: [{ rowId: uuid(11), pzn: '2345678', quantity: 2 }],
    });
    expect(await db.basketRows.count()).toBe(0);
  });

  async function wishListAndBasket() {
    const db = await freshDb();
    await db.baskets.bulkPut([
      basket({ id: uuid(1), kind: 'merkliste', label: 'Merkliste', artikel_count: 2 }),
      basket({ id: uuid(2), label: 'Warenkorb', artikel_count: 1 }),
    ]);
    await db.basketRows.bulkPut([
      basketRow({ id: uuid(10), basketId: uuid(1), position: 1, pzn: '1111119', quantity: 3 }),
      basketRow({ id: uuid(11), basketId: uuid(1), position: 2, pzn: null, note: 'Notiz' }),
      basketRow({ id: uuid(12), basketId: uuid(1), position: 3, pzn: '2222224', quantity: 5 }),
      basketRow({ id: uuid(20), basketId: uuid(2), position: 1, pzn: '3333339', quantity: 1 }),
    ]);
    return db;
  }

  it('basket.transferRows copies rows under new ids at the end of the target; twice = once', async () => {
    const db = await wishListAndBasket();
    const args = {
      targetBasketId: uuid(2),
      move: false,
      rows: [
        { rowId: uuid(12), newRowId: uuid(31) },
        { rowId: uuid(11), newRowId: uuid(32) },
      ],
    };
    await writeMutation(db, 'basket.transferRows', args);
    const once = await snapshot(db);
    await reapply(db, 'basket.transferRows', args);
    expect(await snapshot(db)).toEqual(once);

    const target = await db.basketRows.where('basketId').equals(uuid(2)).sortBy('position');
    expect(target.map((r) => [r.id, r.position, r.pzn, r.note, r.quantity])).toEqual([
      [uuid(20), 1, '3333339', null, 1],
      [uuid(31), 2, '2222224', null, 5],
      [uuid(32), 3, null, 'Notiz', 1],
    ]);
    // A copy leaves the wish list as it was.
    expect(await db.basketRows.where('basketId').equals(uuid(1)).count()).toBe(3);
    const [wish, cart] = await db.baskets.bulkGet([uuid(1), uuid(2)]);
    expect([wish?.artikel_count, cart?.artikel_count]).toEqual([2, 2]);
  });

  it('basket.transferRows with move takes the rows out of the wish list; twice = once', async () => {
    const db = await wishListAndBasket();
    const args = {
      targetBasketId: uuid(2),
      move: true,
      rows: [{ rowId: uuid(10), newRowId: uuid(31) }],
    };
    await writeMutation(db, 'basket.transferRows', args);
    const once = await snapshot(db);
    await reapply(db, 'basket.transferRows', args);
    expect(await snapshot(db)).toEqual(once);

    expect(await db.basketRows.get(uuid(10))).toBeUndefined();
    expect(await db.basketRows.get(uuid(31))).toMatchObject({
      basketId: uuid(2),
      pzn: '1111119',
      quantity: 3,
      position: 2,
    });
    const [wish, cart] = await db.baskets.bulkGet([uuid(1), uuid(2)]);
    expect([wish?.artikel_count, cart?.artikel_count]).toEqual([1, 2]);
  });

  it('basket.transferRows re-applied after a pull that already holds the result keeps it', async () => {
    const db = await wishListAndBasket();
    const args = {
      targetBasketId: uuid(2),
      move: true,
      rows: [{ rowId: uuid(10), newRowId: uuid(31) }],
    };
    // The server applied it: the pulled rows have the copy and no source.
    await db.basketRows.delete(uuid(10));
    await db.basketRows.put(
      basketRow({ id: uuid(31), basketId: uuid(2), position: 2, pzn: '1111119', quantity: 3 }),
    );
    const pulled = await snapshot(db);
    await reapply(db, 'basket.transferRows', args);
    expect((await snapshot(db)).rows).toEqual(pulled.rows);
  });

  it('order.place makes a "wird gesendet" order from the local rows and empties the basket', async () => {
    const db = await freshDb();
    await db.baskets.put(basket({ id: uuid(1), artikel_count: 2, wert_summe: 5000 }));
    await db.basketRows.bulkPut([
      basketRow({ id: uuid(10), basketId: uuid(1), position: 1, pzn: '1111119', quantity: 3 }),
      basketRow({ id: uuid(11), basketId: uuid(1), position: 2, pzn: null, note: 'Eilig' }),
      basketRow({ id: uuid(12), basketId: uuid(1), position: 3, pzn: '2222224', quantity: 1 }),
      basketRow({ id: uuid(13), basketId: uuid(2), position: 1 }),
    ]);
    const now = '2026-11-21T10:00:00.000Z';
    const args = { orderId: uuid(500), basketId: uuid(1) };
    await writeMutation(db, 'order.place', args, { now });

    const order = await db.orders.get(uuid(500));
    expect(order).toMatchObject({
      id: uuid(500),
      basketId: uuid(1),
      lieferkundeNr: LK,
      label: 'Wochenbestellung',
      userId: OWNER.id,
      userName: OWNER.name,
      status: 'wird_gesendet',
      createdAt: now,
      rowCount: 2,
    });
    expect(order?.lines).toEqual([
      { pzn: '1111119', name: '', note: null, quantity: 3, unitPriceCents: null },
      { pzn: null, name: 'Eilig', note: 'Eilig', quantity: 1, unitPriceCents: null },
      { pzn: '2222224', name: '', note: null, quantity: 1, unitPriceCents: null },
    ]);
    // The basket stays, empty; another basket's rows are untouched.
    expect(await db.baskets.get(uuid(1))).toMatchObject({ artikel_count: 0, wert_summe: 0 });
    expect(await db.basketRows.where('basketId').equals(uuid(1)).count()).toBe(0);
    expect(await db.basketRows.get(uuid(13))).toBeDefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('order.place re-applied (rebase after a pull that brought the rows back) = once', async () => {
    const db = await freshDb();
    await db.baskets.put(basket({ id: uuid(1) }));
    const rows = [
      basketRow({ id: uuid(10), basketId: uuid(1), position: 1, pzn: '1111119', quantity: 3 }),
    ];
    await db.basketRows.bulkPut(rows);
    const args = { orderId: uuid(500), basketId: uuid(1) };
    await writeMutation(db, 'order.place', args, { now: '2026-11-21T10:00:00.000Z' });
    const once = await snapshot(db);
    // Applied twice in a row…
    await reapply(db, 'order.place', args, '2026-11-21T10:05:00.000Z');
    expect(await snapshot(db)).toEqual(once);
    // …and after a pull that still has the server's rows (the server has not applied it yet).
    await db.basketRows.bulkPut(rows);
    await reapply(db, 'order.place', args, '2026-11-21T10:06:00.000Z');
    expect(await snapshot(db)).toEqual(once);
  });

  it('order.place of an empty basket makes no order (the server refuses it)', async () => {
    const db = await freshDb();
    await db.baskets.put(basket({ id: uuid(1) }));
    await writeMutation(db, 'order.place', { orderId: uuid(500), basketId: uuid(1) });
    expect(await db.orders.count()).toBe(0);
  });

  it('notification.markSeen sets seen once; markAllSeen only up to `before`', async () => {
    const db = await freshDb();
    await db.notifications.bulkPut([
      notification({ id: uuid(1), dat_insert: '2026-11-20T08:00:00.000Z' }),
      notification({ id: uuid(2), dat_insert: '2026-11-20T10:00:00+01:00' }),
      notification({ id: uuid(3), dat_insert: '2026-11-20T12:00:00.000Z' }),
    ]);
    await writeMutation(
      db,
      'notification.markSeen',
      { ids: [uuid(1)] },
      { now: '2026-11-21T00:00:00.000Z' },
    );
    await writeMutation(
      db,
      'notification.markSeen',
      { ids: [uuid(1)] },
      { now: '2026-11-22T00:00:00.000Z' },
    );
    expect(await db.notifications.get(uuid(1))).toMatchObject({
      seen: true,
      dat_seen: '2026-11-21T00:00:00.000Z',
    });
    await writeMutation(db, 'notification.markAllSeen', { before: '2026-11-20T09:00:00.000Z' });
    const rows = await db.notifications.bulkGet([uuid(2), uuid(3)]);
    expect(rows.map((r) => r?.seen)).toEqual([true, false]);
  });
});
