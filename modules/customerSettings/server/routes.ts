// The customer settings (SPEC 2, 3, 7): get and set the pharmacy's one settings object, and test
// a setting with a value (a test mail to a confirmation address, saved or not yet). Area
// 'customerSettings' (role Kunde, SPEC 6). The KundeNr comes from the session, never from the
// request (modules/customerSettings/server/service.ts), so no other customer's settings are reachable.
// SPEC 7's 'click action' is left out: no setting here has an action besides its test.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CUSTOMER_SETTINGS_ENDPOINTS as E } from '../contract.ts';
import { ERROR_CODE } from '../../../src/api/errors.ts';
import { ApiError as ApiErrorSchema } from '../../../src/api/schemas.ts';
import { customerSettingsDe } from '../texts.de.ts';
import type { ServerDeps } from '../../../server/deps.ts';
import { ApiError, tooManyRequests } from '../../../server/errors.ts';
import { routeOf } from '../../../server/plugins/endpointRoute.ts';
import { requireAuth } from '../../../server/plugins/guard.ts';
import { loadCustomerSettings, saveCustomerSettings, settingsKundeNr } from './service.ts';
import { deviceCustomer } from '../../../server/services/lieferkunden.ts';
import { PORTAL_NAME, composeMail, type Mailer } from '../../../server/services/mail.ts';

/**
 * One test mail per pharmacy in this time: the address is free text, the portal no relay.
 * Counted in the shared store (app.sharedStore), so over all instances.
 */
export const TEST_MAIL_INTERVAL_SECONDS = 30;

export const customerSettingsRoutes =
  ({ db, clock, mailer }: ServerDeps & { mailer: Mailer }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['customerSettings'];

    app.route({
      ...routeOf(E.customerSettings, { tags, errors: { 409: ApiErrorSchema } }),
      handler: async (request) => {
        const { user, session } = requireAuth(request);
        return loadCustomerSettings(
          db,
          await settingsKundeNr(db, user, session, deviceCustomer(request)),
        );
      },
    });

    app.route({
      ...routeOf(E.saveCustomerSettings, { tags, errors: { 409: ApiErrorSchema } }),
      handler: async (request) => {
        const { user, session } = requireAuth(request);
        const kundeNr = await settingsKundeNr(db, user, session, deviceCustomer(request));
        const { settings, baseUpdatedAt } = request.body;
        return saveCustomerSettings(db, clock, kundeNr, user.id, settings, baseUpdatedAt);
      },
    });

    app.route({
      ...routeOf(E.testCustomerSetting, {
        tags,
        errors: { 409: ApiErrorSchema, 429: ApiErrorSchema, 502: ApiErrorSchema },
      }),
      handler: async (request, reply) => {
        const { user, session } = requireAuth(request);
        const kundeNr = await settingsKundeNr(db, user, session, deviceCustomer(request));
        const waitMs = await app.sharedStore.claim(
          `testMail:${kundeNr}`,
          TEST_MAIL_INTERVAL_SECONDS * 1000,
        );
        if (waitMs !== null) {
          const seconds = Math.ceil(waitMs / 1000);
          void reply.header('Retry-After', String(seconds));
          throw tooManyRequests(seconds);
        }
        const to = request.body.value;
        try {
          await mailer.send({
            to,
            subject: customerSettingsDe.server.testMailSubject,
            ...composeMail(PORTAL_NAME, customerSettingsDe.server.testMailParagraphs(kundeNr)),
          });
        } catch (error) {
          // The transport's error names the server, never the mail's content or address.
          request.log.error({ err: error }, 'customer settings test mail failed');
          throw new ApiError(502, ERROR_CODE.internal, customerSettingsDe.testFailed);
        }
        return { to };
      },
    });
  };
