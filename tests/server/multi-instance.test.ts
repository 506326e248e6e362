// Issue 28's "done when": two real server processes (`node --import tsx app/server/main.ts`, as
// `npm start` runs it) started at the same moment on one new PostgreSQL database. Both come up
// and one of them migrates and seeds; a session logged in on one pulls on the other; a change
// pushed through one reaches an event stream on the other; and an instance killed with SIGKILL
// in the middle of a push loses nothing: the client never got its answer, resends the same batch
// through a small round-robin proxy, the other instance applies it, and it is applied once.
// Only meaningful on PostgreSQL: the embedded PGlite is one process's.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, API_BASE, HEADER } from '../../src/api/paths.ts';
import { REALTIME_EVENT, type PokeData } from '../../src/api/realtime.ts';
import { SYNC_API, type Mutation, type PullAnswer, type PushAnswer } from '../../src/api/sync.ts';
import { LOCK_NAMESPACES } from '../../server/db/locks.ts';
import { readMigrations } from '../../server/db/migrate.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { openEventStream } from './support/eventStream.ts';
import { m } from './support/sync.ts';
import { createPostgresDatabase } from './support/testApp.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
if (!onPostgres) {
  console.info(
    'multi-instance: skipped on PGlite (one process); run with TEST_DB=postgres to test two instances',
  );
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const migrationsFolder = join(root, 'server', 'db', 'migrations');
/** The demo pharmacy's branch whose baskets the pushes change (the colleague sees it too). */
const CUSTOMER = 100103;
/** A second branch of the pharmacy: the batch's first part, applied before the push blocks. */
const OTHER_CUSTOMER = 100101;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  log: () => string;
  exited: Promise<void>;
  dataDir: string;
}

/** One server process on `url`; its connections carry `name` as application_name. */
async function spawnInstance(name: string, url: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `apo-multi-${name}-`));
  const dbUrl = new URL(url);
  dbUrl.searchParams.set('application_name', `multi-instance-${name}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dbUrl.toString(),
    SEED_DEMO: 'true',
    // The demo accounts and a small catalogue; no analytics history (a minute of seeding).
    CATALOGUE_SIZE: '300',
    ANALYTICS_LINES_PER_DAY: '0',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // No build needed: the API is what is tested.
    STATIC_DIR: join(dataDir, 'no-static'),
    LOG_LEVEL: 'warn',
    // A local start whatever the shell says (empty is unset): no proxy, no mail server.
    PUBLIC_URL: '',
    TRUST_PROXY: '',
    SMTP_URL: '',
    ALLOW_DEMO_ACCOUNTS: '',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'app/server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The start's lines, and of a crash the end (its first error may quote a whole seed insert).
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    child,
    log: () => output,
    exited,
    dataDir,
  };
}

async function waitReady(instance: Instance, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) {
      const tail = instance.log().slice(-3000);
      throw new Error(`instance ${instance.name} ended during its start:\n…${tail}`);
    }
    try {
      const res = await fetch(`${instance.base}${API_BASE}${API.ready}`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`instance ${instance.name} not ready in ${timeoutMs} ms:\n${instance.log()}`);
}

async function stopInstance(instance: Instance) {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill('SIGTERM');
  const stopped = await Promise.race([
    instance.exited.then(() => true),
    sleep(10_000).then(() => false),
  ]);
  if (!stopped) {
    instance.child.kill('SIGKILL');
    await instance.exited;
  }
}

/**
 * A load balancer as small as can be: each request goes to the next instance not known to be
 * down; a connection error marks its instance down and answers 502. It never resends a request
 * itself (it cannot know whether the instance applied it): that is the client's job.
 */
function roundRobinProxy(targets: readonly string[]) {
  const down = new Set<string>();
  let next = 0;
  const server = http.createServer((req, res) => {
    const live = targets.filter((t) => !down.has(t));
    const target = live[next++ % Math.max(live.length, 1)];
    if (target === undefined) {
      res.writeHead(503).end();
      return;
    }
    const fail = () => {
      down.add(target);
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    };
    const { port } = new URL(target);
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('error', fail);
        answer.pipe(res);
      },
    );
    upstream.on('error', fail);
    req.pipe(upstream);
  });
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}`);
    }),
  );
  return {
    listening,
    down,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's cookie jar over fetch, against any base URL (an instance or the proxy). */
function session() {
  const cookies = new Map<string, string>();
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const request = async (base: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${API_BASE}${path}`, {
      method,
      headers: {
        [HEADER.windowId]: 'multi-instance-test',
        ...(cookies.size > 0 ? { cookie: cookie() } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    return res;
  };
  return {
    request,
    cookie,
    async login(base: string, user: { email: string; password: string }) {
      const res = await request(base, 'POST', API.login, {
        username: user.email,
        password: user.password,
      });
      if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
      const me = await request(base, 'GET', API.me);
      return ((await me.json()) as { user: { id: string } }).user.id;
    },
    async choose(base: string, lieferkundeNr: number) {
      const res = await request(base, 'PUT', API.currentLieferkunde, {
        LieferkundeNr: lieferkundeNr,
        differential: false,
      });
      if (res.status !== 200) throw new Error(`choose: ${res.status} ${await res.text()}`);
    },
  };
}

describe.skipIf(!onPostgres)('two server processes on one new PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let admin: pg.Client;
  let a: Instance;
  let b: Instance;
  let proxy: ReturnType<typeof roundRobinProxy>;
  let proxyBase: string;
  const apotheke = session();
  let userId = '';
  let pzn = '';

  beforeAll(async () => {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    database = await createPostgresDatabase(base);
    // Both at the same moment, on a database without a single table.
    [a, b] = await Promise.all([
      spawnInstance('a', database.url),
      spawnInstance('b', database.url),
    ]);
    await Promise.all([waitReady(a, 120_000), waitReady(b, 120_000)]);
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    proxy = roundRobinProxy([a.base, b.base]);
    proxyBase = await proxy.listening;
  }, 150_000);

  afterAll(async () => {
    await proxy?.close();
    await admin?.end();
    for (const instance of [a, b]) {
      if (!instance) continue;
      await stopInstance(instance);
      rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await database?.drop();
  }, 30_000);

  it('both come up; the migrations were applied once, in one transaction, and the demo seeded once', async () => {
    for (const instance of [a, b]) {
      expect(instance.child.exitCode).toBeNull();
      expect(instance.log()).toContain('Portal läuft auf');
    }
    const files = readMigrations(migrationsFolder).map((migration) => migration.name);
    const { rows } = await admin.query<{ name: string; applied_at: Date }>(
      'select name, applied_at from drizzle.schema_migrations order by name',
    );
    expect(rows.map((row) => row.name)).toEqual(files);
    // now() is the transaction's start: one value means one instance applied them all at once.
    expect(new Set(rows.map((row) => row.applied_at.getTime())).size).toBe(1);
    // The demo accounts: written by exactly one of the two, each account once.
    const seededBy = [a, b].filter((instance) => instance.log().includes('Demo-Daten angelegt'));
    expect(seededBy).toHaveLength(1);
    const accounts = await admin.query<{ n: string }>(
      'select count(*) as n from users where email = $1',
      [DEMO_USERS.apotheke.email],
    );
    expect(Number(accounts.rows[0]?.n)).toBe(1);
    const [article] = (
      await admin.query<{ pzn: string }>(
        'select pzn from articles where deleted_at is null order by pzn limit 1',
      )
    ).rows;
    pzn = article?.pzn ?? '';
    expect(pzn).not.toBe('');
  });

  it('a session logged in on A pulls on B what it pushed through A', async () => {
    userId = await apotheke.login(a.base, DEMO_USERS.apotheke);
    await apotheke.choose(a.base, CUSTOMER);
    const basketId = randomUUID();
    const pushed = await apotheke.request(a.base, 'POST', SYNC_API.push, {
      clientId: randomUUID(),
      userId,
      epoch: 1,
      mutations: [m('basket.create', { id: basketId, lieferkundeNr: CUSTOMER, label: 'Über A' })],
    });
    expect(pushed.status).toBe(200);
    const res = await apotheke.request(b.base, 'POST', SYNC_API.pull, {
      userId,
      cursors: {},
      part: 'customer',
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as PullAnswer;
    expect(answer.baskets.upserts.map((row) => row.id)).toContain(basketId);
  });

  it('a basket change pushed through A reaches a colleague’s event stream on B', async () => {
    const colleague = session();
    await colleague.login(b.base, DEMO_USERS.mitarbeiter);
    await colleague.choose(b.base, CUSTOMER);
    const stream = await openEventStream(b.base, colleague.cookie());
    try {
      expect(stream.status).toBe(200);
      const since = stream.events.length;
      const res = await apotheke.request(a.base, 'POST', SYNC_API.push, {
        clientId: randomUUID(),
        userId,
        epoch: 1,
        mutations: [
          m('basket.create', { id: randomUUID(), lieferkundeNr: CUSTOMER, label: 'Auch über A' }),
        ],
      });
      expect(res.status).toBe(200);
      const poke = await stream.waitFor(REALTIME_EVENT.poke, 5000, since);
      const { collections } = poke.data as PokeData;
      // Named collections, or none (= all): either way the baskets are among them.
      if (collections) expect(collections).toContain('baskets');
    } finally {
      stream.close();
    }
  });

  it('survives kill -9 of the instance in the middle of a push: resent through the proxy, applied once', async () => {
    const first = randomUUID();
    const second = randomUUID();
    const adds = 40;
    const addRows = (basketId: string) =>
      Array.from({ length: adds }, () =>
        m('basket.addRow', { basketId, rowId: randomUUID(), pzn, quantity: 1 }),
      );
    // One batch as the worker sends it: the first branch's basket and rows, then the second
    // branch's, whose lock the test holds: the push waits there with its transaction open.
    const mutations: Mutation[] = [
      m('basket.create', { id: first, lieferkundeNr: OTHER_CUSTOMER, label: 'Vor dem Abbruch' }),
      ...addRows(first),
      m('basket.create', { id: second, lieferkundeNr: CUSTOMER, label: 'Beim Abbruch' }),
      ...addRows(second),
    ].map((mutation, i) => ({ ...mutation, seq: i + 1 }));
    const body = { clientId: randomUUID(), userId, epoch: 1, mutations };

    // The test holds the second branch's basket lock (server/db/locks.ts), so the push stops
    // half-way with its transaction open.
    await admin.query('select pg_advisory_lock($1, $2)', [LOCK_NAMESPACES.baskets, CUSTOMER]);
    let failures = 0;
    let failed: () => void = () => undefined;
    const firstFailure = new Promise<void>((resolve) => (failed = resolve));
    // The worker's behaviour: a push whose answer never came is sent again, unchanged.
    const pushing = (async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        try {
          const res = await apotheke.request(proxyBase, 'POST', SYNC_API.push, body);
          if (res.status === 200) return (await res.json()) as PushAnswer;
          await res.body?.cancel();
          if (res.status !== 502 && res.status !== 503) {
            throw new Error(`push answered ${res.status}`);
          }
        } catch (error) {
          if (error instanceof Error && error.message.startsWith('push answered')) throw error;
        }
        failures++;
        failed();
        await sleep(200);
      }
      throw new Error('push never answered');
    })();

    // Which instance the proxy chose: the one whose connection waits for the lock.
    let serving: Instance | undefined;
    for (let waited = 0; !serving && waited < 20_000; waited += 50) {
      const { rows } = await admin.query<{ application_name: string }>(
        `select application_name from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'
            and wait_event = 'advisory'`,
      );
      const name = rows[0]?.application_name;
      serving = [a, b].find((instance) => name === `multi-instance-${instance.name}`);
      if (!serving) await sleep(50);
    }
    if (!serving) throw new Error('the push never reached the lock');
    const survivor = serving === a ? b : a;
    const applied = await admin.query<{ n: string }>(
      'select count(*) as n from client_mutations where client_id = $1',
      [body.clientId],
    );
    expect(Number(applied.rows[0]?.n)).toBe(0);

    serving.child.kill('SIGKILL');
    await serving.exited;
    await firstFailure;
    // The killed instance's transaction is rolled back once its connection notices the end; the
    // resent batch on the survivor waits for the same locks meanwhile, and then applies it.
    await admin.query('select pg_advisory_unlock($1, $2)', [LOCK_NAMESPACES.baskets, CUSTOMER]);
    const answer = await pushing;
    expect(failures).toBeGreaterThanOrEqual(1);
    expect(proxy.down.has(serving.base)).toBe(true);
    expect(answer.results).toHaveLength(mutations.length);
    expect(answer.results.every((r) => r.status === 'applied')).toBe(true);

    const state = async () => {
      const records = await admin.query<{ n: string; applied: string }>(
        `select count(*) as n, count(*) filter (where status = 'applied') as applied
           from client_mutations where client_id = $1`,
        [body.clientId],
      );
      const rows = await admin.query<{ basket_id: string; quantity: number; version: string }>(
        `select basket_id, quantity, version::text from basket_rows
          where basket_id = any($1) and deleted_at is null order by basket_id`,
        [[first, second]],
      );
      return { records: records.rows[0], rows: rows.rows };
    };
    const after = await state();
    // Every mutation once: one record each, and the 40 adds of one article merged into one row
    // of quantity 40 in each basket.
    expect(after.records).toEqual({
      n: String(mutations.length),
      applied: String(mutations.length),
    });
    expect(after.rows.map((r) => [r.basket_id, r.quantity])).toEqual(
      [first, second].sort().map((id) => [id, adds]),
    );

    // The same batch once more (an answer lost again): the recorded results, nothing new.
    const again = await apotheke.request(proxyBase, 'POST', SYNC_API.push, body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as PushAnswer).results).toEqual(answer.results);
    expect(await state()).toEqual(after);

    // And a client pulling from the survivor has both baskets with their rows.
    await apotheke.choose(survivor.base, CUSTOMER);
    const pulled = await apotheke.request(survivor.base, 'POST', SYNC_API.pull, {
      userId,
      cursors: {},
      part: 'customer',
    });
    expect(pulled.status).toBe(200);
    const page = (await pulled.json()) as PullAnswer;
    expect(page.baskets.upserts.map((row) => row.id)).toContain(second);
    const row = page.basketRows.upserts.find((r) => r.basketId === second);
    expect(row?.quantity).toBe(adds);
  }, 60_000);
});
