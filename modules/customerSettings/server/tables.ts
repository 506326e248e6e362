// The customer settings' table (modules/customerSettings/contract.ts), read and written by
// ./service.ts. Listed in server/syncEngine/tables.ts.
import { integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import type { CustomerSettings } from '../contract.ts';
import { users } from '../../../server/db/schema.ts';
import * as column from '../../../server/db/columns.ts';

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
