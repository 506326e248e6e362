// SPEC 6 on the server: a route that names an area answers 403 to a user without the area's
// role (or without its feature) and lets a user with both past the guard. Every route in every
// spelling is covered by route-access.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS, type AreaKey, type AreaRule } from '../../src/api/access.ts';
import { areaOfAccess } from '../../server/plugins/guard.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function loggedIn(roles: string[], features: string[] = []) {
  const user = await createUser(t.db, { roles, features });
  const c = client(t.app);
  await c.login(user.email, user.password);
  return c;
}

/** One route per area that has routes (the area's declaration decides, not the URL). */
function areaRoutes() {
  const byArea = new Map<AreaKey, { method: string; url: string }>();
  for (const route of t.app.routeAccess) {
    if (route.access === undefined || route.method === 'HEAD') continue;
    const area = areaOfAccess(route.access);
    if (area && !byArea.has(area)) byArea.set(area, route);
  }
  return [...byArea.entries()];
}

describe('SPEC 6 on the routes that name an area', () => {
  it('covers the shop and the admin area at least', () => {
    expect(areaRoutes().map(([area]) => area)).toEqual(expect.arrayContaining(['shop', 'admin']));
  });

  it('answers 403 JSON to a user without the role or feature, and lets one with both pass', async () => {
    for (const [key, route] of areaRoutes()) {
      const rule: AreaRule = AREAS[key];
      const roles = rule.anyRole.length > 0 ? [rule.anyRole[0] as string] : [];
      const features = rule.feature ? [rule.feature] : [];
      // An area of role User alone (settings) is refused to a user without it.
      const base = rule.anyRole.includes('User') ? [] : ['User'];
      const without = await loggedIn(base, rule.anyRole.length > 0 ? features : []);
      const refused = await without.request(route.method as 'GET', route.url, {});
      expect(refused.statusCode, `${key} without role`).toBe(403);
      expect(refused.json()).toEqual({
        code: 'forbidden',
        message: 'Keine Berechtigung für diese Aktion.',
      });
      if (rule.feature && rule.anyRole.length > 0) {
        const noFeature = await loggedIn(['User', ...roles]);
        const res = await noFeature.request(route.method as 'GET', route.url, {});
        expect(res.statusCode, `${key} without feature`).toBe(403);
      }
      const allowed = await loggedIn(['User', ...roles], features);
      const res = await allowed.request(route.method as 'GET', route.url, {});
      // The empty body fails validation, which runs after the guard said yes; a route that acts
      // for the current delivery customer answers 409 to a user who has not chosen one yet.
      expect([200, 400, 409], `${key} with role`).toContain(res.statusCode);
    }
  });
});

describe('role User', () => {
  it('is needed for every guarded API call', async () => {
    const c = await loggedIn(['Kunde', 'Auftrag']);
    expect((await c.get('/api/lieferkunden')).statusCode).toBe(403);
    expect((await c.post('/api/shop/catalogue/pull', {})).statusCode).toBe(403);
    // The session itself can still be read, so the client can show who is logged in.
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
  });
});

describe('without a session', () => {
  it('area APIs answer 401, public ones answer', async () => {
    const anonymous = client(t.app);
    expect((await anonymous.post('/api/shop/catalogue/pull', {})).statusCode).toBe(401);
    expect((await anonymous.get('/api/admin/users')).statusCode).toBe(401);
    expect((await anonymous.get('/api/lieferkunden')).statusCode).toBe(401);
    expect((await anonymous.get('/api/health')).statusCode).toBe(200);
    expect((await anonymous.get('/api/domain-config')).statusCode).toBe(200);
  });

  it('unknown API paths answer 404 JSON', async () => {
    const res = await client(t.app).get('/api/gibt-es-nicht');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      code: 'not_found',
      message: 'Die angeforderte Ressource wurde nicht gefunden.',
    });
  });
});

describe('OpenAPI', () => {
  it('documents the API at /api/openapi.json', async () => {
    const res = await client(t.app).get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/lieferkunden', '/api/admin/impersonate']),
    );
  });
});
