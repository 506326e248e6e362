// Public meta routes: the health probe, the domain config and the OpenAPI document.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../src/api/paths.ts';
import { DomainConfig, Health, Ready } from '../../src/api/schemas.ts';
import type { ServerDeps } from '../deps.ts';
import { loadDomainConfig } from '../services/domainConfig.ts';
import { ALWAYS_READY } from '../services/readiness.ts';

export const metaRoutes =
  ({ db, clock, readiness = ALWAYS_READY }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.health,
      { config: { access: 'public' }, schema: { tags: ['meta'], response: { 200: Health } } },
      async (_r, reply) => {
        reply.header('cache-control', 'no-store');
        return { ok: true as const, time: clock().toISOString() };
      },
    );

    app.get(
      API.ready,
      {
        config: { access: 'public' },
        schema: { tags: ['meta'], response: { 200: Ready, 503: Ready } },
      },
      async (_r, reply) => {
        reply.header('cache-control', 'no-store');
        const seeding = !readiness.ready();
        if (app.lifecycle.stopping) {
          return reply.code(503).send({ ready: false, seeding, stopping: true as const });
        }
        return reply.code(seeding ? 503 : 200).send({ ready: !seeding, seeding });
      },
    );

    app.get(
      API.domainConfig,
      {
        config: { access: 'public' },
        schema: { tags: ['meta'], response: { 200: DomainConfig } },
      },
      async () => loadDomainConfig(db),
    );

    app.get(API.openapi, { config: { access: 'public' }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  };
