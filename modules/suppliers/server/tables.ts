// The supplier orders' tables (modules/suppliers/contract.ts): the suppliers and their assortments
// (seeded), each customer's supplier baskets and orders. Named by its server/index.ts.
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';
import type { SupplierKind, SupplierOrderLine } from '../contract.ts';

/** The suppliers a pharmacy may order from directly; the same for every pharmacy (seeded). */
export const suppliers = pgTable(
  'suppliers',
  {
    id: column.id(),
    name: text('name').notNull(),
    supplierNumber: text('supplier_number').notNull(),
    kind: text('kind').$type<SupplierKind>().notNull(),
    minOrderCents: integer('min_order_cents').notNull(),
    deliveryDays: text('delivery_days').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    orderChannel: text('order_channel').notNull(),
    contact: text('contact').notNull(),
    version: column.version(),
    deletedAt: column.deletedAt(),
  },
  (t) => [
    index('suppliers_version_idx').on(t.version),
    uniqueIndex('suppliers_number_idx').on(t.supplierNumber),
  ],
);

/** A supplier's assortment: catalogue articles at the supplier's price per order unit. */
export const supplierArticles = pgTable(
  'supplier_articles',
  {
    id: column.id(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    pzn: text('pzn').notNull(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    supplierArticleNo: text('supplier_article_no').notNull(),
    orderUnit: text('order_unit').notNull(),
    packsPerUnit: integer('packs_per_unit').notNull(),
    priceCents: integer('price_cents').notNull(),
    version: column.version(),
    deletedAt: column.deletedAt(),
  },
  (t) => [
    index('supplier_articles_version_idx').on(t.version),
    uniqueIndex('supplier_articles_supplier_pzn_idx').on(t.supplierId, t.pzn),
  ],
);

/** The rows of each supplier's basket at a delivery customer; a deleted row keeps a tombstone. */
export const supplierBasketRows = pgTable(
  'supplier_basket_rows',
  {
    id: column.id(),
    lieferkundeNr: column.lieferkunde(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    pzn: text('pzn'),
    note: text('note'),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
    /** As basket_rows.merged_row_ids. */
    mergedRowIds: jsonb('merged_row_ids').$type<string[]>().notNull().default([]),
    version: column.version(),
    deletedAt: column.deletedAt(),
  },
  (t) => [
    index('supplier_basket_rows_customer_version_idx').on(t.lieferkundeNr, t.version),
    index('supplier_basket_rows_basket_idx').on(t.lieferkundeNr, t.supplierId),
  ],
);

/** Orders to suppliers; immutable once placed, so the lines are stored with the order. */
export const supplierOrders = pgTable(
  'supplier_orders',
  {
    id: column.id(),
    lieferkundeNr: column.lieferkunde(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    supplierName: text('supplier_name').notNull(),
    /** 'DB-<customer>-<n>', gap-free per delivery customer (under its lock). */
    number: text('number').notNull(),
    userId: column.user(),
    actingAdminId: column.actingAdmin(),
    note: text('note').notNull(),
    rowCount: integer('row_count').notNull(),
    totalCents: integer('total_cents').notNull(),
    lines: jsonb('lines').$type<SupplierOrderLine[]>().notNull(),
    createdAt: column.timestamptz('created_at').notNull(),
    version: column.version(),
  },
  (t) => [
    index('supplier_orders_customer_version_idx').on(t.lieferkundeNr, t.version),
    uniqueIndex('supplier_orders_number_idx').on(t.number),
  ],
);
