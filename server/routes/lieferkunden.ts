// The delivery customer selector's calls, declared in src/api/sessionCalls.ts: search, choose,
// leave differential mode.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError as ApiErrorSchema } from '../../src/api/schemas.ts';
import { SESSION_ENDPOINTS as E } from '../../src/api/sessionCalls.ts';
import type { ServerDeps } from '../deps.ts';
import { MESSAGES, forbidden } from '../errors.ts';
import { routeOf } from '../plugins/endpointRoute.ts';
import { requireAuth } from '../plugins/guard.ts';
import { loadDomainConfig } from '../services/domainConfig.ts';
import { findSelectable, searchLieferkunden } from '../services/lieferkunden.ts';
import { buildMe } from '../services/me.ts';
import { updateSession } from '../services/sessions.ts';

export const lieferkundenRoutes =
  ({ db }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...routeOf(E.lieferkunden, { tags: ['lieferkunden'] }),
      handler: async (request) => {
        const { user } = requireAuth(request);
        const { search, differential, limit } = request.query;
        const items = await searchLieferkunden(db, user, await loadDomainConfig(db), {
          ...(search !== undefined ? { search } : {}),
          ...(limit !== undefined ? { limit } : {}),
          differential: differential === 'true',
        });
        return { items };
      },
    });

    app.route({
      ...routeOf(E.currentLieferkunde, { tags: ['lieferkunden'], errors: { 403: ApiErrorSchema } }),
      handler: async (request) => {
        const { tokenHash, session, user } = requireAuth(request);
        const { LieferkundeNr, differential } = request.body;
        if (differential && !user.vertreter) throw forbidden(MESSAGES.differentialOnlyVertreter);
        const config = await loadDomainConfig(db);
        const chosen = await findSelectable(db, user, config, LieferkundeNr, differential);
        if (!chosen) throw forbidden(MESSAGES.noSuchCustomer);
        const values = differential
          ? { differentialLieferkundeNr: LieferkundeNr }
          : { lieferkundeNr: LieferkundeNr, differentialLieferkundeNr: null };
        await updateSession(db, tokenHash, values);
        return buildMe(db, { ...session, ...values }, user);
      },
    });

    app.route({
      ...routeOf(E.resetDifferential, { tags: ['lieferkunden'] }),
      handler: async (request) => {
        const { tokenHash, session, user } = requireAuth(request);
        await updateSession(db, tokenHash, { differentialLieferkundeNr: null });
        return buildMe(db, { ...session, differentialLieferkundeNr: null }, user);
      },
    });
  };
