// Issue 26: the device keeps several delivery customers. Each is pulled from its own cursors, a
// reset drops only that customer's rows, the working set follows the user's day, and a customer
// that leaves the set (or the storage budget) leaves the device.
import { describe, expect, it } from 'vitest';
import { RESYNC_CURSOR, USER_COLLECTIONS, type PullBody } from '../../../src/api/sync';
import { META } from '../../../src/db/schema';
import {
  markOffline,
  planDays,
  readStoredWorkingSet,
  STORAGE_BUDGET_BYTES,
  workingSet,
  writeCustomerChoice,
} from '../../../src/db/workingSet';
import { applyPullAnswer } from '../../../src/worker/pull';
import { CAP_RAISE_AFTER_MS, pullWorkingSet } from '../../../src/worker/pullWorkingSet';
import type { SyncApi } from '../../../src/worker/syncApi';
import { makeCustomer } from '../fixtures';
import { basket, basketRow, emptyPage, freshDb, OWNER, uuid } from '../db/support';

const A = 100101;
const B = 100102;
const C = 100103;

/** A Wednesday, 06.12.2026 is a Sunday: take a fixed Wednesday. */
const WEDNESDAY = new Date('2026-12-02T08:00:00');

async function withCustomers(numbers: number[]) {
  const db = await freshDb();
  await db.deliveryCustomers.bulkPut(
    numbers.map((nr) => ({
      ...makeCustomer({ LieferkundeNr: nr }),
      id: String(nr),
      version: '1',
    })),
  );
  return db;
}

function slot(lieferkundeNr: number, weekday: number, time = '09:00') {
  return {
    id: uuid(lieferkundeNr * 10 + weekday),
    lieferkundeNr,
    customerName: 'Apotheke',
    customerPlace: 'Wien',
    customerPhone: '',
    weekday,
    time,
    callerKind: 'vertreter' as const,
    callerId: OWNER.id,
    callerName: 'Vertreter',
    callerPhone: '',
    version: '1',
  };
}

describe('a customer reset on a device with several customers', () => {
  it('drops only that customer’s rows, and basket rows only of its baskets', async () => {
    const db = await freshDb();
    await db.baskets.bulkPut([
      basket({ id: uuid(1), lieferkundeNr: A }),
      basket({ id: uuid(2), lieferkundeNr: B }),
    ]);
    await db.basketRows.bulkPut([
      basketRow({ id: uuid(11), basketId: uuid(1) }),
      basketRow({ id: uuid(12), basketId: uuid(2) }),
    ]);
    await applyPullAnswer(
      db,
      {
        baskets: {
          ...emptyPage('a:1'),
          reset: true,
          upserts: [basket({ id: uuid(3), lieferkundeNr: A })],
        },
        basketRows: { ...emptyPage('a:1'), reset: true },
      },
      { part: 'customer', lieferkundeNr: A },
    );
    expect((await db.baskets.toArray()).map((b) => b.id).sort()).toEqual([uuid(2), uuid(3)]);
    expect((await db.basketRows.toArray()).map((r) => r.id)).toEqual([uuid(12)]);
    // Each customer keeps its own cursors; the user's own stay apart.
    expect((await db.meta.get(META.cursor('baskets', A)))?.value).toBe('a:1');
    expect(await db.meta.get(META.cursor('baskets', B))).toBeUndefined();
    expect(await db.meta.get(META.cursor('baskets'))).toBeUndefined();
  });
});

describe('the working set (issue 26)', () => {
  it('keeps a pharmacy’s addresses, the chosen one first', async () => {
    const db = await withCustomers([A, B, C]);
    await writeCustomerChoice(
      db,
      { lieferkundeNr: B, differential: false, everyCustomer: true },
      WEDNESDAY,
    );
    expect((await workingSet(db, WEDNESDAY)).map((e) => [e.lieferkundeNr, e.reason])).toEqual([
      [B, 'current'],
      [A, 'address'],
      [C, 'address'],
    ]);
  });

  it('keeps a representative’s chosen, marked, planned (today, next working day) and recent ones', async () => {
    const others = [200001, 200002, 200003, 200004, 200005];
    const db = await withCustomers([A, B, C, ...others]);
    await db.callSlots.bulkPut([
      slot(200001, 4),
      slot(200002, 3),
      slot(200003, 1),
      // The order desk's call is not his visit.
      { ...slot(200005, 3, '08:00'), callerKind: 'innendienst', callerId: null },
    ]);
    await writeCustomerChoice(
      db,
      { lieferkundeNr: 200004, differential: false, everyCustomer: false },
      WEDNESDAY,
    );
    await writeCustomerChoice(
      db,
      { lieferkundeNr: A, differential: false, everyCustomer: false },
      WEDNESDAY,
    );
    await markOffline(db, C, true);
    await markOffline(db, 999999, true); // no longer assigned: not kept
    const set = await workingSet(db, WEDNESDAY);
    expect(set.map((e) => [e.lieferkundeNr, e.reason])).toEqual([
      [A, 'current'],
      [C, 'marked'],
      [200002, 'plan'], // Wednesday
      [200001, 'plan'], // Thursday
      [200004, 'recent'],
    ]);
    // A cap keeps the highest priorities.
    expect((await workingSet(db, WEDNESDAY, 2)).map((e) => e.lieferkundeNr)).toEqual([A, C]);
  });

  it('plans Saturday’s calls and Monday’s after a Friday… and Monday’s on a Sunday', () => {
    expect(planDays(new Date('2026-12-04T08:00:00'))).toEqual([5, 6]);
    expect(planDays(new Date('2026-12-05T08:00:00'))).toEqual([6, 1]);
    expect(planDays(new Date('2026-12-06T08:00:00'))).toEqual([1]);
  });
});

describe('pulling the working set', () => {
  function fakeApi() {
    const bodies: PullBody[] = [];
    const api: Pick<SyncApi, 'pull'> = {
      pull: async (body) => {
        bodies.push(body);
        const collections = body.part === 'user' ? USER_COLLECTIONS : ['baskets' as const];
        const nr = body.lieferkundeNr ?? 0;
        return Object.fromEntries(
          collections.map((c) => [
            c,
            {
              ...emptyPage(`${c}:${nr}:5`),
              reset: body.cursors[c] === RESYNC_CURSOR,
              upserts: c === 'baskets' ? [basket({ id: uuid(nr), lieferkundeNr: nr })] : [],
            },
          ]),
        );
      },
    };
    return { api, bodies };
  }

  const run = (
    db: Awaited<ReturnType<typeof freshDb>>,
    api: Pick<SyncApi, 'pull'>,
    usage: number | null = 0,
    now = WEDNESDAY,
  ) =>
    pullWorkingSet({
      db,
      api,
      userId: OWNER.id,
      now: () => now,
      shouldYield: () => false,
      beforeNextPage: async () => undefined,
      usage: async () => usage,
    });

  it('pulls the user’s part, then each customer from its own cursors, the chosen one first', async () => {
    const db = await withCustomers([A, B, C]);
    await writeCustomerChoice(
      db,
      { lieferkundeNr: C, differential: false, everyCustomer: true },
      WEDNESDAY,
    );
    const { api, bodies } = fakeApi();
    expect(await run(db, api)).toBe(true);
    // (A reset of baskets restarts their rows: a second page for each customer.)
    const order = bodies.map((b) => [b.part, b.lieferkundeNr]);
    expect(order.filter((o, i) => JSON.stringify(o) !== JSON.stringify(order[i - 1]))).toEqual([
      ['user', undefined],
      ['customer', C],
      ['customer', A],
      ['customer', B],
    ]);
    // A customer never pulled here starts over: its old rows are replaced.
    expect(bodies[1]?.cursors.baskets).toBe(RESYNC_CURSOR);
    expect((await db.baskets.toArray()).map((b) => b.lieferkundeNr).sort()).toEqual([A, B, C]);
    expect((await db.meta.get(META.customerSyncedAt(A)))?.value).toBe(WEDNESDAY.toISOString());

    // The next round goes on from each customer's cursor.
    bodies.length = 0;
    await run(db, api);
    expect(bodies.find((b) => b.lieferkundeNr === A)?.cursors.baskets).toBe(`baskets:${A}:5`);
  });

  it('drops a customer that left the set, and trims the set over the storage budget', async () => {
    const db = await withCustomers([A, B, C]);
    await writeCustomerChoice(
      db,
      { lieferkundeNr: A, differential: false, everyCustomer: true },
      WEDNESDAY,
    );
    const { api, bodies } = fakeApi();
    await run(db, api);
    // B is no longer assigned: its rows and cursors leave the device.
    await db.deliveryCustomers.delete(String(B));
    await run(db, api);
    expect((await db.baskets.toArray()).map((b) => b.lieferkundeNr).sort()).toEqual([A, C]);
    expect(await db.meta.get(META.cursor('baskets', B))).toBeUndefined();

    // Over budget: the lowest priority goes, and the selector can say which.
    bodies.length = 0;
    await run(db, api, STORAGE_BUDGET_BYTES + 1);
    expect([...new Set(bodies.map((b) => b.lieferkundeNr))]).toEqual([undefined, A]);
    expect((await db.baskets.toArray()).map((b) => b.lieferkundeNr)).toEqual([A]);
    expect(await readStoredWorkingSet(db)).toMatchObject({ trimmed: [C], cap: 1 });

    // Storage fell well below the budget: the cap stays for a day (the customer that was just
    // dropped would pass the budget again), then the next customer comes back.
    await run(db, api, 0, new Date(WEDNESDAY.getTime() + CAP_RAISE_AFTER_MS - 60_000));
    expect(await readStoredWorkingSet(db)).toMatchObject({ trimmed: [C], cap: 1 });
    await run(db, api, 0, new Date(WEDNESDAY.getTime() + CAP_RAISE_AFTER_MS));
    expect(await readStoredWorkingSet(db)).toMatchObject({ trimmed: [], cap: 2 });
    expect((await db.baskets.toArray()).map((b) => b.lieferkundeNr).sort()).toEqual([A, C]);
  });
});
