// The notifications' table (modules/notifications/contract.ts): a user's messages, written by admins
// and the server, seen and dismissed by the user. Listed in server/syncEngine/tables.ts.
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, versionColumn } from '../../../server/db/schema.ts';

/** A message to one user: label, text, icon and an optional link; `dat_seen` once seen. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    text: text('text').notNull(),
    icon: text('icon').notNull(),
    /** An app path ('/shop/...') or an external http(s) url; null for none. */
    url: text('url'),
    dismissable: boolean('dismissable').notNull().default(true),
    datInsert: timestamp('dat_insert', { withTimezone: true }).notNull(),
    datSeen: timestamp('dat_seen', { withTimezone: true }),
    version: versionColumn(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_version_idx').on(t.userId, t.version)],
);
