// The last-chance offers' table (modules/lastChance/contract.ts): the wholesaler's remaining and
// short-dated stock on offer. Named by its server/index.ts.
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';
import type { OfferReason } from '../contract.ts';

/**
 * Last-chance articles (Noch verfügbare Artikel, issue 15, modules/lastChance/contract.ts): the
 * wholesaler's remaining and short-dated stock on offer, the same for every pharmacy. The seed
 * writes them (modules/lastChance/server/seed.ts); an order of the article lowers `quantity_left`.
 */
export const lastChanceOffers = pgTable(
  'last_chance_offers',
  {
    id: uuid('id').primaryKey(),
    pzn: text('pzn').notNull(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    reason: text('reason').$type<OfferReason>().notNull(),
    expiryDay: text('expiry_day'),
    priceCents: integer('price_cents').notNull(),
    regularPriceCents: integer('regular_price_cents').notNull(),
    quantityLeft: integer('quantity_left').notNull(),
    maxPerOrder: integer('max_per_order').notNull(),
    validUntil: text('valid_until').notNull(),
    version: column.version(),
  },
  (t) => [
    index('last_chance_offers_version_idx').on(t.version),
    uniqueIndex('last_chance_offers_pzn_idx').on(t.pzn),
  ],
);
