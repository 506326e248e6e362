// Operating the server (issue 28 items 2 and 7): a database a newer version migrated stops the
// start with one line; two starts on one new database seed the demo accounts once; GET /metrics
// in Prometheus' format, by route pattern, for a scraper with METRICS_TOKEN or on this machine
// only; readiness 503 once the server stops; and `npm start` stopped by SIGTERM finishes the
// request under way, moves its event streams and exits 0. PGlite, or PostgreSQL with TEST_DB.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER } from '../../src/api/paths.ts';
import { buildServer } from '../../server/app.ts';
import { openDb, type DbTarget } from '../../server/db/client.ts';
import { SchemaNewerError, migrate } from '../../server/db/migrate.ts';
import { users } from '../../server/db/schema.ts';
import { registerMetrics, METRICS_PATH } from '../../server/plugins/metrics.ts';
import { DEMO_USERS, seedDemoData } from '../../server/seed/demo.ts';
import type { MailMessage, Mailer } from '../../server/services/mail.ts';
import { openEventStream } from './support/eventStream.ts';
import { loginAs, m, pushOk } from './support/sync.ts';
import { client, createPostgresDatabase, createTestApp, type TestApp } from './support/testApp.ts';

const root = join(import.meta.dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

/** A new database for a started server: a PGlite folder, or a PostgreSQL database (TEST_DB). */
async function newDatabase(): Promise<{
  target: DbTarget;
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && baseUrl) {
    const created = await createPostgresDatabase(baseUrl);
    return {
      target: { kind: 'postgres', url: created.url },
      env: { DATABASE_URL: created.url, SEED_DEMO: 'true' },
      drop: created.drop,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'apo-operations-'));
  return {
    target: { kind: 'pglite', dataDir },
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => { stdout: string; stderr: string };
  exited: Promise<number | null>;
}

/** `npm start`'s entry point with this environment (small demo content, quick to seed). */
function start(env: Record<string, string>): Started {
  const child = spawn(tsx, ['app/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      CATALOGUE_SIZE: '0',
      ANALYTICS_LINES_PER_DAY: '0',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => ({ stdout, stderr }), exited };
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

// A whole migration run and a started server take a minute on a busy machine.
describe('a database a newer version migrated', { timeout: 120_000 }, () => {
  it('the migrator refuses it, naming the unknown migrations, and applies nothing', async () => {
    const db = await newDatabase();
    const opened = await openDb(db.target);
    try {
      await opened.db.execute(
        sql`insert into drizzle.schema_migrations (name, hash) values ('29990101000000_future', 'x')`,
      );
      const error = await migrate(opened.db, MIGRATIONS).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SchemaNewerError);
      expect((error as SchemaNewerError).unknown).toEqual(['29990101000000_future']);
    } finally {
      await opened.close();
      await db.drop();
    }
  });

  it('`npm start` stops with one line and exit code 1, before it serves', async () => {
    const db = await newDatabase();
    try {
      const opened = await openDb(db.target);
      await opened.db.execute(
        sql`insert into drizzle.schema_migrations (name, hash) values ('29990101000000_future', 'x')`,
      );
      await opened.close();
      const port = await freePort();
      const started = start({ ...db.env, PORT: String(port) });
      const timer = setTimeout(() => started.child.kill('SIGKILL'), 90_000);
      const code = await started.exited;
      clearTimeout(timer);
      const { stdout, stderr } = started.output();
      expect(code).toBe(1);
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Start abgebrochen: Das Datenbankschema ist neuer als diese Version .*29990101000000_future/,
      );
      expect(stdout).not.toContain('Portal läuft');
      // Nothing was seeded.
      const after = await openDb(db.target).catch(() => null);
      if (after) {
        expect(await after.db.$count(users)).toBe(0);
        await after.close();
      }
    } finally {
      await db.drop();
    }
  }, 120_000);
});

describe('two starts on one new database', { timeout: 120_000 }, () => {
  it('seed the demo accounts once: the second finds them under the lock', async () => {
    const db = await newDatabase();
    const one = await openDb(db.target);
    // PostgreSQL: a second pool, as a second server has; PGlite takes one process per folder.
    const two = db.target.kind === 'postgres' ? await openDb(db.target) : one;
    try {
      const seeded = await Promise.all([seedDemoData(one.db), seedDemoData(two.db)]);
      expect(seeded.sort()).toEqual([false, true]);
      expect(await one.db.$count(users)).toBeGreaterThan(0);
      // Every demo login once.
      const [row] = (
        (await one.db.execute(
          sql`select count(*)::int as n, count(distinct email)::int as d from users`,
        )) as unknown as { rows: { n: number; d: number }[] }
      ).rows;
      expect(row?.n).toBe(row?.d);
    } finally {
      if (two !== one) await two.close();
      await one.close();
      await db.drop();
    }
  }, 120_000);
});

describe('GET /metrics', () => {
  let t: TestApp;
  // The seeded test app takes a minute and more on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const scrape = async (app = t.app, headers: Record<string, string> = {}, ip = '127.0.0.1') =>
    app.inject({ method: 'GET', url: METRICS_PATH, headers, remoteAddress: ip });

  it('without METRICS_TOKEN: a direct call from this machine only, never through a proxy', async () => {
    const local = await scrape();
    expect(local.statusCode).toBe(200);
    expect(local.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(local.headers['cache-control']).toBe('no-store');
    expect((await scrape(t.app, {}, '10.0.0.5')).statusCode).toBe(403);
    expect((await scrape(t.app, { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape(t.app, { forwarded: 'for=203.0.113.9' })).statusCode).toBe(403);
  });

  it('with METRICS_TOKEN: the bearer token from anywhere, nothing without it', async () => {
    const token = 'scrape-token-0123456789';
    // With the app's files: each is a route of its own, all of them one series.
    const staticDir = mkdtempSync(join(tmpdir(), 'apo-metrics-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Portal</title>');
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'app-1234.js'), 'console.log(1)');
    const app = await buildServer({
      db: t.db,
      clock: t.clock,
      config: { ...t.config, metricsToken: token, staticDir },
      logLevel: 'silent',
      dbPool: { totalCount: 7, idleCount: 5, waitingCount: 2 },
    });
    try {
      const bearer = { authorization: `Bearer ${token}` };
      const remote = await scrape(app, bearer, '10.0.0.5');
      expect(remote.statusCode).toBe(200);
      expect(remote.body).toContain('portal_db_pool_connections 7');
      expect(remote.body).toContain('portal_db_pool_idle 5');
      expect(remote.body).toContain('portal_db_pool_waiting 2');
      const none = await scrape(app);
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(none.body).not.toContain('portal_');
      expect((await scrape(app, { authorization: `Bearer ${token}x` })).statusCode).toBe(401);
      expect((await scrape(app, { authorization: token })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/assets/app-1234.js' })).statusCode).toBe(
        200,
      );
      const text = (await scrape(app, bearer)).body;
      expect(text).toMatch(/route="static",status_class="2xx"/);
      expect(text).not.toContain('app-1234');
    } finally {
      await app.close();
      rmSync(staticDir, { recursive: true, force: true });
    }
  });

  it('measures requests by route pattern and status class, never by the raw URL', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke);
    await c.get('/api/user-store/autologon_lkndnr');
    await client(t.app).get('/api/kein-weg-4711');
    await client(t.app).get('/api/health');
    const text = (await scrape()).body;
    expect(text).toMatch(
      /portal_http_request_duration_seconds_count\{method="GET",route="\/api\/user-store\/:key",status_class="[24]xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /portal_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_class="2xx"\} [1-9]/,
    );
    expect(text).toMatch(/route="unmatched",status_class="4xx"/);
    expect(text).not.toContain('autologon_lkndnr');
    expect(text).not.toContain('kein-weg');
    expect(text).toMatch(/portal_http_refusals_total\{status="404"\} [1-9]/);
    // The process' own figures and the event streams.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/portal_realtime_streams \d+/);
    // PGlite: no pool.
    expect(text).not.toContain('portal_db_pool_connections');
  });

  it('counts pushes and pulls with their duration, and the mutations applied and rejected by code', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
    const results = await pushOk(c, [
      m('notification.markAllSeen', { before: '2000-01-01T00:00:00Z' }),
      m('basket.delete', { id: '00000000-0000-4000-8000-000000000000' }),
    ]);
    const rejectedCode = results.find((r) => r.status === 'rejected')?.code;
    expect(results.map((r) => r.status)).toEqual(['applied', 'rejected']);
    const userId = (await c.get('/api/auth/me')).json<{ user: { id: string } }>().user.id;
    expect((await c.post('/api/sync/pull', { userId, cursors: {} })).statusCode).toBe(200);
    const text = (await scrape()).body;
    expect(text).toMatch(
      /portal_sync_batch_duration_seconds_count\{kind="push",status_class="2xx"\} [1-9]/,
    );
    expect(text).toMatch(
      /portal_sync_batch_duration_seconds_count\{kind="pull",status_class="2xx"\} [1-9]/,
    );
    expect(text).toMatch(/portal_sync_mutations_total\{outcome="applied",code=""\} [1-9]/);
    expect(text).toContain(
      `portal_sync_mutations_total{outcome="rejected",code="${rejectedCode ?? ''}"} 1`,
    );
  });

  it('gauges the outgoing mails in flight', async () => {
    const app = Fastify();
    let release: () => void = () => undefined;
    const sent: MailMessage[] = [];
    const slow: Mailer = {
      mode: 'file',
      send: (message) =>
        new Promise<void>((resolve) => {
          sent.push(message);
          release = resolve;
        }),
      outbox: async () => [],
    };
    const metrics = registerMetrics(app, { token: null, openStreams: () => 0 });
    const mailer = metrics.trackMail(slow);
    const sending = mailer.send({ to: 'a@demo.at', subject: 'Test', text: 'x', html: '<p>x</p>' });
    const during = await app.inject({ method: 'GET', url: METRICS_PATH });
    expect(during.body).toMatch(/^portal_mail_pending 1$/m);
    release();
    await sending;
    const after = await app.inject({ method: 'GET', url: METRICS_PATH });
    expect(after.body).toMatch(/^portal_mail_pending 0$/m);
    expect(after.body).toMatch(/^portal_mail_sent_total\{result="sent"\} 1$/m);
    expect(sent).toHaveLength(1);
    await app.close();
  });

  it('once the server stops: /api/ready 503, no new event stream, the health probe still 200', async () => {
    const app = await buildServer({
      db: t.db,
      clock: t.clock,
      config: t.config,
      logLevel: 'silent',
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      app.lifecycle.stop();
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, seeding: false, stopping: true });
      expect(ready.headers.connection).toBe('close');
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const c = await loginAs(app, DEMO_USERS.apotheke);
      const stream = await c.request('GET', '/api/events', undefined, {
        headers: { accept: 'text/event-stream' },
      });
      expect(stream.statusCode).toBe(503);
      expect(stream.json<{ code: string }>().code).toBe('server_stopping');
      expect(stream.headers['retry-after']).toBe('1');
    } finally {
      await app.close();
    }
  });
});

/** A login whose body arrives in two parts: the request is under way between them. */
function slowLogin(base: URL, body: string) {
  const req = httpRequest({
    host: base.hostname,
    port: base.port,
    method: 'POST',
    path: '/api/auth/login',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      [HEADER.windowId]: 'test-window',
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { finish: () => req.end(body.slice(half)), answer };
}

describe('`npm start` stopped by SIGTERM', () => {
  it('finishes the request under way, moves its event streams, closes and exits 0', async () => {
    const db = await newDatabase();
    const port = await freePort();
    const started = start({ ...db.env, PORT: String(port) });
    const killer = setTimeout(() => started.child.kill('SIGKILL'), 150_000);
    try {
      const base = new URL(`http://127.0.0.1:${port}`);
      await until(
        'the server to be ready',
        async () => {
          if (started.child.exitCode !== null) throw new Error(started.output().stderr);
          const res = await fetch(new URL('/api/ready', base)).catch(() => null);
          return res?.status === 200;
        },
        120_000,
      );
      const login = await fetch(new URL('/api/auth/login', base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HEADER.windowId]: 'test-window' },
        body: JSON.stringify({
          username: DEMO_USERS.apotheke.email,
          password: DEMO_USERS.apotheke.password,
        }),
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const stream = await openEventStream(base.origin, cookie);
      expect(stream.status).toBe(200);

      const slow = slowLogin(
        base,
        JSON.stringify({
          username: DEMO_USERS.vertreter.email,
          password: DEMO_USERS.vertreter.password,
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      started.child.kill('SIGTERM');
      // The stream is told to reconnect (within the spread) and ends.
      const hint = await stream.waitFor('reconnect', 10_000);
      expect(hint.data).toEqual({ withinMs: 5000 });
      await stream.ended;
      // The server no longer takes connections, yet the request under way gets its answer.
      await until(
        'the listener to close',
        async () => (await fetch(new URL('/api/health', base)).catch(() => null)) === null,
        10_000,
      );
      slow.finish();
      const answer = await slow.answer;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({
        user: { email: DEMO_USERS.vertreter.email },
      });
      expect(await started.exited).toBe(0);
      const { stdout } = started.output();
      expect(stdout).toContain('SIGTERM: Portal wird beendet');
      expect(stdout).toContain('Portal beendet');
    } finally {
      clearTimeout(killer);
      if (started.child.exitCode === null) started.child.kill('SIGKILL');
      await started.exited;
      await db.drop();
    }
  }, 180_000);
});
