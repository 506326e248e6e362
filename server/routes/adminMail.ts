// Outgoing mail for admins (issue 12): the 'Postausgang' (mails written to DATA_DIR/mail when no
// SMTP server is configured, so a flow can be followed on one machine) and a test mail to the
// admin's own address, to check the SMTP setting. The outbox shows no single-use link (the mailer
// redacts them: an admin must not be able to take over an account through it) and every read is
// audited and shown with the outbox (issue 23 item 2).
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { ADMIN_ENDPOINTS } from '../../src/api/adminCalls.ts';
import {
  ApiError as ApiErrorSchema,
  MAIL_OUTBOX_SHOWN,
  OUTBOX_READS_SHOWN,
} from '../../src/api/schemas.ts';
import type { ServerDeps } from '../deps.ts';
import { users } from '../db/schema.ts';
import { ApiError, MESSAGES, notFound } from '../errors.ts';
import { routeOf } from '../plugins/endpointRoute.ts';
import { requireAdmin } from '../plugins/guard.ts';
import { latestAdminEvents, recordAdminEvent } from '../services/adminAudit.ts';
import { PORTAL_NAME, composeMail, type Mailer } from '../services/mail.ts';

export const TEST_MAIL = {
  subject: 'Testnachricht des Kundenportals',
  paragraphs: (name: string) => [
    `Guten Tag ${name},`,
    'diese Nachricht bestätigt, dass das Kundenportal E-Mails versenden kann.',
  ],
} as const;

export const adminMailRoutes =
  ({ db, clock, mailer }: ServerDeps & { mailer: Mailer }): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ADMIN_ENDPOINTS.adminMail, { tags: ['admin'] }),
      handler: async (request) => {
        const { user } = requireAdmin(request);
        const items = await mailer.outbox(MAIL_OUTBOX_SHOWN);
        await recordAdminEvent(db, user, 'mail_outbox_read', { shown: items.length }, clock);
        request.log.info({ adminId: user.id, shown: items.length }, 'mail outbox read');
        const reads = await latestAdminEvents(db, 'mail_outbox_read', OUTBOX_READS_SHOWN);
        return {
          mode: mailer.mode,
          items,
          reads: reads.map((r) => ({
            adminName: r.adminName,
            at: r.at.toISOString(),
            shown: typeof r.detail.shown === 'number' ? r.detail.shown : 0,
          })),
        };
      },
    });

    app.route({
      ...routeOf(ADMIN_ENDPOINTS.adminMailTest, {
        tags: ['admin'],
        errors: { 404: ApiErrorSchema, 502: ApiErrorSchema },
      }),
      handler: async (request) => {
        const { user } = requireAdmin(request);
        const [admin] = await db
          .select({ email: users.email, name: users.displayName })
          .from(users)
          .where(eq(users.id, user.id));
        if (!admin) throw notFound(MESSAGES.noSuchUser);
        try {
          await mailer.send({
            to: admin.email,
            subject: TEST_MAIL.subject,
            ...composeMail(PORTAL_NAME, TEST_MAIL.paragraphs(admin.name)),
          });
        } catch (error) {
          // The transport's error names the server, never the mail's content.
          request.log.error({ err: error }, 'test mail failed');
          throw new ApiError(502, ERROR_CODE.internal, MESSAGES.mailFailed);
        }
        return { to: admin.email };
      },
    });
  };
