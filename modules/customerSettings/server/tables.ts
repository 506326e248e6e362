// The customer settings' table (modules/customerSettings/contract.ts), read and written by
// ./service.ts, and the automatic sending's record of its runs (./autoSend.ts).
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CustomerSettings } from '../contract.ts';
import { users } from '../../../server/db/schema.ts';
import * as column from '../../../server/db/columns.ts';
import { tours } from '../../tours/server/tables.ts';

/**
 * The customer settings (SPEC 3): one object per pharmacy (KundeNr, the parent of its delivery
 * customers), saved as a whole; no row means the defaults. Checked by the contract on every read.
 */
export const customerSettings = pgTable('customer_settings', {
  kundeNr: integer('kunde_nr').primaryKey(),
  settings: jsonb('settings').$type<CustomerSettings>().notNull(),
  updatedAt: column.timestamptz('updated_at').notNull(),
  /** The (effective) user who saved last; null once that account is deleted. */
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * The exactly-once record of the automatic sending (./autoSend.ts): one row per
 * user's main basket, delivery customer and tour run (tour and day), written in the same
 * transaction as the order it made, so no run is ever ordered twice and a failure is never
 * retried. `status`: 'sent' (order `orderId`), 'empty' (nothing to send) or 'failed' (`message`).
 */
export const autoSendRuns = pgTable(
  'auto_send_runs',
  {
    userId: column.user(),
    lieferkundeNr: integer('lieferkunde_nr').notNull(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    /** The run's Austrian day, 'YYYY-MM-DD'. */
    day: text('day').notNull(),
    basketId: uuid('basket_id'),
    status: text('status').$type<'sent' | 'empty' | 'failed'>().notNull(),
    orderId: uuid('order_id'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lieferkundeNr, t.tourId, t.day] })],
);
