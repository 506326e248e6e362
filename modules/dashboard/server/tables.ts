// The dashboard layout's table (modules/dashboard/contract.ts): one synced row per user. Named by its server/index.ts.
import { jsonb, pgTable } from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';

/**
 * The dashboard's layout (issue 13 item 11): one synced row per user (the row's id is the user's
 * id), the widget ids in the order shown. Written only by the dashboard.* mutations; a user
 * without a row has DEFAULT_LAYOUT of modules/dashboard/rules.ts.
 */
export const dashboardLayouts = pgTable('dashboard_layouts', {
  userId: column.user().primaryKey(),
  widgets: jsonb('widgets').$type<string[]>().notNull(),
  version: column.version(),
  deletedAt: column.deletedAt(),
});
