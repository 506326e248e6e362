// The integration module's tables (issue 29). The service accounts and their audit are the
// core's (server/db/schema/integration.ts), since the guard reads them.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * The transactional outbox (issue 29): every submission the wholesaler must act on, written by
 * enqueueEvent() in the transaction that records it, so a message exists exactly when its
 * submission does. The dispatcher delivers it (RabbitMQ or webhook); the ERP may also read it
 * through the cursor API by `seq`.
 */
export const integrationOutbox = pgTable(
  'integration_outbox',
  {
    /**
     * The cursor: strictly rising in insert order, not in commit order; the cursor API reads
     * behind a barrier (server/db/locks.ts enterBarrier) so no smaller one commits later.
     */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** The CloudEvents id: consumers drop a message whose id they saw before. */
    id: uuid('id').notNull().unique(),
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The dispatcher's bookkeeping (unused when the ERP reads the cursor API only).
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Not before then (a retry's backoff, or the lease of the instance delivering it). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Given up after the maximum attempts (and handed to the dead-letter queue on RabbitMQ). */
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (t) => [
    // What the dispatcher claims: the undelivered rows that are due, oldest first.
    index('integration_outbox_due_idx')
      .on(t.nextAttemptAt, t.seq)
      .where(sql`delivered_at is null and dead_at is null`),
  ],
);
