// The shop's own calls (area Shop, role Auftrag, checked by the guard for /api/shop): the
// catalogue stream and the availability check. Baskets, wish lists and orders go through sync.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVAILABILITY_ENDPOINT,
  CATALOGUE_API,
  CataloguePullAnswer,
  CataloguePullBody,
} from '../../../src/api/catalogue.ts';
import { ApiError as ApiErrorSchema } from '../../../src/api/schemas.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import { routeOf } from '../../../server/plugins/endpointRoute.ts';
import { checkAvailability } from '../../../server/services/availability.ts';
import { shareAnswer } from '../../../server/plugins/compression.ts';
import { cataloguePage } from '../../../server/sync/catalogue.ts';

export const shopRoutes =
  ({ db, clock }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      CATALOGUE_API.pull,
      {
        config: { access: { area: 'shop' }, background: true, compress: true },
        schema: {
          tags: ['shop'],
          body: CataloguePullBody,
          response: { 200: CataloguePullAnswer, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const { json, key } = await cataloguePage(db, request.body);
        // Every user gets the same pages: compressed once, then served from the cache.
        shareAnswer(reply, key);
        // The page arrives as JSON text from the database, and Fastify sends a string with a JSON
        // content type as it is: 5,000 articles are not parsed, validated and serialised again.
        // The schema above documents the answer; the server tests check it. Hence the cast.
        const preSerialised = json as unknown as CataloguePullAnswer;
        return reply.type('application/json; charset=utf-8').send(preSerialised);
      },
    );

    app.route({
      ...routeOf(AVAILABILITY_ENDPOINT, { tags: ['shop'], errors: { 400: ApiErrorSchema } }),
      handler: async (request) => checkAvailability(db, clock, request.body),
    });
  };
