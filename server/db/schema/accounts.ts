// The account lifecycle (issue 12): self-registrations, the mailed single-use tokens and the
// addresses a user has unlocked (server/services/registrations.ts, userTokens.ts, ipUnlock.ts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Whether a registration waits for its mailed link (issue 23: the address is not proven yet, so
 * staff do not see it), waits for staff, was approved (a user exists) or was rejected.
 */
export type RegistrationStatus = 'unconfirmed' | 'pending' | 'approved' | 'rejected';

/**
 * Self-registrations (SPEC 3 "Registration request"). The visitor's data waits here until the
 * address is confirmed by the mailed link and staff decide; approval creates the user. The
 * password is kept only as its hash, like a user's; the link's token only as its SHA-256.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey(),
    /** Lower case; it becomes the username. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isCustomer: boolean('is_customer').notNull(),
    companyName: text('company_name').notNull(),
    companyUid: text('company_uid').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    street: text('street').notNull(),
    housenr: text('housenr').notNull(),
    country: text('country').notNull(),
    plz: text('plz').notNull(),
    city: text('city').notNull(),
    telnr: text('telnr').notNull(),
    interests: jsonb('interests').$type<string[]>().notNull(),
    status: text('status').$type<RegistrationStatus>().notNull().default('unconfirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the confirmation link's token while the registration is unconfirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    /** When the link was used: the address is the registrant's. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    /** The user approval created. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One open registration per address; a rejected one does not block a new try. A new
    // registration replaces an unconfirmed one (server/services/registrations.ts).
    uniqueIndex('registrations_open_email_idx')
      .on(t.email)
      .where(sql`${t.status} in ('unconfirmed', 'pending')`),
    uniqueIndex('registrations_confirm_token_idx').on(t.confirmTokenHash),
    index('registrations_status_idx').on(t.status, t.createdAt),
  ],
);

/** What a mailed single-use token is for. */
export type UserTokenPurpose = 'reset_password' | 'validate_ip';

/**
 * Single-use tokens sent by mail (password reset, IP unlock). Only the SHA-256 of the token is
 * stored; `usedAt` is set in the same statement that checks it, so a token works exactly once.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    /** The address an IP-unlock token unlocks; null for other purposes. */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('user_tokens_user_idx').on(t.userId, t.purpose),
    index('user_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Addresses a user who must log in from known addresses (users.requireKnownIp) has unlocked. */
export const knownIps = pgTable(
  'known_ips',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] })],
);
