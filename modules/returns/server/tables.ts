// The returns' table (modules/returns/contract.ts): a return per delivered line, numbered by the
// server. Named by its server/index.ts.
import { boolean, index, integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';
import { customerTable } from '../../../server/db/customerTable.ts';
import { deliveryLines } from '../../analytics/server/tables.ts';
import type { ReturnReason, ReturnState } from '../rules.ts';

/**
 * A return announced by a pharmacy for one delivered line. The server numbers it per delivery
 * customer and year (`seq`, `return_no`); the wholesaler's decision and credit note update
 * `status`, `status_note`, `credit_note_no` and `credit_cents` with a new version.
 */
export const returns = customerTable(
  'returns',
  {
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    returnNo: text('return_no').notNull(),
    deliveryLineId: uuid('delivery_line_id')
      .notNull()
      .references(() => deliveryLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason').$type<ReturnReason>().notNull(),
    note: text('note').notNull(),
    batch: text('batch').notNull(),
    expiry: text('expiry').notNull(),
    storageConfirmed: boolean('storage_confirmed').notNull(),
    coldChainConfirmed: boolean('cold_chain_confirmed').notNull(),
    status: text('status').$type<ReturnState>().notNull(),
    statusNote: text('status_note').notNull().default(''),
    creditNoteNo: text('credit_note_no'),
    creditCents: integer('credit_cents'),
    ...column.author(),
  },
  (t) => [
    index('returns_delivery_line_idx').on(t.deliveryLineId),
    uniqueIndex('returns_number_idx').on(t.lieferkundeNr, t.year, t.seq),
  ],
);
