// Baskets and wish lists of issue 4 on the server: the list kind and one primary list per user,
// customer and kind; rows must name catalogue articles (check digit, in the catalogue, not
// withdrawn); bulk adds; copying and moving rows between lists; the row limit; wert_summe from
// the catalogue's AEP.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPzn } from '../../src/api/pzn.ts';
import { type Mutation } from '../../src/api/sync.ts';
import { LIST_ROWS_MAX } from '../../modules/shop/contract.ts';
import { articles } from '../../server/db/schema.ts';
import { basketRows, baskets } from '../../modules/shop/server/tables.ts';
import { DEMO_ARTICLES, demoArticle } from '../../server/seed/catalogue.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { changeArticles, withdrawArticles } from '../../server/sync/catalogueChanges.ts';
import { Replica, convergence, loginAs, m, must, pushOk, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await createTestApp();
  c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
});
afterAll(async () => {
  await t.close();
});

async function liveRows(basketId: string) {
  return t.db
    .select()
    .from(basketRows)
    .where(and(eq(basketRows.basketId, basketId), isNull(basketRows.deletedAt)))
    .orderBy(asc(basketRows.position));
}

async function newList(who: Client, lieferkundeNr: number, kind?: 'warenkorb' | 'merkliste') {
  const id = randomUUID();
  const results = await pushOk(who, [
    m('basket.create', { id, lieferkundeNr, label: kind ?? 'ohne Art', ...(kind ? { kind } : {}) }),
  ]);
  expect(results[0]?.status).toBe('applied');
  return id;
}

/** Pushes `bad` before a harmless mutation: `bad` is rejected and changes nothing. */
async function expectRejected(who: Client, bad: Mutation, code: string, message?: RegExp) {
  const before = await convergence(who);
  const rowCount = await t.db.$count(basketRows);
  const good = m('notification.markAllSeen', { before: '2000-01-01T00:00:00Z' });
  const results = await pushOk(who, [bad, good]);
  expect(results).toEqual([
    expect.objectContaining({ id: bad.id, status: 'rejected', code }),
    { id: good.id, status: 'applied' },
  ]);
  if (message) expect(results[0]?.message).toMatch(message);
  expect(await convergence(who)).toEqual(before);
  expect(await t.db.$count(basketRows)).toBe(rowCount);
  return must(results[0]?.message);
}

/** A valid Austrian PZN that the (small) test catalogue does not hold. */
const NOT_IN_CATALOGUE = '9999991';

describe('list kinds and primary lists', () => {
  it('creates baskets by default and wish lists on request, each kind with its own primary', async () => {
    const replica = new Replica(c);
    const basket = await newList(c, 100102);
    const wishList = await newList(c, 100102, 'merkliste');
    const second = await newList(c, 100102, 'merkliste');
    await replica.sync();
    expect(replica.rows.baskets.get(basket)).toMatchObject({ kind: 'warenkorb', primary: true });
    expect(replica.rows.baskets.get(wishList)).toMatchObject({ kind: 'merkliste', primary: true });
    expect(replica.rows.baskets.get(second)).toMatchObject({ kind: 'merkliste', primary: false });

    await pushOk(c, [m('basket.setPrimary', { id: second })]);
    await replica.sync();
    expect(replica.rows.baskets.get(second)?.primary).toBe(true);
    expect(replica.rows.baskets.get(wishList)?.primary).toBe(false);
    // The basket stays primary: one primary per user, customer and kind.
    expect(replica.rows.baskets.get(basket)?.primary).toBe(true);
    const primaries = [...replica.rows.baskets.values()].filter((b) => b.primary);
    expect(primaries.map((b) => b.kind).sort()).toEqual(['merkliste', 'warenkorb']);

    // Deleting the primary wish list leaves no primary wish list; the next one becomes it.
    await pushOk(c, [m('basket.delete', { id: second })]);
    const third = await newList(c, 100102, 'merkliste');
    await replica.sync();
    expect(replica.rows.baskets.get(third)?.primary).toBe(true);
    expect(replica.rows.baskets.get(wishList)?.primary).toBe(false);
    expect(await convergence(c)).toEqual(replica.hashes());
  });

  it('rejects an unknown kind', async () => {
    await expectRejected(
      c,
      m('basket.create', { id: randomUUID(), lieferkundeNr: 100102, label: 'X', kind: 'korb' }),
      'invalid_args',
    );
  });
});

describe('rows name catalogue articles', () => {
  let basketId: string;
  beforeAll(async () => {
    basketId = await newList(c, 100102);
  });

  it('refuses a PZN with a wrong check digit', async () => {
    const message = await expectRejected(
      c,
      m('basket.addRow', { basketId, rowId: randomUUID(), pzn: '4512345', quantity: 1 }),
      'invalid_args',
    );
    expect(message).toBe('Die PZN 4512345 ist ungültig (falsche Prüfziffer).');
    // A German PZN is checked with its own weights.
    await expectRejected(
      c,
      m('basket.addRow', { basketId, rowId: randomUUID(), pzn: '16260537', quantity: 1 }),
      'invalid_args',
      /falsche Prüfziffer/,
    );
  });

  it('refuses a valid PZN that is not in the catalogue, or withdrawn from it', async () => {
    expect(isValidPzn(NOT_IN_CATALOGUE)).toBe(true);
    expect(await t.db.$count(articles, eq(articles.pzn, NOT_IN_CATALOGUE))).toBe(0);
    const message = await expectRejected(
      c,
      m('basket.addRow', { basketId, rowId: randomUUID(), pzn: NOT_IN_CATALOGUE, quantity: 1 }),
      'not_found',
    );
    expect(message).toBe(`Artikel mit PZN ${NOT_IN_CATALOGUE} ist nicht im Sortiment.`);
    await withdrawArticles(t.db, ['2057197'], t.clock());
    await expectRejected(
      c,
      m('basket.addRow', { basketId, rowId: randomUUID(), pzn: '2057197', quantity: 1 }),
      'not_found',
      /^Artikel mit PZN 2057197 ist nicht im Sortiment\.$/,
    );
  });

  it('refuses quantities outside 1 to 9999, and foreign lists', async () => {
    for (const quantity of [0, 10_000]) {
      await expectRejected(
        c,
        m('basket.addRow', { basketId, rowId: randomUUID(), pzn: '4512346', quantity }),
        'invalid_args',
        /^Menge muss zwischen 1 und 9999 liegen\.$/,
      );
    }
    const other = await loginAs(t.app, pharmacyLogin(14));
    const customers = (await other.get('/api/lieferkunden')).json<{
      items: { LieferkundeNr: number }[];
    }>().items;
    const foreign = await newList(other, must(customers[0]).LieferkundeNr);
    await pushOk(other, [m('basket.setShared', { id: foreign, shared: true })]);
    await expectRejected(
      c,
      m('basket.addRow', { basketId: foreign, rowId: randomUUID(), pzn: '4512346', quantity: 1 }),
      'foreign_customer',
    );
  });

  it('adds many rows at once, in order, and all or none', async () => {
    const list = await newList(c, 100102, 'merkliste');
    const rows = [
      { rowId: randomUUID(), pzn: '4512346', quantity: 2 },
      { rowId: randomUUID(), note: 'Für Frau Berger' },
      { rowId: randomUUID(), pzn: '16260536', quantity: 7 },
    ];
    const bulk = m('basket.addRows', { basketId: list, rows });
    expect((await pushOk(c, [bulk]))[0]?.status).toBe('applied');
    const stored = await liveRows(list);
    expect(stored.map((r) => [r.position, r.pzn, r.note, r.quantity])).toEqual([
      [1, '4512346', null, 2],
      [2, null, 'Für Frau Berger', 1],
      [3, '16260536', null, 7],
    ]);
    // A repeat (another mutation, same row ids) changes nothing.
    expect((await pushOk(c, [m('basket.addRows', { basketId: list, rows })]))[0]?.status).toBe(
      'applied',
    );
    expect(await liveRows(list)).toEqual(stored);

    // One bad row refuses the whole mutation, naming every article that is missing.
    const message = await expectRejected(
      c,
      m('basket.addRows', {
        basketId: list,
        rows: [
          { rowId: randomUUID(), pzn: '3357926', quantity: 1 },
          { rowId: randomUUID(), pzn: NOT_IN_CATALOGUE, quantity: 1 },
          { rowId: randomUUID(), pzn: '2057197', quantity: 1 },
        ],
      }),
      'not_found',
    );
    expect(message).toBe(
      `Artikel mit PZN ${NOT_IN_CATALOGUE} und 2057197 sind nicht im Sortiment.`,
    );
    await expectRejected(
      c,
      m('basket.addRows', {
        basketId: list,
        rows: [
          { rowId: randomUUID(), pzn: '3357926', quantity: 1 },
          { rowId: randomUUID(), pzn: '3357925', quantity: 1 },
        ],
      }),
      'invalid_args',
      /3357925 ist ungültig/,
    );
    const twice = randomUUID();
    await expectRejected(
      c,
      m('basket.addRows', {
        basketId: list,
        rows: [
          { rowId: twice, pzn: '3357926', quantity: 1 },
          { rowId: twice, note: 'doppelt' },
        ],
      }),
      'invalid_args',
    );
    // A row id of another list is refused, not moved.
    await expectRejected(
      c,
      m('basket.addRows', {
        basketId,
        rows: [{ rowId: must(rows[0]).rowId, pzn: '4512346', quantity: 1 }],
      }),
      'invalid_args',
    );
    expect(await liveRows(list)).toEqual(stored);
  });

  it(`holds at most ${LIST_ROWS_MAX} rows per list`, async () => {
    const list = await newList(c, 100102, 'merkliste');
    // Note rows: an article already in the list would raise its row instead (issue 24).
    const full = Array.from({ length: LIST_ROWS_MAX }, (_, i) => ({
      rowId: randomUUID(),
      note: `Zeile ${i + 1}`,
    }));
    expect(
      (await pushOk(c, [m('basket.addRows', { basketId: list, rows: full })]))[0]?.status,
    ).toBe('applied');
    expect(await liveRows(list)).toHaveLength(LIST_ROWS_MAX);
    await expectRejected(
      c,
      m('basket.addRow', { basketId: list, rowId: randomUUID(), note: 'eine zu viel' }),
      'invalid_args',
      /^Eine Liste darf höchstens 1\.000 Positionen haben\.$/,
    );
    // An article already there still goes in: it raises its row.
    const article = must(DEMO_ARTICLES[0]).pzn;
    const first = randomUUID();
    await pushOk(c, [m('basket.deleteRow', { rowId: must(full[1]).rowId })]);
    await pushOk(c, [
      m('basket.addRow', { basketId: list, rowId: first, pzn: article, quantity: 1 }),
    ]);
    const merged = await pushOk(c, [
      m('basket.addRow', { basketId: list, rowId: randomUUID(), pzn: article, quantity: 2 }),
    ]);
    expect(merged[0]?.status).toBe('applied');
    expect((await liveRows(list)).find((r) => r.id === first)?.quantity).toBe(3);
    // After deleting one, there is room for one.
    await pushOk(c, [m('basket.deleteRow', { rowId: must(full[0]).rowId })]);
    const added = await pushOk(c, [
      m('basket.addRow', { basketId: list, rowId: randomUUID(), note: 'passt' }),
    ]);
    expect(added[0]?.status).toBe('applied');
  });
});

describe('the same article twice (issue 24)', () => {
  const add = (basketId: string, rowId: string, pzn: string, quantity: number, separate = false) =>
    m('basket.addRow', { basketId, rowId, pzn, quantity, ...(separate ? { separate } : {}) });
  const shape = async (list: string) =>
    (await liveRows(list)).map((r) => [r.pzn ?? r.note, r.quantity, r.mergedRowIds.length]);

  it('raises the row of an article already there; Duplizieren and a sum above 9999 append', async () => {
    const list = await newList(c, 100102);
    const [a, b] = [must(DEMO_ARTICLES[0]).pzn, must(DEMO_ARTICLES[1]).pzn];
    const second = randomUUID();
    await pushOk(c, [
      add(list, randomUUID(), a, 7),
      m('basket.addRow', { basketId: list, rowId: randomUUID(), note: 'Bitte früh' }),
      add(list, randomUUID(), b, 1),
      add(list, second, a, 1),
    ]);
    expect(await shape(list)).toEqual([
      [a, 8, 1],
      ['Bitte früh', 1, 0],
      [b, 1, 0],
    ]);
    // A replay of the merged add (same row id, another mutation) adds nothing.
    await pushOk(c, [add(list, second, a, 1)]);
    expect(await shape(list)).toEqual([
      [a, 8, 1],
      ['Bitte früh', 1, 0],
      [b, 1, 0],
    ]);
    // 'Duplizieren' keeps a second row; the next add raises the first row of that article.
    await pushOk(c, [add(list, randomUUID(), b, 1, true), add(list, randomUUID(), b, 4)]);
    await pushOk(c, [add(list, randomUUID(), a, 9995)]);
    expect(await shape(list)).toEqual([
      [a, 8, 1],
      ['Bitte früh', 1, 0],
      [b, 5, 1],
      [b, 1, 0],
      [a, 9995, 0],
    ]);
  });

  it('merges the rows of a bulk add, and a merged add id reaches other devices as a delete', async () => {
    const list = await newList(c, 100102);
    const replica = new Replica(c);
    await replica.sync();
    const a = must(DEMO_ARTICLES[2]).pzn;
    const [one, two] = [randomUUID(), randomUUID()];
    // A device that did not know the row yet appended `two` as a row of its own; the pull
    // removes it, and the merged row carries its id.
    await pushOk(c, [
      m('basket.addRows', {
        basketId: list,
        rows: [
          { rowId: one, pzn: a, quantity: 7 },
          { rowId: two, pzn: a, quantity: 1 },
        ],
      }),
    ]);
    const answer = await replica.sync();
    expect(answer.basketRows.deletes).toContain(two);
    expect(replica.rows.basketRows.get(one)).toMatchObject({ quantity: 8, mergedRowIds: [two] });
    expect(replica.rows.baskets.get(list)).toMatchObject({ artikel_count: 1 });
  });
});

describe('copy and move rows between lists', () => {
  let wishList: string;
  let basket: string;
  let sourceRows: { rowId: string; pzn?: string; note?: string; quantity?: number }[];

  let c: Client;
  beforeAll(async () => {
    c = await loginAs(t.app, DEMO_USERS.apotheke, 100103);
    wishList = await newList(c, 100103, 'merkliste');
    basket = await newList(c, 100103);
    sourceRows = [
      { rowId: randomUUID(), pzn: '5128733', quantity: 4 },
      { rowId: randomUUID(), note: 'Nur wenn lieferbar' },
      { rowId: randomUUID(), pzn: '3845264', quantity: 2 },
    ];
    await pushOk(c, [
      m('basket.addRow', { basketId: basket, rowId: randomUUID(), pzn: '4512346', quantity: 1 }),
      m('basket.addRows', { basketId: wishList, rows: sourceRows }),
    ]);
  });

  const transfer = (move: boolean, pairs: { rowId: string; newRowId: string }[], target = basket) =>
    m('basket.transferRows', { targetBasketId: target, move, rows: pairs });

  it('copies rows into the target, appended at its end, and keeps the sources', async () => {
    const pairs = sourceRows.slice(0, 2).map((r) => ({ rowId: r.rowId, newRowId: randomUUID() }));
    expect((await pushOk(c, [transfer(false, pairs)]))[0]?.status).toBe('applied');
    const target = await liveRows(basket);
    expect(target.map((r) => [r.id, r.position, r.pzn, r.note, r.quantity])).toEqual([
      [expect.any(String), 1, '4512346', null, 1],
      [must(pairs[0]).newRowId, 2, '5128733', null, 4],
      [must(pairs[1]).newRowId, 3, null, 'Nur wenn lieferbar', 1],
    ]);
    expect(await liveRows(wishList)).toHaveLength(3);
  });

  it('moves rows: the sources are deleted, and a repeat changes nothing', async () => {
    const pairs = [{ rowId: must(sourceRows[2]).rowId, newRowId: randomUUID() }];
    const replica = new Replica(c);
    await replica.sync();
    const move = transfer(true, pairs);
    expect((await pushOk(c, [move]))[0]?.status).toBe('applied');
    const answer = await replica.sync();
    expect(answer.basketRows.deletes).toEqual([must(sourceRows[2]).rowId]);
    expect(answer.basketRows.upserts.map((r) => [r.id, r.pzn, r.quantity])).toEqual([
      [must(pairs[0]).newRowId, '3845264', 2],
    ]);
    expect(answer.baskets.upserts.map((b) => b.id).sort()).toEqual([basket, wishList].sort());
    const before = await convergence(c);
    // The same move sent again as a new mutation (e.g. replayed after a reload).
    expect((await pushOk(c, [transfer(true, pairs)]))[0]?.status).toBe('applied');
    expect(await convergence(c)).toEqual(before);
    expect(await liveRows(wishList)).toHaveLength(2);
    expect(await liveRows(basket)).toHaveLength(4);
    expect(before).toEqual(replica.hashes());
  });

  it('refuses unknown, deleted and foreign sources, and lists of another customer', async () => {
    await expectRejected(
      c,
      transfer(false, [{ rowId: randomUUID(), newRowId: randomUUID() }]),
      'not_found',
    );
    await expectRejected(
      c,
      transfer(false, [{ rowId: must(sourceRows[2]).rowId, newRowId: randomUUID() }]),
      'not_found',
    );
    // Another customer of the same pharmacy: the user may act for both, but not mix them.
    const elsewhere = await newList(c, 100101, 'merkliste');
    const message = await expectRejected(
      c,
      transfer(false, [{ rowId: must(sourceRows[0]).rowId, newRowId: randomUUID() }], elsewhere),
      'invalid_args',
    );
    expect(message).toBe(
      'Positionen lassen sich nur zwischen Listen desselben Lieferkunden übertragen.',
    );
    // A colleague's private list is not theirs to take rows from.
    const colleague = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100103);
    const theirs = await newList(colleague, 100103, 'merkliste');
    const theirRow = randomUUID();
    await pushOk(colleague, [
      m('basket.addRow', { basketId: theirs, rowId: theirRow, pzn: '4512346', quantity: 1 }),
    ]);
    await expectRejected(
      c,
      transfer(true, [{ rowId: theirRow, newRowId: randomUUID() }]),
      'foreign_customer',
    );
    await expectRejected(
      c,
      transfer(false, [
        { rowId: must(sourceRows[0]).rowId, newRowId: randomUUID() },
        { rowId: must(sourceRows[0]).rowId, newRowId: randomUUID() },
      ]),
      'invalid_args',
    );
  });
});

describe('wert_summe', () => {
  it('is quantity × the catalogue AEP over article rows, at the current price', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const list = await newList(c, 100101);
    await pushOk(c, [
      m('basket.addRows', {
        basketId: list,
        rows: [
          { rowId: randomUUID(), pzn: '3916478', quantity: 2 },
          { rowId: randomUUID(), note: 'Kühlware' },
          { rowId: randomUUID(), pzn: '1637484', quantity: 3 },
          { rowId: randomUUID(), pzn: '5839204', quantity: 9999 },
        ],
      }),
    ]);
    const value = async () => {
      const replica = new Replica(c);
      await replica.sync();
      return must(replica.rows.baskets.get(list));
    };
    const aep = (pzn: string) => demoArticle(pzn).aepCents;
    expect(await value()).toMatchObject({
      artikel_count: 3,
      wert_summe: 2 * aep('3916478') + 3 * aep('1637484') + 9999 * aep('5839204'),
    });
    // A price change shows in the next pull; a withdrawn article adds nothing.
    await changeArticles(t.db, ['1637484'], { aepCents: 1300 });
    await withdrawArticles(t.db, ['5839204'], t.clock());
    expect((await value()).wert_summe).toBe(2 * aep('3916478') + 3 * 1300);
    const [row] = await t.db.select().from(baskets).where(eq(baskets.id, list));
    expect(row?.kind).toBe('warenkorb');
  });
});
