// The automatic sending's own table (./autoSend.ts). It names a tour, so it stands above the
// tours module (server/db/schema.ts may not import a module).
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.ts';
import { tours } from '../../modules/tours/server/tables.ts';

/**
 * The exactly-once record of the automatic sending (server/services/autoSend.ts): one row per
 * user's main basket, delivery customer and tour run (tour and day), written in the same
 * transaction as the order it made, so no run is ever ordered twice and a failure is never
 * retried. `status`: 'sent' (order `orderId`), 'empty' (nothing to send) or 'failed' (`message`).
 */
export const autoSendRuns = pgTable(
  'auto_send_runs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
