// The call plan's table (modules/callPlan/contract.ts), written by the seed. Named by its server/index.ts.
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema.ts';
import * as column from '../../../server/db/columns.ts';

/** The call plan (modules/callPlan/contract.ts): who calls which delivery customer when, weekly. */
export const callSlots = pgTable(
  'call_slots',
  {
    id: column.id(),
    lieferkundeNr: column.lieferkunde(),
    customerName: text('customer_name').notNull(),
    customerPlace: text('customer_place').notNull(),
    customerPhone: text('customer_phone').notNull(),
    weekday: integer('weekday').notNull(),
    time: text('time').notNull(),
    callerKind: text('caller_kind').$type<'vertreter' | 'innendienst'>().notNull(),
    callerId: uuid('caller_id').references(() => users.id, { onDelete: 'set null' }),
    callerName: text('caller_name').notNull(),
    callerPhone: text('caller_phone').notNull(),
    version: column.version(),
  },
  (t) => [
    index('call_slots_lieferkunde_idx').on(t.lieferkundeNr),
    index('call_slots_version_idx').on(t.version),
  ],
);
