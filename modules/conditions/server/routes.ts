// The legal conditions (SPEC 4 "Conditions", SPEC 7 "Conditions: load open, accept, decline"):
// the session's user loads the open ones and decides on them; these routes are 'session', so the
// guard never refuses them while a condition is open (the user could not accept it otherwise).
// Admins list every condition with its versions and counts and publish new versions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminConditionsList,
  ConditionDecisionAnswer,
  ConditionDecisionBody,
  OpenConditionsList,
  PublishConditionBody,
  PublishedCondition,
} from '../contract.ts';
import { API } from '../../../src/api/paths.ts';
import { ApiError as ApiErrorSchema } from '../../../src/api/schemas.ts';
import { conditionsDe } from '../texts.de.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import type { ConditionDecision } from '../../../server/db/schema.ts';
import { forbidden } from '../../../server/errors.ts';
import { requireAdmin, requireAuth } from '../../../server/plugins/guard.ts';
import {
  decideCondition,
  listConditions,
  openConditions,
  publishCondition,
} from '../../../server/services/conditions.ts';

export const conditionsRoutes =
  ({ db, clock }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.conditions,
      {
        config: { access: 'session' },
        schema: { tags: ['conditions'], response: { 200: OpenConditionsList } },
      },
      async (request) => {
        const { user, session } = requireAuth(request);
        // An impersonating admin is not the one to agree: the user's open conditions neither
        // block nor are shown (the guard skips them as well).
        if (session.impersonatorId) return { items: [] };
        return { items: await openConditions(db, user.id) };
      },
    );

    const decide = (path: string, decision: ConditionDecision) =>
      app.post(
        path,
        {
          config: { access: 'session' },
          schema: {
            tags: ['conditions'],
            body: ConditionDecisionBody,
            response: {
              200: ConditionDecisionAnswer,
              403: ApiErrorSchema,
              404: ApiErrorSchema,
              409: ApiErrorSchema,
            },
          },
        },
        async (request) => {
          const { user, session } = requireAuth(request);
          if (session.impersonatorId) throw forbidden(conditionsDe.server.impersonating);
          await decideCondition(db, clock, user.id, request.body, decision);
          return { ...request.body, decision };
        },
      );
    decide(API.conditionsAccept, 'accepted');
    decide(API.conditionsDecline, 'declined');

    app.get(
      API.adminConditions,
      {
        config: { access: 'admin' },
        schema: { tags: ['admin'], response: { 200: AdminConditionsList } },
      },
      async (request) => {
        requireAdmin(request);
        return listConditions(db);
      },
    );

    app.post(
      API.adminConditions,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          body: PublishConditionBody,
          response: {
            200: PublishedCondition,
            400: ApiErrorSchema,
            409: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        const { user } = requireAdmin(request);
        return publishCondition(db, clock, user.id, request.body);
      },
    );
  };
