// buildServer(deps) -> a Fastify instance with the whole API and, when given, the built PWA.
// Plugins load in order: external (cookies, OpenAPI, security headers, the general rate limit),
// error handling and the guard, then routes, then static files with the SPA fallback. Tests call
// this with an in-memory database.
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ERROR_CODE } from '../src/api/errors.ts';
import { API_BASE } from '../src/api/paths.ts';
import { errorLogFields, requestLogFields } from './logRedaction.ts';
import type { ServerDeps } from './deps.ts';
import { MESSAGES } from './errors.ts';
import { registerCompression } from './plugins/compression.ts';
import { acceptedEncodings } from './plugins/encodings.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerGuard, registerIntegrationAudit } from './plugins/guard.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRateLimit, registerSecurityHeaders } from './plugins/security.ts';
import { createLocalBus } from './realtime/bus.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { accountRoutes } from './routes/account.ts';
import { adminRoutes } from './routes/admin.ts';
import { adminMailRoutes } from './routes/adminMail.ts';
import { pushRoutes } from './routes/push.ts';
import { PushService } from './services/push.ts';
import { createMailer } from './services/mail.ts';
import { authRoutes } from './routes/auth.ts';
import { eventsRoutes } from './routes/events.ts';
import { lieferkundenRoutes } from './routes/lieferkunden.ts';
import { metaRoutes } from './routes/meta.ts';
import { registrationRoutes } from './routes/registration.ts';
import { shellRoutes } from './routes/shell.ts';
import { syncRoutes } from './routes/sync.ts';
import { telemetryRoutes } from './routes/telemetry.ts';
import { userStoreRoutes } from './routes/userStore.ts';
import { loadDomainConfig } from './services/domainConfig.ts';
import { createLifecycle } from './services/readiness.ts';
import { schedulePruning } from './services/pruning.ts';
import { openSharedStore } from './services/sharedStore.ts';
import { createShell } from './shell.ts';
import { serverModules } from './serverModules.ts';

/**
 * Whether a path that matched no route was meant for the API, in any spelling (`/API/x`,
 * `//api/x`, `/%61pi/x`, `/./api/x`): it gets a JSON 404, never the app's HTML with a 200.
 */
export function looksLikeApi(rawPath: string): boolean {
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // Malformed escapes: judge the raw spelling.
  }
  const segments = decoded
    .toLowerCase()
    .split(/[/\\]+/)
    .filter((s) => s !== '' && s !== '.');
  return segments[0] === API_BASE.slice(1);
}

// Where the shell and the compressed API answers read Accept-Encoding (tests import it here).
export { acceptedEncodings };

/** Trusts the `hops` proxies nearest to the server (proxy-addr counts hops from 0). */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: deps.logLevel ?? 'warn',
      // Mailed tokens travel in page paths, a failed query's values in its error: the log shows
      // neither (server/logRedaction.ts).
      serializers: { req: requestLogFields, err: errorLogFields },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    // A hop count becomes the function Fastify itself would build from it (its types lack it).
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Alpenpharm Kundenportal API',
        description: 'API of the ordering portal; errors are { code, message } with German text.',
        version: config.version,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          // The integration boundary (issue 29, tag 'integration'): a service account's key.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'apk_… (npm run admin -- service-account create)',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });

  const sharedStore = await openSharedStore(config.sharedStore, deps.clock, app.log);
  app.decorate('sharedStore', sharedStore);
  app.addHook('onClose', async () => sharedStore.close());

  // Before the guard: its onRequest hook runs after theirs.
  await registerSecurityHeaders(app);
  await registerRateLimit(app, config.rateLimit, sharedStore);

  registerErrorHandling(app);
  registerCompression(app);
  registerGuard(app, { db: deps.db, clock: deps.clock, session: config.session });
  registerIntegrationAudit(app, { db: deps.db, clock: deps.clock, session: config.session });
  // Set once the server begins to stop (server/shutdown.ts): /api/ready answers 503 from then on.
  app.decorate('lifecycle', createLifecycle());
  // A kept-alive connection ends with the answer under way, so the client's next request opens a
  // new one, which the proxy sends to another instance.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (app.lifecycle.stopping) reply.header('connection', 'close');
    return payload;
  });
  // GET /metrics and the hooks that measure every request (plugins/metrics.ts).
  const metrics = registerMetrics(app, {
    token: config.metricsToken,
    ...(deps.dbPool ? { pool: deps.dbPool } : {}),
    openStreams: () => realtime.openStreams,
  });
  const mailer = metrics.trackMail(deps.mailer ?? createMailer(config.mail, deps.clock));

  const realtime = new RealtimeHub({
    bus: deps.realtime ?? createLocalBus(),
    db: deps.db,
    clock: deps.clock,
    session: config.session,
    streamsPerUser: config.sessionLimits.eventStreamsPerUser,
    store: sharedStore,
    log: app.log,
  });
  app.decorate('realtime', realtime);
  // Streams end before Fastify waits for open connections (else close() would wait forever);
  // the bus (a listening connection on PostgreSQL) closes with the server.
  app.addHook('preClose', async () => realtime.endAll());
  app.addHook('onClose', async () => realtime.close());
  schedulePruning(app, deps);
  // The VAPID key pair is made here at the first start; deliveries end before the database closes.
  const push = await PushService.start({ ...deps, config: config.push, log: app.log });
  app.decorate('push', push);
  app.addHook('preClose', async () => push.settled());
  // The modules' own work beside the requests (the main baskets sent at the tours' cut-offs,
  // issue 24): it needs the realtime hub and push above.
  for (const module of serverModules()) module.start?.(app, deps);

  await app.register(
    async (api) => {
      await api.register(metaRoutes(deps));
      await api.register(authRoutes({ ...deps, mailer }));
      await api.register(accountRoutes({ ...deps, mailer }));
      await api.register(lieferkundenRoutes(deps));
      await api.register(userStoreRoutes(deps));
      await api.register(adminRoutes(deps));
      await api.register(adminMailRoutes({ ...deps, mailer }));
      await api.register(registrationRoutes({ ...deps, mailer }));
      await api.register(syncRoutes(deps));
      await api.register(telemetryRoutes(deps));
      await api.register(shellRoutes(deps));
      await api.register(eventsRoutes());
      await api.register(pushRoutes());
      // Then each module's routes (server/serverModules.ts, listed by app/server/modules.ts).
      for (const module of serverModules()) {
        if (module.routes) await api.register(module.routes({ ...deps, mailer }));
      }
    },
    { prefix: API_BASE },
  );

  const staticDir =
    config.staticDir && fs.existsSync(path.join(config.staticDir, 'index.html'))
      ? config.staticDir
      : null;
  if (staticDir) {
    await app.register(async (files) => {
      // The app's own files are public, and free of the general rate limit (see
      // plugins/security.ts); @fastify/static registers one route per file.
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public', rateLimit: false };
      });
      await files.register(fastifyStatic, {
        root: staticDir,
        wildcard: false,
        index: false,
        // The build writes brotli and gzip copies (scripts/vite-compress.ts): sent to a browser
        // that accepts them, with Vary: Accept-Encoding. The copies get no routes of their own.
        preCompressed: true,
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders: (res, filePath) => {
          // Hashed assets never change; the shell, the service worker and the manifest must.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    });
  }

  const shell = staticDir ? createShell(staticDir, () => loadDomainConfig(deps.db)) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (looksLikeApi(url) || !staticDir || request.method !== 'GET') {
      return reply.code(404).send({ code: ERROR_CODE.notFound, message: MESSAGES.notFound });
    }
    // A file that does not exist (it has an extension) is a 404; any other path is a screen of
    // the single-page app, which its router resolves (including its own not-found screen).
    if (path.extname(url) !== '') {
      return reply.code(404).send({ code: ERROR_CODE.notFound, message: MESSAGES.notFound });
    }
    reply.header('cache-control', 'no-cache');
    reply.header('vary', 'Accept-Encoding');
    // The static files live in their own plugin (to declare them public), so its sendFile is
    // not decorated here; the page carries the domain config (server/shell.ts).
    const page = await shell?.();
    if (!page)
      return reply.code(404).send({ code: ERROR_CODE.notFound, message: MESSAGES.notFound });
    const [encoding] = acceptedEncodings(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(encoding ? page[encoding] : page.plain);
  });

  return app;
}
