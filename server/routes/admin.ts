// The admin area: list users and impersonate one. Role Admin is enforced by the guard for every
// path under /api/admin (src/api/access.ts), and each impersonation is recorded.
import { randomUUID } from 'node:crypto';
import { asc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../src/api/paths.ts';
import {
  AdminUsersList,
  AdminUsersQuery,
  ApiError as ApiErrorSchema,
  ImpersonateBody,
  Me,
} from '../../src/api/schemas.ts';
import type { ServerDeps } from '../app.ts';
import { impersonations, users } from '../db/schema.ts';
import { ROLE, hasRole } from '../../src/api/access.ts';
import { MESSAGES, conflict, forbidden, notFound } from '../errors.ts';
import { requireAdmin } from '../plugins/guard.ts';
import { buildMe } from '../services/me.ts';
import { updateSession } from '../services/sessions.ts';

const ADMIN_LIST_LIMIT = 50;

export const adminRoutes =
  ({ db, clock }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.adminUsers,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          querystring: AdminUsersQuery,
          response: { 200: AdminUsersList },
        },
      },
      async (request) => {
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
    );

    app.post(
      API.adminImpersonate,
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          body: ImpersonateBody,
          response: { 200: Me, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
        },
      },
      async (request) => {
        const { tokenHash, session, user: admin } = requireAdmin(request);
        if (session.impersonatorId) throw conflict(MESSAGES.alreadyImpersonating);
        const { userId } = request.body;
        if (userId === admin.id) throw conflict(MESSAGES.cannotImpersonateSelf);
        const [target] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
        if (!target) throw notFound(MESSAGES.noSuchUser);
        // An impersonated admin would hand the admin area to whoever holds this session.
        if (hasRole(target, ROLE.Admin)) throw forbidden(MESSAGES.cannotImpersonateAdmin);
        const values = {
          userId: target.id,
          impersonatorId: admin.id,
          lieferkundeNr: null,
          differentialLieferkundeNr: null,
        };
        await db.transaction(async (tx) => {
          await tx.insert(impersonations).values({
            id: randomUUID(),
            adminId: admin.id,
            targetUserId: target.id,
            startedAt: clock(),
          });
          await updateSession(tx, tokenHash, values);
        });
        request.log.info({ adminId: admin.id, targetUserId: target.id }, 'impersonation started');
        return buildMe(db, { ...session, ...values }, target);
      },
    );
  };
