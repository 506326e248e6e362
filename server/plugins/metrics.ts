// GET /metrics (issue 28 item 7): the server's figures in Prometheus' text format, with
// prom-client. Request latency by the MATCHED route pattern and status class (never the raw URL:
// a scraper's series stay few, and no customer number or token lands in them), the sync's pushes
// and pulls with their batch duration and the mutations applied or rejected by code, refused
// requests by status, outgoing mail in flight, the PostgreSQL pool, the open event streams and
// the process' defaults (CPU, memory, event loop, GC).
//
// Who may read it: the route is 'public' to the guard (no session; a scraper has none) and checks
// the caller itself. With METRICS_TOKEN set, only `Authorization: Bearer <token>` (from anywhere);
// without it, only a direct connection from this machine: the socket's address is loopback and no
// proxy header is present, so a reverse proxy on the same host does not open it to the world.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { API, API_BASE } from '../../src/api/paths.ts';
import { SYNC_API } from '../../src/api/sync.ts';
import type { PoolCounts } from '../db/client.ts';
import type { Mailer } from '../services/mail.ts';

export const METRICS_PATH = '/metrics';

export const METRICS_MESSAGES = {
  tokenRequired: 'Für /metrics ist ein gültiger METRICS_TOKEN nötig (Authorization: Bearer).',
  localOnly: 'Ohne METRICS_TOKEN ist /metrics nur direkt auf diesem Rechner abrufbar.',
} as const;

/** Seconds: from a cheap pull (milliseconds) to a push of thousands of rows or a slow page. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

// The process' figures belong to the process, not to one server built in it (tests build many):
// one registry, filled once.
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** Whether this request may read the figures: null, or the status and message of the refusal. */
export function metricsRefusal(
  request: Pick<FastifyRequest, 'headers' | 'socket'>,
  token: string | null,
): { status: 401 | 403; message: string } | null {
  if (token !== null) {
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    // Compared as digests: the same length, in constant time.
    return timingSafeEqual(sha256(given), sha256(token))
      ? null
      : { status: 401, message: METRICS_MESSAGES.tokenRequired };
  }
  const direct = PROXY_HEADERS.every((name) => request.headers[name] === undefined);
  return direct && LOOPBACK.test(request.socket.remoteAddress ?? '')
    ? null
    : { status: 403, message: METRICS_MESSAGES.localOnly };
}

export interface MetricsOptions {
  readonly token: string | null;
  /** The PostgreSQL pool; absent on PGlite. */
  readonly pool?: PoolCounts;
  /** This instance's open event streams, read at scrape time. */
  readonly openStreams: () => number;
}

export interface Metrics {
  /** The mailer, counting the mails in flight and how their sending ended. */
  trackMail(mailer: Mailer): Mailer;
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * The route's series: its pattern for the API and /metrics; 'static' for the app's files (one
 * route each, hundreds of hashed names); 'unmatched' for the not-found handler and the app's
 * screens. Never the URL itself.
 */
function routeLabel(route: string | undefined): string {
  if (route === undefined) return 'unmatched';
  return route.startsWith(`${API_BASE}/`) || route === METRICS_PATH ? route : 'static';
}

/** Registers GET /metrics and the hooks that measure; returns what measures elsewhere. */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Metrics {
  const registry = new Registry();
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by method, matched route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'portal_http_refusals_total',
    help: 'Requests answered with an error status (4xx, 5xx), by status.',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const syncCalls = new Histogram({
    name: 'portal_sync_batch_duration_seconds',
    help: 'Duration of a sync push or pull, by kind and status class (its count: the calls).',
    labelNames: ['kind', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const mutations = new Counter({
    name: 'portal_sync_mutations_total',
    help: 'Mutations of answered pushes, applied or rejected, by rejection code.',
    labelNames: ['outcome', 'code'] as const,
    registers: [registry],
  });
  let mailsInFlight = 0;
  new Gauge({
    name: 'portal_mail_pending',
    help: 'Outgoing mails handed to the mailer and not yet sent (SMTP) or written (outbox folder).',
    registers: [registry],
    collect() {
      this.set(mailsInFlight);
    },
  });
  const mailsSent = new Counter({
    name: 'portal_mail_sent_total',
    help: 'Outgoing mails by result (sent, failed).',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'portal_realtime_streams',
    help: 'Open event streams (GET /api/events) of this instance.',
    registers: [registry],
    collect() {
      this.set(options.openStreams());
    },
  });
  const { pool } = options;
  if (pool) {
    const poolGauge = (name: string, help: string, read: (p: PoolCounts) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(pool));
        },
      });
    poolGauge('portal_db_pool_connections', 'Open connections of the pool.', (p) => p.totalCount);
    poolGauge('portal_db_pool_idle', 'Idle connections of the pool.', (p) => p.idleCount);
    poolGauge(
      'portal_db_pool_waiting',
      'Queries waiting for a connection of the pool.',
      (p) => p.waitingCount,
    );
  }

  const syncKinds = new Map([
    [`${API_BASE}${SYNC_API.push}`, 'push'],
    [`${API_BASE}${SYNC_API.pull}`, 'pull'],
  ]);
  const push = `${API_BASE}${SYNC_API.push}`;
  // An event stream lasts hours: its "latency" would drown every other figure (streams: a gauge).
  const unmeasured = new Set([`${API_BASE}${API.events}`]);

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url;
    if (route !== undefined && unmeasured.has(route)) return;
    const seconds = reply.elapsedTime / 1000;
    const status = reply.statusCode;
    const status_class = statusClass(status);
    latency.observe({ method: request.method, route: routeLabel(route), status_class }, seconds);
    if (status >= 400) refused.inc({ status: String(status) });
    const kind = route === undefined ? undefined : syncKinds.get(route);
    if (kind) syncCalls.observe({ kind, status_class }, seconds);
  });
  // The push's answer before it is serialized: its results, counted without parsing JSON again.
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    if (request.routeOptions.url !== push || reply.statusCode !== 200) return payload;
    const results = (payload as { results?: unknown } | null)?.results;
    if (Array.isArray(results)) {
      for (const result of results as { status?: unknown; code?: unknown }[]) {
        if (result.status === 'applied') mutations.inc({ outcome: 'applied', code: '' });
        else if (result.status === 'rejected') {
          mutations.inc({ outcome: 'rejected', code: String(result.code ?? '') });
        }
      }
    }
    return payload;
  });

  app.get(
    METRICS_PATH,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const refusal = metricsRefusal(request, options.token);
      if (refusal) {
        if (refusal.status === 401) reply.header('www-authenticate', 'Bearer realm="metrics"');
        const code = refusal.status === 401 ? ERROR_CODE.authRequired : ERROR_CODE.forbidden;
        return reply.code(refusal.status).send({ code, message: refusal.message });
      }
      const text = (await processMetrics().metrics()) + '\n' + (await registry.metrics());
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    },
  );

  return {
    trackMail: (mailer) => ({
      mode: mailer.mode,
      outbox: (limit) => mailer.outbox(limit),
      async send(message) {
        mailsInFlight++;
        try {
          await mailer.send(message);
          mailsSent.inc({ result: 'sent' });
        } catch (error) {
          mailsSent.inc({ result: 'failed' });
          throw error;
        } finally {
          mailsInFlight--;
        }
      },
    }),
  };
}
