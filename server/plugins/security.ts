// Response headers and the general rate limit (issue 10; ASVS 14.4, 13.2.x / 11.1.4). Both are
// the Fastify ecosystem's own plugins, registered on the root before the guard, so their onRequest
// hooks run first: every answer carries the headers (HTML, files, API, 404s and errors alike, as
// helmet writes them before anything can fail), and a flood is refused before it costs a
// database round trip for its session.
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateLimitPolicy } from '../config.ts';
import { tooManyRequests } from '../errors.ts';
import type { SharedStore } from '../services/sharedStore.ts';

/**
 * The Content-Security-Policy of the built app (checked against dist/: index.html has no inline
 * script or style, the service worker and the sync worker are same-origin module scripts, fonts
 * are the system's, images and the web manifest are the app's own files, and every request goes
 * to the same origin). Inline scripts, eval, plugins, <base> and framing are all refused.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // React's `style` props go through CSSOM, which CSP does not restrict: no 'unsafe-inline'.
  styleSrc: ["'self'"],
  imgSrc: ["'self'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  // The document search's viewer (issue 14) shows a PDF from a blob: URL in an iframe.
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** HSTS for one year, sub-domains included (ASVS 14.4.5); only ever sent over TLS. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Sent by the hook below only when the request came over HTTPS: over plain http a browser
    // ignores it, and on a development machine it would pin localhost to HTTPS.
    strictTransportSecurity: false,
    // The same as frame-ancestors 'none', for browsers without CSP level 2.
    xFrameOptions: { action: 'deny' },
    // The server never needs the Referer; URLs (customer numbers, basket ids) stay in the app.
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', async (request, reply) => {
    // request.protocol honours X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
  });
  // API answers hold a user's data: no browser or proxy cache keeps them (ASVS 8.2.1). A route
  // that may be cached says so itself; the app's files set their own cache-control.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/**
 * @fastify/rate-limit's store on the shared store (services/sharedStore.ts), so every instance
 * counts into the same window. A limiter made by createRateLimit gets no route; its keys carry
 * their own name (see telemetry.ts).
 */
export function sharedRateLimitStore(store: SharedStore): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'rl:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      store.hit(`${this.prefix}${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time the plugin passes its merged settings, with the route as `routeInfo`.
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } })
        .routeInfo;
      const name = route?.method ? `${String(route.method)}${String(route.url)}:` : '';
      return new SharedRateLimitStore({}, `${this.prefix}${name}`);
    }
  }
  return SharedRateLimitStore;
}

/**
 * The general limit per client address (request.ip: the socket's address, or the client's as a
 * trusted proxy reports it; IPv6 per /64). It counts API calls and pages; the app's own built
 * files (routes declared with `config.rateLimit: false`) are free, since installing the service
 * worker alone fetches 130 of them. Counted in the shared store (app.sharedStore): with REDIS_URL
 * over all instances, else in this process. It guards against floods; the login limits, which
 * guard passwords, are counted in the database. A store error lets the request through.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  policy: RateLimitPolicy,
  store: SharedStore,
) {
  await app.register(fastifyRateLimit, {
    global: false,
    max: policy.max,
    timeWindow: policy.windowMs,
    store: sharedRateLimitStore(store),
    skipOnError: true,
    // Integration calls are counted per service account by the guard instead (issue 29).
    allowList: (request) => {
      const { rateLimit, access } = request.routeOptions.config;
      return rateLimit === false || (typeof access === 'object' && 'integration' in access);
    },
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  app.addHook('onRequest', app.rateLimit());
}
