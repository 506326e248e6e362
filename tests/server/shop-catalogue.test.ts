// The shop's own calls: the catalogue stream (paging, cursor, reset, withdrawn articles as
// deletes, only changed articles after the first sync) and the availability check.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AvailabilityAnswer,
  CataloguePullAnswer,
  type AvailabilityBody,
} from '../../src/api/catalogue.ts';
import { austrianPzn } from '../../src/api/pzn.ts';
import { articles } from '../../server/db/schema.ts';
import { DEMO_ARTICLES } from '../../server/seed/catalogue.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { changeArticles, withdrawArticles } from '../../server/sync/catalogueChanges.ts';
import { loginAs, must, type Client } from './support/sync.ts';
import {
  TEST_CATALOGUE_SIZE,
  client,
  createTestApp,
  createUser,
  type TestApp,
} from './support/testApp.ts';

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await createTestApp();
  c = await loginAs(t.app, DEMO_USERS.mitarbeiter, 100101);
});
afterAll(async () => {
  await t.close();
});

async function cataloguePull(body: { cursor?: string; limit?: number } = {}, who = c) {
  const res = await who.post('/api/shop/catalogue/pull', body);
  if (res.statusCode !== 200) throw new Error(`catalogue pull: ${res.statusCode} ${res.body}`);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  // The answer is built as JSON text by the database: it must still be the contract's shape.
  return CataloguePullAnswer.parse(res.json());
}

/** Pulls every page from `cursor`; returns the pages. */
async function walk(cursor?: string, limit?: number) {
  const pages: CataloguePullAnswer[] = [];
  for (;;) {
    const page = await cataloguePull({
      ...(cursor ? { cursor } : {}),
      ...(limit ? { limit } : {}),
    });
    pages.push(page);
    cursor = page.cursor;
    if (!page.hasMore) return pages;
  }
}

describe('catalogue pull', () => {
  let end: string;

  it('pages the whole catalogue in version order, with what remains after each page', async () => {
    const pages = await walk(undefined, 120);
    expect(pages.map((p) => p.upserts.length)).toEqual([120, 120, 60]);
    expect(pages.map((p) => p.remaining)).toEqual([180, 60, 0]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    expect(pages.every((p) => !p.reset && p.deletes.length === 0)).toBe(true);
    const all = pages.flatMap((p) => p.upserts);
    expect(new Set(all.map((a) => a.pzn)).size).toBe(TEST_CATALOGUE_SIZE);
    const versions = all.map((a) => BigInt(a.version));
    expect(versions.every((v, i) => i === 0 || v > (versions[i - 1] ?? 0n))).toBe(true);
    // The DEMO_ARTICLES come first, field for field as seeded.
    const first = must(all[0]);
    const { stock: _stock, ...demo } = must(DEMO_ARTICLES[0]);
    expect(first).toEqual({ ...demo, version: first.version });
    expect(all.slice(0, DEMO_ARTICLES.length).map((a) => a.pzn)).toEqual(
      DEMO_ARTICLES.map((a) => a.pzn),
    );
    expect(all.find((a) => a.pzn === '1382647')).toMatchObject({
      availability: 'nicht_lieferbar',
      expectedDate: '2026-12-07',
      rx: true,
    });
    end = must(pages.at(-1)).cursor;
  });

  it('answers an empty page with the same cursor when nothing changed', async () => {
    expect(await cataloguePull({ cursor: end })).toEqual({
      upserts: [],
      deletes: [],
      cursor: end,
      hasMore: false,
      remaining: 0,
      reset: false,
    });
  });

  it('sends only what changed since, withdrawn articles as deletes', async () => {
    expect(await changeArticles(t.db, ['4512346'], { aepCents: 399, stock: 700 })).toEqual([
      '4512346',
    ]);
    expect(await withdrawArticles(t.db, ['4260838'], t.clock())).toEqual(['4260838']);
    const next = await cataloguePull({ cursor: end });
    expect(next.upserts.map((a) => [a.pzn, a.aepCents])).toEqual([['4512346', 399]]);
    expect(next.deletes).toEqual(['4260838']);
    expect(next).toMatchObject({ hasMore: false, remaining: 0, reset: false });
    // A first sync now gets the withdrawn article as a delete only.
    const pages = await walk(undefined, 100);
    const fresh = pages.flatMap((p) => p.upserts);
    expect(fresh).toHaveLength(TEST_CATALOGUE_SIZE - 1);
    expect(fresh.some((a) => a.pzn === '4260838')).toBe(false);
    expect(pages.flatMap((p) => p.deletes)).toEqual(['4260838']);
    expect(pages.map((p) => p.remaining)).toEqual([200, 100, 0]);
    end = next.cursor;
  });

  it('pages deletes like upserts', async () => {
    const some = DEMO_ARTICLES.slice(10, 13).map((a) => a.pzn);
    await withdrawArticles(t.db, some, t.clock());
    const first = await cataloguePull({ cursor: end, limit: 2 });
    expect(first).toMatchObject({ upserts: [], deletes: some.slice(0, 2), hasMore: true });
    expect(first.remaining).toBe(1);
    const second = await cataloguePull({ cursor: first.cursor, limit: 2 });
    expect(second).toMatchObject({ deletes: some.slice(2), hasMore: false, remaining: 0 });
    end = second.cursor;
  });

  it('starts over with reset for a cursor it does not know', async () => {
    // Issue 23, finding 11: negative and beyond bigint too, which the database refused (500).
    for (const cursor of [
      'kaputt',
      'scope:12',
      'catalogue:x',
      'catalogue:999999999999',
      'catalogue:-1',
      'catalogue:9223372036854775807',
      'catalogue:9223372036854775808',
      'catalogue:9999999999999999999',
      `catalogue:${'9'.repeat(40)}`,
    ]) {
      const page = await cataloguePull({ cursor, limit: 10 });
      expect(page.reset).toBe(true);
      expect(page.upserts).toHaveLength(10);
      expect(page.remaining).toBe(TEST_CATALOGUE_SIZE - 10);
      // Its cursor is a good one.
      expect((await cataloguePull({ cursor: page.cursor, limit: 1 })).reset).toBe(false);
    }
  });

  it('uses pages of 5,000 by default and refuses larger limits than 10,000', async () => {
    const all = await cataloguePull();
    expect(all.upserts).toHaveLength(TEST_CATALOGUE_SIZE - 4);
    expect(all.deletes).toHaveLength(4);
    expect(all.hasMore).toBe(false);
    for (const body of [{ limit: 10_001 }, { limit: 0 }, { cursor: 5 }, { since: 'x' }]) {
      const res = await c.post('/api/shop/catalogue/pull', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message: /^Ungültige Eingabe/ });
    }
  });

  it('is for role Auftrag only, and needs a session', async () => {
    const noOrders = await createUser(t.db, { roles: ['User', 'Kunde'], kundeNr: 100100 });
    const u = await loginAs(t.app, noOrders);
    expect((await u.post('/api/shop/catalogue/pull', {})).statusCode).toBe(403);
    expect((await client(t.app).post('/api/shop/catalogue/pull', {})).statusCode).toBe(401);
  });
});

describe('availability check', () => {
  let unknownPzn: string;
  beforeAll(async () => {
    const taken = new Set(
      (await t.db.select({ pzn: articles.pzn }).from(articles)).map((a) => a.pzn),
    );
    for (let body = 999_999; ; body -= 1) {
      const pzn = austrianPzn(body);
      if (pzn && !taken.has(pzn)) {
        unknownPzn = pzn;
        break;
      }
    }
    // An article withdrawn from the catalogue.
    await withdrawArticles(t.db, ['2741516'], t.clock());
  });

  async function check(items: { pzn: string; quantity: number }[]) {
    const body: AvailabilityBody = {
      items: items.map((item) => ({ rowId: randomUUID(), ...item })),
    };
    const res = await c.post('/api/shop/verfuegbarkeit', body);
    expect(res.statusCode).toBe(200);
    const answer = AvailabilityAnswer.parse(res.json());
    expect(answer.results.map((r) => r.rowId)).toEqual(body.items.map((i) => i.rowId));
    expect(answer.checkedAt).toBe(t.clock().toISOString());
    return answer.results.map(({ rowId: _rowId, ...rest }) => rest);
  }

  it('answers each row from the article: now, partly, later, or not at all', async () => {
    expect(
      await check([
        { pzn: '2468026', quantity: 40 }, // lieferbar
        { pzn: '5128733', quantity: 5 }, // knapp, stock 5: all of it
        { pzn: '5128733', quantity: 8 }, // knapp, stock 5: part of it
        { pzn: '1382647', quantity: 2 }, // nicht lieferbar, expected 2026-12-07
        { pzn: '2974166', quantity: 1 }, // nicht lieferbar, no date
        { pzn: unknownPzn, quantity: 1 }, // not in the catalogue
        { pzn: '2741516', quantity: 3 }, // withdrawn
      ]),
    ).toEqual([
      { status: 'lieferbar', deliverableNow: 40, expectedDate: null },
      { status: 'lieferbar', deliverableNow: 5, expectedDate: null },
      { status: 'teilweise', deliverableNow: 5, expectedDate: '2026-12-01' },
      { status: 'spaeter', deliverableNow: 0, expectedDate: '2026-12-07' },
      { status: 'nicht_lieferbar', deliverableNow: 0, expectedDate: null },
      { status: 'nicht_lieferbar', deliverableNow: 0, expectedDate: null },
      { status: 'nicht_lieferbar', deliverableNow: 0, expectedDate: null },
    ]);
  });

  it('answers a knapp article by its current stock', async () => {
    await changeArticles(t.db, ['5839204'], { stock: 2 });
    expect(await check([{ pzn: '5839204', quantity: 3 }])).toEqual([
      { status: 'teilweise', deliverableNow: 2, expectedDate: '2026-11-28' },
    ]);
  });

  it('refuses bad input with 400 and a German message', async () => {
    const row = { rowId: randomUUID(), pzn: '4512346', quantity: 1 };
    const bad = [
      { items: [] },
      { items: [{ ...row, quantity: 0 }] },
      { items: [{ ...row, quantity: 10_000 }] },
      { items: [{ ...row, quantity: 1.5 }] },
      { items: [{ ...row, pzn: 'abc' }] },
      { items: [{ ...row, rowId: 'zeile-1' }] },
      { items: [{ ...row, extra: true }] },
      { items: Array.from({ length: 1001 }, () => ({ ...row, rowId: randomUUID() })) },
      {},
    ];
    for (const body of bad) {
      const res = await c.post('/api/shop/verfuegbarkeit', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message: /^Ungültige Eingabe/ });
    }
  });

  it('is for role Auftrag only', async () => {
    const noOrders = await createUser(t.db, { roles: ['User'], kundeNr: 100100 });
    const u = await loginAs(t.app, noOrders);
    const res = await u.post('/api/shop/verfuegbarkeit', {
      items: [{ rowId: randomUUID(), pzn: '4512346', quantity: 1 }],
    });
    expect(res.statusCode).toBe(403);
  });
});
