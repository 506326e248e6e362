// The API contract: zod schemas shared by the server (validation, OpenAPI) and the client's
// HTTP layer (parsing answers). React components never import this module directly.
import { z } from 'zod';
import { INT4_MAX } from './numbers';

export const ApiError = z.object({
  code: z.union([z.string(), z.number()]),
  message: z.string(),
});

export const Health = z.object({ ok: z.literal(true), time: z.string() });

/**
 * The readiness probe's answer: `seeding` while a first start's demo data is still written,
 * `stopping` once the server has begun to shut down (SIGTERM).
 */
export const Ready = z.object({
  ready: z.boolean(),
  seeding: z.boolean(),
  stopping: z.literal(true).optional(),
});

export const ShowA2KndNrOverwrite = z.enum([
  'A2KndNrDefault',
  'A2KndNrOrganisationseinheit',
  'Nein',
]);

export const DomainConfig = z.object({
  logofilename: z.string(),
  logofilenameInversed: z.string(),
  pagetitle: z.string(),
  login_welcome_message: z.string(),
  show_customer_numbers: z.boolean(),
  showA2KndNrOverwrite: ShowA2KndNrOverwrite,
  url_datenschutz: z.string(),
  differential_lieferkunde_regex_vorname: z.string(),
  differential_lieferkunde_regex_nachname: z.string(),
  DomainVertreterShowLkndInHead: z.boolean(),
});
export type DomainConfig = z.infer<typeof DomainConfig>;

export const Lieferkunde = z.object({
  LieferkundeNr: z.number().int(),
  A2KndNr: z.string(),
  A2KndNrDefault: z.string(),
  Vorname: z.string(),
  Nachname: z.string(),
  Strasse: z.string(),
  Plz: z.string(),
  Ort: z.string(),
  /** Parent customer number, 0 when missing. */
  a3KundeNr: z.number().int(),
  a3KundeLabel: z.string(),
  /** The user's default delivery customer ('Standard Lieferkunde'). */
  isDefault: z.boolean(),
});
export type Lieferkunde = z.infer<typeof Lieferkunde>;

export const SessionUser = z.object({
  id: z.string(),
  email: z.string(),
  benutzerandruckname: z.string(),
  kunde: z.object({ KundeNr: z.number().int() }).nullable(),
  vertreter: z.boolean(),
  /** Display name of the admin who impersonates this user, null when not impersonated. */
  impersonated_by: z.string().nullable(),
  roles: z.array(z.string()),
  features: z.array(z.string()),
  /** SPEC 8 'user must change password': the app leads to /change-password until done. */
  mustChangePassword: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** The session as the client sees it: who, for which delivery customer, in which mode. */
export const Me = z.object({
  user: SessionUser,
  lieferkunde: Lieferkunde.nullable(),
  differential: z.boolean(),
});
export type Me = z.infer<typeof Me>;

/**
 * `GET /auth/session`: the same `Me`, or null without a session. The app asks this at start-up,
 * so a visitor without a session causes no 401 (a console error in the browser, issue 11).
 */
export const SessionAnswer = z.object({ me: Me.nullable() });
export type SessionAnswer = z.infer<typeof SessionAnswer>;

const email = z.string().trim().max(100);

export const LoginBody = z.strictObject({
  username: email.min(1),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LieferkundenQuery = z.strictObject({
  search: z.string().trim().max(100).optional(),
  differential: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(20).optional(),
});
export type LieferkundenQuery = z.infer<typeof LieferkundenQuery>;

export const LieferkundenList = z.object({ items: z.array(Lieferkunde) });

export const SetCurrentLieferkundeBody = z.strictObject({
  LieferkundeNr: z.number().int().positive().max(INT4_MAX),
  differential: z.boolean(),
});

export const USER_STORE_KEYS = ['autologon_lkndnr'] as const;
export const UserStoreKey = z.enum(USER_STORE_KEYS);
export const UserStoreParams = z.strictObject({ key: UserStoreKey });
export const UserStoreBody = z.strictObject({ value: z.string().max(1000) });
export const UserStoreEntry = z.object({ key: UserStoreKey, value: z.string().nullable() });

export const AdminUser = z.object({
  id: z.string(),
  email: z.string(),
  benutzerandruckname: z.string(),
  roles: z.array(z.string()),
  vertreter: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUsersQuery = z.strictObject({ search: z.string().trim().max(100).optional() });
export const AdminUsersList = z.object({ items: z.array(AdminUser) });
export const ImpersonateBody = z.strictObject({ userId: z.string().uuid() });

// ---- Admin: outgoing mail (issue 12) ----------------------------------------------------------

/** How the server sends mail: through SMTP, or written as files (no SMTP_URL). */
export const MailMode = z.enum(['smtp', 'file']);
export const OutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  sentAt: z.string(),
  text: z.string(),
});
/** What the admin audit records besides impersonations (server table admin_audit_events). */
export const AdminAuditAction = z.enum(['mail_outbox_read']);
export type AdminAuditAction = z.infer<typeof AdminAuditAction>;
/** A look into the outbox: who, when, how many mails were listed. */
export const OutboxRead = z.object({
  adminName: z.string(),
  at: z.string(),
  shown: z.number().int(),
});
export const OUTBOX_READS_SHOWN = 10;
/**
 * The outbox's mails, their single-use links redacted (only the recipient may follow one), and
 * the latest reads of the outbox, this one included.
 */
export const MailOutbox = z.object({
  mode: MailMode,
  items: z.array(OutboxMail),
  reads: z.array(OutboxRead),
});
export type MailOutbox = z.infer<typeof MailOutbox>;
export const MailTestAnswer = z.object({ to: z.string() });
export const MAIL_OUTBOX_SHOWN = 50;

// ---- Admin: the impersonation audit trail (issue 10) -----------------------------------------

/** How an impersonation ended: 'Depersonate', logout, a new login, or the session expired. */
export const ImpersonationEndReason = z.enum([
  'depersonate',
  'logout',
  'login',
  'expired',
  'password',
  /** The admin's logins went beyond SESSIONS_PER_USER_MAX and this was the oldest session. */
  'limit',
]);
export type ImpersonationEndReason = z.infer<typeof ImpersonationEndReason>;

/** The paging cursor of the audit trail: the last entry's start and id. */
export const AUDIT_CURSOR_PATTERN =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const AUDIT_PAGE_MAX = 100;

export const ImpersonationsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).optional(),
  cursor: z
    .string()
    .max(80)
    .regex(AUDIT_CURSOR_PATTERN)
    // The shape alone lets month 99 through, which would fail in the query as a 500.
    .refine((cursor) => {
      const at = new Date(cursor.slice(0, 24));
      return !Number.isNaN(at.getTime()) && at.toISOString() === cursor.slice(0, 24);
    })
    .optional(),
});
export type ImpersonationsQuery = z.infer<typeof ImpersonationsQuery>;

export const AuditPerson = z.object({
  id: z.string(),
  email: z.string(),
  benutzerandruckname: z.string(),
});

/** An order placed while the impersonation ran (orders.impersonation_id). */
export const AuditOrder = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lieferkundeNr: z.number().int(),
  /** Number of order lines. */
  positions: z.number().int(),
  totalCents: z.number().int(),
});
export type AuditOrder = z.infer<typeof AuditOrder>;

export const ImpersonationAuditEntry = z.object({
  id: z.string(),
  admin: AuditPerson,
  user: AuditPerson,
  startedAt: z.string(),
  /** Null while it still runs. */
  endedAt: z.string().nullable(),
  endReason: ImpersonationEndReason.nullable(),
  orders: z.array(AuditOrder),
});
export type ImpersonationAuditEntry = z.infer<typeof ImpersonationAuditEntry>;

export const ImpersonationAuditPage = z.object({
  items: z.array(ImpersonationAuditEntry),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ImpersonationAuditPage = z.infer<typeof ImpersonationAuditPage>;
