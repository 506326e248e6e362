// The notifications' table (modules/notifications/contract.ts): a user's messages, written by admins
// and the server, seen and dismissed by the user. Named by its server/index.ts.
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';

/** A message to one user: label, text, icon and an optional link; `dat_seen` once seen. */
export const notifications = pgTable(
  'notifications',
  {
    id: column.id(),
    userId: column.user(),
    label: text('label').notNull(),
    text: text('text').notNull(),
    icon: text('icon').notNull(),
    /** An app path ('/shop/...') or an external http(s) url; null for none. */
    url: text('url'),
    dismissable: boolean('dismissable').notNull().default(true),
    datInsert: column.timestamptz('dat_insert').notNull(),
    datSeen: column.timestamptz('dat_seen'),
    version: column.version(),
    deletedAt: column.deletedAt(),
  },
  (t) => [index('notifications_user_version_idx').on(t.userId, t.version)],
);
