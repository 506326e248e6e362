// The last-chance offers on the sync server (issue 15): the deterministic seed with every case
// the screen shows, who receives the offers (role 'Noch verfügbare Artikel' alone, the same rows
// whatever the delivery customer) and the stock an order takes from them.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LastChanceOfferRow } from '../../modules/lastChance/contract.ts';
import { DENIED_CURSOR } from '../../src/api/sync.ts';
import { userLieferkunden } from '../../server/db/schema.ts';
import { lastChanceOffers } from '../../modules/lastChance/server/tables.ts';
import { generateLastChanceOffers, OFFER_COUNT } from '../../modules/lastChance/server/seed.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { SEED_TIME } from '../../server/seed/random.ts';
import { loginAs, m, must, pull, pushOk, Replica } from './support/sync.ts';
import { createTestApp, createUser, type client, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SEED_DAY = SEED_TIME.toISOString().slice(0, 10);
const pool = Array.from({ length: 120 }, (_, i) => ({
  pzn: String(2_000_000 + i * 13),
  name: `Artikel ${i}`,
  manufacturer: `Hersteller ${i % 7}`,
  aepCents: 200 + ((i * 53) % 4000),
}));

async function offersOf(c: ReturnType<typeof client>) {
  const replica = new Replica(c);
  await replica.sync();
  return [...replica.rows.lastChanceOffers.values()] as LastChanceOfferRow[];
}

describe('the last-chance seed', () => {
  it('is the same on every run', () => {
    expect(generateLastChanceOffers(pool)).toEqual(generateLastChanceOffers(pool));
  });

  it('holds every case: short-dated soon and later, other reasons, ending soon, sold out', () => {
    const offers = generateLastChanceOffers(pool);
    expect(offers).toHaveLength(OFFER_COUNT);
    expect(new Set(offers.map((o) => o.pzn)).size).toBe(OFFER_COUNT);
    const days = (day: string) => (Date.parse(day) - Date.parse(SEED_DAY)) / 86_400_000;
    const dated = offers.filter((o) => o.reason === 'shortDated');
    expect(dated.some((o) => days(must(o.expiryDay)) <= 60)).toBe(true);
    expect(dated.some((o) => days(must(o.expiryDay)) > 60)).toBe(true);
    expect(new Set(offers.map((o) => o.reason)).size).toBe(4);
    expect(offers.some((o) => days(o.validUntil) <= 9)).toBe(true);
    expect(offers.filter((o) => o.quantityLeft === 0).length).toBeGreaterThan(0);
    for (const o of offers) {
      expect(o.priceCents).toBeLessThan(o.regularPriceCents);
      expect(o.validUntil > SEED_DAY).toBe(true);
      // A short-dated offer ends a week before the batch expires.
      if (o.expiryDay) expect(days(o.expiryDay) - days(o.validUntil)).toBeGreaterThanOrEqual(7);
      else expect(o.reason).not.toBe('shortDated');
      expect(o.maxPerOrder).toBeGreaterThan(0);
    }
  });
});

describe('sync of the last-chance offers', () => {
  it('sends apotheke-31 and the demo pharmacy the same offers, whatever the customer', async () => {
    const own = await offersOf(await loginAs(t.app, pharmacyLogin(31), 303001));
    expect(own).toHaveLength(OFFER_COUNT);
    const demo = await offersOf(await loginAs(t.app, DEMO_USERS.apotheke, 100102));
    expect(demo.map((o) => o.id).sort()).toEqual(own.map((o) => o.id).sort());
  });

  it('sends nothing to a user without the role; the role alone opens them', async () => {
    for (const c of [
      await loginAs(t.app, pharmacyLogin(24), 302301),
      await loginAs(t.app, DEMO_USERS.mitarbeiter, 100101),
    ]) {
      const answer = await pull(c);
      expect(answer.lastChanceOffers).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    }
    const user = await createUser(t.db, {
      roles: ['User', 'Noch verfügbare Artikel'],
      features: [],
      kundeNr: 100100,
    });
    await t.db
      .insert(userLieferkunden)
      .values({ userId: user.id, lieferkundeNr: 100101, isDefault: true });
    expect(await offersOf(await loginAs(t.app, user, 100101))).toHaveLength(OFFER_COUNT);
  });

  it('lowers the packs left when an order takes them, never below 0, and syncs the change', async () => {
    const c = await loginAs(t.app, pharmacyLogin(31), 303001);
    const replica = new Replica(c);
    await replica.sync();
    const offers = [...replica.rows.lastChanceOffers.values()] as LastChanceOfferRow[];
    const running = must(
      offers.find((o) => o.quantityLeft > 3 && o.validUntil >= '2026-11-21'),
      'a running offer',
    );
    const small = must(
      offers.find((o) => o.id !== running.id && o.quantityLeft > 0 && o.validUntil >= '2026-11-21'),
      'another offer',
    );
    const basketId = randomUUID();
    const orderId = randomUUID();
    const results = await pushOk(c, [
      m('basket.create', { id: basketId, lieferkundeNr: 303001, label: 'Restposten' }),
      m('basket.addRows', {
        basketId,
        rows: [
          { rowId: randomUUID(), pzn: running.pzn, quantity: 2 },
          { rowId: randomUUID(), pzn: running.pzn, quantity: 1 },
          { rowId: randomUUID(), pzn: small.pzn, quantity: small.quantityLeft + 5 },
        ],
      }),
      m('order.place', { orderId, basketId }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    await replica.sync();
    const after = (id: string) => must(replica.rows.lastChanceOffers.get(id)) as LastChanceOfferRow;
    expect(after(running.id).quantityLeft).toBe(running.quantityLeft - 3);
    expect(after(small.id).quantityLeft).toBe(0);
    const [stored] = await t.db
      .select({ left: lastChanceOffers.quantityLeft })
      .from(lastChanceOffers)
      .where(eq(lastChanceOffers.id, running.id));
    expect(stored?.left).toBe(running.quantityLeft - 3);
  });
});
