// Login, logout, the current session, and leaving an impersonation.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { API } from '../../src/api/paths.ts';
import { ApiError as ApiErrorSchema, LoginBody, Me, SessionAnswer } from '../../src/api/schemas.ts';
import { SESSION_ENDPOINTS } from '../../src/api/sessionCalls.ts';
import { ApiError, MESSAGES, conflict, tooManyLoginAttempts } from '../errors.ts';
import { users } from '../db/schema.ts';
import { routeOf } from '../plugins/endpointRoute.ts';
import { requireAuth, sessionOf } from '../plugins/guard.ts';
import type { ServerDeps } from '../deps.ts';
import { endImpersonation } from '../services/impersonations.ts';
import { ipUnlockDeps, requireKnownIp } from '../services/ipUnlock.ts';
import { knownBrowserOf, rememberBrowser } from '../services/knownBrowsers.ts';
import { giveBackLoginAttempt, takeLoginAttempt } from '../services/loginThrottle.ts';
import { buildMe, toSessionUser } from '../services/me.ts';
import type { Mailer } from '../services/mail.ts';
import { verifyPassword } from '../services/passwords.ts';
import { refuseUnapprovedLogin } from '../services/registrations.ts';
import {
  clearSessionCookie,
  createSession,
  endSession,
  rotateSession,
  setSessionCookie,
} from '../services/sessions.ts';

export const authRoutes =
  (deps: ServerDeps & { mailer: Mailer }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock, config } = deps;

    app.post(
      API.login,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          body: LoginBody,
          response: { 200: Me, 401: ApiErrorSchema, 403: ApiErrorSchema, 429: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        // Counted before the password hash runs: parallel tries cannot pass an uncounted check.
        // A browser the account logged in from before is counted on its own (knownBrowsers.ts).
        const knownBrowser = await knownBrowserOf(db, request, username, clock);
        const taken = await takeLoginAttempt(
          db,
          { username, ip: request.ip, knownBrowser },
          clock,
          config.loginThrottle,
        );
        if (!taken.allowed) throw tooManyLoginAttempts(taken.retryAfterSeconds);
        const [user] = await db
          .select()
          .from(users)
          .where(eq(users.email, username.toLowerCase()))
          .limit(1);
        const ok = await verifyPassword(user?.passwordHash ?? null, password);
        if (!user || !ok) {
          // A registration not approved (yet) answers with its own message (issue 12).
          if (!user) await refuseUnapprovedLogin(db, username, password);
          throw new ApiError(401, ERROR_CODE.invalidCredentials, MESSAGES.invalidCredentials);
        }
        // Issue 12: from an address the user has not unlocked, 403 'ip_unknown' and a mail.
        await requireKnownIp(ipUnlockDeps(deps, request), user, request.ip);
        // A normal login does not use up the budget of the account or the address.
        await giveBackLoginAttempt(db, taken.attempt);
        // A new login never inherits an older session of this browser (ends its impersonation).
        const earlier = await sessionOf(request);
        if (earlier) await endSession(db, earlier.tokenHash, 'login', clock);
        const { token, expiresAt, endedUsers } = await createSession(
          db,
          user.id,
          clock,
          config.session,
          config.sessionLimits.perUser,
        );
        // Sessions beyond SESSIONS_PER_USER_MAX ended: their streams end now on every instance.
        if (endedUsers.length > 0) app.realtime.publish({ event: 'session', users: endedUsers });
        setSessionCookie(request, reply, token, expiresAt, clock);
        await rememberBrowser(db, request, reply, user.id, clock);
        return { user: toSessionUser(user, null), lieferkunde: null, differential: false };
      },
    );

    app.post(
      API.logout,
      { config: { access: 'public' }, schema: { tags: ['auth'] } },
      async (request, reply) => {
        const auth = await sessionOf(request);
        if (auth) {
          await endSession(db, auth.tokenHash, 'logout', clock);
          // Every instance ends this session's event streams now, not at the next heartbeat.
          app.realtime.publish({ event: 'session', users: [auth.user.id] });
        }
        clearSessionCookie(request, reply);
        return reply.code(204).send();
      },
    );

    app.get(
      API.me,
      {
        config: { access: 'session' },
        schema: { tags: ['auth'], response: { 200: Me, 401: ApiErrorSchema } },
      },
      async (request) => {
        const { session, user } = requireAuth(request);
        return buildMe(db, session, user);
      },
    );

    // Public: "nobody is logged in" is an answer here (me: null), not a 401. Same session
    // rules as /auth/me (an expired session is none; it counts as the user's activity).
    app.get(
      API.session,
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], response: { 200: SessionAnswer } },
      },
      async (request) => {
        const auth = await sessionOf(request);
        return { me: auth ? await buildMe(db, auth.session, auth.user) : null };
      },
    );

    app.route({
      ...routeOf(SESSION_ENDPOINTS.depersonate, {
        tags: ['auth'],
        errors: { 401: ApiErrorSchema, 409: ApiErrorSchema },
      }),
      handler: async (request, reply) => {
        const { tokenHash, session } = requireAuth(request);
        const adminId = session.impersonatorId;
        if (!adminId) throw conflict(MESSAGES.notImpersonating);
        const [admin] = await db.select().from(users).where(eq(users.id, adminId)).limit(1);
        if (!admin) throw conflict(MESSAGES.noSuchUser);
        // Back to the admin under a new session id; the audit record ends in the same transaction.
        const rotated = await db.transaction(async (tx) => {
          if (session.impersonationId) {
            await endImpersonation(tx, session.impersonationId, 'depersonate', clock());
          }
          return rotateSession(
            tx,
            tokenHash,
            {
              userId: adminId,
              impersonatorId: null,
              impersonationId: null,
              lieferkundeNr: null,
              differentialLieferkundeNr: null,
            },
            clock,
          );
        });
        setSessionCookie(request, reply, rotated.token, rotated.session.expiresAt, clock);
        request.log.info({ adminId, targetUserId: session.userId }, 'impersonation ended');
        return buildMe(db, rotated.session, admin);
      },
    });
  };
