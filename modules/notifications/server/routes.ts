// Admins create a notification for a user (role Admin is enforced by the guard for /api/admin).
// It reaches the user's open apps at once (a realtime poke), the others with their next pull, and
// the user's browsers with push subscriptions as a Web Push message (server/services/push.ts).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError as ApiErrorSchema } from '../../../src/api/schemas.ts';
import { CreateNotificationBody, SYNC_API } from '../../../src/api/sync.ts';
import { NotificationRow } from '../contract.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import { users } from '../../../server/db/schema.ts';
import { notifications } from './tables.ts';
import { MESSAGES, notFound } from '../../../server/errors.ts';
import { toNotificationRow } from './sync.ts';
import { requireAdmin } from '../../../server/plugins/guard.ts';
import { notificationMessage } from '../../../server/services/push.ts';
import { lockNotificationScope } from '../../../server/sync/scope.ts';

export const DEFAULT_NOTIFICATION_ICON = 'info';

export const adminNotificationRoutes =
  ({ db, clock }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      SYNC_API.adminNotifications,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          body: CreateNotificationBody,
          response: { 201: NotificationRow, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        requireAdmin(request);
        const body = request.body;
        const created = await db.transaction(async (tx) => {
          const [target] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.id, body.userId));
          if (!target) throw notFound(MESSAGES.noSuchUser);
          await lockNotificationScope(tx, target.id);
          const [row] = await tx
            .insert(notifications)
            .values({
              id: randomUUID(),
              userId: target.id,
              label: body.label,
              text: body.text,
              icon: body.icon || DEFAULT_NOTIFICATION_ICON,
              url: body.url ?? null,
              dismissable: body.dismissable ?? true,
              datInsert: clock(),
            })
            .returning();
          if (!row) throw new Error('notification insert returned nothing');
          return row;
        });
        request.log.info({ userId: body.userId, id: created.id }, 'notification created');
        // After the commit: the user's open apps pull it now instead of at their next poll.
        app.realtime.publish({
          event: 'poke',
          users: [created.userId],
          collections: ['notifications'],
        });
        // And to the user's browsers as a Web Push message, after this answer (never fails it).
        app.push.notifyUsers([created.userId], notificationMessage(created));
        return reply.code(201).send(toNotificationRow(created));
      },
    );
  };
