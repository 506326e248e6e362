// Issue 27: a collection's first pull per scope (the user's own, one customer's) is known, so a
// screen tells "not here yet" from "none".
import { describe, expect, it } from 'vitest';
import { CUSTOMER_COLLECTIONS, USER_COLLECTIONS } from '../../../src/api/sync';
import { firstPullProgress, firstPullsDone } from '../../../src/db/firstPull';
import { META } from '../../../src/db/schema';
import { applyPullAnswer } from '../../../src/worker/pull';
import { dropCustomer } from '../../../src/worker/pullWorkingSet';
import { basket, emptyPage, freshDb, LK, uuid } from './support';

const OTHER = 200202;
const customer = { part: 'customer', lieferkundeNr: LK } as const;
const user = { part: 'user' } as const;

describe('the first-pull marker', () => {
  it('is set by the page that reaches the end, not by an earlier one', async () => {
    const db = await freshDb();
    await applyPullAnswer(
      db,
      {
        baskets: { ...emptyPage('b1'), hasMore: true, upserts: [basket({ id: uuid(1) })] },
        orders: emptyPage('o1'),
      },
      customer,
    );
    // The cursor is stored per page: it alone cannot tell.
    expect((await db.meta.get(META.cursor('baskets', LK)))?.value).toBe('b1');
    expect(await firstPullsDone(db, ['baskets', 'orders'], LK)).toEqual([false, true]);

    await applyPullAnswer(db, { baskets: emptyPage('b2') }, customer);
    expect(await firstPullsDone(db, ['baskets', 'orders'], LK)).toEqual([true, true]);
    expect(await db.meta.get(META.firstPulled('baskets', LK))).toEqual({
      key: `firstPulled:baskets@${LK}`,
      value: true,
    });
  });

  it('is kept per customer, and a user collection’s apart from them', async () => {
    const db = await freshDb();
    await applyPullAnswer(db, { baskets: emptyPage() }, customer);
    await applyPullAnswer(db, { notifications: emptyPage() }, user);
    expect(await firstPullsDone(db, ['baskets', 'notifications'], LK)).toEqual([true, true]);
    // Another customer's baskets have not come yet; the user's notifications stay pulled.
    expect(await firstPullsDone(db, ['baskets', 'notifications'], OTHER)).toEqual([false, true]);
    // No customer chosen: nothing of a customer to wait for.
    expect(await firstPullsDone(db, ['baskets'], null)).toEqual([true]);
  });

  it('stays after a reset of a complete collection (its page replaces the rows at once)', async () => {
    const db = await freshDb();
    await applyPullAnswer(db, { baskets: emptyPage('b1'), basketRows: emptyPage('r1') }, customer);
    // A later reset of the parent restarts its children from RESYNC: their rows stay meanwhile.
    await applyPullAnswer(db, { baskets: { ...emptyPage('b2'), reset: true } }, customer);
    expect((await db.meta.get(META.cursor('basketRows', LK)))?.value).toBe('resync');
    expect(await firstPullsDone(db, ['baskets', 'basketRows'], LK)).toEqual([true, true]);
  });

  it('a scope pulled to the end before the markers existed counts as complete', async () => {
    const db = await freshDb();
    expect(await firstPullsDone(db, ['baskets', 'notifications'], LK)).toEqual([false, false]);
    await db.meta.put({ key: META.customerSyncedAt(LK), value: null });
    expect(await firstPullsDone(db, ['baskets'], LK)).toEqual([false]);
    await db.meta.put({ key: META.customerSyncedAt(LK), value: '2026-12-01T08:00:00.000Z' });
    await db.meta.put({ key: META.lastSyncAt, value: '2026-12-01T08:00:00.000Z' });
    expect(await firstPullsDone(db, ['baskets', 'notifications'], LK)).toEqual([true, true]);
  });

  it('goes with a customer that leaves the device', async () => {
    const db = await freshDb();
    await applyPullAnswer(db, { baskets: emptyPage() }, customer);
    await dropCustomer(db, LK);
    expect(await firstPullsDone(db, ['baskets'], LK)).toEqual([false]);
  });

  it('progress counts the collections of the user’s part and the chosen customer’s', async () => {
    const db = await freshDb();
    const total = USER_COLLECTIONS.length + CUSTOMER_COLLECTIONS.length;
    expect(await firstPullProgress(db, LK)).toEqual({ done: 0, total });
    await applyPullAnswer(db, { baskets: emptyPage(), orders: emptyPage() }, customer);
    expect(await firstPullProgress(db, LK)).toEqual({ done: 2, total });
    expect(await firstPullProgress(db, null)).toEqual({ done: 0, total: USER_COLLECTIONS.length });
  });
});
