// The analytics tables (modules/analytics/contract.ts): delivery notes and lines, invoices and
// backorders, written by the seed (returns refer to the lines). Named by its server/index.ts.
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';
import { customerTable } from '../../../server/db/customerTable.ts';
import type { DocumentKind, LineState, OrderChannel } from '../contract.ts';
import type { StatCategory } from '../rules.ts';

// What the wholesaler delivered to each delivery customer, as its own systems recorded it: the
// portal only reads these rows (the demo seed writes them, modules/analytics/server/seed.ts). Sums are
// euro cents; rows are never deleted (a backorder, once it can be cancelled, gets a state).

/** One delivery note (Lieferschein) and the order it answered, whatever the channel. */
export const deliveryNotes = customerTable(
  'delivery_notes',
  {
    noteNo: text('note_no').notNull(),
    orderNo: text('order_no').notNull(),
    channel: text('channel').$type<OrderChannel>().notNull(),
    /** A direct delivery of a manufacturer (DTP), ordered and billed through the wholesaler. */
    dtp: boolean('dtp').notNull().default(false),
    day: text('day').notNull(),
    lineCount: integer('line_count').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
  },
  (t) => [uniqueIndex('delivery_notes_note_no_idx').on(t.noteNo)],
);

/** A line of a delivery note as confirmed; note number and day repeated for the batch search. */
export const deliveryLines = customerTable(
  'delivery_lines',
  {
    noteId: uuid('note_id')
      .notNull()
      .references(() => deliveryNotes.id, { onDelete: 'cascade' }),
    noteNo: text('note_no').notNull(),
    day: text('day').notNull(),
    position: integer('position').notNull(),
    pzn: text('pzn').notNull(),
    name: text('name').notNull(),
    quantityOrdered: integer('quantity_ordered').notNull(),
    quantityDelivered: integer('quantity_delivered').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    batch: text('batch'),
    expiry: text('expiry'),
    state: text('state').$type<LineState>().notNull(),
    /** The manufacturer as printed on the note (statistics by manufacturer). */
    manufacturer: text('manufacturer').notNull().default(''),
    /** The statistics category decided at delivery (modules/analytics/rules.ts). */
    statCategory: text('stat_category').$type<StatCategory>().notNull().default('standard'),
  },
  (t) => [
    // The recall case on the server side too (a later online search over all customers).
    index('delivery_lines_batch_idx').on(t.batch),
  ],
);

/** Invoices (collective, per half month) and credit notes, with the notes they cover. */
export const customerDocuments = customerTable(
  'customer_documents',
  {
    kind: text('kind').$type<DocumentKind>().notNull(),
    docNo: text('doc_no').notNull(),
    day: text('day').notNull(),
    noteNos: jsonb('note_nos').$type<string[]>().notNull(),
    text: text('text').notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('customer_documents_doc_no_idx').on(t.docNo)],
);

/**
 * Open backorders (Rückstände): lines confirmed for a later delivery, by a delivery note (line and
 * note number) or, since issue 29, by the wholesaler's confirmation of a web order (`orderId`,
 * no note yet).
 */
export const backorders = customerTable(
  'backorders',
  {
    lineId: uuid('line_id').references(() => deliveryLines.id, { onDelete: 'cascade' }),
    noteNo: text('note_no'),
    /** The web order whose confirmation announced it (modules/shop's orders), else null. */
    orderId: uuid('order_id'),
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
    cancelledAt: column.timestamptz('cancelled_at'),
    cancelledBy: uuid('cancelled_by'),
  },
  (t) => [index('backorders_order_idx').on(t.orderId)],
);

/** PostgreSQL's bytea; node-postgres gives a Buffer, PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The PDF the wholesaler's system sent with a delivery note or a document (issue 29): served by
 * the document route instead of the one rendered from the data. A table of its own, so the
 * synced rows never carry the bytes; deleted with neither (notes and documents stay).
 */
export const documentFiles = pgTable('document_files', {
  /** The id of the delivery_notes or customer_documents row. */
  documentId: uuid('document_id').primaryKey(),
  lieferkundeNr: column.lieferkunde(),
  bytes: bytea('bytes').notNull(),
});
