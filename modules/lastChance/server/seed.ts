// The last-chance offers demo data (issue 15): the wholesaler's remaining and short-dated stock
// on offer, the same for every pharmacy. Some 40 offers over the catalogue's articles: short-
// dated batches (some expiring within weeks), discontinued articles, packaging changes and
// overstock; a few ending within days, a few sold out.
//
// Deterministic: one PRNG stream (LAST_CHANCE_SEED), the articles from the seeded catalogue in
// version order (after the shop's demo articles, so the shop's flows do not touch the offers),
// days counted from SEED_TIME. A wholesaler offers a few dozen such lots at a time, so the size
// does not scale with the catalogue.
import type { OfferReason } from '../contract.ts';
import { lastChanceOffers } from './tables.ts';
import type { Db } from '../../../server/db/client.ts';
import { createRandom, SEED_DAY, uuidFromDigits } from '../../../server/seed/random.ts';
import { seedOnce } from '../../../server/seed/seedOnce.ts';
import { pricedArticles } from '../../../server/seed/articlePool.ts';
import { DAY_MS } from '../../../src/api/days.ts';

const LAST_CHANCE_SEED = 20261515;
/** The shop's demo articles come first in the catalogue; the offers start after them. */
const SKIP_ARTICLES = 20;
/** The articles an offer may be on. */
const ARTICLE_POOL = 600;
export const OFFER_COUNT = 42;
/** Offers that are sold out already (quantity left 0), the screen's disabled case. */
const SOLD_OUT = 4;

interface Article {
  pzn: string;
  name: string;
  manufacturer: string;
  aepCents: number;
}

type OfferInsert = typeof lastChanceOffers.$inferInsert;

/** Reasons in proportion: most remaining stock is short-dated. */
const REASONS: readonly OfferReason[] = [
  'shortDated',
  'shortDated',
  'shortDated',
  'shortDated',
  'discontinued',
  'discontinued',
  'packagingChange',
  'overstock',
];

/** Discount in per cent by reason: the shorter the remaining shelf life, the cheaper. */
const DISCOUNT: Record<OfferReason, readonly [number, number]> = {
  shortDated: [25, 60],
  discontinued: [15, 40],
  packagingChange: [10, 30],
  overstock: [8, 20],
};

const dayString = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The offers, computed without the database. */
export function generateLastChanceOffers(pool: readonly Article[]): OfferInsert[] {
  const priced = pool.filter((a) => a.aepCents >= 150);
  if (priced.length < OFFER_COUNT) return [];
  const random = createRandom(LAST_CHANCE_SEED);
  const today = SEED_DAY;
  const used = new Set<string>();
  const out: OfferInsert[] = [];
  for (let i = 0; i < OFFER_COUNT; i += 1) {
    let article = random.pick(priced);
    while (used.has(article.pzn)) article = random.pick(priced);
    used.add(article.pzn);
    const reason = random.pick(REASONS);
    // A short-dated batch expires within 3 to 150 days (a sixth of them within three weeks);
    // the offer ends a week before, since a pharmacy needs time to sell the packs.
    const expiry =
      reason === 'shortDated'
        ? today + (i % 6 === 0 ? random.int(20, 35) : random.int(40, 150)) * DAY_MS
        : null;
    const validUntil =
      expiry !== null
        ? Math.min(expiry - 7 * DAY_MS, today + random.int(14, 60) * DAY_MS)
        : today + (i % 7 === 3 ? random.int(5, 9) : random.int(21, 75)) * DAY_MS;
    const discount = random.int(...DISCOUNT[reason]);
    const priceCents = Math.max(1, Math.round((article.aepCents * (100 - discount)) / 100));
    const lot = random.pick([6, 10, 12, 18, 24, 30, 48, 60, 96, 120]);
    const quantityLeft = i < SOLD_OUT ? 0 : Math.max(1, Math.round(lot * (0.2 + random.next())));
    out.push({
      id: uuidFromDigits(random),
      pzn: article.pzn,
      name: article.name,
      manufacturer: article.manufacturer,
      reason,
      expiryDay: expiry === null ? null : dayString(expiry),
      priceCents,
      regularPriceCents: article.aepCents,
      quantityLeft,
      maxPerOrder: random.pick([5, 10, 12, 20, 30]),
      validUntil: dayString(validUntil),
    });
  }
  return out;
}

/**
 * Seeds the offers when there are none yet (at every start, like the analytics data, so an older
 * database gets them too); returns how many it inserted. Runs after the catalogue.
 */
export async function seedLastChance(db: Db): Promise<number> {
  return seedOnce(db, { lock: 'lastChance', marker: lastChanceOffers }, async (tx) => {
    const pool = await pricedArticles(tx, { offset: SKIP_ARTICLES, limit: ARTICLE_POOL });
    const offers = generateLastChanceOffers(pool);
    if (offers.length > 0) await tx.insert(lastChanceOffers).values(offers);
    return offers.length;
  });
}
