// Passwords and IP unlock (issue 12): request a reset link, check and use it, change the password
// when logged in, look up and use an IP-unlock link. Mailed tokens come in the body, never in
// the URL, so no access log holds one. Nothing here logs a password, a token or a mail body.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordBody,
  IpAddress,
  PasswordChanged,
  ResetConfirmBody,
  ResetRequestBody,
  ResetRequested,
  TokenBody,
  TokenValid,
} from '../../src/api/account.ts';
import { API } from '../../src/api/paths.ts';
import { ApiError as ApiErrorSchema, Me } from '../../src/api/schemas.ts';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { accountDe } from '../../src/i18n/account.de.ts';
import type { ServerDeps } from '../deps.ts';
import { ApiError, forbidden, tooManyLoginAttempts } from '../errors.ts';
import { requireAuth } from '../plugins/guard.ts';
import { lookupUnlock, unlockIp } from '../services/ipUnlock.ts';
import { takeAccountRequest } from '../services/accountRequests.ts';
import { knownBrowserOf } from '../services/knownBrowsers.ts';
import { giveBackLoginAttempt, takeLoginAttempt } from '../services/loginThrottle.ts';
import type { Mailer } from '../services/mail.ts';
import { buildMe } from '../services/me.ts';
import {
  changePassword,
  isOpenResetToken,
  resetPassword,
  sendResetMail,
  tokenInvalid,
} from '../services/passwordChange.ts';
import { setSessionCookie } from '../services/sessions.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  429: ApiErrorSchema,
  502: ApiErrorSchema,
};

export const accountRoutes =
  (deps: ServerDeps & { mailer: Mailer }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock, config, mailer } = deps;

    // Public, and answers whether the address is known (SPEC 4: 'Ungültige E-Mail Adresse!'):
    // every request counts against the address's budget of account requests before the lookup,
    // so addresses cannot be tried at speed, and every mail against the account's small budget of
    // reset mails, so no mailbox is flooded. Never against the login limits: asking for a reset
    // must not lock the account's owner out.
    app.post(
      API.passwordResetRequest,
      {
        config: { access: 'public' },
        schema: {
          tags: ['account'],
          body: ResetRequestBody,
          response: { 200: ResetRequested, ...errors },
        },
      },
      async (request) => {
        await takeAccountRequest(deps, request.ip);
        await sendResetMail(
          {
            db,
            clock,
            mailer,
            publicUrl: config.publicUrl,
            policy: config.accountRequests,
            logMailError: (err) => request.log.error({ err }, 'password reset mail failed'),
          },
          request.body.email,
        );
        return { sent: true as const };
      },
    );

    app.post(
      API.passwordResetCheck,
      {
        config: { access: 'public' },
        schema: { tags: ['account'], body: TokenBody, response: { 200: TokenValid, ...errors } },
      },
      async (request) => {
        if (!(await isOpenResetToken(db, request.body.token, clock))) {
          throw new ApiError(404, ERROR_CODE.tokenInvalid, accountDe.server.notFound);
        }
        return { valid: true as const };
      },
    );

    app.post(
      API.passwordResetConfirm,
      {
        config: { access: 'public' },
        schema: {
          tags: ['account'],
          body: ResetConfirmBody,
          response: { 200: PasswordChanged, ...errors },
        },
      },
      async (request) => {
        // Counted before the token lookup and the password hash (issue 23 item 1).
        await takeAccountRequest(deps, request.ip);
        await resetPassword(db, request.body.token, request.body.password, clock);
        return { changed: true as const };
      },
    );

    // 'session': reachable while the user must change the password (the guard lets it pass).
    app.post(
      API.changePassword,
      {
        config: { access: 'session' },
        schema: { tags: ['account'], body: ChangePasswordBody, response: { 200: Me, ...errors } },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        // The password belongs to the user, not to an admin acting as the user.
        if (auth.session.impersonatorId) throw forbidden(accountDe.server.impersonating);
        // Verifying the current password is a guess like a login: it counts like one.
        const knownBrowser = await knownBrowserOf(db, request, auth.user.email, clock);
        const taken = await takeLoginAttempt(
          db,
          { username: auth.user.email, ip: request.ip, knownBrowser },
          clock,
          config.loginThrottle,
        );
        if (!taken.allowed) throw tooManyLoginAttempts(taken.retryAfterSeconds);
        const { currentPassword, newPassword } = request.body;
        const changed = await changePassword(db, auth, currentPassword, newPassword, clock);
        await giveBackLoginAttempt(db, taken.attempt);
        setSessionCookie(request, reply, changed.token, changed.session.expiresAt, clock);
        request.log.info({ userId: changed.user.id }, 'password changed');
        return buildMe(db, changed.session, changed.user);
      },
    );

    app.post(
      API.validateIpLookup,
      {
        config: { access: 'public' },
        schema: { tags: ['account'], body: TokenBody, response: { 200: IpAddress, ...errors } },
      },
      async (request) => {
        const ip = await lookupUnlock(db, request.body.token, clock);
        if (!ip) throw new ApiError(404, ERROR_CODE.tokenInvalid, accountDe.server.notFound);
        return { ip };
      },
    );

    app.post(
      API.validateIpConfirm,
      {
        config: { access: 'public' },
        schema: { tags: ['account'], body: TokenBody, response: { 200: IpAddress, ...errors } },
      },
      async (request) => {
        const ip = await unlockIp(db, request.body.token, clock);
        if (!ip) throw tokenInvalid();
        request.log.info('IP address unlocked');
        return { ip };
      },
    );
  };
