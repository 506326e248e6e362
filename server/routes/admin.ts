// The admin area: list users, impersonate one, read the audit trail of impersonations. Every
// route declares access 'admin' (the guard) and checks role Admin again (requireAdmin).
import { randomUUID } from 'node:crypto';
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ENDPOINTS } from '../../src/api/adminCalls.ts';
import { ApiError as ApiErrorSchema } from '../../src/api/schemas.ts';
import { SESSION_ENDPOINTS } from '../../src/api/sessionCalls.ts';
import { routeOf } from '../plugins/endpointRoute.ts';
import type { ServerDeps } from '../deps.ts';
import { impersonations, users } from '../db/schema.ts';
import { ROLE, hasRole } from '../../src/api/access.ts';
import { MESSAGES, conflict, forbidden, notFound } from '../errors.ts';
import { requireAdmin } from '../plugins/guard.ts';
import { listImpersonations } from '../services/impersonations.ts';
import { ordersDuringImpersonations } from '../serverModules.ts';
import { buildMe } from '../services/me.ts';
import { rotateSession, setSessionCookie } from '../services/sessions.ts';

const ADMIN_LIST_LIMIT = 50;

export const adminRoutes =
  ({ db, clock }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(ADMIN_ENDPOINTS.adminUsers, { tags: ['admin'] }),
      handler: async (request) => {
        requireAdmin(request);
        const search = request.query.search?.trim();
        const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
        const rows = await db
          .select()
          .from(users)
          .where(
            pattern
              ? or(ilike(users.email, pattern), ilike(users.displayName, pattern))
              : undefined,
          )
          .orderBy(asc(users.email))
          .limit(ADMIN_LIST_LIMIT);
        return {
          items: rows.map((u) => ({
            id: u.id,
            email: u.email,
            benutzerandruckname: u.displayName,
            roles: u.roles,
            vertreter: u.vertreter,
          })),
        };
      },
    });

    app.route({
      ...routeOf(SESSION_ENDPOINTS.impersonate, {
        tags: ['admin'],
        errors: { 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      }),
      handler: async (request, reply) => {
        const { tokenHash, session, user: admin } = requireAdmin(request);
        if (session.impersonatorId) throw conflict(MESSAGES.alreadyImpersonating);
        const { userId } = request.body;
        if (userId === admin.id) throw conflict(MESSAGES.cannotImpersonateSelf);
        const [target] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
        if (!target) throw notFound(MESSAGES.noSuchUser);
        // An impersonated admin would hand the admin area to whoever holds this session.
        if (hasRole(target, ROLE.Admin)) throw forbidden(MESSAGES.cannotImpersonateAdmin);
        // The audit record and the switch to a new session id (carrying the record's id, which
        // orders placed meanwhile name) happen together or not at all.
        const impersonationId = randomUUID();
        const rotated = await db.transaction(async (tx) => {
          await tx.insert(impersonations).values({
            id: impersonationId,
            adminId: admin.id,
            targetUserId: target.id,
            startedAt: clock(),
          });
          return rotateSession(
            tx,
            tokenHash,
            {
              userId: target.id,
              impersonatorId: admin.id,
              impersonationId,
              lieferkundeNr: null,
              differentialLieferkundeNr: null,
            },
            clock,
          );
        });
        setSessionCookie(request, reply, rotated.token, rotated.session.expiresAt, clock);
        request.log.info(
          { adminId: admin.id, targetUserId: target.id, impersonationId },
          'impersonation started',
        );
        return buildMe(db, rotated.session, target);
      },
    });

    app.route({
      ...routeOf(ADMIN_ENDPOINTS.adminImpersonations, { tags: ['admin'] }),
      handler: async (request) => {
        requireAdmin(request);
        return listImpersonations(db, request.query, ordersDuringImpersonations);
      },
    });
  };
