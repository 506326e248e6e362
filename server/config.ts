// Server configuration from the environment, with the defaults of a fresh machine. Every value is
// checked here, so a wrong setting stops the start with a message naming the variable.
import { isIP } from 'node:net';
import path from 'node:path';
import type { DbTarget } from './db/client.ts';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** Which proxies may speak for the client (X-Forwarded-For/-Proto): none, a hop count, or a list. */
export type TrustProxy = false | number | string[];

export interface SessionPolicy {
  /** A session ends this long after its last activity (ASVS 3.3.2, NIST SP 800-63B AAL2). */
  idleMs: number;
  /** ... and at the latest this long after the login, however active (ASVS 3.3.2). */
  maxMs: number;
}

/** Defaults of SESSIONS_PER_USER_MAX and EVENT_STREAMS_PER_USER_MAX. */
export const SESSIONS_PER_USER_DEFAULT = 10;
export const EVENT_STREAMS_PER_USER_DEFAULT = 20;

/**
 * How much one user may hold at once (issue 23). An impersonation counts for the admin who runs
 * it (it is the admin's login), never for the impersonated user.
 */
export interface SessionLimits {
  /** Sessions per user (SESSIONS_PER_USER_MAX): a login beyond it ends the user's oldest one. */
  perUser: number;
  /**
   * Open event streams per user and server instance (EVENT_STREAMS_PER_USER_MAX), over all the
   * user's sessions: a new one beyond it ends the oldest. Twice the sessions by default, so a
   * reloading browser's short overlap never pushes out another device's stream.
   */
  eventStreamsPerUser: number;
}

/** Default of UPLOAD_MB_PER_CUSTOMER_MAX: 2 GB of recipe uploads per delivery customer. */
export const UPLOAD_MB_PER_CUSTOMER_DEFAULT = 2048;

export interface UploadQuota {
  /**
   * Bytes of recipe uploads a delivery customer keeps at most (UPLOAD_MB_PER_CUSTOMER_MAX), beside
   * UPLOADS_PER_CUSTOMER_MAX files: a full customer deletes older uploads first (issue 23).
   */
  bytesPerCustomer: number;
}

export interface LoginThrottlePolicy {
  /**
   * Login attempts on one account from one client address, or from one browser the account has
   * logged in from before (a known browser), within one window.
   */
  maxPerAccount: number;
  /**
   * Login attempts on one account from all browsers it has NOT logged in from, over all addresses,
   * within one window. Over it, only the account's known browsers may still try: a distributed
   * guesser is stopped, the owner is not locked out.
   */
  maxPerAccountNewBrowsers: number;
  /** Login attempts per client address (over all accounts) within one window. */
  maxPerAddress: number;
  windowMs: number;
}

/** The public account calls that cost a password hash, a mail or tell whether an address exists. */
export interface AccountRequestPolicy {
  /**
   * Password-reset requests and confirmations, registrations and e-mail existence checks per
   * client address within the login window, counted before any hash, lookup or mail.
   */
  maxPerAddress: number;
  /**
   * Mails with a link (password reset, registration confirmation) to one e-mail address within
   * `mailWindowMs`, wherever they are asked from: nobody floods a mailbox.
   */
  mailsPerAddress: number;
  mailWindowMs: number;
}

export interface RateLimitPolicy {
  /** Requests per client address within one window (API and pages; the app's files are free). */
  max: number;
  windowMs: number;
}

/** Where the counters shared by all instances live (issue 28 item 3; services/sharedStore.ts). */
export interface SharedStoreConfig {
  /** REDIS_URL (redis:// or rediss://); null counts in this process's memory (one instance). */
  redisUrl: string | null;
  /** REDIS_KEY_PREFIX: put before every key, so several portals can share one Redis. */
  keyPrefix: string;
}

export const REDIS_KEY_PREFIX_DEFAULT = 'portal:';

/** REDIS_URL and REDIS_KEY_PREFIX. */
export function readSharedStoreConfig(env: NodeJS.ProcessEnv = process.env): SharedStoreConfig {
  const raw = env.REDIS_URL?.trim() || null;
  if (raw !== null) {
    let url: URL | null = null;
    try {
      url = new URL(raw);
    } catch {
      // Reported below.
    }
    if (!url || !/^rediss?:$/.test(url.protocol) || !url.hostname) {
      throw new Error('REDIS_URL must be a redis:// or rediss:// URL with a host');
    }
    if (url.pathname !== '' && url.pathname !== '/' && !/^\/\d{1,2}$/.test(url.pathname)) {
      throw new Error('REDIS_URL: the path may only name a database number (redis://host:6379/0)');
    }
  }
  const keyPrefix = env.REDIS_KEY_PREFIX?.trim() || REDIS_KEY_PREFIX_DEFAULT;
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(keyPrefix)) {
    throw new Error('REDIS_KEY_PREFIX must be 1 to 64 letters, digits or : _ . -');
  }
  return { redisUrl: raw, keyPrefix };
}

/** Where the outbox's messages go (issue 29); null: nowhere, the ERP reads the cursor API. */
export type OutboxTransport =
  | {
      readonly kind: 'amqp';
      /** AMQP_URL (amqp:// or amqps://); may carry credentials: never logged. */
      readonly url: string;
      /** AMQP_EXCHANGE: the durable topic exchange; its dead letters go to `<name>.dead-letter`. */
      readonly exchange: string;
    }
  | {
      readonly kind: 'webhook';
      /** WEBHOOK_URL: https (http only to this machine); never logged. */
      readonly url: string;
      /** WEBHOOK_SECRET: the HMAC key of the X-Apo-Signature header. */
      readonly secret: string;
    };

export interface OutboxConfig {
  readonly transport: OutboxTransport | null;
  /** AMQP_MAX_ATTEMPTS / WEBHOOK_MAX_ATTEMPTS: failed deliveries before a message is dead. */
  readonly maxAttempts: number;
  /** The first retry's delay; each further one doubles it (with jitter) up to retryMaxMs. */
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  /** How often the dispatcher looks for due messages besides the nudges after each commit. */
  readonly pollMs: number;
  /** How long one delivery (a publisher confirm, a webhook answer) may take. */
  readonly sendTimeoutMs: number;
}

export const AMQP_EXCHANGE_DEFAULT = 'apo-portal.events';
export const OUTBOX_MAX_ATTEMPTS_DEFAULT = 10;

function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * AMQP_URL (+ AMQP_EXCHANGE, AMQP_MAX_ATTEMPTS) or WEBHOOK_URL (+ WEBHOOK_SECRET,
 * WEBHOOK_MAX_ATTEMPTS), not both. The messages never name a URL: it may hold a password.
 */
export function readOutboxConfig(env: NodeJS.ProcessEnv = process.env): OutboxConfig {
  const amqpUrl = env.AMQP_URL?.trim() || null;
  const webhookUrl = env.WEBHOOK_URL?.trim() || null;
  if (amqpUrl && webhookUrl) throw new Error('Set either AMQP_URL or WEBHOOK_URL, not both');
  const base = {
    retryBaseMs: 1000,
    retryMaxMs: 10 * MINUTE_MS,
    pollMs: 5000,
    sendTimeoutMs: 10_000,
  };
  if (amqpUrl) {
    let url: URL | null = null;
    try {
      url = new URL(amqpUrl);
    } catch {
      // Reported below.
    }
    if (!url || !/^amqps?:$/.test(url.protocol) || !url.hostname) {
      throw new Error('AMQP_URL must be an amqp:// or amqps:// URL with a host');
    }
    const exchange = env.AMQP_EXCHANGE?.trim() || AMQP_EXCHANGE_DEFAULT;
    if (!/^[A-Za-z0-9._:-]{1,200}$/.test(exchange) || exchange.startsWith('amq.')) {
      throw new Error('AMQP_EXCHANGE must be 1 to 200 letters, digits or . _ : - (not amq.…)');
    }
    return {
      ...base,
      transport: { kind: 'amqp', url: amqpUrl, exchange },
      maxAttempts: readInt(env, 'AMQP_MAX_ATTEMPTS', OUTBOX_MAX_ATTEMPTS_DEFAULT, 1, 1000),
    };
  }
  if (webhookUrl) {
    let url: URL | null = null;
    try {
      url = new URL(webhookUrl);
    } catch {
      // Reported below.
    }
    const allowed =
      url !== null &&
      (url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname)));
    if (!allowed) {
      throw new Error('WEBHOOK_URL must be an https:// URL (http:// only to this machine)');
    }
    const secret = env.WEBHOOK_SECRET ?? '';
    if (secret.trim().length < 32) {
      throw new Error('WEBHOOK_URL needs WEBHOOK_SECRET, at least 32 characters');
    }
    return {
      ...base,
      transport: { kind: 'webhook', url: webhookUrl, secret: secret.trim() },
      maxAttempts: readInt(env, 'WEBHOOK_MAX_ATTEMPTS', OUTBOX_MAX_ATTEMPTS_DEFAULT, 1, 1000),
    };
  }
  return { ...base, transport: null, maxAttempts: OUTBOX_MAX_ATTEMPTS_DEFAULT };
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the built PWA; null serves the API only (tests). */
  staticDir: string | null;
  trustProxy: TrustProxy;
  session: SessionPolicy;
  sessionLimits: SessionLimits;
  loginThrottle: LoginThrottlePolicy;
  accountRequests: AccountRequestPolicy;
  rateLimit: RateLimitPolicy;
  sharedStore: SharedStoreConfig;
  /** How often expired sessions and old login counters are deleted. */
  pruneIntervalMs: number;
  /** How often due tour cut-offs are checked for the automatic sending (0: never; issue 24). */
  autoSendIntervalMs: number;
  mail: MailConfig;
  /** Where uploaded files are kept (DATA_DIR/uploads): outside the web root (issue 15). */
  uploadDir: string;
  uploadQuota: UploadQuota;
  /**
   * The portal's address as users reach it (PUBLIC_URL), for links in mails. Never taken from the
   * request's Host header: a forged header would otherwise put an attacker's host into a reset link.
   */
  publicUrl: string;
  /** Web Push (issue 13 item 7): the VAPID subject and endpoints allowed besides the known ones. */
  push: PushConfig;
  /**
   * METRICS_TOKEN: the bearer token a scraper sends for GET /metrics; null allows it only on a
   * direct connection from this machine (server/plugins/metrics.ts).
   */
  metricsToken: string | null;
  /** The outbox's dispatcher (issue 29): RabbitMQ, a webhook, or none (the cursor API only). */
  outbox: OutboxConfig;
  version: string;
}

export interface MailConfig {
  /** smtp(s)://user:pass@host:port; null writes mails to `outboxDir` instead. */
  smtpUrl: string | null;
  /** The sender, e.g. 'Alpenpharm Kundenportal <portal@alpenpharm.at>'. */
  from: string;
  /** Where mails go without SMTP (DATA_DIR/mail). */
  outboxDir: string;
}

export interface PushConfig {
  /** VAPID subject: a mailto: address or an https: url where the push service can reach us. */
  subject: string;
  /**
   * Allowed endpoints besides the known push services: host names (`push.example.com`), suffixes
   * (`*.example.com`), both https only, or whole origins (`http://127.0.0.1:9000`, tests).
   */
  extraEndpointHosts: readonly string[];
}

export const MAIL_FROM_DEFAULT = 'Alpenpharm Kundenportal <portal@alpenpharm.at>';

/** SMTP_URL (smtp:// or smtps://, else mails are written to DATA_DIR/mail) and MAIL_FROM. */
export function readMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const url = env.SMTP_URL?.trim() || null;
  if (url !== null && !/^smtps?:\/\/[^\s]+$/.test(url)) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  const from = env.MAIL_FROM?.trim() || MAIL_FROM_DEFAULT;
  if (from.length > 200 || /[\r\n]/.test(from)) throw new Error('MAIL_FROM must be one short line');
  return {
    smtpUrl: url,
    from,
    outboxDir: path.resolve(env.DATA_DIR ?? './data', 'mail'),
  };
}

/** PUBLIC_URL: http(s)://host[:port][/path], without a trailing slash; default localhost:PORT. */
export function readPublicUrl(env: NodeJS.ProcessEnv, port: number): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an http:// or https:// URL, got ${raw}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username) {
    throw new Error(`PUBLIC_URL must be an http:// or https:// URL without query, got ${raw}`);
  }
  return url.toString().replace(/\/+$/, '');
}

/**
 * PUSH_SUBJECT (mailto: or https:, default mailto: with MAIL_FROM's address) and
 * PUSH_ENDPOINT_HOSTS: push endpoints allowed besides the known push services, comma-separated:
 * host names or `*.suffix` (https only), or whole origins such as `http://127.0.0.1:9000` (tests).
 */
export function readPushConfig(env: NodeJS.ProcessEnv, mailFrom: string): PushConfig {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const subject = env.PUSH_SUBJECT?.trim() || `mailto:${address}`;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s]+)$/.test(subject)) {
    throw new Error(`PUSH_SUBJECT must be a mailto: address or an https:// url, got ${subject}`);
  }
  const entries = (env.PUSH_ENDPOINT_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const wrong = entries.filter(
    (entry) =>
      !/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(entry) &&
      !/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(entry),
  );
  if (wrong.length > 0) {
    throw new Error(
      `PUSH_ENDPOINT_HOSTS must list host names, *.suffixes or origins (http://host:port); ` +
        `not understood: ${wrong.map((w) => `'${w}'`).join(', ')}`,
    );
  }
  return { subject, extraEndpointHosts: entries };
}

export function readDbTarget(env: NodeJS.ProcessEnv = process.env): DbTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR ?? './data') };
}

// The demo seed's sizes live here, not in server/seed/: the configuration sits below the seed.
export const CATALOGUE_SIZE_DEFAULT = 100_000;
/** About 10/11 of the 10^6 Austrian bodies have a check digit; stay well below that. */
export const CATALOGUE_SIZE_MAX = 800_000;
export const ANALYTICS_LINES_PER_DAY_DEFAULT = 100;
export const ANALYTICS_LINES_PER_DAY_MAX = 400;

/** CATALOGUE_SIZE: how many demo articles the seed makes for an empty catalogue. */
export function readCatalogueSize(env: NodeJS.ProcessEnv = process.env): number {
  return readInt(env, 'CATALOGUE_SIZE', CATALOGUE_SIZE_DEFAULT, 0, CATALOGUE_SIZE_MAX);
}

/**
 * ANALYTICS_LINES_PER_DAY: delivery lines a demo pharmacy receives on a working day, over the 24
 * months of analytics demo data (about 100 is a real pharmacy; 0 seeds none).
 */
export function readAnalyticsLinesPerDay(env: NodeJS.ProcessEnv = process.env): number {
  return readInt(
    env,
    'ANALYTICS_LINES_PER_DAY',
    ANALYTICS_LINES_PER_DAY_DEFAULT,
    0,
    ANALYTICS_LINES_PER_DAY_MAX,
  );
}

/**
 * SEED_DEMO: the demo data (users with published passwords, customers, catalogue). On by default
 * only for the embedded PGlite database (a demo or a test); a PostgreSQL server (DATABASE_URL) is
 * production and gets no known password unless SEED_DEMO=true says so.
 */
export function readSeedDemo(env: NodeJS.ProcessEnv, target: DbTarget): boolean {
  const raw = env.SEED_DEMO?.trim();
  if (raw === undefined || raw === '') return target.kind === 'pglite';
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new Error(`SEED_DEMO must be true or false, got ${raw}`);
}

/** METRICS_TOKEN: at least 16 characters without spaces (a guessable token opens the figures). */
export function readMetricsToken(env: NodeJS.ProcessEnv = process.env): string | null {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return null;
  if (token.length < 16 || !/^[\x21-\x7e]+$/.test(token)) {
    throw new Error('METRICS_TOKEN must be at least 16 printable characters without spaces');
  }
  return token;
}

function readInt(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${raw}`);
  }
  return value;
}

// proxy-addr's named ranges, which Fastify's trustProxy understands.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: how many reverse proxies stand in front (`1`), or their addresses and networks
 * (`10.0.0.5,10.1.0.0/16`, also `loopback`). Never `true`: trusting every X-Forwarded-For would
 * let any client choose its own address, and with it escape the rate limits per address.
 */
export function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY=true would trust every X-Forwarded-For header, so any client could pick its ' +
        'own address. Give the number of proxies in front of the server (e.g. TRUST_PROXY=1) or ' +
        'their addresses (e.g. TRUST_PROXY=10.0.0.5,10.1.0.0/16).',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY: at most 10 proxies, got ${value}`);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies or a comma-separated list of addresses or ` +
        `networks (CIDR); not understood: ${wrong.map((w) => `'${w}'`).join(', ')}`,
    );
  }
  return entries;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env, version = '0.0.0'): ServerConfig {
  const session: SessionPolicy = {
    idleMs: readInt(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60) * MINUTE_MS,
    maxMs: readInt(env, 'SESSION_MAX_HOURS', 12, 1, 30 * 24) * HOUR_MS,
  };
  if (session.idleMs > session.maxMs) {
    throw new Error('SESSION_IDLE_MINUTES must not be longer than SESSION_MAX_HOURS');
  }
  const port = readInt(env, 'PORT', 8080, 0, 65535);
  const loginWindowMs = readInt(env, 'LOGIN_WINDOW_MINUTES', 15, 1, 24 * 60) * MINUTE_MS;
  const staticDir = path.resolve(env.STATIC_DIR ?? './dist');
  const uploadDir = path.resolve(env.DATA_DIR ?? './data', 'uploads');
  if (`${uploadDir}${path.sep}`.startsWith(`${staticDir}${path.sep}`)) {
    throw new Error('DATA_DIR must not lie inside STATIC_DIR: uploads would be served as files');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    staticDir,
    uploadDir,
    uploadQuota: {
      bytesPerCustomer:
        readInt(env, 'UPLOAD_MB_PER_CUSTOMER_MAX', UPLOAD_MB_PER_CUSTOMER_DEFAULT, 10, 1_048_576) *
        1024 *
        1024,
    },
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    session,
    sessionLimits: {
      perUser: readInt(env, 'SESSIONS_PER_USER_MAX', SESSIONS_PER_USER_DEFAULT, 1, 1000),
      eventStreamsPerUser: readInt(
        env,
        'EVENT_STREAMS_PER_USER_MAX',
        EVENT_STREAMS_PER_USER_DEFAULT,
        1,
        1000,
      ),
    },
    loginThrottle: {
      maxPerAccount: readInt(env, 'LOGIN_MAX_PER_ACCOUNT', 10, 1, 1000),
      maxPerAccountNewBrowsers: readInt(env, 'LOGIN_MAX_PER_ACCOUNT_NEW_BROWSERS', 100, 1, 100_000),
      maxPerAddress: readInt(env, 'LOGIN_MAX_PER_ADDRESS', 30, 1, 100_000),
      windowMs: loginWindowMs,
    },
    accountRequests: {
      maxPerAddress: readInt(env, 'ACCOUNT_REQUESTS_MAX_PER_ADDRESS', 30, 1, 100_000),
      mailsPerAddress: readInt(env, 'MAILS_PER_ADDRESS_PER_HOUR', 3, 1, 100),
      mailWindowMs: HOUR_MS,
    },
    rateLimit: {
      max: readInt(env, 'RATE_LIMIT_MAX', 2000, 1, 1_000_000),
      windowMs: readInt(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 3600) * 1000,
    },
    sharedStore: readSharedStoreConfig(env),
    pruneIntervalMs: 5 * MINUTE_MS,
    autoSendIntervalMs: MINUTE_MS,
    mail: readMailConfig(env),
    publicUrl: readPublicUrl(env, port),
    push: readPushConfig(env, readMailConfig(env).from),
    metricsToken: readMetricsToken(env),
    outbox: readOutboxConfig(env),
    version,
  };
}
