// The integration boundary (issue 29): the service accounts of the wholesaler's systems (ERP,
// warehouse) and the audit of their calls. Kept apart from users and sessions: a key opens only
// the integration routes (`access: { integration: scope }`), never the app's.
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A service account and its API key. The key is `apk_<prefix>_<secret>`: the prefix finds the
 * row, the SHA-256 of the whole key is compared (a random 256-bit secret needs no slow hash).
 * The key itself is shown once, when made, and stored nowhere.
 */
export const serviceAccounts = pgTable('service_accounts', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  keyPrefix: text('key_prefix').notNull().unique(),
  keyHash: text('key_hash').notNull(),
  /** src/api/access.ts INTEGRATION_SCOPES. */
  scopes: text('scopes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** The admin who made it (null: the admin command or the embedded ERP simulator). */
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** One row per call of an integration route: who, what, the answer, the message it carried. */
export const integrationAudit = pgTable(
  'integration_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => serviceAccounts.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    /** The matched route's pattern, never the raw URL. */
    route: text('route').notNull(),
    status: integer('status').notNull(),
    /** The incoming message's id, where the body named one. */
    messageId: text('message_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('integration_audit_account_at_idx').on(t.accountId, t.at)],
);
