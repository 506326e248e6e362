// Web Push (issue 13 item 7): the server's public key and a browser's subscription, for a
// logged-in user (role User). The subscription is added after the login and removed at the
// logout; its endpoint must name a known push service (server/services/push.ts: the server
// POSTs to it, so any other address would be a request forgery). An endpoint another user holds
// is refused (409 push_endpoint_taken): posting it must not redirect that user's messages.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { ApiError as ApiErrorSchema } from '../../src/api/schemas.ts';
import { PUSH_ENDPOINTS } from '../../src/api/push.ts';
import { ApiError, badRequest } from '../errors.ts';
import { routeOf } from '../plugins/endpointRoute.ts';
import { requireAuth } from '../plugins/guard.ts';

export const PUSH_MESSAGES = {
  endpointNotAllowed: 'Ungültige Eingabe: dieser Push-Dienst wird nicht unterstützt.',
  endpointTaken:
    'Diese Push-Anmeldung gehört einem anderen Benutzer. Bitte melden Sie das Gerät neu für Push-Nachrichten an.',
} as const;

export const pushRoutes = (): FastifyPluginAsyncZod => async (app) => {
  app.route({
    ...routeOf(PUSH_ENDPOINTS.publicKey, { tags: ['push'] }),
    handler: async () => ({ publicKey: app.push.publicKey }),
  });

  app.route({
    ...routeOf(PUSH_ENDPOINTS.subscribe, {
      tags: ['push'],
      errors: { 400: ApiErrorSchema, 409: ApiErrorSchema },
    }),
    handler: async (request, reply) => {
      const { user } = requireAuth(request);
      if (!app.push.isAllowedEndpoint(request.body.endpoint)) {
        throw badRequest(PUSH_MESSAGES.endpointNotAllowed);
      }
      if ((await app.push.subscribe(user.id, request.body)) === 'taken') {
        throw new ApiError(409, ERROR_CODE.pushEndpointTaken, PUSH_MESSAGES.endpointTaken);
      }
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(PUSH_ENDPOINTS.unsubscribe, { tags: ['push'] }),
    handler: async (request, reply) => {
      const { user } = requireAuth(request);
      await app.push.unsubscribe(user.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  });
};
