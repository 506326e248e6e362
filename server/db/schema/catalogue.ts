// The article catalogue, shared by all users and synced to clients as one paged stream
// (server/sync/catalogue.ts); the shop's rows and every module's articles refer to it by PZN.
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Availability } from '../../../src/api/catalogue.ts';
import { versionColumn } from './sync.ts';

export const articles = pgTable(
  'articles',
  {
    pzn: text('pzn').primaryKey(),
    name: text('name').notNull(),
    ingredient: text('ingredient').notNull(),
    dosageForm: text('dosage_form').notNull(),
    packSize: integer('pack_size').notNull(),
    packUnit: text('pack_unit').notNull(),
    manufacturer: text('manufacturer').notNull(),
    aepCents: integer('aep_cents').notNull(),
    avpCents: integer('avp_cents').notNull(),
    rx: boolean('rx').notNull(),
    coldChain: boolean('cold_chain').notNull(),
    narcotic: boolean('narcotic').notNull(),
    availability: text('availability').$type<Availability>().notNull(),
    /** Expected delivery date (YYYY-MM-DD) for knapp / nicht lieferbar; null when unknown. */
    expectedDate: text('expected_date'),
    /** Packs on stock now (for the availability check: knapp articles have few). */
    stock: integer('stock').notNull(),
    version: versionColumn(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('articles_version_idx').on(t.version)],
);
