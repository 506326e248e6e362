// POST the wholesaler's confirmation and status of a web order (issue 29, scope orders:write).
// Answers 200 { messageId, result } (applied, duplicate, stale), 400 with each wrong line and its
// reason (nothing written), 404 for an order the portal does not know. After the commit the
// ordering user's and the customer's open apps are poked, and a confirmation with shortfalls is
// sent as Web Push (never holding up the answer).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '../../../src/api/fields.ts';
import { ApiError as ApiErrorSchema } from '../../../src/api/schemas.ts';
import type { ModuleRouteDeps } from '../../../server/serverModules.ts';
import { notificationMessage } from '../../../server/services/push.ts';
import {
  INTEGRATION_API,
  IncomingRefusal,
  IncomingResult,
  OrderConfirmation,
  OrderStatusMessage,
} from '../contract.ts';
import { notFound } from '../../../server/errors.ts';
import { integrationTexts } from '../texts.de.ts';
import { receive } from './incoming.ts';
import { applyConfirmation, applyStatus, type AfterCommit } from './orderAnswers.ts';
import { routePath } from './paths.ts';

const schemaOf = <B extends z.ZodType>(body: B, summary: string) => ({
  tags: ['integration'],
  summary,
  params: z.object({ orderId: id }),
  body,
  response: {
    200: IncomingResult,
    400: IncomingRefusal,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
    429: ApiErrorSchema,
  },
});

/** attachValidation lets a malformed id through too: no such order. */
function checkOrderId(orderId: string) {
  if (!id.safeParse(orderId).success) throw notFound(integrationTexts.orderUnknown);
}

function announce(app: FastifyInstance, after: AfterCommit | null) {
  if (!after) return;
  app.realtime.publish({
    event: 'poke',
    users: [after.userId],
    customers: [after.lieferkundeNr],
  });
  if (after.notification)
    app.push.notifyUsers([after.userId], notificationMessage(after.notification));
}

export const orderAnswerRoutes =
  ({ db, clock }: ModuleRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The body's schema documents the message; receive() validates it itself (attachValidation),
    // so a refusal names each wrong line as the contract's IncomingRefusal.
    app.post(
      routePath(INTEGRATION_API.orderConfirmation),
      {
        config: { access: { integration: 'orders:write' } },
        attachValidation: true,
        schema: schemaOf(OrderConfirmation, 'Bestätigung einer Bestellung, je Zeile'),
      },
      async (request, reply) => {
        checkOrderId(request.params.orderId);
        let after: AfterCommit | null = null;
        const answer = await receive({
          db,
          clock,
          request,
          reply,
          type: 'order.confirmation',
          schema: OrderConfirmation,
          apply: async (tx, message) => {
            const done = await applyConfirmation(tx, request.params.orderId, message, clock());
            after = done.after;
            return done.applied;
          },
        });
        announce(app, after);
        return answer;
      },
    );

    app.post(
      routePath(INTEGRATION_API.orderStatus),
      {
        config: { access: { integration: 'orders:write' } },
        attachValidation: true,
        schema: schemaOf(OrderStatusMessage, 'Status einer Bestellung'),
      },
      async (request, reply) => {
        checkOrderId(request.params.orderId);
        let after: AfterCommit | null = null;
        const answer = await receive({
          db,
          clock,
          request,
          reply,
          type: 'order.status',
          schema: OrderStatusMessage,
          apply: async (tx, message) => {
            const done = await applyStatus(tx, request.params.orderId, message);
            after = done.after;
            return done.applied;
          },
        });
        announce(app, after);
        return answer;
      },
    );
  };
