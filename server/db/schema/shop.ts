// The shop's lists, catalogue and orders (modules/shop/contract.ts). In the core, not in the
// module: the platform reads them (autoSend, shared baskets' visibility, catalogue sync, seeds).
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Availability } from '../../../src/api/catalogue.ts';
import type { ListKind, OrderLine } from '../../../src/api/orderList.ts';
import { impersonations, lieferkundeColumn, users } from './auth.ts';
import { versionColumn } from './sync.ts';

export const baskets = pgTable(
  'baskets',
  {
    id: uuid('id').primaryKey(),
    lieferkundeNr: lieferkundeColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'warenkorb' (basket) or 'merkliste' (wish list). */
    kind: text('kind').$type<ListKind>().notNull().default('warenkorb'),
    label: text('label').notNull(),
    sharedWithCompany: boolean('shared_with_company').notNull().default(false),
    internalNote: text('internal_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    version: versionColumn(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('baskets_lieferkunde_version_idx').on(t.lieferkundeNr, t.version)],
);

/**
 * Each user's primary list per delivery customer and kind (the `primary` flag is per viewing
 * user): one primary basket and one primary wish list.
 */
export const basketPrimary = pgTable(
  'basket_primary',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lieferkundeNr: integer('lieferkunde_nr').notNull(),
    kind: text('kind').$type<ListKind>().notNull().default('warenkorb'),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lieferkundeNr, t.kind] }),
    index('basket_primary_basket_idx').on(t.basketId),
  ],
);

export const basketRows = pgTable(
  'basket_rows',
  {
    id: uuid('id').primaryKey(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    /** The basket's customer, copied so that a pull pages rows by (scope, version) directly. */
    lieferkundeNr: integer('lieferkunde_nr').notNull(),
    /** Article number; null for a note row. */
    pzn: text('pzn'),
    /** Text of a note row; null for an article row. */
    note: text('note'),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
    /** Ids of adds merged into this row (shopRules.planAdds); each also lies as a tombstone. */
    mergedRowIds: jsonb('merged_row_ids').$type<string[]>().notNull().default([]),
    /** Unused since the catalogue: values come from articles.aep_cents (kept for old rows). */
    unitPriceCents: integer('unit_price_cents'),
    version: versionColumn(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('basket_rows_lieferkunde_version_idx').on(t.lieferkundeNr, t.version),
    index('basket_rows_basket_idx').on(t.basketId),
  ],
);
/** The article catalogue, shared by all users; synced to clients as one paged stream. */
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

/** Web orders; immutable once placed, so the lines are stored with the order. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    lieferkundeNr: lieferkundeColumn(),
    basketId: uuid('basket_id').notNull(),
    label: text('label').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who placed it while impersonating `userId`, and that impersonation. */
    actingAdminId: uuid('acting_admin_id').references(() => users.id),
    impersonationId: uuid('impersonation_id').references(() => impersonations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rowCount: integer('row_count').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    version: versionColumn(),
  },
  (t) => [
    index('orders_lieferkunde_version_idx').on(t.lieferkundeNr, t.version),
    index('orders_impersonation_idx').on(t.impersonationId),
  ],
);
