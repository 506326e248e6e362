// Web Push (issue 13 item 7): the server's VAPID key pair and the browsers' subscriptions
// (server/services/push.ts).
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The server's VAPID key pair for Web Push (issue 13 item 7): one row (id 1), made at the first
 * start and kept, so browsers' subscriptions stay valid across restarts. The private key never
 * leaves the server (never logged, never sent).
 */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  id: integer('id').primaryKey(),
  /** Base64url, uncompressed P-256 point (65 bytes): the applicationServerKey of the browsers. */
  publicKey: text('public_key').notNull(),
  /** Base64url, 32 bytes. */
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * A browser's push subscription (issue 13 item 7), added after the login. One endpoint belongs to
 * one user: a later login on the same browser takes it over. Lengths are bounded by the API
 * (src/api/push.ts); a 404/410 from the push service deletes the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last subscription call or successful delivery. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.lastUsedAt),
  ],
);
