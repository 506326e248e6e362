// The delivery customer selector's calls: search, choose, leave differential mode.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../src/api/paths.ts';
import {
  ApiError as ApiErrorSchema,
  LieferkundenList,
  LieferkundenQuery,
  Me,
  SetCurrentLieferkundeBody,
} from '../../src/api/schemas.ts';
import type { ServerDeps } from '../deps.ts';
import { MESSAGES, forbidden } from '../errors.ts';
import { requireAuth } from '../plugins/guard.ts';
import { loadDomainConfig } from '../services/domainConfig.ts';
import { findSelectable, searchLieferkunden } from '../services/lieferkunden.ts';
import { buildMe } from '../services/me.ts';
import { updateSession } from '../services/sessions.ts';

export const lieferkundenRoutes =
  ({ db }: ServerDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      API.lieferkunden,
      {
        config: { access: 'user' },
        schema: {
          tags: ['lieferkunden'],
          querystring: LieferkundenQuery,
          response: { 200: LieferkundenList },
        },
      },
      async (request) => {
        const { user } = requireAuth(request);
        const { search, differential, limit } = request.query;
        const items = await searchLieferkunden(db, user, await loadDomainConfig(db), {
          ...(search !== undefined ? { search } : {}),
          ...(limit !== undefined ? { limit } : {}),
          differential: differential === 'true',
        });
        return { items };
      },
    );

    app.put(
      API.currentLieferkunde,
      {
        config: { access: 'user' },
        schema: {
          tags: ['lieferkunden'],
          body: SetCurrentLieferkundeBody,
          response: { 200: Me, 403: ApiErrorSchema },
        },
      },
      async (request) => {
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
    );

    app.post(
      API.resetDifferential,
      { config: { access: 'user' }, schema: { tags: ['lieferkunden'], response: { 200: Me } } },
      async (request) => {
        const { tokenHash, session, user } = requireAuth(request);
        await updateSession(db, tokenHash, { differentialLieferkundeNr: null });
        return buildMe(db, { ...session, differentialLieferkundeNr: null }, user);
      },
    );
  };
