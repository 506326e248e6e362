// Self-registration (SPEC 2 /register, SPEC 7 "Register user", "Get register settings", "Get
// register config", "Test user exists"; issue 12), the confirmation of its address by a mailed
// link (issue 23) and its approval by staff on /admin.
// The existence check and the registration reveal whether an address has an account or cost an
// argon2 hash and a mail: they count against the address's budget of account requests before
// anything else (shared with the password reset, in the database, so across server processes;
// issue 23 item 1), and each confirmation mail against its recipient's budget, so nobody floods a
// mailbox by registering it again and again. The confirmation needs no limit of its own: its token
// is 32 random bytes, not guessable.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../src/api/paths.ts';
import {
  ConfirmRegistrationBody,
  RegisterAnswer,
  RegisterConfig,
  RegisterSettings,
  RegistrationBody,
  RegistrationConfirmed,
  TestUserExistsAnswer,
  TestUserExistsBody,
} from '../../src/api/registration.ts';
import { ERROR_CODE } from '../../src/api/errors.ts';
import {
  CONFIRM_LINK_HOURS,
  REGISTRATION_COUNTRIES,
  REGISTRATION_INTERESTS,
} from '../../src/api/registrationRules.ts';
import { ADMIN_ENDPOINTS } from '../../src/api/adminCalls.ts';
import { ApiError as ApiErrorSchema } from '../../src/api/schemas.ts';
import { registerDe } from '../../src/i18n/register.de.ts';
import type { ServerDeps } from '../deps.ts';
import { ApiError, badRequest } from '../errors.ts';
import { routeOf } from '../plugins/endpointRoute.ts';
import { requireAdmin } from '../plugins/guard.ts';
import { giveBackMail, takeAccountRequest, takeMailTo } from '../services/accountRequests.ts';
import { PORTAL_NAME, composeMail, type Mailer, type MailMessage } from '../services/mail.ts';
import {
  approveRegistration,
  createRegistration,
  emailInUse,
  listPending,
  personOf,
  rejectRegistration,
} from '../services/registrations.ts';
import { confirmRegistration, discardUnconfirmed } from '../services/registrationConfirmation.ts';
import { onRegistrationApproved } from '../serverModules.ts';

/** The registration config (SPEC 3): the acknowledgement every registrant must tick. */
export const REGISTER_CONFIG: RegisterConfig = { required: true, text: registerDe.configText };

/** What a decision on a registration may answer besides its answer. */
const DECISION_ERRORS = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

export const registrationRoutes =
  (deps: ServerDeps & { mailer: Mailer }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock, config, mailer } = deps;

    /** Sends a mail; a failure is logged (never the body) and reported as false. */
    const sendMail = async (
      log: { error: (obj: object, msg: string) => void },
      message: MailMessage,
    ) => {
      try {
        await mailer.send(message);
        return true;
      } catch (error) {
        log.error({ err: error }, 'registration mail failed');
        return false;
      }
    };

    app.get(
      API.registerSettings,
      {
        config: { access: 'public' },
        schema: { tags: ['register'], response: { 200: RegisterSettings } },
      },
      async () => ({
        countries: [...REGISTRATION_COUNTRIES],
        interests: [...REGISTRATION_INTERESTS],
      }),
    );

    app.get(
      API.registerConfig,
      {
        config: { access: 'public' },
        schema: { tags: ['register'], response: { 200: RegisterConfig } },
      },
      async () => REGISTER_CONFIG,
    );

    app.post(
      API.registerTestUserExists,
      {
        config: { access: 'public' },
        schema: {
          tags: ['register'],
          body: TestUserExistsBody,
          response: { 200: TestUserExistsAnswer, 400: ApiErrorSchema, 429: ApiErrorSchema },
        },
      },
      async (request) => {
        await takeAccountRequest(deps, request.ip);
        return { BenutzerExistiert: await emailInUse(db, request.body.email) };
      },
    );

    app.post(
      API.register,
      {
        config: { access: 'public' },
        schema: {
          tags: ['register'],
          body: RegistrationBody,
          response: { 200: RegisterAnswer, 400: ApiErrorSchema, 429: ApiErrorSchema },
        },
      },
      async (request) => {
        const body = request.body;
        if (REGISTER_CONFIG.required && REGISTER_CONFIG.text && !body.config_accepted) {
          throw badRequest(registerDe.server.configNotAccepted);
        }
        // Both budgets before the password hash of createRegistration.
        await takeAccountRequest(deps, request.ip);
        const mail = await takeMailTo(
          { db, clock, policy: config.accountRequests },
          body.mail,
          registerDe.server.mailsUsedUp,
        );
        const stored = await createRegistration(db, body, clock);
        // Taken (a user or a confirmed registration): falsy, as SPEC 7 answers a failed one.
        if (!stored) {
          await giveBackMail(db, mail);
          return false;
        }
        const { row, token } = stored;
        const sent = await sendMail(request.log, {
          to: row.email,
          subject: registerDe.mail.confirm.subject,
          ...composeMail(
            PORTAL_NAME,
            registerDe.mail.confirm.paragraphs(
              personOf(row),
              `${config.publicUrl}/register/confirm/${token}`,
              CONFIRM_LINK_HOURS,
            ),
          ),
        });
        // Without the mail nobody can confirm it: keep nothing, and the visitor may try again.
        if (!sent) {
          await discardUnconfirmed(db, row.id);
          await giveBackMail(db, mail);
          return false;
        }
        request.log.info({ registrationId: row.id }, 'registration received, unconfirmed');
        return true;
      },
    );

    app.post(
      API.registerConfirm,
      {
        config: { access: 'public' },
        schema: {
          tags: ['register'],
          body: ConfirmRegistrationBody,
          response: { 200: RegistrationConfirmed, 400: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      async (request) => {
        const confirmed = await confirmRegistration(db, request.body.token, clock);
        if (!confirmed) {
          throw new ApiError(404, ERROR_CODE.tokenInvalid, registerDe.server.confirmInvalid);
        }
        request.log.info({ registrationId: confirmed.id }, 'registration confirmed');
        return { confirmed: true as const };
      },
    );

    app.route({
      ...routeOf(ADMIN_ENDPOINTS.adminRegistrations, { tags: ['admin'] }),
      handler: async (request) => {
        requireAdmin(request);
        return listPending(db);
      },
    });

    app.route({
      ...routeOf(ADMIN_ENDPOINTS.approveRegistration, { tags: ['admin'], errors: DECISION_ERRORS }),
      handler: async (request) => {
        const { user } = requireAdmin(request);
        const approved = await approveRegistration(
          db,
          request.body,
          user.id,
          clock,
          onRegistrationApproved(clock),
        );
        request.log.info(
          { registrationId: approved.id, userId: approved.userId, adminId: user.id },
          'registration approved',
        );
        const mailSent = await sendMail(request.log, {
          to: approved.email,
          subject: registerDe.mail.approved.subject,
          ...composeMail(
            PORTAL_NAME,
            registerDe.mail.approved.paragraphs(
              personOf(approved),
              `${config.publicUrl}/login`,
              approved.email,
            ),
          ),
        });
        return { mailSent };
      },
    });

    app.route({
      ...routeOf(ADMIN_ENDPOINTS.rejectRegistration, { tags: ['admin'], errors: DECISION_ERRORS }),
      handler: async (request) => {
        const { user } = requireAdmin(request);
        const { id, reason } = request.body;
        const rejected = await rejectRegistration(db, id, reason, user.id, clock);
        request.log.info({ registrationId: id, adminId: user.id }, 'registration rejected');
        const mailSent = await sendMail(request.log, {
          to: rejected.email,
          subject: registerDe.mail.rejected.subject,
          ...composeMail(
            PORTAL_NAME,
            registerDe.mail.rejected.paragraphs(personOf(rejected), reason),
          ),
        });
        return { mailSent };
      },
    });
  };
