// Self-registration (SPEC 2 /register, SPEC 7 "Register user", "Get register settings", "Get
// register config", "Test user exists"; issue 12), the confirmation of its address by a mailed
// link (issue 23) and its approval by staff on /admin.
// The public calls count against the general rate limit and, since they reveal whether an
// address has an account or cost an argon2 hash, against tighter limits of their own. The
// confirmation needs no limit of its own: its token is 32 random bytes, not guessable.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../src/api/paths.ts';
import {
  AdminRegistrations,
  ApproveRegistrationBody,
  ConfirmRegistrationBody,
  DecisionAnswer,
  RegisterAnswer,
  RegisterConfig,
  RegisterSettings,
  RegistrationBody,
  RegistrationConfirmed,
  RejectRegistrationBody,
  TestUserExistsAnswer,
  TestUserExistsBody,
} from '../../src/api/registration.ts';
import { ERROR_CODE } from '../../src/api/errors.ts';
import {
  CONFIRM_LINK_HOURS,
  REGISTRATION_COUNTRIES,
  REGISTRATION_INTERESTS,
} from '../../src/api/registrationRules.ts';
import { ApiError as ApiErrorSchema } from '../../src/api/schemas.ts';
import { registerDe } from '../../src/i18n/register.de.ts';
import type { ServerDeps } from '../app.ts';
import { ApiError, badRequest, tooManyRequests } from '../errors.ts';
import { requireAdmin } from '../plugins/guard.ts';
import { composeMail, type Mailer, type MailMessage } from '../services/mail.ts';
import {
  approveRegistration,
  createRegistration,
  emailInUse,
  listPending,
  personOf,
  rejectRegistration,
} from '../services/registrations.ts';
import { confirmRegistration, discardUnconfirmed } from '../services/registrationConfirmation.ts';
import { PORTAL_NAME } from './adminMail.ts';

/** The registration config (SPEC 3): the acknowledgement every registrant must tick. */
export const REGISTER_CONFIG: RegisterConfig = { required: true, text: registerDe.configText };

/**
 * How much tighter than the general limit (RATE_LIMIT_MAX per window) the public calls are
 * counted per client address: 2,000 a minute gives 20 existence checks and 10 registrations.
 */
export const EXISTS_LIMIT_DIVISOR = 100;
export const REGISTER_LIMIT_DIVISOR = 200;

export const registrationRoutes =
  ({ db, clock, config, mailer }: ServerDeps & { mailer: Mailer }): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * A limit of its own per client address, on top of the general one. Not the route option
     * `config.rateLimit` of @fastify/rate-limit: the general hook has run for the request
     * already, so the plugin would skip the route's own.
     */
    const tighter = (divisor: number) => {
      const limit = app.createRateLimit({
        max: Math.max(1, Math.floor(config.rateLimit.max / divisor)),
        timeWindow: config.rateLimit.windowMs,
      });
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const result = await limit(request);
        if (!result.isAllowed && result.isExceeded) {
          const seconds = Math.max(1, result.ttlInSeconds);
          reply.header('retry-after', String(seconds));
          throw tooManyRequests(seconds);
        }
      };
    };

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
        onRequest: tighter(EXISTS_LIMIT_DIVISOR),
        schema: {
          tags: ['register'],
          body: TestUserExistsBody,
          response: { 200: TestUserExistsAnswer, 400: ApiErrorSchema, 429: ApiErrorSchema },
        },
      },
      async (request) => ({ BenutzerExistiert: await emailInUse(db, request.body.email) }),
    );

    app.post(
      API.register,
      {
        config: { access: 'public' },
        onRequest: tighter(REGISTER_LIMIT_DIVISOR),
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
        const stored = await createRegistration(db, body, clock);
        // Taken (a user or a confirmed registration): falsy, as SPEC 7 answers a failed one.
        if (!stored) return false;
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

    app.get(
      API.adminRegistrations,
      {
        config: { access: 'admin' },
        schema: { tags: ['admin'], response: { 200: AdminRegistrations } },
      },
      async (request) => {
        requireAdmin(request);
        return listPending(db);
      },
    );

    app.post(
      API.adminRegistrationApprove,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          body: ApproveRegistrationBody,
          response: {
            200: DecisionAnswer,
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        const { user } = requireAdmin(request);
        const approved = await approveRegistration(db, request.body, user.id, clock);
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
    );

    app.post(
      API.adminRegistrationReject,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          body: RejectRegistrationBody,
          response: {
            200: DecisionAnswer,
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
          },
        },
      },
      async (request) => {
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
    );
  };
