// The legal conditions (SPEC 4 "Conditions", SPEC 7 "Conditions: load open, accept, decline"):
// the session's user loads the open ones and decides on them; these routes are 'session', so the
// guard never refuses them while a condition is open (the user could not accept it otherwise).
// Admins list every condition with its versions and counts and publish new versions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONDITIONS_ENDPOINTS as E } from '../contract.ts';
import { ApiError as ApiErrorSchema } from '../../../src/api/schemas.ts';
import { conditionsDe } from '../texts.de.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import type { ConditionDecision } from './tables.ts';
import { forbidden } from '../../../server/errors.ts';
import { routeOf } from '../../../server/plugins/endpointRoute.ts';
import { requireAdmin, requireAuth } from '../../../server/plugins/guard.ts';
import { decideCondition, listConditions, openConditions, publishCondition } from './service.ts';

export const conditionsRoutes =
  ({ db, clock }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(E.openConditions, { tags: ['conditions'] }),
      handler: async (request) => {
        const { user, session } = requireAuth(request);
        // An impersonating admin is not the one to agree: the user's open conditions neither
        // block nor are shown (the guard skips them as well).
        if (session.impersonatorId) return { items: [] };
        return { items: await openConditions(db, user.id) };
      },
    });

    const decide = (
      endpoint: typeof E.acceptCondition | typeof E.declineCondition,
      decision: ConditionDecision,
    ) =>
      app.route({
        ...routeOf(endpoint, {
          tags: ['conditions'],
          errors: { 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
        }),
        handler: async (request) => {
          const { user, session } = requireAuth(request);
          if (session.impersonatorId) throw forbidden(conditionsDe.server.impersonating);
          await decideCondition(db, clock, user.id, request.body, decision);
          return { ...request.body, decision };
        },
      });
    decide(E.acceptCondition, 'accepted');
    decide(E.declineCondition, 'declined');

    app.route({
      ...routeOf(E.adminConditions, { tags: ['admin'] }),
      handler: async (request) => {
        requireAdmin(request);
        return listConditions(db);
      },
    });

    app.route({
      ...routeOf(E.publishCondition, {
        tags: ['admin'],
        errors: { 400: ApiErrorSchema, 409: ApiErrorSchema },
      }),
      handler: async (request) => {
        const { user } = requireAdmin(request);
        return publishCondition(db, clock, user.id, request.body);
      },
    });
  };
