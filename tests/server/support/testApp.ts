// A real server on a real database for each test file: PGlite in memory by default, or a fresh
// PostgreSQL database (created next to TEST_DATABASE_URL's, dropped afterwards) with TEST_DB=postgres.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { HEADER } from '../../../src/api/paths.ts';
import { buildServer } from '../../../server/app.ts';
import { MAIL_FROM_DEFAULT, readConfig, type ServerConfig } from '../../../server/config.ts';
import { openDb, type Db } from '../../../server/db/client.ts';
import { createPgBus } from '../../../server/realtime/bus.ts';
import { users } from '../../../server/db/schema.ts';
import { seedCatalogue } from '../../../server/seed/catalogue.ts';
import { seedDemoData } from '../../../server/seed/demo.ts';
import type { Readiness } from '../../../server/services/readiness.ts';
import { serverModules } from '../../../server/serverModules.ts';
import { acceptCurrentConditions } from '../../../modules/conditions/server/service.ts';
import { hashPassword } from '../../../server/services/passwords.ts';

export interface TestClock {
  (): Date;
  advance(ms: number): void;
}

export function createTestClock(start = new Date('2026-11-21T09:00:00Z')): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: ServerConfig;
  /** The fresh PostgreSQL database of this test app, null on PGlite. */
  databaseUrl: string | null;
  close: () => Promise<void>;
}

export async function createPostgresDatabase(baseUrl: string) {
  const name = `portal_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

const silentLog = { warn: () => undefined };

/** A small demo catalogue (the DEMO_ARTICLES and generated ones) keeps the test servers quick. */
export const TEST_CATALOGUE_SIZE = 300;
/** One delivery line a working day: some 600 lines per analytics customer, seeded in a blink. */
export const TEST_ANALYTICS_LINES_PER_DAY = 1;

/**
 * Modules whose test files seed them themselves: the returns' and declarations' check that their
 * seed writes once (> 0, then 0); the medicine test's and temperature log's data only their own
 * tests read, and the other test apps need not write it.
 */
const SEEDED_BY_THEIR_TESTS = new Set(['temperatureLog', 'medTest', 'returns', 'destruction']);

export async function createTestApp(
  options: {
    catalogueSize?: number;
    /** Delivery lines a working day of the analytics history (0: none). */
    analyticsLinesPerDay?: number;
    staticDir?: string;
    /** Settings that differ from the defaults (TRUST_PROXY, limits, session lifetimes, ...). */
    config?: Partial<ServerConfig>;
    /** Log at level info into this stream instead of not at all (tests of what is logged). */
    logStream?: NodeJS.WritableStream;
    /** Whether the start's background work is done (GET /api/ready); ready when absent. */
    readiness?: Readiness;
  } = {},
): Promise<TestApp> {
  const usePostgres = process.env.TEST_DB === 'postgres';
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (usePostgres && !baseUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const pgDb = usePostgres && baseUrl ? await createPostgresDatabase(baseUrl) : null;
  const opened = await openDb(pgDb ? { kind: 'postgres', url: pgDb.url } : { kind: 'pglite' });
  await seedDemoData(opened.db);
  await seedCatalogue(opened.db, options.catalogueSize ?? TEST_CATALOGUE_SIZE);
  // Every module's demo seed in the server root's order, as `npm start` runs them (a new module's
  // seed runs here without a line of its own), but for those its own test files run.
  const sizes = {
    analyticsLinesPerDay: options.analyticsLinesPerDay ?? TEST_ANALYTICS_LINES_PER_DAY,
  };
  for (const module of serverModules()) {
    if (!SEEDED_BY_THEIR_TESTS.has(module.name)) await module.seedDemo?.(opened.db, sizes);
  }
  const clock = createTestClock();
  // Mails of a test server go to a folder of its own, never the repository's data/.
  const mailDir = mkdtempSync(join(tmpdir(), 'apo-mail-'));
  const uploadDir = mkdtempSync(join(tmpdir(), 'apo-uploads-'));
  const config: ServerConfig = {
    ...readConfig({}, 'test'),
    mail: { smtpUrl: null, from: MAIL_FROM_DEFAULT, outboxDir: mailDir },
    staticDir: options.staticDir ?? null,
    uploadDir,
    // Tests fire thousands of requests from one address within seconds (the generated route
    // tests); the limit itself is tested with a small one.
    rateLimit: { max: 1_000_000, windowMs: 60_000 },
    ...options.config,
  };
  // On PostgreSQL the realtime bus is LISTEN/NOTIFY, as in production (app/server/main.ts).
  const realtime = pgDb ? createPgBus({ url: pgDb.url, db: opened.db, log: silentLog }) : undefined;
  await realtime?.ready;
  const app = await buildServer({
    db: opened.db,
    clock,
    config,
    realtime,
    ...(options.readiness ? { readiness: options.readiness } : {}),
    ...(options.logStream
      ? { logLevel: 'info', logStream: options.logStream }
      : { logLevel: 'silent' }),
  });
  await app.ready();
  return {
    app,
    db: opened.db,
    clock,
    config,
    databaseUrl: pgDb?.url ?? null,
    close: async () => {
      await app.close();
      await opened.close();
      await pgDb?.drop();
      rmSync(mailDir, { recursive: true, force: true });
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test user with exactly these roles and features; password 'Test#Passwort1'. The user has
 * accepted the legal conditions in force (the demo AGB would block every area otherwise), unless
 * `acceptConditions: false`.
 */
export async function createUser(
  db: Db,
  fields: {
    roles: string[];
    features?: string[];
    vertreter?: boolean;
    kundeNr?: number | null;
    acceptConditions?: boolean;
  },
) {
  const id = randomUUID();
  const email = `test-${id.slice(0, 8)}@demo.at`;
  const password = 'Test#Passwort1';
  await db.insert(users).values({
    id,
    email,
    passwordHash: await hashPassword(password),
    displayName: `Test ${id.slice(0, 4)}`,
    kundeNr: fields.kundeNr ?? null,
    vertreter: fields.vertreter ?? false,
    roles: fields.roles,
    features: fields.features ?? [],
  });
  if (fields.acceptConditions !== false) {
    await acceptCurrentConditions(db, id, () => new Date('2026-11-21T08:00:00Z'));
  }
  return { id, email, password };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An API client that keeps its session cookie, like one browser window. */
export function client(app: FastifyInstance, ip = '127.0.0.1') {
  let cookie: string | undefined;
  // The known-browser cookie (server/services/knownBrowsers.ts), kept like a browser keeps it.
  let browserCookie: string | undefined;
  const request = async (
    method: Method,
    url: string,
    body?: unknown,
    extra: Partial<InjectOptions> = {},
  ): Promise<LightMyRequestResponse> => {
    const headers: Record<string, string> = { [HEADER.windowId]: 'test-window' };
    const cookies = [cookie, browserCookie].filter((c): c is string => c !== undefined);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    const res = await app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { ...headers, ...(extra.headers as Record<string, string> | undefined) },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    // `sid` over http, `__Host-sid` when the request came over HTTPS (through a trusted proxy).
    const set = res.cookies.find((c) => c.name === 'sid' || c.name === '__Host-sid');
    if (set) cookie = set.value ? `${set.name}=${set.value}` : undefined;
    const browser = res.cookies.find((c) => c.name === 'did' || c.name === '__Host-did');
    if (browser) browserCookie = browser.value ? `${browser.name}=${browser.value}` : undefined;
    return res;
  };
  return {
    request,
    get: (url: string) => request('GET', url),
    post: (url: string, body?: unknown) => request('POST', url, body ?? {}),
    put: (url: string, body?: unknown) => request('PUT', url, body ?? {}),
    login: async (username: string, password: string) => {
      const res = await request('POST', '/api/auth/login', { username, password });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res;
    },
    /** The session cookie (`sid=…`), undefined when logged out. */
    get cookie() {
      return cookie;
    },
    /** The known-browser cookie (`did=…`), set by the first successful login. */
    get browserCookie() {
      return browserCookie;
    },
    /** Forgets the known-browser cookie: the same address, now a new browser. */
    forgetBrowser() {
      browserCookie = undefined;
    },
  };
}
