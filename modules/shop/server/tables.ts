// The shop's tables (modules/shop/contract.ts): baskets and wish lists, their rows, each user's
// primary list, and the web orders. Named by its server/index.ts; the catalogue they refer to
// by PZN is the core's (server/db/schema/catalogue.ts).
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { impersonations, users } from '../../../server/db/schema.ts';
import * as column from '../../../server/db/columns.ts';
import { customerTable } from '../../../server/db/customerTable.ts';
import type { ListKind, OrderLine } from '../../../src/api/orderList.ts';
import type { OrderLineConfirmation, OrderStatusStep, WebOrderStatus } from '../contract.ts';

export const baskets = pgTable(
  'baskets',
  {
    id: column.id(),
    lieferkundeNr: column.lieferkunde(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'warenkorb' (basket) or 'merkliste' (wish list). */
    kind: text('kind').$type<ListKind>().notNull().default('warenkorb'),
    label: text('label').notNull(),
    sharedWithCompany: boolean('shared_with_company').notNull().default(false),
    internalNote: text('internal_note').notNull().default(''),
    createdAt: column.timestamptz('created_at').notNull(),
    version: column.version(),
    deletedAt: column.deletedAt(),
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
    userId: column.user(),
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
    id: column.id(),
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
    version: column.version(),
    deletedAt: column.deletedAt(),
  },
  (t) => [
    index('basket_rows_lieferkunde_version_idx').on(t.lieferkundeNr, t.version),
    index('basket_rows_basket_idx').on(t.basketId),
  ],
);

/**
 * Web orders. The lines are a snapshot taken when placed, stored with the order; the wholesaler's
 * answers (issue 29) change the status, its history and the confirmation, each with a new version.
 */
export const orders = customerTable(
  'orders',
  {
    basketId: uuid('basket_id').notNull(),
    label: text('label').notNull(),
    userId: column.user(),
    /** The admin who placed it while impersonating `userId`, and that impersonation. */
    actingAdminId: column.actingAdmin(),
    impersonationId: uuid('impersonation_id').references(() => impersonations.id),
    createdAt: column.timestamptz('created_at').notNull(),
    rowCount: integer('row_count').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    // The wholesaler's answers (issue 29, modules/integration/server/orderAnswers.ts): its order
    // number, the last ERP version applied (confirmation and status share it), the status and its
    // way since 'uebermittelt', the confirmation per article line, and the delivery note.
    erpOrderNo: text('erp_order_no'),
    erpVersion: integer('erp_version').notNull().default(0),
    status: text('status').$type<WebOrderStatus>().notNull().default('uebermittelt'),
    statusHistory: jsonb('status_history').$type<OrderStatusStep[]>().notNull().default([]),
    confirmation: jsonb('confirmation').$type<OrderLineConfirmation[]>(),
    /** The delivery note that delivered it, set by whoever records the note (its number). */
    deliveryNoteNo: text('delivery_note_no'),
  },
  (t) => [index('orders_impersonation_idx').on(t.impersonationId)],
);
