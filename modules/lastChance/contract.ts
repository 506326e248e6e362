// Last-chance articles (Noch verfügbare Artikel, issue 15): the wholesaler's remaining and
// short-dated stock on offer at a reduced price while it lasts, the same offers for every
// pharmacy with the role. The server half: modules/lastChance/server/sync.ts; the demo data:
// modules/lastChance/server/seed.ts.
//
// Read-only for the pharmacy: 'In den Warenkorb' puts the article into a basket with the shop's
// own mutation. The quantity left is the wholesaler's: the server lowers it when an order with
// the article is placed (modules/shop/server/orders.ts), so it is a server field.
import { z } from 'zod';
import { id, isoDay, version } from '../../src/api/fields';
import { defineModule, type Collections, userCollection } from '../../src/api/module';

/** Why the wholesaler offers the stock. */
export const OFFER_REASONS = [
  'shortDated',
  'discontinued',
  'packagingChange',
  'overstock',
] as const;
export type OfferReason = (typeof OFFER_REASONS)[number];

/** One offer of one article's remaining stock. */
export const LastChanceOfferRow = z.object({
  id,
  pzn: z.string(),
  /** The article's name as offered (the catalogue may rename it later). */
  name: z.string(),
  manufacturer: z.string(),
  reason: z.enum(OFFER_REASONS),
  /** The expiry date of the offered batch ('Verwendbar bis'); null for non-dated stock. */
  expiryDay: isoDay.nullable(),
  /** The offer price per pack, euro cents (without VAT). */
  priceCents: z.number().int(),
  /** The regular AEP per pack when offered, euro cents. */
  regularPriceCents: z.number().int(),
  /** Packs the wholesaler still has of this offer (0: sold out). */
  quantityLeft: z.number().int(),
  /** The most packs one order may take. */
  maxPerOrder: z.number().int(),
  /** The last day the offer holds. */
  validUntil: isoDay,
  version,
});
export type LastChanceOfferRow = z.infer<typeof LastChanceOfferRow>;

export const LAST_CHANCE_COLLECTIONS = {
  // The same offers for every pharmacy: not bound to the delivery customer.
  lastChanceOffers: userCollection(LastChanceOfferRow, 'lastChance', {
    indexes: ['pzn', 'validUntil'],
    pageMax: 500,
    serverFields: ['quantityLeft'],
  }),
} as const satisfies Collections;

export const lastChanceModule = defineModule({
  name: 'lastChance',
  collections: LAST_CHANCE_COLLECTIONS,
  mutations: [],
});
