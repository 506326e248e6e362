// The sync server (issue 3): push applies each mutation exactly once and in order, rejections are
// recorded with a reason and change nothing, pull pages per scope with visibility deletes, and
// the convergence probe agrees with what a client pulled. Articles are DEMO_ARTICLES PZNs: rows
// must name articles of the catalogue since issue 4 (tests/server/shop-*.test.ts).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMutations } from '../../server/db/schema.ts';
import { basketRows, baskets } from '../../modules/shop/server/tables.ts';
import { COLLECTIONS, type PullAnswer } from '../../src/api/sync.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import {
  Replica,
  choose,
  convergence,
  loginAs,
  m,
  must,
  pull,
  push,
  pushOk,
  userIdOf,
  type Client,
} from './support/sync.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const applied = (id: string) => ({ id, status: 'applied' });
const rejected = (id: string, code: string) =>
  expect.objectContaining({ id, status: 'rejected', code, message: expect.any(String) });

async function basketState(id: string) {
  const [basket] = await t.db.select().from(baskets).where(eq(baskets.id, id));
  const rows = await t.db.select().from(basketRows).where(eq(basketRows.basketId, id));
  return { basket, rows: rows.sort((a, b) => a.position - b.position) };
}

/** A fresh basket of the client's user with `pzns.length` article rows. */
async function basketWithRows(c: Client, lieferkundeNr: number, pzns: string[]) {
  const basketId = randomUUID();
  const rowIds: string[] = pzns.map(() => randomUUID());
  const results = await pushOk(c, [
    m('basket.create', { id: basketId, lieferkundeNr, label: 'Testkorb' }),
    ...pzns.map((pzn, i) => m('basket.addRow', { basketId, rowId: rowIds[i], pzn, quantity: 2 })),
  ]);
  expect(results.every((r) => r.status === 'applied')).toBe(true);
  return { basketId, rowIds };
}

describe('push', () => {
  it('applies a batch sent twice only once, with the same results', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const basketId = randomUUID();
    const rowId = randomUUID();
    const batch = [
      m('basket.create', { id: basketId, lieferkundeNr: 100102, label: 'Nachbestellung' }),
      m('basket.addRow', { basketId, rowId, pzn: '4512346', quantity: 2 }),
      m('basket.setQuantity', { rowId, quantity: 5 }),
      m('basket.addRow', { basketId, rowId: randomUUID(), note: 'Dringend' }),
    ];
    const clientId = randomUUID();
    const first = await pushOk(c, batch, { clientId });
    expect(first).toEqual(batch.map((x) => applied(x.id)));
    const before = await basketState(basketId);
    const probe = await convergence(c);

    const second = await pushOk(c, batch, { clientId });
    expect(second).toEqual(first);
    const after = await basketState(basketId);
    expect(after).toEqual(before);
    expect(after.rows).toHaveLength(2);
    expect(after.rows[0]).toMatchObject({ pzn: '4512346', quantity: 5, position: 1 });
    expect(after.rows[1]).toMatchObject({ pzn: null, note: 'Dringend', position: 2 });
    expect(await convergence(c)).toEqual(probe);
    const recorded = await t.db
      .select()
      .from(clientMutations)
      .where(eq(clientMutations.clientId, clientId));
    expect(recorded).toHaveLength(batch.length);
  });

  it('answers racing repeats of one mutation with one application', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const basketId = randomUUID();
    const batch = [m('basket.create', { id: basketId, lieferkundeNr: 100102, label: 'Parallel' })];
    const clientId = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => pushOk(c, batch, { clientId })));
    for (const results of answers) expect(results).toEqual([applied(must(batch[0]).id)]);
    const rows = await t.db.select().from(baskets).where(eq(baskets.id, basketId));
    expect(rows).toHaveLength(1);
  });

  it('keeps the order of a batch', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const basketId = randomUUID();
    const rowId = randomUUID();
    const results = await pushOk(c, [
      m('basket.create', { id: basketId, lieferkundeNr: 100102, label: 'Reihenfolge' }),
      m('basket.addRow', { basketId, rowId, pzn: '2468026', quantity: 1 }),
      m('basket.setQuantity', { rowId, quantity: 3 }),
      m('basket.setQuantity', { rowId, quantity: 7 }),
      m('basket.rename', { id: basketId, label: 'Reihenfolge 2' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('applied'));
    const state = await basketState(basketId);
    expect(state.basket?.label).toBe('Reihenfolge 2');
    expect(state.rows.map((r) => r.quantity)).toEqual([7]);
  });

  it('treats replays of create, addRow and delete as applied no-ops', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const { basketId, rowIds } = await basketWithRows(c, 100102, ['3357926']);
    const rowId = must(rowIds[0]);
    const before = await basketState(basketId);
    const again = await pushOk(c, [
      m('basket.create', { id: basketId, lieferkundeNr: 100102, label: 'Anders' }),
      m('basket.addRow', { basketId, rowId, pzn: '3357926', quantity: 9 }),
    ]);
    expect(again.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await basketState(basketId)).toEqual(before);

    const deleted = await pushOk(c, [
      m('basket.deleteRow', { rowId }),
      m('basket.deleteRow', { rowId }),
      m('basket.delete', { id: basketId }),
      m('basket.delete', { id: basketId }),
    ]);
    expect(deleted.map((r) => r.status)).toEqual(Array(4).fill('applied'));
    const gone = await basketState(basketId);
    expect(gone.basket?.deletedAt).toBeInstanceOf(Date);
    expect(gone.rows.every((r) => r.deletedAt)).toBe(true);
  });

  it('refuses a mutation format version it does not know with 426, applying nothing', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const basketId = randomUUID();
    const res = await push(c, [
      m('basket.create', { id: basketId, lieferkundeNr: 100102, label: 'Neu' }),
      m('basket.rename', { id: basketId, label: 'Neuer' }, 2),
    ]);
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({ code: 'mutation_version', message: expect.stringMatching(/App/) });
    expect((await basketState(basketId)).basket).toBeUndefined();
  });

  it('refuses a stale leader epoch with 409 and another user’s client id with 403', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const clientId = randomUUID();
    await pushOk(c, [m('notification.markAllSeen', { before: '2000-01-01T00:00:00Z' })], {
      clientId,
      epoch: 5,
    });
    const basketId = randomUUID();
    const create = m('basket.create', { id: basketId, lieferkundeNr: 100102, label: 'Alt' });
    const stale = await push(c, [create], { clientId, epoch: 4 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'stale_epoch', message: expect.any(String) });
    expect((await basketState(basketId)).basket).toBeUndefined();
    // The refused mutation was not recorded: the current leader can still send it.
    expect(await pushOk(c, [create], { clientId, epoch: 6 })).toEqual([applied(create.id)]);

    const other = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100102);
    const foreign = await push(other, [m('basket.delete', { id: basketId })], {
      clientId,
      epoch: 9,
    });
    expect(foreign.statusCode).toBe(403);
    expect((await basketState(basketId)).basket?.deletedAt).toBeNull();
  });

  it('refuses a push without the CSRF header and without a session', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const body = {
      clientId: randomUUID(),
      epoch: 1,
      mutations: [m('notification.markAllSeen', { before: '2000-01-01T00:00:00Z' })],
    };
    const noHeader = await c.request('POST', '/api/sync/push', body, {
      headers: { 'X-Window-Id': '' },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json<{ code: string }>().code).toBe('csrf');
    expect((await client(t.app).post('/api/sync/push', body)).statusCode).toBe(401);
  });

  it('validates the push body itself with 400', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    expect(
      (await c.post('/api/sync/push', { clientId: 'x', epoch: 1, mutations: [] })).statusCode,
    ).toBe(400);
    const tooMany = Array.from({ length: 101 }, () =>
      m('notification.markAllSeen', { before: '2000-01-01T00:00:00Z' }),
    );
    expect((await push(c, tooMany)).statusCode).toBe(400);
  });
});

describe('rejections', () => {
  let c: Client;
  let foreignBasketId: string;
  let foreignRowId: string;
  beforeAll(async () => {
    // apotheke-01 is another pharmacy; its basket must stay out of apotheke's reach.
    const other = await loginAs(t.app, {
      email: 'apotheke-01@demo.at',
      password: DEMO_USERS.apotheke.password,
    });
    const created = await basketWithRows(other, 300001, ['3845264']);
    foreignBasketId = created.basketId;
    foreignRowId = must(created.rowIds[0]);
    await pushOk(other, [m('basket.setShared', { id: foreignBasketId, shared: true })]);
    c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
  });

  /** Pushes the bad mutation before a good one: the bad one is rejected, the good one applied. */
  async function expectRejected(bad: ReturnType<typeof m>, code: string, message?: RegExp) {
    const probe = await convergence(c);
    const foreign = await basketState(foreignBasketId);
    const mutationCount = (await t.db.select().from(basketRows)).length;
    const good = m('notification.markAllSeen', { before: '2000-01-01T00:00:00Z' });
    const results = await pushOk(c, [bad, good]);
    expect(results).toEqual([rejected(bad.id, code), applied(good.id)]);
    if (message) expect(results[0]?.message).toMatch(message);
    // Unchanged: what the user sees, the foreign basket, and the number of rows anywhere.
    expect(await convergence(c)).toEqual(probe);
    expect(await basketState(foreignBasketId)).toEqual(foreign);
    expect((await t.db.select().from(basketRows)).length).toBe(mutationCount);
    return must(results[0]);
  }

  it('invalid_args: quantities out of range, wrong types, unknown fields', async () => {
    const { basketId, rowIds } = await basketWithRows(c, 100102, ['5128733']);
    const rowId = must(rowIds[0]);
    const quantity = /^Menge muss zwischen 1 und 9999 liegen\.$/;
    for (const q of [0, 10000, -1]) {
      await expectRejected(
        m('basket.setQuantity', { rowId, quantity: q }),
        'invalid_args',
        quantity,
      );
      await expectRejected(
        m('basket.addRow', { basketId, rowId: randomUUID(), pzn: '5128733', quantity: q }),
        'invalid_args',
        quantity,
      );
    }
    await expectRejected(m('basket.setQuantity', { rowId, quantity: 1.5 }), 'invalid_args');
    await expectRejected(m('basket.setQuantity', { rowId, quantity: '5' }), 'invalid_args');
    await expectRejected(m('basket.setQuantity', { rowId: 42, quantity: 5 }), 'invalid_args');
    await expectRejected(m('basket.setQuantity', { rowId, quantity: 5, extra: 1 }), 'invalid_args');
    await expectRejected(m('basket.rename', { id: basketId, label: '   ' }), 'invalid_args');
    await expectRejected(
      m('basket.addRow', { basketId, rowId: randomUUID(), pzn: '12', quantity: 1 }),
      'invalid_args',
    );
    await expectRejected(m('basket.create', null), 'invalid_args');
    await expectRejected(m('notification.markSeen', { ids: [] }), 'invalid_args');
    // A note row has no quantity to set.
    const noteId = randomUUID();
    await pushOk(c, [m('basket.addRow', { basketId, rowId: noteId, note: 'Notiz' })]);
    await expectRejected(m('basket.setQuantity', { rowId: noteId, quantity: 2 }), 'invalid_args');
    expect((await basketState(basketId)).rows.map((r) => r.quantity)).toEqual([2, 1]);
  });

  it('unknown_mutation', async () => {
    await expectRejected(m('basket.explode', { id: randomUUID() }), 'unknown_mutation');
    await expectRejected(m('toString', {}), 'unknown_mutation');
  });

  it('forbidden: basket mutations need role Auftrag; settings of a basket need its owner', async () => {
    const noOrders = await createUser(t.db, { roles: ['User'], kundeNr: 100100 });
    const u = await loginAs(t.app, noOrders);
    const basketId = randomUUID();
    const results = await pushOk(u, [
      m('basket.create', { id: basketId, lieferkundeNr: 100101, label: 'Verboten' }),
      m('notification.markAllSeen', { before: '2026-11-21T09:00:00Z' }),
    ]);
    expect(results[0]).toEqual(rejected(must(results[0]).id, 'forbidden'));
    expect(results[1]?.status).toBe('applied');
    expect((await basketState(basketId)).basket).toBeUndefined();

    // mitarbeiter may use apotheke's shared basket, but not change its sharing or note.
    const { basketId: shared } = await basketWithRows(c, 100102, ['1382647']);
    await pushOk(c, [m('basket.setShared', { id: shared, shared: true })]);
    const colleague = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100102);
    const answer = await pushOk(colleague, [
      m('basket.setShared', { id: shared, shared: false }),
      m('basket.setInternalNote', { id: shared, note: 'Meins' }),
      m('basket.delete', { id: shared }),
      m('basket.rename', { id: shared, label: 'Gemeinsam' }),
    ]);
    expect(answer.map((r) => r.code ?? r.status)).toEqual([
      'forbidden',
      'forbidden',
      'forbidden',
      'applied',
    ]);
    const state = await basketState(shared);
    expect(state.basket).toMatchObject({
      sharedWithCompany: true,
      internalNote: '',
      label: 'Gemeinsam',
    });
    expect(state.basket?.deletedAt).toBeNull();
  });

  it('not_found: unknown baskets, rows and notifications, and another user’s notification', async () => {
    const missing = /nicht gefunden/;
    await expectRejected(
      m('basket.rename', { id: randomUUID(), label: 'X' }),
      'not_found',
      missing,
    );
    await expectRejected(
      m('basket.addRow', {
        basketId: randomUUID(),
        rowId: randomUUID(),
        pzn: '4512346',
        quantity: 1,
      }),
      'not_found',
      /^Warenkorb nicht gefunden\.$/,
    );
    await expectRejected(
      m('basket.setQuantity', { rowId: randomUUID(), quantity: 1 }),
      'not_found',
    );
    await expectRejected(m('basket.deleteRow', { rowId: randomUUID() }), 'not_found');
    await expectRejected(m('notification.markSeen', { ids: [randomUUID()] }), 'not_found');
    const adminNotification = (
      await pull(await loginAs(t.app, DEMO_USERS.admin))
    ).notifications.upserts.find((n) => !n.seen);
    await expectRejected(
      m('notification.markSeen', { ids: [must(adminNotification).id] }),
      'not_found',
    );
    const { basketId } = await basketWithRows(c, 100102, []);
    await pushOk(c, [m('basket.delete', { id: basketId })]);
    await expectRejected(m('basket.rename', { id: basketId, label: 'Zurück' }), 'not_found');
  });

  it('foreign_customer: another pharmacy’s basket, or a customer that is not theirs', async () => {
    const foreign = /^Dieser Warenkorb gehört zu einem anderen Kunden\.$/;
    await expectRejected(
      m('basket.rename', { id: foreignBasketId, label: 'Meins' }),
      'foreign_customer',
      foreign,
    );
    await expectRejected(m('basket.setPrimary', { id: foreignBasketId }), 'foreign_customer');
    await expectRejected(m('basket.delete', { id: foreignBasketId }), 'foreign_customer');
    await expectRejected(
      m('basket.addRow', {
        basketId: foreignBasketId,
        rowId: randomUUID(),
        pzn: '4512346',
        quantity: 1,
      }),
      'foreign_customer',
    );
    await expectRejected(
      m('basket.setQuantity', { rowId: foreignRowId, quantity: 9 }),
      'foreign_customer',
    );
    await expectRejected(m('basket.deleteRow', { rowId: foreignRowId }), 'foreign_customer');
    await expectRejected(
      m('basket.create', { id: randomUUID(), lieferkundeNr: 300001, label: 'Fremd' }),
      'foreign_customer',
    );
    await expectRejected(
      m('basket.create', { id: randomUUID(), lieferkundeNr: 200001, label: 'Fremd' }),
      'foreign_customer',
    );
    // An unshared basket of a colleague at the same pharmacy is not theirs either.
    const colleague = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100102);
    const { basketId: privateBasket } = await basketWithRows(colleague, 100102, ['2974166']);
    await expectRejected(
      m('basket.rename', { id: privateBasket, label: 'Meins' }),
      'foreign_customer',
    );
    // Reusing an existing id for a new basket is refused, not merged.
    await expectRejected(
      m('basket.create', { id: foreignBasketId, lieferkundeNr: 100102, label: 'Kopie' }),
      'invalid_args',
    );
  });
});

describe('pull', () => {
  it('pages with a cursor: nothing duplicated, nothing skipped', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100103);
    const { basketId, rowIds } = await basketWithRows(c, 100103, [
      '1637484',
      '16260536',
      '5293610',
      '4729057',
      '3185626',
    ]);
    const seen: string[] = [];
    let cursor: string | undefined;
    const pages: boolean[] = [];
    for (;;) {
      const answer = await pull(c, cursor ? { basketRows: cursor } : {}, 2);
      const page = answer.basketRows;
      expect(page.upserts.length).toBeLessThanOrEqual(2);
      seen.push(...page.upserts.map((r) => r.id));
      pages.push(page.hasMore);
      cursor = page.cursor;
      if (!page.hasMore) break;
    }
    expect(pages).toEqual([true, true, false]);
    expect(seen).toEqual(rowIds);
    expect(new Set(seen).size).toBe(5);
    // Nothing changed since: an empty page with the same cursor.
    const idle = (await pull(c, { basketRows: must(cursor) })).basketRows;
    expect(idle).toEqual({ upserts: [], deletes: [], cursor, hasMore: false, reset: false });
    // A change comes back alone.
    await pushOk(c, [m('basket.setQuantity', { rowId: must(rowIds[2]), quantity: 8 })]);
    const next = (await pull(c, { basketRows: must(cursor) })).basketRows;
    expect(next.upserts).toEqual([
      expect.objectContaining({ id: rowIds[2], quantity: 8, basketId }),
    ]);
  });

  it('returns rows of the current delivery customer, and resets on a scope change', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const first = await pull(c);
    expect(first.baskets.reset).toBe(false);
    const demo = first.baskets.upserts.find((b) => b.label === 'Wochenbestellung');
    expect(demo).toMatchObject({
      lieferkundeNr: 100101,
      primary: true,
      artikel_count: 3,
      // 3 × 3,89 € + 1 × 6,12 € + 10 × 2,45 € (AEP of the demo articles)
      wert_summe: 4229,
      kind: 'warenkorb',
    });
    expect(first.basketRows.upserts.filter((r) => r.basketId === demo?.id)).toHaveLength(4);

    await choose(c, 100103);
    const switched = await pull(c, {
      baskets: first.baskets.cursor,
      basketRows: first.basketRows.cursor,
      notifications: first.notifications.cursor,
    });
    expect(switched.baskets.reset).toBe(true);
    expect(switched.basketRows.reset).toBe(true);
    expect(switched.notifications.reset).toBe(false);
    expect(switched.baskets.upserts.every((b) => b.lieferkundeNr === 100103)).toBe(true);
    expect(switched.baskets.upserts.some((b) => b.id === demo?.id)).toBe(false);

    // Another user's cursor resets as well.
    const colleague = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100103);
    const foreign = await pull(colleague, {
      notifications: first.notifications.cursor,
      baskets: switched.baskets.cursor,
    });
    expect(foreign.notifications.reset).toBe(true);
    expect(foreign.baskets.reset).toBe(true);
    expect((await pull(colleague, { baskets: 'kaputt' })).baskets.reset).toBe(true);
  });

  it('without a delivery customer, basket pages are empty', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke);
    const answer = await pull(c, { baskets: 'x:1' });
    expect(answer.baskets).toEqual({
      upserts: [],
      deletes: [],
      cursor: 'x:1',
      hasMore: false,
      reset: false,
    });
    expect(answer.basketRows.upserts).toEqual([]);
    expect(answer.notifications.upserts.length).toBeGreaterThan(0);
    expect((await convergence(c)).baskets.count).toBe(0);
  });

  it('sends a basket that is no longer shared, and its rows, as deletes; sharing again upserts', async () => {
    const owner = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const { basketId, rowIds } = await basketWithRows(owner, 100102, ['2057197', '4260838']);
    const colleague = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100102);
    const replica = new Replica(colleague);
    await replica.sync();
    expect(replica.rows.baskets.has(basketId)).toBe(false);

    await pushOk(owner, [m('basket.setShared', { id: basketId, shared: true })]);
    let answer = await replica.sync();
    expect(answer.baskets.upserts.map((b) => b.id)).toEqual([basketId]);
    expect(replica.rows.baskets.get(basketId)).toMatchObject({
      sharedWithCompany: true,
      primary: false,
      ownerName: 'Mag. pharm. Anna Gruber',
      artikel_count: 2,
    });
    expect(answer.basketRows.upserts.map((r) => r.id).sort()).toEqual([...rowIds].sort());

    await pushOk(owner, [m('basket.setShared', { id: basketId, shared: false })]);
    answer = await replica.sync();
    expect(answer.baskets.deletes).toEqual([basketId]);
    expect(answer.basketRows.deletes.sort()).toEqual([...rowIds].sort());
    expect(replica.rows.baskets.has(basketId)).toBe(false);
    expect(rowIds.some((id) => replica.rows.basketRows.has(id))).toBe(false);

    await pushOk(owner, [m('basket.setShared', { id: basketId, shared: true })]);
    answer = await replica.sync();
    expect(answer.baskets.upserts.map((b) => b.id)).toEqual([basketId]);
    expect(answer.basketRows.upserts.map((r) => r.id).sort()).toEqual([...rowIds].sort());

    // Deleting the basket deletes its rows on the colleague's side too.
    await pushOk(owner, [m('basket.delete', { id: basketId })]);
    answer = await replica.sync();
    expect(answer.baskets.deletes).toEqual([basketId]);
    expect(answer.basketRows.deletes.sort()).toEqual([...rowIds].sort());
    expect(await convergence(colleague)).toEqual(replica.hashes());
  });

  it('keeps one primary basket per user and customer, and the flag is per user', async () => {
    const owner = await loginAs(t.app, DEMO_USERS.apotheke, 100103);
    const replica = new Replica(owner);
    const a = randomUUID();
    const b = randomUUID();
    await pushOk(owner, [
      m('basket.create', { id: a, lieferkundeNr: 100103, label: 'A' }),
      m('basket.create', { id: b, lieferkundeNr: 100103, label: 'B' }),
      m('basket.setShared', { id: b, shared: true }),
    ]);
    await replica.sync();
    const primaries = () =>
      [...replica.rows.baskets.values()].filter((x) => x.primary).map((x) => x.id);
    // Earlier tests may have made a primary basket for this customer already: exactly one.
    expect(primaries()).toHaveLength(1);
    await pushOk(owner, [m('basket.setPrimary', { id: a })]);
    await replica.sync();
    expect(primaries()).toEqual([a]);
    await pushOk(owner, [m('basket.setPrimary', { id: b })]);
    const answer = await replica.sync();
    expect(answer.baskets.upserts.map((x) => x.id).sort()).toEqual([a, b].sort());
    expect(primaries()).toEqual([b]);

    // The colleague sees B, not as their primary, and may make it theirs.
    const colleague = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100103);
    const theirs = new Replica(colleague);
    await theirs.sync();
    expect(theirs.rows.baskets.get(b)?.primary).toBe(false);
    // Their first own basket for this customer becomes their primary.
    const c = randomUUID();
    await pushOk(colleague, [m('basket.create', { id: c, lieferkundeNr: 100103, label: 'C' })]);
    await theirs.sync();
    expect(theirs.rows.baskets.get(c)?.primary).toBe(true);
    await pushOk(colleague, [m('basket.setPrimary', { id: b })]);
    await theirs.sync();
    expect(theirs.rows.baskets.get(b)?.primary).toBe(true);
    expect(theirs.rows.baskets.get(c)?.primary).toBe(false);
    await replica.sync();
    expect(primaries()).toEqual([b]);
  });
});

describe('pull cursors the server never gave (issue 23, finding 11)', () => {
  /** Variants of a real cursor `<scope>:<version>` that no pull of this database answered. */
  const forged = (cursor: string) => {
    const scope = cursor.slice(0, cursor.lastIndexOf(':'));
    return {
      malformed: 'kaputt',
      'no digits': `${scope}:`,
      'not a number': `${scope}:1e3`,
      negative: `${scope}:-1`,
      'one beyond bigint': `${scope}:9223372036854775808`,
      'nineteen nines': `${scope}:9999999999999999999`,
      'far beyond bigint': `${scope}:${'9'.repeat(40)}`,
      'future (bigint maximum)': `${scope}:9223372036854775807`,
      'future (ahead of every version)': `${scope}:${BigInt(cursor.slice(scope.length + 1)) + 1_000_000n}`,
    };
  };

  it('answer that collection with a reset, never 500, and the others as usual', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const replica = new Replica(c);
    await replica.sync();
    // The collections this user reads, with a cursor of their scope (not 'denied').
    const read = COLLECTIONS.filter((collection) =>
      /:\d+$/.test(replica.cursors[collection] ?? ''),
    );
    expect(read).toContain('baskets');
    expect(read).toContain('notifications');
    const [victim, ...others] = read;
    const good = must(replica.cursors[must(victim)]);
    for (const [what, cursor] of Object.entries(forged(good))) {
      // Every collection at once.
      const all = await c.post('/api/sync/pull', {
        userId: await userIdOf(c),
        cursors: { ...replica.cursors, ...Object.fromEntries(read.map((r) => [r, cursor])) },
      });
      expect(all.statusCode, `${what}: ${all.body.slice(0, 200)}`).toBe(200);
      const answer = all.json<PullAnswer>();
      for (const collection of read) {
        expect(answer[collection].reset, `${what}: ${collection}`).toBe(true);
        // The cursor it answers is a good one: asked again, no reset.
        expect(answer[collection].cursor).toMatch(/:\d+$/);
      }
      // One collection alone: it starts over, the others answer from their cursors.
      const one = await pull(c, { ...replica.cursors, [must(victim)]: cursor });
      expect(one[must(victim)].reset, what).toBe(true);
      for (const collection of others) {
        expect(one[collection], `${what}: ${collection}`).toMatchObject({
          reset: false,
          upserts: [],
          deletes: [],
          cursor: replica.cursors[collection],
        });
      }
      const again = await pull(c, { ...replica.cursors, [must(victim)]: one[must(victim)].cursor });
      expect(again[must(victim)].reset, what).toBe(false);
    }
  });
});

describe('convergence', () => {
  it('equals the count and hash of the rows a client pulled', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const replica = new Replica(c);
    await replica.sync(3);
    const { basketId, rowIds } = await basketWithRows(c, 100101, ['3916478', '2741516']);
    await pushOk(c, [
      m('basket.deleteRow', { rowId: must(rowIds[0]) }),
      m('basket.rename', { id: basketId, label: 'Umbenannt' }),
    ]);
    await replica.sync(3);
    const probe = await convergence(c);
    expect(probe).toEqual(replica.hashes());
    expect(probe.baskets.count).toBeGreaterThanOrEqual(2);
    expect(probe.notifications.count).toBeGreaterThanOrEqual(12);
    expect(replica.rows.baskets.get(basketId)).toMatchObject({
      label: 'Umbenannt',
      artikel_count: 1,
    });
    // Two full pulls of every collection of a seeded customer: 13–22 s on PGlite under CI's load,
    // so the suite's 30 s default leaves too little room (it timed out once in a loaded run).
  }, 90_000);
});
