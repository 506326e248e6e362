// Access control (DESIGN "Server", issue 10). Every route declares who may call it in its own
// options, `config: { access }`, and the guard decides on the declaration of the route that
// MATCHED, never on the URL: the router decodes a URL's spelling (`/%61pi/...` is `/api/...` to
// it), so any rule on the raw URL can be walked around. Deny by default: a route registered
// without a declaration stops the server at start-up.
//
// Order of the checks: the CSRF header on state-changing requests, then the declaration:
//   'public'   anyone (login, logout, health, domain config, OpenAPI, the app's files);
//   'session'  any session, even without role User (who am I, end an impersonation);
//   'user'     role User (selector, user store, sync; sync checks each collection's area);
//   'admin'    role Admin (the admin area of src/api/access.ts);
//   { area }   role User plus the area's roles and feature flag (src/api/access.ts, SPEC 6);
//   { integration: scope }  a service account's API key holding the scope (issue 29), never a
//              session; no CSRF header (no cookie is read, so no browser can be made to send it).
// After the role checks: a user who must change the password (SPEC 8) gets 403
// 'password_change_required' on every route but the 'public' and 'session' ones.
// Then, for 'admin' and { area }: no module's gate may hold the area (the legal conditions: 403
// conditions_open, modules/conditions/server/service.ts); the sync calls ask the gates themselves.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import {
  AREA_KEYS,
  INTEGRATION_SCOPES,
  ROLE,
  canAccess,
  hasRole,
  type AreaKey,
  type RouteAccess,
} from '../../src/api/access.ts';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { accountDe } from '../../src/i18n/account.de.ts';
import { HEADER } from '../../src/api/paths.ts';
import type { Db } from '../db/client.ts';
import { ApiError, MESSAGES, authRequired, forbidden, tooManyRequests } from '../errors.ts';
import type { Clock } from '../services/clock.ts';
import type { SessionPolicy } from '../config.ts';
import { refuseByGates } from '../serverModules.ts';
import { resolveSession, sessionCookieName, type ResolvedSession } from '../services/sessions.ts';
import { bearerKey, verifyApiKey, type ServiceAccount } from '../services/serviceAccounts.ts';
import { integrationAudit } from '../db/schema.ts';

export type { RouteAccess } from '../../src/api/access.ts';

/** A registered route and its declaration, for the start-up check and the generated tests. */
export interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: RouteAccess | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; required on every route (see server/plugins/guard.ts). */
    access?: RouteAccess;
    /**
     * A call the app makes on its own (pull on a timer, the convergence probe, the catalogue
     * stream): it does not count as the user's activity for the session's idle timeout.
     */
    background?: boolean;
  }
  interface FastifyRequest {
    /** The session of a non-public route, set by the guard; see sessionOf() for public ones. */
    auth: ResolvedSession | null;
    /** The service account of an integration route, set by the guard (issue 29). */
    serviceAccount: ServiceAccount | null;
    /** The id of the message an integration call carried, for its audit row. */
    integrationMessageId: string | null;
  }
  interface FastifyInstance {
    /** Every route registered so far, with its access declaration. */
    readonly routeAccess: readonly DeclaredRoute[];
    /** What sessionOf() needs to read a session. */
    readonly guardDeps: GuardDeps;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const RESOLVED = Symbol('session resolved');

type GuardedRequest = FastifyRequest & { [RESOLVED]?: boolean };

export function isRouteAccess(value: unknown): value is RouteAccess {
  if (value === 'public' || value === 'session' || value === 'user' || value === 'admin') {
    return true;
  }
  if (typeof value !== 'object' || value === null) return false;
  if ('integration' in value) {
    return (INTEGRATION_SCOPES as readonly unknown[]).includes(value.integration);
  }
  if (!('area' in value)) return false;
  return (AREA_KEYS as readonly unknown[]).includes(value.area);
}

/** The area a declaration names ('admin' is the admin area), if any. */
export function areaOfAccess(access: RouteAccess): AreaKey | null {
  if (access === 'admin') return 'admin';
  return typeof access === 'object' && 'area' in access ? access.area : null;
}

export interface GuardDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly session: SessionPolicy;
}

export function registerGuard(app: FastifyInstance, deps: GuardDeps) {
  app.decorate('guardDeps', deps);
  const routes: RouteOptions[] = [];
  app.decorateRequest('auth', null);
  app.decorateRequest('serviceAccount', null);
  app.decorateRequest('integrationMessageId', null);
  app.decorate('routeAccess', {
    getter: (): readonly DeclaredRoute[] =>
      routes.flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
          method: String(method),
          url: route.url,
          access: route.config?.access,
        })),
      ),
  });

  // Kept by reference: a plugin's own onRoute hook (the static files) may still declare access.
  app.addHook('onRoute', (route) => {
    routes.push(route);
    // The OpenAPI document names the key an integration route needs, under one tag.
    const access = route.config?.access;
    if (typeof access === 'object' && 'integration' in access && route.schema) {
      const tags = (route.schema.tags as string[] | undefined) ?? [];
      route.schema.tags = tags.includes('integration') ? tags : [...tags, 'integration'];
      route.schema.security = [{ apiKey: [] }];
      route.schema.description ??= `Scope ${access.integration}`;
    }
  });

  app.addHook('onReady', async () => {
    const undeclared = app.routeAccess.filter((r) => !isRouteAccess(r.access));
    if (undeclared.length > 0) {
      const list = undeclared.map((r) => `${r.method} ${r.url}`).join(', ');
      throw new Error(`Routes without an access declaration (config.access): ${list}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    // No route matched: the not-found handler answers 404; there is nothing to protect.
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    // Unreachable (start-up refuses such routes), but a missing declaration must never pass.
    if (!isRouteAccess(access)) throw forbidden();
    if (typeof access === 'object' && 'integration' in access) {
      request.serviceAccount = await integrationAccount(request, deps, access.integration);
      return;
    }
    if (!SAFE_METHODS.has(request.method) && !request.headers[HEADER.windowId.toLowerCase()]) {
      throw new ApiError(403, ERROR_CODE.csrf, MESSAGES.csrf);
    }
    if (access === 'public') return;

    const auth = await sessionOf(request);
    if (!auth) throw authRequired();
    if (access === 'session') return;
    if (!hasRole(auth.user, ROLE.User)) throw forbidden();
    const area = areaOfAccess(access);
    if (area && !canAccess(auth.user, area)) throw forbidden();
    // SPEC 8 'user must change password' (issue 12): nothing else until it is changed; the
    // change itself is a 'session' route. Not for an admin impersonating the user.
    if (auth.user.mustChangePassword && !auth.session.impersonatorId) {
      throw new ApiError(
        403,
        ERROR_CODE.passwordChangeRequired,
        accountDe.server.passwordChangeRequired,
      );
    }
    // SPEC 4: an open legal condition guards the areas it names (all of them without patterns).
    // An impersonating admin is not bound by the user's open conditions (and cannot accept them).
    if (area && !auth.session.impersonatorId) {
      await refuseByGates(deps.db, auth.user.id, { area });
    }
  });
}

/** Calls a service account may make a minute, over all instances (the shared store). */
export const INTEGRATION_CALLS_PER_MINUTE = 1200;
/** Calls with a bad key one address may make a minute before it is held off. */
export const INTEGRATION_BAD_KEYS_PER_MINUTE = 30;

/**
 * The service account of an integration call: its bearer key, valid and not revoked (401), the
 * route's scope (403), within its own rate limit (429). A session cookie counts for nothing here.
 */
async function integrationAccount(
  request: FastifyRequest,
  deps: GuardDeps,
  scope: string,
): Promise<ServiceAccount> {
  const store = request.server.sharedStore;
  const key = bearerKey(request.headers.authorization);
  const account = key ? await verifyApiKey(deps.db, deps.clock, key) : null;
  if (!account) {
    const hit = await store.hit(`int-bad:${request.ip}`, 60_000).catch(() => null);
    if (hit && hit.count > INTEGRATION_BAD_KEYS_PER_MINUTE) {
      throw tooManyRequests(Math.max(1, Math.ceil(hit.ttlMs / 1000)));
    }
    throw new ApiError(401, ERROR_CODE.authRequired, MESSAGES.integrationKeyInvalid);
  }
  if (!(account.scopes as readonly string[]).includes(scope)) {
    throw forbidden(MESSAGES.integrationScopeMissing(scope));
  }
  const hit = await store.hit(`int:${account.id}`, 60_000).catch(() => null);
  if (hit && hit.count > INTEGRATION_CALLS_PER_MINUTE) {
    throw tooManyRequests(Math.max(1, Math.ceil(hit.ttlMs / 1000)));
  }
  return account;
}

/**
 * The audit of the integration boundary: one row per call of a known account, written after the
 * answer; a failed write is logged and never touches the call.
 */
export function registerIntegrationAudit(app: FastifyInstance, deps: GuardDeps) {
  app.addHook('onResponse', async (request, reply) => {
    const account = request.serviceAccount;
    if (!account) return;
    await deps.db
      .insert(integrationAudit)
      .values({
        accountId: account.id,
        method: request.method,
        route: request.routeOptions.url ?? '',
        status: reply.statusCode,
        messageId: request.integrationMessageId,
        at: deps.clock(),
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'integration audit not written'));
  });
}

/**
 * The request's session, read from the cookie once. The guard calls it for every non-public
 * route; public routes that care (login replaces, logout ends a session) call it themselves.
 */
export async function sessionOf(request: FastifyRequest): Promise<ResolvedSession | null> {
  const guarded = request as GuardedRequest;
  if (guarded[RESOLVED]) return request.auth;
  guarded[RESOLVED] = true;
  // `__Host-sid` under HTTPS, `sid` over http: a plain `sid` never counts on an HTTPS request.
  const token = request.cookies[sessionCookieName(request)];
  if (token) {
    const { db, clock, session } = request.server.guardDeps;
    request.auth = await resolveSession(db, token, clock, session, {
      background: request.routeOptions.config.background === true,
    });
  }
  return request.auth;
}

/** The session of a guarded route; the guard has already refused requests without one. */
export function requireAuth(request: FastifyRequest): ResolvedSession {
  if (!request.auth) throw authRequired();
  return request.auth;
}

/**
 * Defence in depth for admin handlers: the guard already refused anyone without role Admin, and
 * the handler checks it again on the session it acts on.
 */
export function requireAdmin(request: FastifyRequest): ResolvedSession {
  const auth = requireAuth(request);
  if (!hasRole(auth.user, ROLE.User) || !hasRole(auth.user, ROLE.Admin)) throw forbidden();
  return auth;
}
