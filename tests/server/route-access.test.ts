// Access control generated from the route list (issue 10): for EVERY route the server registers,
// in every spelling of its URL that a router might decode to it, a caller without a session and
// a caller whose session lacks the route's role never get a 2xx, and the session stays who it
// was. A route added later is covered without anyone adding a case here.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AREAS,
  INTEGRATION_SCOPES,
  ROLE,
  type AreaRule,
  type IntegrationScope,
} from '../../src/api/access.ts';
import { buildServer } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { createServiceAccount } from '../../server/services/serviceAccounts.ts';
import { areaOfAccess, type DeclaredRoute, type RouteAccess } from '../../server/plugins/guard.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

let t: TestApp;
const staticDir = mkdtempSync(join(tmpdir(), 'apo-route-access-'));

beforeAll(async () => {
  // With the app's files, so the SPA fallback and the static routes are in the list too.
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Portal</title>');
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** A value for each path parameter; a new parameter name fails the test until it has one. */
const PARAM_SAMPLES: Record<string, string> = {
  key: 'autologon_lkndnr',
  id: 'tutorial-step',
  kind: 'delivery',
  file: '00000000-0000-4000-8000-000000000000.pdf',
  deviceId: '00000000-0000-4000-8000-000000000000',
  fileId: '00000000-0000-4000-8000-000000000000',
  orderId: '00000000-0000-4000-8000-000000000000',
  lieferkundeNr: '100101',
  accountId: '00000000-0000-4000-8000-000000000000',
};

function concreteUrl(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const sample = PARAM_SAMPLES[name];
    if (sample === undefined) throw new Error(`add a sample value for the path parameter :${name}`);
    return sample;
  });
}

/** Every spelling of a path that a router, a proxy or a browser might treat as the same. */
function spellings(path: string): { label: string; url: string }[] {
  const segments = path.split('/').slice(1);
  const join = (parts: string[]) => '/' + parts.join('/');
  const out: { label: string; url: string }[] = [{ label: 'as registered', url: path }];
  segments.forEach((segment, i) => {
    const at = segment.search(/[a-z]/i);
    if (at >= 0) {
      const code = segment.charCodeAt(at).toString(16).toUpperCase();
      const encoded = segment.slice(0, at) + `%${code}` + segment.slice(at + 1);
      out.push({
        label: `percent-encoded letter in segment ${i + 1}`,
        url: join(segments.map((s, j) => (j === i ? encoded : s))),
      });
      out.push({
        label: `upper-case segment ${i + 1}`,
        url: join(segments.map((s, j) => (j === i ? s.toUpperCase() : s))),
      });
    }
    out.push({
      label: `doubled slash before segment ${i + 1}`,
      url: '/' + segments.map((s, j) => (j === i ? '/' + s : s)).join('/'),
    });
    out.push({
      label: `/./ before segment ${i + 1}`,
      url: '/' + segments.map((s, j) => (j === i ? './' + s : s)).join('/'),
    });
    if (i > 0) {
      out.push({
        label: `encoded slash before segment ${i + 1}`,
        url: '/' + segments.slice(0, i).join('/') + '%2F' + segments.slice(i).join('/'),
      });
    }
  });
  out.push({ label: 'trailing slash', url: path + '/' });
  out.push({ label: 'upper case', url: path.toUpperCase() });
  out.push({ label: 'query string', url: path + '?x=1' });
  return out;
}

const ALL_ROLES = [
  ...new Set([
    ...Object.values(ROLE),
    ...Object.values(AREAS).flatMap((rule: AreaRule) => rule.anyRole),
  ]),
];
const ALL_FEATURES = [
  ...new Set(Object.values(AREAS).flatMap((rule: AreaRule) => rule.feature ?? [])),
];

/**
 * The strongest caller that still lacks the route's role: every other role and feature there
 * is. Null when no session can lack it (public routes, and 'session', which any session opens).
 */
function lackingPrincipal(access: RouteAccess): { roles: string[]; features: string[] }[] {
  if (access === 'public' || access === 'session') return [];
  // An integration route opens to a service account's key only: every session lacks it.
  if (isIntegration(access)) return [{ roles: ALL_ROLES, features: ALL_FEATURES }];
  if (access === 'user') {
    return [{ roles: ALL_ROLES.filter((r) => r !== ROLE.User), features: ALL_FEATURES }];
  }
  const area = areaOfAccess(access);
  if (!area) throw new Error(`unexpected access ${JSON.stringify(access)}`);
  const rule: AreaRule = AREAS[area];
  const callers = [];
  if (rule.anyRole.length > 0 && !rule.anyRole.includes(ROLE.User)) {
    const roles = ALL_ROLES.filter((r) => !rule.anyRole.includes(r));
    callers.push({ roles, features: ALL_FEATURES });
  }
  if (rule.feature) {
    callers.push({ roles: ALL_ROLES, features: ALL_FEATURES.filter((f) => f !== rule.feature) });
  }
  return callers;
}

const guarded = (): DeclaredRoute[] => t.app.routeAccess.filter((r) => r.access !== 'public');

/** A route of the integration boundary (issue 29): a service account's key, never a session. */
function isIntegration(access: unknown): boolean {
  return typeof access === 'object' && access !== null && 'integration' in access;
}

/**
 * What refuses a caller the guard does not let in: a session's 403, or for an integration route
 * the missing key's 401 (429 once this address sent too many bad keys in a minute).
 */
const refusedAs = (route: DeclaredRoute, sessionCode: number): number[] =>
  isIntegration(route.access) ? [401, 429] : [sessionCode];

type Client = ReturnType<typeof client>;

async function send(c: Client, method: string, url: string) {
  const withBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
  return c.request(method as 'GET', url, withBody ? {} : undefined);
}

describe('the route list', () => {
  it('declares access on every route, API and app files alike', () => {
    const routes = t.app.routeAccess;
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((r) => r.access === undefined)).toEqual([]);
    // The app's files are routes too, and public.
    expect(routes).toContainEqual({ method: 'GET', url: '/index.html', access: 'public' });
    expect(guarded().length).toBeGreaterThan(10);
  });

  it('stops the server at start-up when a route has no declaration', async () => {
    const app = await buildServer({
      db: t.db,
      clock: t.clock,
      config: { ...readConfig({}, 'test'), staticDir: null },
      logLevel: 'silent',
    });
    app.get('/api/vergessen', async () => ({ ok: true }));
    await expect(app.ready()).rejects.toThrow(
      /without an access declaration.*GET \/api\/vergessen/,
    );
    await app.close().catch(() => undefined);
  });

  it('refuses an access declaration that names no known area', async () => {
    const app = await buildServer({
      db: t.db,
      clock: t.clock,
      config: { ...readConfig({}, 'test'), staticDir: null },
      logLevel: 'silent',
    });
    app.get(
      '/api/tippfehler',
      // @ts-expect-error: the area does not exist, which is what is tested
      { config: { access: { area: 'shopp' } } },
      async () => ({ ok: true }),
    );
    await expect(app.ready()).rejects.toThrow(/GET \/api\/tippfehler/);
    await app.close().catch(() => undefined);
  });
});

describe('the reported bypass', () => {
  it('GET /%61pi/admin/users without a session answers 401', async () => {
    const res = await client(t.app).get('/%61pi/admin/users');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'auth_required', message: 'Authentication Required' });
  });

  it('a pharmacy employee cannot impersonate an admin through /api/%61dmin/impersonate', async () => {
    const employee = await createUser(t.db, { roles: ['User', 'Auftrag'] });
    const admin = await createUser(t.db, { roles: ['User', 'Admin'] });
    const c = client(t.app);
    await c.login(employee.email, employee.password);
    const res = await c.post('/api/%61dmin/impersonate', { userId: admin.id });
    expect(res.statusCode).toBe(403);
    const me = (await c.get('/api/auth/me')).json<{ user: { id: string } }>();
    expect(me.user.id).toBe(employee.id);
  });
});

describe('every guarded route in every spelling', () => {
  it('without a session: 401 where it matches, 404 where it does not, never 2xx', async () => {
    const failures: string[] = [];
    let routeNo = 0;
    for (const route of guarded()) {
      // Wrong API keys are counted per address (server/plugins/guard.ts, 429 beyond a budget):
      // each route's spellings come from an address of their own, so all of them answer 401.
      routeNo += 1;
      const ip = `10.9.${Math.floor(routeNo / 250)}.${routeNo % 250}`;
      for (const { label, url } of spellings(concreteUrl(route.url))) {
        const res = await send(client(t.app, ip), route.method, url);
        const refused = refusedAs(route, 401);
        const expected = label === 'as registered' ? refused : [...refused, 404];
        const setsSession = res.cookies.some((c) => c.name === 'sid' && c.value !== '');
        if (!expected.includes(res.statusCode) || setsSession) {
          failures.push(`${route.method} ${url} (${label}) → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('with a session that lacks the role: 403 or 404, never 2xx, and the session stays', async () => {
    const callers = new Map<string, { c: Client; id: string }>();
    async function callerFor(principal: { roles: string[]; features: string[] }) {
      const key = JSON.stringify(principal);
      const known = callers.get(key);
      if (known) return known;
      const user = await createUser(t.db, principal);
      const c = client(t.app);
      await c.login(user.email, user.password);
      const entry = { c, id: user.id };
      callers.set(key, entry);
      return entry;
    }

    const failures: string[] = [];
    let checked = 0;
    for (const route of guarded()) {
      for (const principal of lackingPrincipal(route.access as RouteAccess)) {
        const { c, id } = await callerFor(principal);
        for (const { label, url } of spellings(concreteUrl(route.url))) {
          const res = await send(c, route.method, url);
          checked++;
          const refused = refusedAs(route, 403);
          const expected = label === 'as registered' ? refused : [...refused, 404];
          if (!expected.includes(res.statusCode)) {
            failures.push(`${route.method} ${url} (${label}) → ${res.statusCode}`);
          }
          const me = await c.get('/api/auth/me');
          const who = me.json<{ user: { id: string; impersonated_by: string | null } }>();
          if (me.statusCode !== 200 || who.user.id !== id || who.user.impersonated_by !== null) {
            failures.push(`${route.method} ${url} (${label}) changed the session`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Admin, shop and user routes all have callers that lack their role.
    expect(checked).toBeGreaterThan(100);
  });

  it('lets a caller with the role past the guard (the same table opens, not just closes)', async () => {
    const failures: string[] = [];
    const all = await createUser(t.db, { roles: ALL_ROLES, features: ALL_FEATURES });
    const c = client(t.app);
    await c.login(all.email, all.password);
    for (const route of guarded().filter((r) => !isIntegration(r.access))) {
      // Impersonating with an empty body is refused by validation, after the guard: a 400 here
      // shows the guard let the caller through. Logging out would end the caller's session.
      const res = await send(c, route.method, concreteUrl(route.url));
      if (res.statusCode === 401 || res.statusCode === 403) {
        failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the integration routes', () => {
  it("let a key with the route's scope past the guard, and no other key", async () => {
    const routes = guarded().filter((r) => isIntegration(r.access));
    const all = await createServiceAccount(t.db, t.clock, {
      name: 'Alle Rechte',
      scopes: INTEGRATION_SCOPES,
      createdBy: null,
    });
    const failures: string[] = [];
    for (const route of routes) {
      const scope = (route.access as { integration: IntegrationScope }).integration;
      const without = await createServiceAccount(t.db, t.clock, {
        name: `Ohne ${scope}`,
        scopes: INTEGRATION_SCOPES.filter((s) => s !== scope),
        createdBy: null,
      });
      for (const [key, refused] of [
        [all.key, false],
        [without.key, true],
      ] as const) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: concreteUrl(route.url),
          headers: { authorization: `Bearer ${key}` },
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const passed = res.statusCode !== 401 && res.statusCode !== 403;
        if (passed === refused) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('unknown paths in any spelling of the API', () => {
  it.each(['/API/admin/users', '//api/admin/users', '/./api/admin/users', '/Api/gibt-es-nicht'])(
    '%s answers a JSON 404, not the app',
    async (url) => {
      const res = await client(t.app).get(url);
      expect([401, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).toContain('application/json');
    },
  );

  it('other unknown paths get the app, whose router shows its own not-found screen', async () => {
    const res = await client(t.app).get('/shop/irgendwas');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
