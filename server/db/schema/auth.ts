// The core's people and their sign-in: users, delivery customers, sessions, impersonations, login
// budgets, known browsers, the admin audit, the per-user store and the domain config.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AdminAuditAction,
  DomainConfig,
  ImpersonationEndReason,
} from '../../../src/api/schemas.ts';

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name').notNull(),
  /** Customer number of the pharmacy this user belongs to; null for representatives and staff. */
  kundeNr: integer('kunde_nr'),
  vertreter: boolean('vertreter').notNull().default(false),
  roles: jsonb('roles').$type<string[]>().notNull(),
  /** Server-side feature flags enabled for this user (SPEC 6 "Feature" column). */
  features: jsonb('features').$type<string[]>().notNull(),
  /** SPEC 8 'user must change password': the next login leads to /change-password. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** Logins only from addresses the user unlocked through a mailed link (known_ips). */
  requireKnownIp: boolean('require_known_ip').notNull().default(false),
  /** A phone number shown to the customers a representative looks after (help button). */
  phone: text('phone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lieferkunden = pgTable('lieferkunden', {
  lieferkundeNr: integer('lieferkunde_nr').primaryKey(),
  a2KndNr: text('a2_knd_nr').notNull(),
  a2KndNrDefault: text('a2_knd_nr_default').notNull(),
  vorname: text('vorname').notNull(),
  nachname: text('nachname').notNull(),
  strasse: text('strasse').notNull(),
  plz: text('plz').notNull(),
  ort: text('ort').notNull(),
  a3KundeNr: integer('a3_kunde_nr').notNull().default(0),
  a3KundeLabel: text('a3_kunde_label').notNull().default(''),
  /** The sync version (issue 26): a changed name or address reaches every device holding it. */
  version: syncVersionColumn(),
});

/**
 * The sync version column, as schema/sync.ts's versionColumn (which imports this file, so it is
 * written out here): the customers a user may act for are a synced collection (modules/customers).
 */
function syncVersionColumn() {
  return bigint('version', { mode: 'bigint' })
    .notNull()
    .default(sql`nextval('sync_version')`);
}

/**
 * The delivery customer a row belongs to; the row goes with the customer. Here beside its table,
 * so that this file imports no other schema file (sync.ts's columns import this one).
 */
export function lieferkundeColumn() {
  return integer('lieferkunde_nr')
    .notNull()
    .references(() => lieferkunden.lieferkundeNr, { onDelete: 'cascade' });
}

/** Which delivery customers a user may act for; for customers one of them is the default. */
export const userLieferkunden = pgTable(
  'user_lieferkunden',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lieferkundeNr: lieferkundeColumn(),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * An assignment taken away stays as a tombstone with a new version, so the user's devices
     * drop the customer with their next pull (issue 26); it no longer counts anywhere.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: syncVersionColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lieferkundeNr] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the random token; the token itself lives only in the cookie. */
    tokenHash: text('token_hash').primaryKey(),
    /** The effective user (the impersonated one while impersonating). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin behind an impersonation, null otherwise. */
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The audit record of the running impersonation, null otherwise. */
    impersonationId: uuid('impersonation_id'),
    lieferkundeNr: integer('lieferkunde_nr'),
    /** Set while a representative works in differential mode; lieferkundeNr stays the base. */
    differentialLieferkundeNr: integer('differential_lieferkunde_nr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end of the session (login + the maximum lifetime); never moves. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request that counts as activity: the idle timeout runs from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Why an impersonation ended (the API contract's enum, so the audit answer cannot drift). */
export type ImpersonationEnd = ImpersonationEndReason;

/** Audit trail: who impersonated whom, from when to when, and how it ended. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: uuid('id').primaryKey(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    targetUserId: uuid('target_user_id')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason').$type<ImpersonationEnd>(),
  },
  (t) => [index('impersonations_started_idx').on(t.startedAt)],
);

/**
 * Attempts per key in a fixed window (server/services/attemptBudget.ts): logins per account and
 * address, per known browser, per account from new browsers and per address; the public account
 * calls per address; reset mails per account. Counted atomically BEFORE the password hash runs; a
 * successful login gives its attempt back.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  },
  // The pruning job deletes rows whose window has passed.
  (t) => [index('login_throttle_window_idx').on(t.windowStart)],
);

/**
 * Browsers a user has logged in from (OWASP 'device cookies'): the cookie carries random tokens,
 * the table only their SHA-256. Login attempts from a known browser are counted per browser, so
 * wrong passwords tried on the account from elsewhere never lock its owner out.
 */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('known_browsers_user_idx').on(t.userId),
    index('known_browsers_last_used_idx').on(t.lastUsedAt),
  ],
);

/**
 * What administrators did that the impersonation trail does not cover (reading the mail outbox,
 * for one), so another administrator can see it on /admin.
 */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: uuid('id').primaryKey(),
    /** The acting administrator; kept when the account is deleted, as its name in `adminName`. */
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    action: text('action').$type<AdminAuditAction>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** What was seen or done, e.g. how many mails were listed. */
    detail: jsonb('detail').$type<Record<string, number | string>>().notNull(),
  },
  (t) => [index('admin_audit_events_at_idx').on(t.at)],
);

/** Per-user key-value store (SPEC 3: autologon_lkndnr). */
export const userStore = pgTable(
  'user_store',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** The domain config (SPEC 3); one row per domain, 'default' for this install. */
export const domainConfig = pgTable('domain_config', {
  domain: text('domain').primaryKey(),
  config: jsonb('config').$type<DomainConfig>().notNull(),
});
