// Request guard for /api: the CSRF header on state-changing requests, the session, role User, and
// the SPEC 6 role/feature table (src/api/access.ts), before any route runs. Unknown API paths
// outside every area answer 404; inside an area they are guarded first, so the area's rule holds
// for routes that later issues add.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE, areaOfApiPath, canAccess, hasRole } from '../../src/api/access.ts';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { API, API_BASE, HEADER } from '../../src/api/paths.ts';
import { ApiError, MESSAGES, authRequired, forbidden } from '../errors.ts';
import type { Clock } from '../services/clock.ts';
import type { Db } from '../db/client.ts';
import { SESSION_COOKIE, resolveSession, type ResolvedSession } from '../services/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: ResolvedSession | null;
  }
}

const PUBLIC_PATHS = new Set(
  [API.health, API.openapi, API.domainConfig, API.login, API.logout].map((p) => API_BASE + p),
);
/** Reachable with a session but without role User, so a user can always log out or go back. */
const ANY_SESSION_PATHS = new Set([API.me, API.depersonate].map((p) => API_BASE + p));
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

export function registerGuard(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; sessionTtlMs: number },
) {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    const path = pathOf(request);
    if (path !== API_BASE && !path.startsWith(API_BASE + '/')) return;

    if (!SAFE_METHODS.has(request.method) && !request.headers[HEADER.windowId.toLowerCase()]) {
      throw new ApiError(403, ERROR_CODE.csrf, MESSAGES.csrf);
    }
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.auth = await resolveSession(deps.db, token, deps.clock, deps.sessionTtlMs);

    if (PUBLIC_PATHS.has(path)) return;
    const area = areaOfApiPath(path);
    if (request.is404 && !area) return;
    if (!request.auth) throw authRequired();
    if (ANY_SESSION_PATHS.has(path)) return;
    if (!hasRole(request.auth.user, ROLE.User)) throw forbidden();
    if (area && !canAccess(request.auth.user, area)) throw forbidden();
  });
}

/** The session of a guarded route; the guard has already refused requests without one. */
export function requireAuth(request: FastifyRequest): ResolvedSession {
  if (!request.auth) throw authRequired();
  return request.auth;
}
