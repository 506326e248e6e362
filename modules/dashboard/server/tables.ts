// The dashboard layout's table (modules/dashboard/contract.ts): one synced row per user. Listed in
// server/syncEngine/tables.ts.
import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema.ts';
import * as column from '../../../server/db/columns.ts';

/**
 * The dashboard's layout (issue 13 item 11): one synced row per user (the row's id is the user's
 * id), the widget ids in the order shown. Written only by the dashboard.* mutations; a user
 * without a row has DEFAULT_LAYOUT of modules/dashboard/rules.ts.
 */
export const dashboardLayouts = pgTable('dashboard_layouts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  widgets: jsonb('widgets').$type<string[]>().notNull(),
  version: column.version(),
  deletedAt: column.deletedAt(),
});
