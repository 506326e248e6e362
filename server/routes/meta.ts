// Public meta routes: the health probe, the domain config and the OpenAPI document.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../src/api/paths.ts';
import { DomainConfig, Health } from '../../src/api/schemas.ts';
import type { ServerDeps } from '../deps.ts';
import { loadDomainConfig } from '../services/domainConfig.ts';

export const metaRoutes =
  ({ db, clock }: ServerDeps): FastifyPluginAsyncZod =>
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
