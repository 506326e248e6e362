// Issue 28's figures: simulated pharmacies on one new PostgreSQL database, against one server
// instance and then against two (the clients round-robin over them), in one run so the two are
// ratios of each other. Per configuration, three phases:
// - steady-state pull at saturation: SCALE_CLIENTS sessions, each repeating a pull whose every
//   cursor is at the end (a full pull first gives them), back to back for SCALE_SECONDS;
// - basket edits: each session pushes one edit at a time (addRow, setQuantity, deleteRow) for
//   SCALE_SECONDS, while SCALE_PHARMACIES pharmacies poll every 20 s as the app does;
// - the cut-off storm: SCALE_ORDERS orders (a push of addRow + order.place each) as fast as the
//   sessions get them through, the pharmacies still polling; then the database is asked whether
//   each order is there exactly once, with its one line.
// A failed request is counted and sent again unchanged, as the app's outbox does (exactly-once
// makes that safe). The generator runs on the same machine: its CPU is printed beside the
// servers' and PostgreSQL's, so the ratio of two instances to one can be read against the cores.
// Knobs: SCALE_CLIENTS (48), SCALE_SECONDS (10), SCALE_ORDERS (1000), SCALE_PHARMACIES (1200),
// SCALE_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: where the bench's database is
// created and dropped). REDIS_URL, when set, reaches the servers as for `npm start`.
import { randomBytes, randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { DEMO_PHARMACY_LOGINS, pharmacyLogin } from '../server/seed/demo.ts';
import { emit, round } from './lib/figure.ts';
import {
  call,
  cpuMeter,
  Kind,
  target,
  type Answer,
  type CpuReading,
  type Target,
} from './lib/scaleLoad.ts';
import { startServer, tempDataDir, type RunningServer } from './lib/server.ts';

function envInt(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

const CLIENTS = envInt('SCALE_CLIENTS', 48);
const SECONDS = envInt('SCALE_SECONDS', 10);
const ORDERS = envInt('SCALE_ORDERS', 1000);
const PHARMACIES = envInt('SCALE_PHARMACIES', 1200);
/** The offered rate of the paced phase: the goal for one instance. */
const PULL_RATE = envInt('SCALE_PULL_RATE', 800);
/** Paced requests waiting at most; one due beyond it is counted as an error ('backlog'). */
const PACED_OPEN_MAX = 512;
const BASE_URL = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** How often an open app pulls when nothing tells it to (the steady state of every pharmacy). */
const POLL_MS = 20_000;
/** The storm stops submitting after this long (half again the goal), so a slow server ends the run. */
const STORM_MAX_MS = 90_000;
/** Sends of one push before it counts as not delivered (the app would keep it queued). */
const ATTEMPTS = 5;
const BENCH = 'scale';

/**
 * The servers: the demo accounts on PostgreSQL (SEED_DEMO=true) with a small catalogue and
 * history, so the seed takes seconds; every client comes from 127.0.0.1, so the limits per
 * address (general rate limit, logins) are raised out of the way: the bench measures the
 * server's work, not its refusals.
 */
const serverEnv = (databaseUrl: string): NodeJS.ProcessEnv => ({
  DATABASE_URL: databaseUrl,
  SEED_DEMO: 'true',
  CATALOGUE_SIZE: '2000',
  ANALYTICS_LINES_PER_DAY: '10',
  RATE_LIMIT_MAX: '1000000',
  LOGIN_MAX_PER_ADDRESS: '100000',
  SESSIONS_PER_USER_MAX: '1000',
});

interface Page {
  upserts: unknown[];
  deletes: unknown[];
  cursor: string;
  hasMore: boolean;
  reset: boolean;
}
type PullAnswer = Record<string, Page>;

/** One simulated pharmacy's device: a logged-in session with its own client id and baskets. */
interface Sim {
  index: number;
  userId: string;
  customer: number;
  cookie: string;
  clientId: string;
  to: Target;
  cursors: Record<string, string>;
  steadyBody: string;
  editBasket: string;
  orderBasket: string;
  /** Rows of the edit basket, oldest first. */
  rows: string[];
  edits: number;
}

const errorName = (error: unknown) =>
  error instanceof Error ? (error.message === 'timeout' ? 'timeout' : error.message) : 'error';

async function must(to: Target, method: string, path: string, body: unknown, cookie: string) {
  const answer = await call(to, method, path, JSON.stringify(body), cookie);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return answer;
}

const mutation = (name: string, args: unknown) => ({
  id: randomUUID(),
  v: 1,
  name,
  args,
  createdAt: new Date().toISOString(),
});

const pushBody = (sim: Sim, mutations: unknown[]) =>
  JSON.stringify({ clientId: sim.clientId, userId: sim.userId, epoch: 1, mutations });

/** Why a push's answer is not a success, or undefined when every mutation was applied. */
function pushFault(answer: Answer): string | undefined {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  const { results } = JSON.parse(answer.text) as { results: { status: string; code?: string }[] };
  const refused = results.find((r) => r.status !== 'applied');
  return refused ? `rejected ${refused.code ?? ''}` : undefined;
}

/** The wait before sending again: what the server asked for (bounded), else a short pause. */
const pause = (answer: Answer | null) =>
  sleep(Math.min(5_000, answer?.retryAfter !== null && answer ? answer.retryAfter * 1000 : 100));

/**
 * A push sent until applied (each failed send counted), at most ATTEMPTS times and not again
 * after `until`: then it counts as unconfirmed (the app would keep it queued and send it later).
 */
async function pushUntilApplied(
  sim: Sim,
  body: string,
  kind: Kind,
  until = Number.POSITIVE_INFINITY,
): Promise<boolean> {
  for (let attempt = 1; attempt <= ATTEMPTS && performance.now() < until; attempt++) {
    const started = performance.now();
    let answer: Answer | null = null;
    let fault: string | undefined;
    try {
      answer = await call(sim.to, 'POST', '/sync/push', body, sim.cookie);
      fault = pushFault(answer);
    } catch (error) {
      fault = errorName(error);
    }
    kind.record(started, fault);
    if (fault === undefined) return true;
    // A rejection is final (the same mutations would be rejected again); a fault is not.
    if (fault.startsWith('rejected')) return false;
    await pause(answer);
  }
  return false;
}

/** Pulls until no collection has more, keeping the cursors: the device is up to date. */
async function catchUp(sim: Sim): Promise<void> {
  for (let page = 0; page < 200; page++) {
    const answer = await must(
      sim.to,
      'POST',
      '/sync/pull',
      { userId: sim.userId, cursors: sim.cursors, limit: 1000 },
      sim.cookie,
    );
    const pages = JSON.parse(answer.text) as PullAnswer;
    let more = false;
    for (const [collection, p] of Object.entries(pages)) {
      sim.cursors[collection] = p.cursor;
      more ||= p.hasMore;
    }
    if (!more) break;
  }
  sim.steadyBody = JSON.stringify({ userId: sim.userId, cursors: sim.cursors });
}

const hasNews = (pages: PullAnswer) =>
  Object.values(pages).some((p) => p.reset || p.upserts.length > 0 || p.deletes.length > 0);

/** Phase 1: every session repeats its steady-state pull back to back for `ms`. */
async function saturate(sims: readonly Sim[], kind: Kind, ms: number): Promise<number> {
  const end = performance.now() + ms;
  let news = 0;
  await Promise.all(
    sims.map(async (sim) => {
      while (performance.now() < end) {
        const started = performance.now();
        let answer: Answer | null = null;
        try {
          answer = await call(sim.to, 'POST', '/sync/pull', sim.steadyBody, sim.cookie);
        } catch (error) {
          kind.record(started, errorName(error));
          await pause(null);
          continue;
        }
        if (answer.status !== 200) {
          kind.record(started, `HTTP ${answer.status}`);
          await pause(answer);
          continue;
        }
        kind.record(started);
        if (hasNews(JSON.parse(answer.text) as PullAnswer)) news++;
      }
    }),
  );
  return news;
}

/**
 * Phase 2: steady-state pulls offered at a fixed rate (open loop, as pharmacies' polls arrive
 * whether or not the server keeps up), over all sessions; the latency counts from when each was
 * due, so a server that falls behind shows it.
 */
async function paced(sims: readonly Sim[], kind: Kind, rate: number, ms: number): Promise<void> {
  const start = performance.now();
  const open = new Set<Promise<void>>();
  let sent = 0;
  while (performance.now() < start + ms) {
    const due = Math.floor(((performance.now() - start) / 1000) * rate);
    for (; sent < due; sent++) {
      const sim = sims[sent % sims.length];
      const scheduled = start + (sent / rate) * 1000;
      if (!sim || open.size >= PACED_OPEN_MAX) {
        kind.record(scheduled, 'backlog');
        continue;
      }
      const request: Promise<void> = call(sim.to, 'POST', '/sync/pull', sim.steadyBody, sim.cookie)
        .then(
          (answer) =>
            kind.record(scheduled, answer.status === 200 ? undefined : `HTTP ${answer.status}`),
          (error: unknown) => kind.record(scheduled, errorName(error)),
        )
        .finally(() => open.delete(request));
      open.add(request);
    }
    await sleep(2);
  }
  await Promise.all(open);
}

/**
 * Waits (at most 20 s) until a steady-state pull answers within `ms` again: requests the generator
 * gave up on may still keep a server busy, and the next phase should not pay for them.
 */
async function settle(sims: readonly Sim[], ms: number): Promise<void> {
  const until = performance.now() + 20_000;
  for (const sim of sims.slice(0, 2)) {
    while (performance.now() < until) {
      const started = performance.now();
      const answer = await call(sim.to, 'POST', '/sync/pull', sim.steadyBody, sim.cookie).catch(
        () => null,
      );
      if (answer?.status === 200 && performance.now() - started <= ms) break;
      await sleep(200);
    }
  }
}

/**
 * The open apps: PHARMACIES pharmacies, each pulling every POLL_MS with its own cursors (moved on
 * by what it receives), spread evenly over the period and over the sessions. Returns the stop.
 */
function startPolling(sims: readonly Sim[], kind: Kind): () => Promise<void> {
  const stop = new AbortController();
  // Every waiting pharmacy listens for the stop.
  setMaxListeners(PHARMACIES + 10, stop.signal);
  const wait = (ms: number) =>
    sleep(Math.max(0, ms), undefined, { signal: stop.signal }).catch(() => undefined);
  const pollers = Array.from({ length: PHARMACIES }, async (_, i) => {
    const sim = sims[i % sims.length];
    if (!sim) return;
    const cursors = { ...sim.cursors };
    let due = performance.now() + (i / PHARMACIES) * POLL_MS;
    await wait(due - performance.now());
    while (!stop.signal.aborted) {
      const started = performance.now();
      const body = JSON.stringify({ userId: sim.userId, cursors });
      try {
        const answer = await call(sim.to, 'POST', '/sync/pull', body, sim.cookie);
        if (answer.status === 200) {
          kind.record(started);
          const pages = JSON.parse(answer.text) as PullAnswer;
          for (const [collection, p] of Object.entries(pages)) cursors[collection] = p.cursor;
        } else kind.record(started, `HTTP ${answer.status}`);
      } catch (error) {
        kind.record(started, errorName(error));
      }
      due += POLL_MS;
      await wait(due - performance.now());
    }
  });
  return async () => {
    stop.abort();
    await Promise.all(pollers);
  };
}

/** The next edit of a session's edit basket: add a row, change a quantity, drop the oldest. */
function nextEdit(sim: Sim, pzns: readonly string[]) {
  const k = sim.edits++;
  if (sim.rows.length > 20) {
    const rowId = sim.rows.shift() ?? '';
    return mutation('basket.deleteRow', { rowId });
  }
  if (sim.rows.length < 3 || k % 3 === 0) {
    const rowId = randomUUID();
    sim.rows.push(rowId);
    // Consecutive articles: never one already in the basket (it would merge into that row).
    const pzn = pzns[(sim.index * 97 + k) % pzns.length];
    return mutation('basket.addRow', { basketId: sim.editBasket, rowId, pzn, quantity: 1 });
  }
  const rowId = sim.rows[k % sim.rows.length];
  return mutation('basket.setQuantity', { rowId, quantity: 1 + (k % 50) });
}

async function edit(sims: readonly Sim[], pzns: readonly string[], kind: Kind, ms: number) {
  const end = performance.now() + ms;
  await Promise.all(
    sims.map(async (sim) => {
      while (performance.now() < end) {
        await pushUntilApplied(sim, pushBody(sim, [nextEdit(sim, pzns)]), kind, end);
      }
    }),
  );
}

interface StormResult {
  submitted: number;
  /** Orders whose push the client saw applied (the others timed out on every send). */
  applied: number;
  wallSeconds: number;
  inDatabase: number;
  lost: number;
  duplicated: number;
  /** Orders whose line count is not the one line added: a mutation applied twice or not at all. */
  wrongLines: number;
}

/** Phase 3: ORDERS orders through the sessions as fast as they go; then counted in the database. */
async function storm(
  sims: readonly Sim[],
  pzns: readonly string[],
  kind: Kind,
  database: pg.Client,
): Promise<StormResult> {
  const baskets = sims.map((s) => s.orderBasket);
  const countOrders = async () => {
    const { rows } = await database.query<{ n: string }>(
      'select count(*) as n from orders where basket_id = any($1::uuid[])',
      [baskets],
    );
    return Number(rows[0]?.n ?? 0);
  };
  const before = await countOrders();
  const submitted: string[] = [];
  const applied: string[] = [];
  let next = 0;
  const started = performance.now();
  const cutOff = started + STORM_MAX_MS;
  await Promise.all(
    sims.map(async (sim) => {
      for (let n = next++; n < ORDERS && performance.now() < cutOff; n = next++) {
        const orderId = randomUUID();
        submitted.push(orderId);
        const body = pushBody(sim, [
          mutation('basket.addRow', {
            basketId: sim.orderBasket,
            rowId: randomUUID(),
            pzn: pzns[n % pzns.length],
            quantity: 1 + (n % 10),
          }),
          mutation('order.place', { orderId, basketId: sim.orderBasket }),
        ]);
        if (await pushUntilApplied(sim, body, kind, cutOff)) applied.push(orderId);
      }
    }),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const { rows } = await database.query<{ id: string; row_count: number }>(
    'select id, row_count from orders where id = any($1::uuid[])',
    [submitted],
  );
  const found = new Set(rows.map((r) => r.id));
  const added = (await countOrders()) - before;
  return {
    submitted: submitted.length,
    applied: applied.length,
    wallSeconds,
    inDatabase: found.size,
    lost: submitted.filter((id) => !found.has(id)).length,
    // The primary key keeps an id once; an order made twice would be a second id in the baskets.
    duplicated: Math.max(0, added - found.size),
    wrongLines: rows.filter((r) => r.row_count !== 1).length,
  };
}

interface RunResult {
  instances: number;
  kinds: { pull: Kind; paced: Kind; edits: Kind; orders: Kind; polls: Kind };
  news: number;
  cpu: { pull: CpuReading; paced: CpuReading; edits: CpuReading; orders: CpuReading };
  storm: StormResult;
}

async function runAgainst(
  servers: readonly RunningServer[],
  sims: readonly Sim[],
  pzns: readonly string[],
  database: pg.Client,
): Promise<RunResult> {
  const targets = servers.map((s) => target(s.url, PACED_OPEN_MAX));
  sims.forEach((sim, i) => (sim.to = targets[i % targets.length] ?? sim.to));
  const groups = servers.map((s) => s.pid);
  const n = servers.length;
  process.stderr.write(`[scale] ${n} instance(s): catching up ${sims.length} sessions\n`);
  await Promise.all(sims.map((sim) => catchUp(sim)));
  await settle(sims, 200);

  const pull = new Kind('pull, steady state (saturated)');
  process.stderr.write(`[scale] ${n} instance(s): steady-state pulls for ${SECONDS} s\n`);
  let meter = cpuMeter(groups);
  const news = await saturate(sims, pull, SECONDS * 1000);
  const pullCpu = meter();

  const pacedKind = new Kind(`pull, steady state (${PULL_RATE}/s offered)`);
  process.stderr.write(`[scale] ${n} instance(s): ${PULL_RATE} pulls/s offered for ${SECONDS} s\n`);
  meter = cpuMeter(groups);
  await paced(sims, pacedKind, PULL_RATE, SECONDS * 1000);
  const pacedCpu = meter();
  await settle(sims, Math.max(100, 2 * (pull.summary().p50 || 0)));

  const polls = new Kind(`pull every 20 s (${PHARMACIES} pharmacies, background)`);
  const stopPolling = startPolling(sims, polls);
  const edits = new Kind('push: basket edit');
  process.stderr.write(`[scale] ${n} instance(s): basket edits for ${SECONDS} s\n`);
  meter = cpuMeter(groups);
  await edit(sims, pzns, edits, SECONDS * 1000);
  const editCpu = meter();

  const orders = new Kind('push: order (cut-off storm)');
  process.stderr.write(`[scale] ${n} instance(s): storm of ${ORDERS} orders\n`);
  meter = cpuMeter(groups);
  const stormResult = await storm(sims, pzns, orders, database);
  const orderCpu = meter();
  await stopPolling();
  for (const t of targets) t.agent.destroy();
  return {
    instances: n,
    kinds: { pull, paced: pacedKind, edits, orders, polls },
    news,
    cpu: { pull: pullCpu, paced: pacedCpu, edits: editCpu, orders: orderCpu },
    storm: stormResult,
  };
}

/** Logs a session in on `to`, chooses its delivery customer and makes its two baskets. */
async function newSim(
  index: number,
  account: { email: string; password: string; customer: number },
  to: Target,
): Promise<Sim> {
  const login = await must(
    to,
    'POST',
    '/auth/login',
    { username: account.email, password: account.password },
    '',
  );
  const cookie = login.cookies.join('; ');
  const { user } = JSON.parse(login.text) as { user: { id: string } };
  await must(
    to,
    'PUT',
    '/lieferkunden/current',
    { LieferkundeNr: account.customer, differential: false },
    cookie,
  );
  const sim: Sim = {
    index,
    userId: user.id,
    customer: account.customer,
    cookie,
    clientId: randomUUID(),
    to,
    cursors: {},
    steadyBody: '',
    editBasket: randomUUID(),
    orderBasket: randomUUID(),
    rows: [],
    edits: 0,
  };
  const create = (id: string, label: string) =>
    mutation('basket.create', { id, lieferkundeNr: account.customer, label });
  const body = pushBody(sim, [
    create(sim.editBasket, `Bench ${index + 1}`),
    create(sim.orderBasket, `Bench-Bestellung ${index + 1}`),
  ]);
  const fault = pushFault(await call(to, 'POST', '/sync/push', body, cookie));
  if (fault) throw new Error(`basket.create: ${fault}`);
  return sim;
}

// ---- the run ---------------------------------------------------------------------------------
const dbName = `portal_scale_${Date.now()}_${randomBytes(3).toString('hex')}`;
const databaseUrl = new URL(BASE_URL);
databaseUrl.pathname = `/${dbName}`;
const adminClient = async () => {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  return client;
};
{
  const admin = await adminClient();
  await admin.query(`create database ${dbName}`);
  await admin.end();
}
const dataDirs = [tempDataDir('scale-1'), tempDataDir('scale-2')];
const servers: RunningServer[] = [];
const database = new pg.Client({ connectionString: databaseUrl.toString() });

try {
  process.stderr.write(`[scale] database ${dbName}; starting instance 1 (demo seed)\n`);
  const first = await startServer({
    dataDir: dataDirs[0]?.path ?? '',
    env: serverEnv(databaseUrl.toString()),
  });
  servers.push(first);
  emit({
    bench: BENCH,
    metric: 'instance 1 on a new PostgreSQL database: start to demo data complete',
    value: round(first.seededMs),
    unit: 'ms',
  });
  await database.connect();

  // The demo pharmacies (apotheke-01 … -45), each session with its login's default customer.
  const { rows: customers } = await database.query<{ email: string; nr: number }>(
    `select u.email, ul.lieferkunde_nr as nr from users u
       join user_lieferkunden ul on ul.user_id = u.id
      where ul.is_default and ul.deleted_at is null and u.email = any($1::text[])`,
    [Array.from({ length: DEMO_PHARMACY_LOGINS }, (_, i) => pharmacyLogin(i + 1).email)],
  );
  const customerOf = new Map(customers.map((c) => [c.email, c.nr]));
  const { rows: articles } = await database.query<{ pzn: string }>(
    'select pzn from articles where deleted_at is null order by pzn limit 500',
  );
  const pzns = articles.map((a) => a.pzn);
  if (pzns.length < 50) throw new Error(`only ${pzns.length} articles in the catalogue`);

  process.stderr.write(`[scale] logging in ${CLIENTS} sessions\n`);
  const setupTarget = target(first.url, 8);
  const sims: Sim[] = [];
  for (let i = 0; i < CLIENTS; i += 4) {
    const batch = Array.from({ length: Math.min(4, CLIENTS - i) }, (_, k) => {
      const login = pharmacyLogin(((i + k) % DEMO_PHARMACY_LOGINS) + 1);
      const customer = customerOf.get(login.email);
      if (customer === undefined) throw new Error(`${login.email} has no default customer`);
      return newSim(i + k, { ...login, customer }, setupTarget);
    });
    sims.push(...(await Promise.all(batch)));
  }
  setupTarget.agent.destroy();

  const one = await runAgainst([first], sims, pzns, database);
  process.stderr.write('[scale] starting instance 2 on the same database\n');
  const second = await startServer({
    dataDir: dataDirs[1]?.path ?? '',
    env: serverEnv(databaseUrl.toString()),
  });
  servers.push(second);
  const two = await runAgainst([first, second], sims, pzns, database);

  report(one, two);
} finally {
  await database.end().catch(() => undefined);
  await Promise.all(servers.map((s) => s.stop()));
  const admin = await adminClient();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  for (const dir of dataDirs) dir.remove();
}

function report(one: RunResult, two: RunResult) {
  const kinds = ['pull', 'paced', 'edits', 'orders', 'polls'] as const;
  const rows: string[][] = [
    ['request kind', 'inst.', 'count', 'per s', 'p50 ms', 'p99 ms', 'errors', '2:1'],
  ];
  for (const k of kinds) {
    const seconds = k === 'orders' || k === 'polls' ? undefined : SECONDS;
    const a = one.kinds[k].summary(seconds);
    const b = two.kinds[k].summary(seconds);
    const ratio = a.perSecond > 0 ? (b.perSecond / a.perSecond).toFixed(2) : '';
    for (const [run, s] of [
      [one, a],
      [two, b],
    ] as const) {
      rows.push([
        one.kinds[k].name,
        String(run.instances),
        String(s.count),
        String(s.perSecond),
        String(s.p50),
        String(s.p99),
        s.errors ? `${s.errors} (${s.errorKinds})` : '0',
        run === two ? ratio : '',
      ]);
    }
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (r: string[]) =>
    r
      .map((cell, i) =>
        i === 0 || i === 6 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const out: string[] = ['', line(rows[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  ')];
  out.push(...rows.slice(1).map(line));
  out.push('', 'cores used per phase (CPU s per wall s; the machine has its other users too):');
  out.push('instances  phase   servers (each)   postgres  generator  machine');
  for (const run of [one, two]) {
    for (const phase of ['pull', 'paced', 'edits', 'orders'] as const) {
      const c = run.cpu[phase];
      out.push(
        `${String(run.instances).padStart(9)}  ${phase.padEnd(6)}  ${c.servers.join(' + ').padEnd(15)}  ` +
          `${String(c.postgres).padStart(8)}  ${String(c.generator).padStart(9)}  ${String(c.machine).padStart(7)}`,
      );
    }
  }
  out.push('', 'CPU per saturated steady-state pull (ms; postgres counts every database user):');
  for (const run of [one, two]) {
    const c = run.cpu.pull;
    const count = run.kinds.pull.latencies.length || 1;
    const ms = (cores: number) => ((cores * SECONDS * 1000) / count).toFixed(2);
    const servers = c.servers.reduce((a, b) => a + b, 0);
    out.push(`  ${run.instances} instance(s): server ${ms(servers)}, postgres ${ms(c.postgres)}`);
  }
  out.push('', 'cut-off storm:');
  for (const run of [one, two]) {
    const s = run.storm;
    out.push(
      `  ${run.instances} instance(s): ${s.submitted} submitted, ${s.applied} confirmed in ` +
        `${s.wallSeconds.toFixed(1)} s; in the database ${s.inDatabase}, lost ${s.lost}, ` +
        `duplicated ${s.duplicated}, wrong line count ${s.wrongLines}`,
    );
  }
  if (one.news + two.news > 0) {
    out.push(`steady-state pulls that brought rows: ${one.news} (1), ${two.news} (2)`);
  }
  process.stderr.write(`${out.join('\n')}\n\n`);

  for (const run of [one, two]) {
    const n = run.instances;
    const label = n === 1 ? '1 instance' : `${n} instances`;
    const pull = run.kinds.pull.summary(SECONDS);
    emit({
      bench: BENCH,
      metric: `${label}: steady-state pulls per second (${CLIENTS} clients)`,
      value: pull.perSecond,
      unit: '/s',
      ...(n === 1 ? { min: 800 } : {}),
    });
    emit({
      bench: BENCH,
      metric: `${label}: steady-state pull p50 (saturated)`,
      value: pull.p50,
      unit: 'ms',
    });
    emit({
      bench: BENCH,
      metric: `${label}: steady-state pull p99 (saturated)`,
      value: pull.p99,
      unit: 'ms',
      ...(n === 1 ? { goal: 50 } : {}),
    });
    const offered = run.kinds.paced.summary(SECONDS);
    emit({
      bench: BENCH,
      metric: `${label}: steady-state pulls answered per second at ${PULL_RATE}/s offered`,
      value: offered.perSecond,
      unit: '/s',
      ...(n === 1 ? { min: PULL_RATE } : {}),
    });
    emit({
      bench: BENCH,
      metric: `${label}: steady-state pull p99 at ${PULL_RATE}/s offered`,
      value: offered.p99,
      unit: 'ms',
      ...(n === 1 ? { goal: 50 } : {}),
    });
    const edits = run.kinds.edits.summary(SECONDS);
    emit({
      bench: BENCH,
      metric: `${label}: basket edits per second`,
      value: edits.perSecond,
      unit: '/s',
    });
    emit({ bench: BENCH, metric: `${label}: basket edit p99`, value: edits.p99, unit: 'ms' });
    const orders = run.kinds.orders.summary();
    emit({
      bench: BENCH,
      metric: `${label}: ${run.storm.submitted} orders of the storm, wall time`,
      value: round(run.storm.wallSeconds),
      unit: 's',
      goal: 60,
    });
    emit({ bench: BENCH, metric: `${label}: order push p99`, value: orders.p99, unit: 'ms' });
    const polls = run.kinds.polls.summary();
    emit({
      bench: BENCH,
      metric: `${label}: background 20 s poll p99`,
      value: polls.p99,
      unit: 'ms',
    });
    const errors = kinds.reduce((sum, k) => sum + run.kinds[k].errorCount, 0);
    emit({
      bench: BENCH,
      metric: `${label}: errors (all kinds)`,
      value: errors,
      unit: '',
      goal: 0,
    });
    emit({
      bench: BENCH,
      metric: `${label}: orders lost or duplicated`,
      value: run.storm.lost + run.storm.duplicated + run.storm.wrongLines,
      unit: '',
      goal: 0,
    });
    emit({
      bench: BENCH,
      metric: `${label}: load generator's CPU during the steady-state pulls`,
      value: run.cpu.pull.generator,
      unit: 'cores',
    });
  }
  const a = one.kinds.pull.summary(SECONDS).perSecond;
  const b = two.kinds.pull.summary(SECONDS).perSecond;
  emit({
    bench: BENCH,
    metric: 'steady-state pulls per second, 2 instances : 1',
    value: a > 0 ? round(b / a, 2) : 0,
    unit: '×',
  });
}
