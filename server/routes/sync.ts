// The sync calls (DESIGN "Sync protocol"): push queued mutations, pull changed rows per
// collection, and the convergence probe. Only role User applies here (no SPEC 6 area); each
// mutation checks its own role when it is applied.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError as ApiErrorSchema } from '../../src/api/schemas.ts';
import {
  ConvergenceAnswer,
  PullAnswer,
  PullBody,
  PushAnswer,
  PushBody,
  SYNC_API,
} from '../../src/api/sync.ts';
import type { ServerDeps } from '../app.ts';
import { requireAuth } from '../plugins/guard.ts';
import { convergence } from '../sync/convergence.ts';
import { pull } from '../sync/pull.ts';
import { push } from '../sync/push.ts';
import { currentLieferkundeNr } from '../sync/scope.ts';

export const syncRoutes =
  ({ db, clock }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      SYNC_API.push,
      {
        config: { access: 'user' },
        schema: {
          tags: ['sync'],
          body: PushBody,
          response: {
            200: PushAnswer,
            403: ApiErrorSchema,
            409: ApiErrorSchema,
            426: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { user, session } = requireAuth(request);
        const lieferkundeNr = currentLieferkundeNr(session);
        const outcome = await push(db, clock, { user, lieferkundeNr }, request.body);
        if (!outcome.ok) {
          const { status, code, message } = outcome.refusal;
          return reply.code(status).send({ code, message });
        }
        return outcome.answer;
      },
    );

    app.post(
      SYNC_API.pull,
      {
        config: { access: 'user', background: true },
        schema: { tags: ['sync'], body: PullBody, response: { 200: PullAnswer } },
      },
      async (request) => pull(db, requireAuth(request), request.body),
    );

    app.get(
      SYNC_API.convergence,
      {
        config: { access: 'user', background: true },
        schema: { tags: ['sync'], response: { 200: ConvergenceAnswer } },
      },
      async (request) => convergence(db, requireAuth(request)),
    );
  };
