// The sync calls (DESIGN "Sync protocol"): push queued mutations, pull changed rows per
// collection, and the convergence probe. The route needs role User; each collection and each
// mutation is then checked against its own SPEC 6 area, and the session's delivery customer is
// re-checked on every call (server/sync/session.ts). Every call names the user whose local
// database it comes from: under another user's session it is refused with 409, never answered
// with another user's rows or applied as another user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { ApiError as ApiErrorSchema } from '../../src/api/schemas.ts';
import {
  ConvergenceQuery,
  PushAnswer,
  PushBody,
  SYNC_API,
  convergenceAnswerSchema,
  pullAnswerSchema,
  pullBodySchema,
} from '../../src/api/sync.ts';
import type { ServerDeps } from '../deps.ts';
import { ApiError, tooManyRequests } from '../errors.ts';
import { requireAuth } from '../plugins/guard.ts';
import { originOf } from '../realtime/bus.ts';
import { collectTouched } from '../realtime/touched.ts';
import { refuseByGates } from '../serverModules.ts';
import type { ResolvedSession } from '../services/sessions.ts';
import { convergence } from '../syncEngine/convergence.ts';
import { pull } from '../syncEngine/pull.ts';
import { PUSH_MESSAGES, push } from '../syncEngine/push.ts';
import { syncSession } from '../sync/session.ts';

/**
 * SPEC 4: while a condition without patterns is open, push and pull are refused as a whole (403
 * conditions_open, the conditions module's gate): nothing is applied, and the client keeps its
 * queue until the acceptance. Patterns guard screens (and the REST routes of their areas), not
 * the sync of the data.
 */
async function refuseWhileAgbOpen(db: ServerDeps['db'], auth: ResolvedSession) {
  if (auth.session.impersonatorId) return;
  await refuseByGates(db, auth.user.id, 'everything');
}

/** Convergence probes a user may ask for in a minute (each reads every row the user sees). */
export const CONVERGENCE_PER_MINUTE = 120;

/** 426 for a client too old to name its user, 409 for another user's local database. */
function checkUser(auth: ResolvedSession, userId: string | undefined) {
  if (userId === undefined) {
    throw new ApiError(426, ERROR_CODE.updateRequired, PUSH_MESSAGES.mutationVersion);
  }
  if (userId !== auth.user.id) {
    throw new ApiError(409, ERROR_CODE.userMismatch, PUSH_MESSAGES.userMismatch);
  }
}

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
            // A transient database fault (server/db/transient.ts): sent again after Retry-After.
            503: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        // The user check comes before anything else, even the session's customer lookup.
        checkUser(auth, request.body.userId);
        await refuseWhileAgbOpen(db, auth);
        const sync = await syncSession(db, auth);
        const { result: outcome, touched } = await collectTouched(() =>
          push(db, clock, sync, request.body, ({ mutationId, name, err }) =>
            request.log.error({ err, mutationId, mutation: name }, 'mutation failed'),
          ),
        );
        if (!outcome.ok) {
          const { status, code, message } = outcome.refusal;
          return reply.code(status).send({ code, message });
        }
        // Committed: poke every scope a mutation locked (the user's own, the delivery customers'
        // with the colleagues acting for them), except this session's stream: its client pulls
        // after the push anyway. The user's other devices are poked.
        if (outcome.answer.results.some((r) => r.status === 'applied')) {
          app.realtime.publish({
            event: 'poke',
            users: [...new Set([auth.user.id, ...touched.users])],
            customers: [...touched.customers],
            origin: originOf(auth.tokenHash),
          });
        }
        return outcome.answer;
      },
    );

    app.post(
      SYNC_API.pull,
      {
        // Pages of up to thousands of rows: compressed by Accept-Encoding (plugins/compression).
        config: { access: 'user', background: true, compress: true },
        schema: {
          tags: ['sync'],
          body: pullBodySchema(),
          response: {
            200: pullAnswerSchema(),
            403: ApiErrorSchema,
            409: ApiErrorSchema,
            426: ApiErrorSchema,
            // A transient database fault (server/db/transient.ts): sent again after Retry-After.
            503: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        checkUser(auth, request.body.userId);
        await refuseWhileAgbOpen(db, auth);
        return pull(db, await syncSession(db, auth, request.body.lieferkundeNr), request.body);
      },
    );

    app.get(
      SYNC_API.convergence,
      {
        config: { access: 'user', background: true },
        schema: {
          tags: ['sync'],
          querystring: ConvergenceQuery,
          response: {
            200: convergenceAnswerSchema(),
            409: ApiErrorSchema,
            426: ApiErrorSchema,
            429: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        checkUser(auth, request.query.userId);
        // It reads every row the user sees (issue 28 item 6): a diagnosis, bounded per user over
        // all instances, not something to call as often as the general rate limit allows.
        const hit = await app.sharedStore.hit(`convergence:${auth.user.id}`, 60_000);
        if (hit.count > CONVERGENCE_PER_MINUTE) {
          const seconds = Math.max(1, Math.ceil(hit.ttlMs / 1000));
          void reply.header('Retry-After', String(seconds));
          throw tooManyRequests(seconds);
        }
        const sync = await syncSession(db, auth);
        const named = [...new Set(request.query.customers?.split(',').map(Number) ?? [])];
        const customers = await Promise.all(named.map((nr) => syncSession(db, auth, nr)));
        return convergence(db, sync, named.length > 0 ? customers : [sync]);
      },
    );
  };
