// /admin's service accounts (issue 29): list, create (the key is in the answer, once), revoke.
// The guard admits role Admin only; each handler checks it again on its session.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError as ApiErrorSchema } from '../../../src/api/schemas.ts';
import { INTEGRATION_ADMIN_ENDPOINTS, type ServiceAccountRow } from '../contract.ts';
import type { ModuleRouteDeps } from '../../../server/serverModules.ts';
import { notFound } from '../../../server/errors.ts';
import { routeOf } from '../../../server/plugins/endpointRoute.ts';
import { requireAdmin } from '../../../server/plugins/guard.ts';
import {
  createServiceAccount,
  listServiceAccounts,
  revokeServiceAccount,
  type ServiceAccountListing,
} from '../../../server/services/serviceAccounts.ts';
import { integrationTexts } from '../texts.de.ts';

const E = INTEGRATION_ADMIN_ENDPOINTS;

const rowOf = (a: ServiceAccountListing): ServiceAccountRow => ({
  id: a.id,
  name: a.name,
  keyPrefix: a.keyPrefix,
  scopes: [...a.scopes],
  createdAt: a.createdAt.toISOString(),
  revokedAt: a.revokedAt?.toISOString() ?? null,
  lastUsedAt: a.lastUsedAt?.toISOString() ?? null,
});

export const adminServiceAccountRoutes =
  ({ db, clock }: ModuleRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(E.serviceAccounts, { tags: ['admin'] }),
      handler: async (request) => {
        requireAdmin(request);
        return { items: (await listServiceAccounts(db)).map(rowOf) };
      },
    });

    app.route({
      ...routeOf(E.createServiceAccount, { tags: ['admin'], errors: { 400: ApiErrorSchema } }),
      handler: async (request, reply) => {
        const { user } = requireAdmin(request);
        const { account, key } = await createServiceAccount(db, clock, {
          name: request.body.name,
          scopes: request.body.scopes,
          createdBy: user.id,
        });
        request.log.info(
          { accountId: account.id, scopes: account.scopes },
          'service account created',
        );
        return reply.code(201).send({ account: rowOf(account), key });
      },
    });

    app.post(
      '/admin/service-accounts/:accountId/revoke',
      {
        config: { access: E.revokeServiceAccount.access },
        schema: {
          tags: ['admin'],
          params: z.object({ accountId: z.string().uuid() }),
          response: { 200: E.revokeServiceAccount.answer, 404: ApiErrorSchema },
        },
      },
      async (request) => {
        requireAdmin(request);
        const revoked = await revokeServiceAccount(db, clock, request.params.accountId);
        if (!revoked) throw notFound(integrationTexts.admin.noSuchAccount);
        request.log.info({ accountId: request.params.accountId }, 'service account revoked');
        return { revoked };
      },
    );
  };
