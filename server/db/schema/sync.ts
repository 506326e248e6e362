// The sync protocol's core (DESIGN "Sync protocol"): the version sequence and its column, the
// author columns (server/db/columns.ts re-exports them), and the push's exactly-once records.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** One sequence for every synced row: each insert, update or tombstone takes the next value. */
export const syncVersion = pgSequence('sync_version');

/** A fresh version; writers hold the scope lock (server/db/locks.ts) when they take one. */
export const nextVersion = () => sql<bigint>`nextval('sync_version')`;

export const versionColumn = () =>
  bigint('version', { mode: 'bigint' })
    .notNull()
    .default(sql`nextval('sync_version')`);

/**
 * Who wrote an entry of a legal record and when: the user, and the administrator acting for them
 * (impersonation), so the record names both.
 */
export const authorColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  actingAdminId: uuid('acting_admin_id').references(() => users.id),
});

/** Every pushed mutation's result, so a repeat answers the recorded result (exactly once). */
export const clientMutations = pgTable(
  'client_mutations',
  {
    clientId: uuid('client_id').notNull(),
    mutationId: uuid('mutation_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The mutation's outbox position on its client; null from clients before issue 10. */
    seq: bigint('seq', { mode: 'number' }),
    status: text('status').$type<'applied' | 'rejected'>().notNull(),
    code: text('code'),
    message: text('message'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.mutationId] }),
    index('client_mutations_seq_idx').on(t.clientId, t.seq),
  ],
);

/**
 * Who acted for which delivery customer, and when it was done on the device (issue 26): every
 * applied change of a representative, or of an admin acting as a user, names the customers whose
 * lock it took. Kept for the audit (no foreign keys: it outlives the accounts it names).
 */
export const actingAsRecords = pgTable(
  'acting_as_records',
  {
    mutationId: uuid('mutation_id').notNull(),
    lieferkundeNr: integer('lieferkunde_nr').notNull(),
    userId: uuid('user_id').notNull(),
    actingAdminId: uuid('acting_admin_id'),
    mutationName: text('mutation_name').notNull(),
    /** The device's time of the change (offline, hours before it reached the server). */
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mutationId, t.lieferkundeNr] }),
    index('acting_as_records_customer_idx').on(t.lieferkundeNr, t.doneAt),
  ],
);

/** A client (one browser profile's database) belongs to one user; its leader epoch only grows. */
export const syncClients = pgTable('sync_clients', {
  clientId: uuid('client_id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  epoch: integer('epoch').notNull(),
  /** The client has stored every result up to this seq; records up to it are pruned. */
  ackedSeq: bigint('acked_seq', { mode: 'number' }).notNull().default(0),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
