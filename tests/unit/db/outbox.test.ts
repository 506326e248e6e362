import { describe, expect, it } from 'vitest';
import { writeMutation } from '../../../src/db/mutate';
import { discardFailed, retryFailed, waitForEmptyOutbox } from '../../../src/db/outbox';
import { basket, basketRow, freshDb, uuid } from './support';

describe('failed mutations', () => {
  it('retryFailed moves it to the end of the outbox under a NEW id and re-applies it', async () => {
    const db = await freshDb();
    await db.baskets.put(basket());
    await db.basketRows.put(basketRow({ quantity: 1 }));
    await writeMutation(db, 'basket.rename', { id: uuid(100), label: 'Vorher' });
    await db.failedMutations.put({
      id: uuid(900),
      v: 1,
      name: 'basket.setQuantity',
      args: { rowId: uuid(200), quantity: 42 },
      createdAt: '2026-11-20T08:00:00.000Z',
      failedAt: '2026-11-20T08:01:00.000Z',
      code: 'forbidden',
      message: 'Keine Berechtigung',
    });

    const newId = await retryFailed(db, uuid(900));

    expect(newId).not.toBe(uuid(900));
    expect(await db.failedMutations.count()).toBe(0);
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((e) => e.name)).toEqual(['basket.rename', 'basket.setQuantity']);
    expect(outbox[1]?.id).toBe(newId);
    expect((await db.basketRows.get(uuid(200)))?.quantity).toBe(42);
  });

  it('discardFailed removes it', async () => {
    const db = await freshDb();
    await db.failedMutations.put({
      id: uuid(900),
      v: 1,
      name: 'basket.delete',
      args: { id: uuid(1) },
      createdAt: '2026-11-20T08:00:00.000Z',
      failedAt: '2026-11-20T08:01:00.000Z',
      code: 'not_found',
      message: 'Nicht gefunden!',
    });
    await discardFailed(db, uuid(900));
    expect(await db.failedMutations.count()).toBe(0);
  });

  it('waitForEmptyOutbox says true when drained and false after the timeout', async () => {
    const db = await freshDb();
    expect(await waitForEmptyOutbox(db, 50, 10)).toBe(true);
    await writeMutation(db, 'basket.delete', { id: uuid(1) });
    expect(await waitForEmptyOutbox(db, 50, 10)).toBe(false);
    setTimeout(() => void db.outbox.clear(), 20);
    expect(await waitForEmptyOutbox(db, 1000, 10)).toBe(true);
  });
});
