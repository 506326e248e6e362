// The integration module's tables (issue 29). The service accounts and their audit are the
// core's (server/db/schema/integration.ts), since the guard reads them.
import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { serviceAccounts } from '../../../server/db/schema.ts';

/**
 * Every incoming message applied or seen, by the sending account and its id: a message sent
 * again (a retry after a lost answer) is acknowledged as a duplicate and changes nothing.
 * Written in the transaction that applies the message, so it is recorded exactly when applied.
 */
export const integrationInbox = pgTable(
  'integration_inbox',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    /** The kind of message: 'order.confirmation', 'order.status', 'delivery-note' … */
    type: text('type').notNull(),
    /** The entity's version it carried. */
    version: integer('version').notNull(),
    /** 'applied' or 'stale' (an older version than the entity holds: recorded, not applied). */
    result: text('result', { enum: ['applied', 'stale'] }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.messageId] })],
);

/**
 * The newest version applied per entity of the ERP (a delivery note by number, an invoice by
 * number) or per NDJSON feed (key ''): a message with a version not above it is stale.
 */
export const integrationVersions = pgTable(
  'integration_versions',
  {
    /** 'delivery-note', 'invoice', 'articles', 'customers', 'users'. */
    type: text('type').notNull(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.key] })],
);
