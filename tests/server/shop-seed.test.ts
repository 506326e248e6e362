// The demo data of issue 4: the generated catalogue (valid, unique PZNs, deterministic, the
// DEMO_ARTICLES first, plausible shares), its idempotent seed, the demo pharmacy's basket, wish
// list and past order, and the extra logins for the shop's e2e specs.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPzn } from '../../src/api/pzn.ts';
import { CATALOGUE_SIZE_DEFAULT, readCatalogueSize } from '../../server/config.ts';
import { articles, users } from '../../server/db/schema.ts';
import { basketRows, baskets, orders } from '../../modules/shop/server/tables.ts';
import { DEMO_ARTICLES, generateCatalogue, seedCatalogue } from '../../server/seed/catalogue.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { loginAs, must, pull, type Client } from './support/sync.ts';
import { TEST_CATALOGUE_SIZE, createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('generated catalogue', () => {
  const big = generateCatalogue(20_000);

  it('has the requested size, every PZN valid and unique, the DEMO_ARTICLES first', () => {
    expect(big).toHaveLength(20_000);
    expect(big.every((a) => isValidPzn(a.pzn))).toBe(true);
    expect(new Set(big.map((a) => a.pzn)).size).toBe(big.length);
    expect(big.slice(0, DEMO_ARTICLES.length)).toEqual(DEMO_ARTICLES);
    // Never fewer than the demo articles, whatever the size.
    expect(generateCatalogue(0)).toEqual(DEMO_ARTICLES);
  });

  it('is the same on every run, and a larger catalogue extends a smaller one', () => {
    expect(generateCatalogue(20_000)).toEqual(big);
    expect(generateCatalogue(5_000)).toEqual(big.slice(0, 5_000));
  });

  it('has plausible shares of Rx, cold chain, narcotics, availability and German PZNs', () => {
    const share = (test: (a: (typeof big)[number]) => boolean) =>
      big.filter(test).length / big.length;
    expect(share((a) => a.rx)).toBeCloseTo(0.4, 1);
    expect(share((a) => a.coldChain)).toBeGreaterThan(0.02);
    expect(share((a) => a.coldChain)).toBeLessThan(0.04);
    expect(share((a) => a.narcotic)).toBeGreaterThan(0.005);
    expect(share((a) => a.narcotic)).toBeLessThan(0.015);
    expect(share((a) => a.availability === 'lieferbar')).toBeCloseTo(0.85, 1);
    expect(share((a) => a.availability === 'knapp')).toBeCloseTo(0.1, 1);
    expect(share((a) => a.availability === 'nicht_lieferbar')).toBeCloseTo(0.05, 1);
    expect(share((a) => a.pzn.length === 8)).toBeGreaterThan(0.02);
    expect(share((a) => a.pzn.length === 8)).toBeLessThan(0.04);
    expect(share((a) => a.ingredient === '')).toBeGreaterThan(0.25);
    expect(new Set(big.map((a) => a.manufacturer)).size).toBeGreaterThanOrEqual(140);
  });

  it('keeps every article consistent: prices, stock and expected dates per availability', () => {
    for (const a of big) {
      expect(a.avpCents).toBeGreaterThan(a.aepCents);
      expect(a.aepCents).toBeGreaterThan(0);
      expect(a.packSize).toBeGreaterThan(0);
      if (a.narcotic || a.coldChain) expect(a.rx).toBe(true);
      if (a.availability === 'lieferbar') {
        expect(a.stock).toBeGreaterThan(0);
        expect(a.expectedDate).toBeNull();
      } else if (a.availability === 'knapp') {
        expect(a.stock).toBeGreaterThanOrEqual(1);
        expect(a.stock).toBeLessThanOrEqual(20);
        expect(a.expectedDate).toMatch(/^2026-1[12]-\d\d$/);
      } else {
        expect(a.stock).toBe(0);
      }
    }
    const unavailable = big.filter((a) => a.availability === 'nicht_lieferbar');
    const dated = unavailable.filter((a) => a.expectedDate !== null).length / unavailable.length;
    expect(dated).toBeGreaterThan(0.5);
    expect(dated).toBeLessThan(0.7);
  });

  it('has only plausible narcotic ingredients', () => {
    const ingredients = new Set(big.filter((a) => a.narcotic).map((a) => a.ingredient));
    for (const name of ingredients) {
      expect([
        'Morphin',
        'Oxycodon',
        'Hydromorphon',
        'Fentanyl',
        'Buprenorphin',
        'Methylphenidat',
        'Tapentadol',
        'Methadon',
        'Lisdexamfetamin',
      ]).toContain(name);
    }
  });

  it('covers the cases the e2e specs rely on in DEMO_ARTICLES', () => {
    const by = (pzn: string) =>
      must(
        DEMO_ARTICLES.find((a) => a.pzn === pzn),
        pzn,
      );
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(12);
    expect(by('4512346')).toMatchObject({ rx: false, availability: 'lieferbar' });
    expect(by('5128733')).toMatchObject({ availability: 'knapp', stock: 5 });
    expect(by('1382647').availability).toBe('nicht_lieferbar');
    expect(by('1382647').expectedDate).not.toBeNull();
    expect(by('2974166')).toMatchObject({ availability: 'nicht_lieferbar', expectedDate: null });
    expect(by('3845264').coldChain).toBe(true);
    expect(by('1637484').narcotic).toBe(true);
    expect(by('16260536').pzn).toHaveLength(8);
    expect(by('5293610').name).toBe('Kamillenblüten Tee Kräuterhaus');
    expect(by('4512346').manufacturer).toBe(by('2468026').manufacturer);
  });

  it('reads CATALOGUE_SIZE from the environment', () => {
    expect(readCatalogueSize({})).toBe(CATALOGUE_SIZE_DEFAULT);
    expect(readCatalogueSize({ CATALOGUE_SIZE: '2500' })).toBe(2500);
    expect(() => readCatalogueSize({ CATALOGUE_SIZE: 'viele' })).toThrow(/CATALOGUE_SIZE/);
    expect(() => readCatalogueSize({ CATALOGUE_SIZE: '-1' })).toThrow(/CATALOGUE_SIZE/);
  });
});

describe('catalogue seed', () => {
  it('fills an empty table in list order (versions ascending) and only once', async () => {
    const stored = await t.db.select().from(articles).orderBy(asc(articles.version));
    expect(stored).toHaveLength(TEST_CATALOGUE_SIZE);
    expect(stored.map((a) => a.pzn)).toEqual(
      generateCatalogue(TEST_CATALOGUE_SIZE).map((a) => a.pzn),
    );
    expect(stored[0]).toMatchObject({ ...DEMO_ARTICLES[0], deletedAt: null });
    expect(await seedCatalogue(t.db, 1000)).toBe(0);
    expect(await t.db.$count(articles)).toBe(TEST_CATALOGUE_SIZE);
  });

  it('leaves the indexes of the migration in place (it rebuilds them after the bulk load)', async () => {
    const result = await t.db.execute<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'articles' order by 1`,
    );
    const indexes = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
    expect(indexes.map((i) => i.indexname)).toEqual(['articles_pkey', 'articles_version_idx']);
    expect(indexes[0]?.indexdef).toMatch(/UNIQUE INDEX articles_pkey .*\(pzn\)/);
    expect(indexes[1]?.indexdef).toMatch(/btree \(version\)/);
    // The key still holds.
    await expect(t.db.insert(articles).values({ ...must(DEMO_ARTICLES[0]) })).rejects.toThrow();
  });
});

describe('demo shop data', () => {
  it('gives the demo pharmacy a basket and a wish list of catalogue articles and a past order', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100101);
    const answer = await pull(c);
    const lists = answer.baskets.upserts;
    const basket = must(lists.find((b) => b.label === 'Wochenbestellung'));
    expect(basket).toMatchObject({ kind: 'warenkorb', primary: true, artikel_count: 3 });
    const wishList = must(lists.find((b) => b.kind === 'merkliste'));
    expect(wishList).toMatchObject({ primary: true, artikel_count: 3 });
    expect(wishList.wert_summe).toBe(6 * 1380 + 8 * 455 + 4 * 495);

    const rows = await t.db.select().from(basketRows);
    const catalogue = new Set((await t.db.select().from(articles)).map((a) => a.pzn));
    for (const row of rows.filter((r) => r.basketId === basket.id || r.basketId === wishList.id)) {
      if (row.pzn !== null) expect(catalogue.has(row.pzn)).toBe(true);
    }

    expect(answer.orders.upserts).toHaveLength(1);
    const order = must(answer.orders.upserts[0]);
    expect(order).toMatchObject({
      lieferkundeNr: 100101,
      status: 'uebermittelt',
      userName: 'Mag. pharm. Anna Gruber',
      rowCount: 3,
      totalCents: 20 * 179 + 5 * 312 + 2 * 420,
    });
    expect(order.lines.map((l) => l.pzn)).toEqual(['2468026', '4729057', '3185626', null]);
    expect(order.lines[3]).toMatchObject({
      name: 'Lieferung an die Hintertür',
      unitPriceCents: null,
    });
  });

  it('has apotheke-13 … -20 with their own customers, and a colleague at 13', async () => {
    const customers = async (c: Client) =>
      (await c.get('/api/lieferkunden'))
        .json<{ items: { LieferkundeNr: number }[] }>()
        .items.map((l) => l.LieferkundeNr)
        .sort();
    const seen = new Set<number>();
    for (let n = 12; n <= 20; n += 1) {
      const list = await customers(await loginAs(t.app, pharmacyLogin(n)));
      expect(list.length).toBeGreaterThanOrEqual(1);
      // Each pharmacy has customers of its own.
      for (const nr of list) expect(seen.has(nr)).toBe(false);
      for (const nr of list) seen.add(nr);
    }
    const owner = await customers(await loginAs(t.app, pharmacyLogin(13)));
    expect(await customers(await loginAs(t.app, DEMO_USERS.kollege))).toEqual(owner);
    const [kollege] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_USERS.kollege.email));
    expect(kollege?.roles).toEqual(['User', 'Auftrag']);
  });

  it('has no open basket rows or orders for the extra pharmacies', async () => {
    const c = await loginAs(t.app, pharmacyLogin(14));
    const list = (await c.get('/api/lieferkunden')).json<{ items: { LieferkundeNr: number }[] }>();
    const nr = must(list.items[0]).LieferkundeNr;
    expect(await t.db.$count(baskets, eq(baskets.lieferkundeNr, nr))).toBe(0);
    expect(await t.db.$count(orders, eq(orders.lieferkundeNr, nr))).toBe(0);
  });
});
