// The tours' tables (modules/tours/contract.ts): written by the seed only (the wholesaler plans
// the tours), never deleted. Named by its server/index.ts.
import { integer, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerTable } from '../../../server/db/customerTable.ts';

/**
 * The wholesaler's delivery tours per delivery customer and weekday (modules/tours/contract.ts), with
 * the order cut-off and the delivery window ('HH:MM', Austrian time). Written by the seed only.
 */
export const tours = customerTable('tours', {
  weekday: integer('weekday').notNull(),
  tourNr: text('tour_nr').notNull(),
  name: text('name').notNull(),
  cutoff: text('cutoff').notNull(),
  deliveryFrom: text('delivery_from').notNull(),
  deliveryTo: text('delivery_to').notNull(),
});

/** A tour's change on one day: cancelled, or moved to another day or other times. */
export const tourExceptions = customerTable(
  'tour_exceptions',
  {
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    kind: text('kind').$type<'cancelled' | 'moved'>().notNull(),
    newDay: text('new_day'),
    cutoff: text('cutoff'),
    deliveryFrom: text('delivery_from'),
    deliveryTo: text('delivery_to'),
    note: text('note').notNull(),
  },
  (t) => [uniqueIndex('tour_exceptions_tour_day_idx').on(t.tourId, t.day)],
);
