// Surveys on /admin (issue 13 item 6, online only, role Admin): the list with counts, and
// creating a survey for every user or for users with chosen roles. A created survey reaches the
// target users' open apps at once (SurveyChangedEvent), the others with their next pull.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError as ApiErrorSchema } from '../../../src/api/schemas.ts';
import { definitionProblems } from '../rules.ts';
import { SURVEYS_ENDPOINTS } from '../contract.ts';
import { surveysDe } from '../texts.de.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import { badRequest } from '../../../server/errors.ts';
import { createSurvey, listSurveys } from './sync.ts';
import { routeOf } from '../../../server/plugins/endpointRoute.ts';
import { requireAdmin } from '../../../server/plugins/guard.ts';
import { publishSurveyChanged } from '../../../server/realtime/hub.ts';

const E = surveysDe.admin.errors;

export const adminSurveyRoutes =
  ({ db, clock }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(SURVEYS_ENDPOINTS.adminSurveys, { tags: ['admin'] }),
      handler: async (request) => {
        requireAdmin(request);
        return { items: await listSurveys(db) };
      },
    });

    app.route({
      ...routeOf(SURVEYS_ENDPOINTS.createSurvey, {
        tags: ['admin'],
        errors: { 400: ApiErrorSchema },
      }),
      handler: async (request, reply) => {
        const { user } = requireAdmin(request);
        const body = request.body;
        const [problem] = definitionProblems(body);
        if (problem !== undefined) throw badRequest(E[problem]);
        if (body.targetRoles !== null && body.targetRoles.length === 0) throw badRequest(E.roles);
        if (body.targetEmails !== null && body.targetEmails.length === 0) {
          throw badRequest(E.emails);
        }
        if (body.targetRoles !== null && body.targetEmails !== null) throw badRequest(E.oneTarget);
        const outcome = await createSurvey(db, clock(), user.id, body);
        if (!outcome.ok) {
          throw badRequest(
            outcome.reason === 'noUsers' ? E.noUsers : E.unknownEmails(outcome.emails),
          );
        }
        request.log.info(
          { id: outcome.survey.id, users: outcome.userIds.length },
          'survey created',
        );
        // After the commit: the target users' open apps load it now.
        publishSurveyChanged(app.realtime, outcome.userIds);
        return reply.code(201).send(outcome.survey);
      },
    });
  };
