// Drizzle schema of the server database. Migrations are generated from it (`npm run db:generate`)
// and apply to PGlite and PostgreSQL alike.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Availability } from '../../src/api/catalogue.ts';
import type {
  AdminAuditAction,
  DomainConfig,
  ImpersonationEndReason,
} from '../../src/api/schemas.ts';
import type { ListKind, OrderLine } from '../../modules/shop/contract.ts';
import type { OfferReason } from '../../modules/lastChance/contract.ts';

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
});

/** Which delivery customers a user may act for; for customers one of them is the default. */
export const userLieferkunden = pgTable(
  'user_lieferkunden',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lieferkundeNr: lieferkundeColumn(),
    isDefault: boolean('is_default').notNull().default(false),
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

// ---- Sync (DESIGN "Sync protocol") ----------------------------------------------------------

/** One sequence for every synced row: each insert, update or tombstone takes the next value. */
export const syncVersion = pgSequence('sync_version');

/** A fresh version; writers hold the scope lock (server/sync/locks.ts) when they take one. */
export const nextVersion = () => sql<bigint>`nextval('sync_version')`;

export const versionColumn = () =>
  bigint('version', { mode: 'bigint' })
    .notNull()
    .default(sql`nextval('sync_version')`);

/** The delivery customer a row belongs to; the row goes with the customer (hoisted: used above). */
export function lieferkundeColumn() {
  return integer('lieferkunde_nr')
    .notNull()
    .references(() => lieferkunden.lieferkundeNr, { onDelete: 'cascade' });
}

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

export const baskets = pgTable(
  'baskets',
  {
    id: uuid('id').primaryKey(),
    lieferkundeNr: lieferkundeColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'warenkorb' (basket) or 'merkliste' (wish list). */
    kind: text('kind').$type<ListKind>().notNull().default('warenkorb'),
    label: text('label').notNull(),
    sharedWithCompany: boolean('shared_with_company').notNull().default(false),
    internalNote: text('internal_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    version: versionColumn(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('baskets_lieferkunde_version_idx').on(t.lieferkundeNr, t.version)],
);

/**
 * Each user's primary list per delivery customer and kind (the `primary` flag is per viewing
 * user): one primary basket and one primary wish list.
 */
export const basketPrimary = pgTable(
  'basket_primary',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lieferkundeNr: integer('lieferkunde_nr').notNull(),
    kind: text('kind').$type<ListKind>().notNull().default('warenkorb'),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lieferkundeNr, t.kind] }),
    index('basket_primary_basket_idx').on(t.basketId),
  ],
);

export const basketRows = pgTable(
  'basket_rows',
  {
    id: uuid('id').primaryKey(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    /** The basket's customer, copied so that a pull pages rows by (scope, version) directly. */
    lieferkundeNr: integer('lieferkunde_nr').notNull(),
    /** Article number; null for a note row. */
    pzn: text('pzn'),
    /** Text of a note row; null for an article row. */
    note: text('note'),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
    /** Ids of adds merged into this row (shopRules.planAdds); each also lies as a tombstone. */
    mergedRowIds: jsonb('merged_row_ids').$type<string[]>().notNull().default([]),
    /** Unused since the catalogue: values come from articles.aep_cents (kept for old rows). */
    unitPriceCents: integer('unit_price_cents'),
    version: versionColumn(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('basket_rows_lieferkunde_version_idx').on(t.lieferkundeNr, t.version),
    index('basket_rows_basket_idx').on(t.basketId),
  ],
);

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

// ---- Shop: catalogue and orders -------------------------------------------------------------

/** The article catalogue, shared by all users; synced to clients as one paged stream. */
export const articles = pgTable(
  'articles',
  {
    pzn: text('pzn').primaryKey(),
    name: text('name').notNull(),
    ingredient: text('ingredient').notNull(),
    dosageForm: text('dosage_form').notNull(),
    packSize: integer('pack_size').notNull(),
    packUnit: text('pack_unit').notNull(),
    manufacturer: text('manufacturer').notNull(),
    aepCents: integer('aep_cents').notNull(),
    avpCents: integer('avp_cents').notNull(),
    rx: boolean('rx').notNull(),
    coldChain: boolean('cold_chain').notNull(),
    narcotic: boolean('narcotic').notNull(),
    availability: text('availability').$type<Availability>().notNull(),
    /** Expected delivery date (YYYY-MM-DD) for knapp / nicht lieferbar; null when unknown. */
    expectedDate: text('expected_date'),
    /** Packs on stock now (for the availability check: knapp articles have few). */
    stock: integer('stock').notNull(),
    version: versionColumn(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('articles_version_idx').on(t.version)],
);

/** Web orders; immutable once placed, so the lines are stored with the order. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    lieferkundeNr: lieferkundeColumn(),
    basketId: uuid('basket_id').notNull(),
    label: text('label').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who placed it while impersonating `userId`, and that impersonation. */
    actingAdminId: uuid('acting_admin_id').references(() => users.id),
    impersonationId: uuid('impersonation_id').references(() => impersonations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rowCount: integer('row_count').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    version: versionColumn(),
  },
  (t) => [
    index('orders_lieferkunde_version_idx').on(t.lieferkundeNr, t.version),
    index('orders_impersonation_idx').on(t.impersonationId),
  ],
);

// ---- Account lifecycle (issue 12) -------------------------------------------------------------

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

/**
 * Legal conditions (SPEC 3 "Condition"), versioned: publishing a new version of a matchcode
 * makes everyone accept again. The newest version of a matchcode is the one in force.
 */
export const conditions = pgTable(
  'conditions',
  {
    matchcode: text('matchcode').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** Sanitised on the server when published; shown as HTML. */
    html: text('html').notNull(),
    /** Path patterns ('/cashbook', '/enrollment/*') the condition guards; empty guards everything. */
    pathRegexes: jsonb('path_regexes').$type<string[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.matchcode, t.version] })],
);

export type ConditionDecision = 'accepted' | 'declined';

/** Who accepted (or last declined) which version of a condition, and when. */
export const conditionDecisions = pgTable(
  'condition_decisions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchcode: text('matchcode').notNull(),
    version: integer('version').notNull(),
    decision: text('decision').$type<ConditionDecision>().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.matchcode, t.version] })],
);

// ---- Shell: help contact and domain suggestions (issue 13) ---------------------------------

/** The wholesaler's sales offices (Verkaufsbüro, Innendienst): the help button's first contact. */
export const salesOffices = pgTable('sales_offices', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  /** Free text, e.g. 'Mo–Fr 7:30–17:00 Uhr'. */
  openingHours: text('opening_hours').notNull(),
});

/**
 * Who looks after a delivery customer: its sales office and its representative (a user with
 * vertreter set). No row, or a null column, means none is assigned.
 */
export const customerContacts = pgTable('customer_contacts', {
  lieferkundeNr: integer('lieferkunde_nr')
    .primaryKey()
    .references(() => lieferkunden.lieferkundeNr, { onDelete: 'cascade' }),
  salesOfficeId: text('sales_office_id').references(() => salesOffices.id, {
    onDelete: 'set null',
  }),
  vertreterId: uuid('vertreter_id').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * SPEC 2/7 "Domain suggestions": the wholesaler's other portals and sites offered to the users
 * of a domain (label and url), in `position` order.
 */
export const domainSuggestions = pgTable(
  'domain_suggestions',
  {
    id: text('id').primaryKey(),
    domain: text('domain')
      .notNull()
      .references(() => domainConfig.domain, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('domain_suggestions_domain_idx').on(t.domain, t.position)],
);

// ---- Surveys (issue 13 item 6) ---------------------------------------------------------------

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

// Call-off agreements and prepayments (issue 14, modules/callOff/contract.ts): the wholesaler's record,
// read-only in the portal (the demo seed writes them, modules/callOff/server/seed.ts). Euro cents; rows
// are never deleted, so no tombstones.

/**
 * Last-chance articles (Noch verfügbare Artikel, issue 15, modules/lastChance/contract.ts): the
 * wholesaler's remaining and short-dated stock on offer, the same for every pharmacy. The seed
 * writes them (modules/lastChance/server/seed.ts); an order of the article lowers `quantity_left`.
 */
export const lastChanceOffers = pgTable(
  'last_chance_offers',
  {
    id: uuid('id').primaryKey(),
    pzn: text('pzn').notNull(),
    name: text('name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    reason: text('reason').$type<OfferReason>().notNull(),
    expiryDay: text('expiry_day'),
    priceCents: integer('price_cents').notNull(),
    regularPriceCents: integer('regular_price_cents').notNull(),
    quantityLeft: integer('quantity_left').notNull(),
    maxPerOrder: integer('max_per_order').notNull(),
    validUntil: text('valid_until').notNull(),
    version: versionColumn(),
  },
  (t) => [
    index('last_chance_offers_version_idx').on(t.version),
    uniqueIndex('last_chance_offers_pzn_idx').on(t.pzn),
  ],
);
