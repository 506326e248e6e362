// The cash book's tables (modules/cashbook/contract.ts): append-only entries, day closings and the
// gap-free receipt counter. Named by its server/index.ts.
import { bigint, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lieferkunden, users } from '../../../server/db/schema.ts';
import * as column from '../../../server/db/columns.ts';
import { customerTable } from '../../../server/db/customerTable.ts';
import type { CashbookCategory, VatRate } from '../rules.ts';

/**
 * The cash book's entries, append-only: never updated, never deleted (a mistake is reversed by a
 * new entry). One cash book per delivery customer (pharmacy).
 */
export const cashbookEntries = customerTable(
  'cashbook_entries',
  {
    /** The pharmacy's day, 'YYYY-MM-DD'. */
    day: text('day').notNull(),
    /** Gap-free per cash book, from cashbook_counters in the same transaction. */
    receiptNo: integer('receipt_no').notNull(),
    text: text('text').notNull(),
    category: text('category').$type<CashbookCategory>().notNull(),
    /** Signed euro cents: into the till positive, out of it negative. */
    amountCents: integer('amount_cents').notNull(),
    vatRate: integer('vat_rate').$type<VatRate>().notNull(),
    reversalOf: uuid('reversal_of'),
    /** Who booked it, and the admin who did so while impersonating them, if any. */
    ...column.author(),
  },
  (t) => [
    uniqueIndex('cashbook_entries_receipt_idx').on(t.lieferkundeNr, t.receiptNo),
    // At most one reversal per entry.
    uniqueIndex('cashbook_entries_reversal_idx').on(t.reversalOf),
  ],
);

/** Day closings: at most one per cash book and day; a day up to the last closing is closed. */
export const cashbookClosings = customerTable(
  'cashbook_closings',
  {
    day: text('day').notNull(),
    bookBalanceCents: bigint('book_balance_cents', { mode: 'number' }).notNull(),
    countedCents: integer('counted_cents').notNull(),
    differenceCents: bigint('difference_cents', { mode: 'number' }).notNull(),
    differenceEntryId: uuid('difference_entry_id').references(() => cashbookEntries.id),
    closedAt: column.timestamptz('closed_at').notNull(),
    closedBy: uuid('closed_by')
      .notNull()
      .references(() => users.id),
    actingAdminId: column.actingAdmin(),
  },
  (t) => [uniqueIndex('cashbook_closings_day_idx').on(t.lieferkundeNr, t.day)],
);

/** The last receipt number given per cash book; its row is locked while a number is drawn. */
export const cashbookCounters = pgTable('cashbook_counters', {
  lieferkundeNr: integer('lieferkunde_nr')
    .primaryKey()
    .references(() => lieferkunden.lieferkundeNr, { onDelete: 'cascade' }),
  lastReceiptNo: integer('last_receipt_no').notNull(),
});
