// A live index range follows committed changes row by row and ends up where a fresh read of the
// range would: same rows, same order, whatever wrote them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RangeSet } from 'dexie';
import type { BasketItemRow } from '../../../modules/shop/contract';
import { rowsOf } from '../../../modules/shop/ui/baskets/useBaskets';
import { changedKeys, watchRange } from '../../../src/db/liveRange';
import type { PortalDb } from '../../../src/db/schema';
import { writeMutation } from '../../../src/db/mutate';
import { basketRow, freshDb, uuid } from './support';

const A = uuid(100);
const B = uuid(101);

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Watches basket A; `latest()` is the last answer, `answers` how many came. */
async function watchA(db: PortalDb) {
  const seen: BasketItemRow[][] = [];
  stops.push(
    watchRange(
      rowsOf(db, A),
      (rows) => seen.push(rows),
      (error) => {
        throw error;
      },
    ),
  );
  await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
  return { latest: () => seen.at(-1) ?? [], answers: () => seen.length };
}

/** What a fresh read of basket A gives. */
const readA = (db: PortalDb) =>
  db.basketRows.where('[basketId+position]').between([A, -Infinity], [A, Infinity]).toArray();

const ids = (rows: readonly BasketItemRow[]) => rows.map((r) => r.id);

describe('watchRange', () => {
  it('reads the range in index order, then follows a quantity change of one row', async () => {
    const db = await freshDb();
    await db.basketRows.bulkPut([
      basketRow({ id: uuid(3), basketId: A, position: 2 }),
      basketRow({ id: uuid(1), basketId: A, position: 1 }),
      basketRow({ id: uuid(2), basketId: B, position: 1 }),
    ]);
    const live = await watchA(db);
    expect(ids(live.latest())).toEqual([uuid(1), uuid(3)]);
    const untouched = live.latest()[0];

    await writeMutation(db, 'basket.setQuantity', { rowId: uuid(3), quantity: 7 });
    await vi.waitFor(() => expect(live.latest()[1]?.quantity).toBe(7));
    expect(live.latest()).toEqual(await readA(db));
    // The other rows keep their objects (memoised rows need not draw again).
    expect(live.latest()[0]).toBe(untouched);
  });

  it('takes in added, moved and deleted rows in index order', async () => {
    const db = await freshDb();
    await db.basketRows.bulkPut([
      basketRow({ id: uuid(1), basketId: A, position: 1 }),
      basketRow({ id: uuid(2), basketId: A, position: 3 }),
      basketRow({ id: uuid(3), basketId: A, position: 5 }),
    ]);
    const live = await watchA(db);

    await db.basketRows.put(basketRow({ id: uuid(4), basketId: A, position: 2 }));
    await vi.waitFor(async () => expect(ids(live.latest())).toEqual(ids(await readA(db))));
    expect(ids(live.latest())).toEqual([uuid(1), uuid(4), uuid(2), uuid(3)]);

    await db.basketRows.update(uuid(1), { position: 9 });
    await db.basketRows.update(uuid(2), { basketId: B });
    await db.basketRows.delete(uuid(3));
    await vi.waitFor(() => expect(ids(live.latest())).toEqual([uuid(4), uuid(1)]));
    expect(live.latest()).toEqual(await readA(db));
  });

  it('reads everything again after a large write, and ignores rows of other ranges', async () => {
    const db = await freshDb();
    await db.basketRows.put(basketRow({ id: uuid(1), basketId: A, position: 1 }));
    const live = await watchA(db);

    // 60 rows in one put: Dexie names no single keys then.
    await db.basketRows.bulkPut(
      Array.from({ length: 60 }, (_, i) =>
        basketRow({ id: uuid(1000 + i), basketId: i % 2 ? A : B, position: 100 - i }),
      ),
    );
    await vi.waitFor(async () => expect(live.latest()).toEqual(await readA(db)));
    expect(live.latest()).toHaveLength(31);

    const answers = live.answers();
    await db.basketRows.update(uuid(1000), { quantity: 4 }); // basket B's
    await db.basketRows.update(uuid(1), { quantity: 5 });
    await vi.waitFor(() => expect(live.latest().find((r) => r.id === uuid(1))?.quantity).toBe(5));
    // Only basket A's change gave a new answer.
    expect(live.answers()).toBe(answers + 1);
  });

  it('follows a table that is cleared', async () => {
    const db = await freshDb();
    await db.basketRows.put(basketRow({ id: uuid(1), basketId: A }));
    const live = await watchA(db);
    await db.basketRows.clear();
    await vi.waitFor(() => expect(live.latest()).toEqual([]));
  });
});

describe('changedKeys', () => {
  const part = 'idb://portal-x/basketRows/';
  it('names the single keys of the table, null for a range, undefined for other tables', () => {
    expect(
      changedKeys({ [part]: new RangeSet().addKeys(['b', 'a']) }, 'portal-x', 'basketRows')?.sort(),
    ).toEqual(['a', 'b']);
    expect(changedKeys({ [part]: new RangeSet('a', 'c') }, 'portal-x', 'basketRows')).toBeNull();
    expect(changedKeys({ all: new RangeSet('a') }, 'portal-x', 'basketRows')).toBeNull();
    expect(changedKeys({ [part]: new RangeSet('a') }, 'portal-x', 'baskets')).toBeUndefined();
    // As another tab or the worker sends it: a plain object after structured cloning.
    const cloned = structuredClone({ ...new RangeSet().addKeys(['k']) });
    expect(changedKeys({ [part]: cloned }, 'portal-x', 'basketRows')).toEqual(['k']);
  });
});
