// The analytics tables (modules/analytics/contract.ts): invoices and backorders, written by the seed;
// delivery notes and lines stay in server/db/schema.ts (returns refer to them). server/syncEngine/tables.ts.
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { deliveryLines, lieferkundeColumn, versionColumn } from '../../../server/db/schema.ts';
import type { DocumentKind } from '../contract.ts';

/** Invoices (collective, per half month) and credit notes, with the notes they cover. */
export const customerDocuments = pgTable(
  'customer_documents',
  {
    id: uuid('id').primaryKey(),
    lieferkundeNr: lieferkundeColumn(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    docNo: text('doc_no').notNull(),
    day: text('day').notNull(),
    noteNos: jsonb('note_nos').$type<string[]>().notNull(),
    text: text('text').notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
    version: versionColumn(),
  },
  (t) => [
    index('customer_documents_lieferkunde_version_idx').on(t.lieferkundeNr, t.version),
    uniqueIndex('customer_documents_doc_no_idx').on(t.docNo),
  ],
);

/** Open backorders (Rückstände): lines confirmed for a later delivery. */
export const backorders = pgTable(
  'backorders',
  {
    id: uuid('id').primaryKey(),
    lieferkundeNr: lieferkundeColumn(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => deliveryLines.id, { onDelete: 'cascade' }),
    noteNo: text('note_no').notNull(),
    orderNo: text('order_no').notNull(),
    pzn: text('pzn').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    orderedDay: text('ordered_day').notNull(),
    expectedDay: text('expected_day'),
    /** 'open', or 'cancelled' by the pharmacy (backorder.cancel; the row stays as a record). */
    state: text('state', { enum: ['open', 'cancelled'] })
      .notNull()
      .default('open'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
    version: versionColumn(),
  },
  (t) => [index('backorders_lieferkunde_version_idx').on(t.lieferkundeNr, t.version)],
);
