import { describe, expect, it } from 'vitest';
import { writeMutation } from '../../../src/db/mutate';
import { applyMutation, readOwner } from '../../../src/db/mutators';
import { basket, basketRow, freshDb, LK, notification, OWNER, uuid } from './support';

describe('mutators', () => {
  it('basket.create: the first basket of a delivery customer is primary, owned by the user', async () => {
    const db = await freshDb();
    await writeMutation(db, 'basket.create', { id: uuid(1), lieferkundeNr: LK, label: 'A' });
    await writeMutation(db, 'basket.create', { id: uuid(2), lieferkundeNr: LK, label: 'B' });
    await writeMutation(db, 'basket.create', { id: uuid(3), lieferkundeNr: 999, label: 'C' });
    const [a, b, c] = await db.baskets.bulkGet([uuid(1), uuid(2), uuid(3)]);
    expect(a).toMatchObject({ primary: true, ownerId: OWNER.id, ownerName: OWNER.name });
    expect(b?.primary).toBe(false);
    expect(c?.primary).toBe(true);
  });

  it('basket.setPrimary clears the other primary basket of the same customer', async () => {
    const db = await freshDb();
    await db.baskets.bulkPut([
      basket({ id: uuid(1), primary: true }),
      basket({ id: uuid(2), primary: false }),
      basket({ id: uuid(3), primary: true, lieferkundeNr: 999 }),
    ]);
    await writeMutation(db, 'basket.setPrimary', { id: uuid(2) });
    const rows = await db.baskets.bulkGet([uuid(1), uuid(2), uuid(3)]);
    expect(rows.map((r) => r?.primary)).toEqual([false, true, true]);
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
