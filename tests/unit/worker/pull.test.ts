import { describe, expect, it, vi } from 'vitest';
import { writeMutation } from '../../../src/db/mutate';
import { COLLECTIONS, RESYNC_CURSOR } from '../../../src/api/sync';
import { META } from '../../../src/db/schema';
import { createHttpClient } from '../../../src/worker/http';
import { applyPullAnswer, pullAll } from '../../../src/worker/pull';
import { createSyncApi } from '../../../src/worker/syncApi';
import {
  basket,
  basketRow,
  emptyPage,
  emptyPull,
  fakeFetch,
  freshDb,
  json,
  OWNER,
  uuid,
} from '../db/support';

function syncApiOver(fetchFn: typeof fetch) {
  return createSyncApi(
    createHttpClient({
      fetch: fetchFn,
      context: () => ({ windowId: 'w', route: '/', screenId: '' }),
      emit: () => undefined,
      offlineMessage: 'offline',
    }),
  );
}

describe('pull and rebase', () => {
  it('a pending setQuantity survives a pull that brings the old quantity', async () => {
    const db = await freshDb();
    await db.baskets.put(basket());
    await db.basketRows.put(basketRow({ quantity: 1 }));
    await writeMutation(db, 'basket.setQuantity', { rowId: uuid(200), quantity: 7 });

    await applyPullAnswer(db, {
      ...emptyPull(),
      basketRows: { ...emptyPage('r1'), upserts: [basketRow({ quantity: 1, version: '12' })] },
    });

    expect(await db.basketRows.get(uuid(200))).toMatchObject({ quantity: 7, version: '12' });
    expect(await db.outbox.count()).toBe(1);
  });

  it('a page holds only the stores it writes and those its rebase re-applies', async () => {
    const db = await freshDb();
    await db.baskets.put(basket());
    await db.basketRows.put(basketRow({ quantity: 1 }));
    await writeMutation(db, 'basket.setQuantity', { rowId: uuid(200), quantity: 7 });
    const scopes: string[][] = [];
    const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
    vi.spyOn(db, 'transaction').mockImplementation(((...args: unknown[]) => {
      const tables = args[1] as { name: string }[];
      scopes.push(tables.map((t) => t.name).sort());
      return transaction(...args);
    }) as typeof db.transaction);

    // Every collection answers, as the server does; only the rows' page has rows.
    await applyPullAnswer(db, {
      ...emptyPull(),
      basketRows: { ...emptyPage('r1'), upserts: [basketRow({ quantity: 1, version: '12' })] },
    });

    expect(await db.basketRows.get(uuid(200))).toMatchObject({ quantity: 7, version: '12' });
    expect(scopes).toHaveLength(1);
    const scope = scopes[0] ?? [];
    expect(scope).toEqual(expect.arrayContaining(['basketRows', 'baskets', 'meta', 'outbox']));
    expect(scope).not.toContain('notifications');
    expect(scope.length).toBeLessThan(COLLECTIONS.length / 2);
  });

  it('a resync marked while a pull was under way survives that pull answer', async () => {
    const db = await freshDb();
    await db.baskets.put(basket());
    await db.basketRows.put(basketRow({ quantity: 6 }));
    // A rejection moved the change to the failed list and marked the rows for a resync…
    await db.meta.put({ key: META.cursor('basketRows'), value: RESYNC_CURSOR });
    // …while the answer to a pull sent with the old cursor was on its way.
    const more = await applyPullAnswer(db, {
      ...emptyPull(),
      basketRows: { ...emptyPage('r9') },
    });
    expect(more).toBe(true);
    expect((await db.meta.get(META.cursor('basketRows')))?.value).toBe(RESYNC_CURSOR);
    // The next answer is the reset: the server's row replaces the undone change.
    await applyPullAnswer(db, {
      ...emptyPull(),
      basketRows: { ...emptyPage('r10'), reset: true, upserts: [basketRow({ quantity: 1 })] },
    });
    expect((await db.basketRows.get(uuid(200)))?.quantity).toBe(1);
    expect((await db.meta.get(META.cursor('basketRows')))?.value).toBe('r10');
  });

  it('a pending addRow survives a reset pull', async () => {
    const db = await freshDb();
    await db.baskets.put(basket());
    await writeMutation(db, 'basket.addRow', {
      basketId: uuid(100),
      rowId: uuid(201),
      pzn: '1234567',
      quantity: 2,
    });
    await applyPullAnswer(db, {
      ...emptyPull(),
      notifications: { ...emptyPage('n1'), reset: true },
      baskets: { ...emptyPage('b1'), reset: true, upserts: [basket({ version: '20' })] },
      basketRows: { ...emptyPage('r1'), reset: true },
      orders: { ...emptyPage('o1'), reset: true },
    });
    expect(await db.basketRows.get(uuid(201))).toMatchObject({ quantity: 2, basketId: uuid(100) });
    expect((await db.baskets.get(uuid(100)))?.artikel_count).toBe(1);
  });

  it('a pulled basket delete removes its rows; a reset drops rows not sent again', async () => {
    const db = await freshDb();
    await db.baskets.bulkPut([basket({ id: uuid(1) }), basket({ id: uuid(2) })]);
    await db.basketRows.bulkPut([
      basketRow({ id: uuid(10), basketId: uuid(1) }),
      basketRow({ id: uuid(11), basketId: uuid(2) }),
    ]);
    await applyPullAnswer(db, {
      ...emptyPull(),
      baskets: { ...emptyPage('b1'), deletes: [uuid(1)] },
    });
    expect(await db.basketRows.toCollection().primaryKeys()).toEqual([uuid(11)]);
  });

  it('pages while hasMore, sending and storing the cursors', async () => {
    const db = await freshDb();
    let round = 0;
    const { fetch, calls } = fakeFetch({
      '/sync/pull': () => {
        round++;
        return json(200, {
          ...emptyPull(),
          notifications: {
            ...emptyPage(`n${round}`),
            upserts: [],
            hasMore: round < 3,
          },
          baskets: { ...emptyPage(`b${round}`), upserts: [basket({ id: uuid(round) })] },
        });
      },
    });
    expect(await pullAll(db, syncApiOver(fetch), OWNER.id)).toBe(3);
    // Every page names the owner of the database it fills (issue 10).
    const userId = OWNER.id;
    // Every registered collection's cursor travels (derived: a new module needs no edit here).
    const unchanged = Object.fromEntries(COLLECTIONS.map((c) => [c, 'c0']));
    expect(calls.map((c) => c.body)).toEqual([
      { userId, cursors: {} },
      { userId, cursors: { ...unchanged, notifications: 'n1', baskets: 'b1' } },
      { userId, cursors: { ...unchanged, notifications: 'n2', baskets: 'b2' } },
    ]);
    expect((await db.meta.get(META.cursor('notifications')))?.value).toBe('n3');
    expect(await db.baskets.count()).toBe(3);
  });

  it('refuses a corrupt or truncated page: nothing of it is applied', async () => {
    const db = await freshDb();
    const good = { ...emptyPull(), baskets: { ...emptyPage('b1'), upserts: [basket()] } };
    const corrupt = { ...good, basketRows: { upserts: [{ id: 'x' }], deletes: [] } };
    const truncated = JSON.stringify(good).slice(0, 80);
    for (const body of [
      () => json(200, corrupt),
      () =>
        new Response(truncated, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ]) {
      const { fetch } = fakeFetch({ '/sync/pull': body });
      await expect(pullAll(db, syncApiOver(fetch), OWNER.id)).rejects.toThrow();
      expect(await db.baskets.count()).toBe(0);
      expect(await db.meta.get(META.cursor('baskets'))).toBeUndefined();
    }
  });
});
