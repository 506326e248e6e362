// Login, logout, the current session, and leaving an impersonation.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { API } from '../../src/api/paths.ts';
import { ApiError as ApiErrorSchema, LoginBody, Me } from '../../src/api/schemas.ts';
import { ApiError, MESSAGES, conflict } from '../errors.ts';
import { impersonations, users } from '../db/schema.ts';
import { requireAuth, sessionOf } from '../plugins/guard.ts';
import type { ServerDeps } from '../app.ts';
import {
  clearLoginFailures,
  isLoginBlocked,
  recordLoginFailure,
} from '../services/loginRateLimit.ts';
import { buildMe, toSessionUser } from '../services/me.ts';
import { verifyPassword } from '../services/passwords.ts';
import {
  SESSION_COOKIE,
  createSession,
  deleteSession,
  updateSession,
} from '../services/sessions.ts';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  ttlMs: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(ttlMs / 1000),
  });
}

export const authRoutes =
  (deps: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, clock, config } = deps;

    app.post(
      API.login,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          body: LoginBody,
          response: { 200: Me, 401: ApiErrorSchema, 429: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        if (await isLoginBlocked(db, username, request.ip, clock)) {
          throw new ApiError(429, ERROR_CODE.rateLimited, MESSAGES.rateLimited);
        }
        const [user] = await db
          .select()
          .from(users)
          .where(eq(users.email, username.toLowerCase()))
          .limit(1);
        const ok = await verifyPassword(user?.passwordHash ?? null, password);
        if (!user || !ok) {
          await recordLoginFailure(db, username, request.ip, clock);
          throw new ApiError(401, ERROR_CODE.invalidCredentials, MESSAGES.invalidCredentials);
        }
        await clearLoginFailures(db, username, request.ip);
        // A new login never inherits an older session of this browser.
        const earlier = await sessionOf(request);
        if (earlier) await deleteSession(db, earlier.tokenHash);
        const token = await createSession(db, user.id, clock, config.sessionTtlMs);
        setSessionCookie(request, reply, token, config.sessionTtlMs);
        return { user: toSessionUser(user, null), lieferkunde: null, differential: false };
      },
    );

    app.post(
      API.logout,
      { config: { access: 'public' }, schema: { tags: ['auth'] } },
      async (request, reply) => {
        const auth = await sessionOf(request);
        if (auth) await deleteSession(db, auth.tokenHash);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
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

    app.post(
      API.depersonate,
      {
        config: { access: 'session' },
        schema: { tags: ['auth'], response: { 200: Me, 409: ApiErrorSchema } },
      },
      async (request) => {
        const { tokenHash, session } = requireAuth(request);
        const adminId = session.impersonatorId;
        if (!adminId) throw conflict(MESSAGES.notImpersonating);
        await db
          .update(impersonations)
          .set({ endedAt: clock() })
          .where(
            and(
              eq(impersonations.adminId, adminId),
              eq(impersonations.targetUserId, session.userId),
              isNull(impersonations.endedAt),
            ),
          );
        await updateSession(db, tokenHash, {
          userId: adminId,
          impersonatorId: null,
          lieferkundeNr: null,
          differentialLieferkundeNr: null,
        });
        const [admin] = await db.select().from(users).where(eq(users.id, adminId)).limit(1);
        if (!admin) throw conflict(MESSAGES.noSuchUser);
        return buildMe(
          db,
          {
            ...session,
            userId: adminId,
            impersonatorId: null,
            lieferkundeNr: null,
            differentialLieferkundeNr: null,
          },
          admin,
        );
      },
    );
  };
