// SPEC 6 on the server: every row of the role and feature table answers 403 to a user without
// the role (or without the feature), and lets a user with both past the guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREAS, AREA_KEYS, type AreaRule } from '../../src/api/access.ts';
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

/** A path below the area's API prefix that no more specific area claims. */
const probePath = (rule: AreaRule) => `${rule.api}/zugriff-probe`;

describe.each(AREA_KEYS)('area %s', (key) => {
  const rule: AreaRule = AREAS[key];
  const roles = rule.anyRole.length > 0 ? [rule.anyRole[0] as string] : [];
  const features = rule.feature ? [rule.feature] : [];

  it('answers 403 JSON to a user without the role or feature', async () => {
    // Role User alone (or, where User is the area's role, no role at all); for an area that
    // needs no role, the missing feature must refuse.
    const without = rule.anyRole.includes('User') ? ['Kunde'] : ['User'];
    const c = await loggedIn(without, rule.anyRole.length > 0 ? features : []);
    const res = await c.get(probePath(rule));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'forbidden',
      message: 'Keine Berechtigung für diese Aktion.',
    });
  });

  it('lets a user with the role and feature past the guard', async () => {
    const c = await loggedIn(['User', ...roles], features);
    const res = await c.get(probePath(rule));
    // Nothing is built at the probe path, so the guard's "yes" shows as the API's 404.
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });
});

const FEATURE_AND_ROLE = AREA_KEYS.filter(
  (key) => AREAS[key].feature !== undefined && AREAS[key].anyRole.length > 0,
);

describe.each(FEATURE_AND_ROLE)('area %s (role and feature)', (key) => {
  it('answers 403 when the role is there but the feature is not', async () => {
    const rule: AreaRule = AREAS[key];
    const c = await loggedIn(['User', rule.anyRole[0] as string]);
    expect((await c.get(probePath(rule))).statusCode).toBe(403);
  });
});

describe('role User', () => {
  it('is needed for every guarded API call', async () => {
    const c = await loggedIn(['Kunde', 'Auftrag']);
    expect((await c.get('/api/lieferkunden')).statusCode).toBe(403);
    expect((await c.get('/api/shop/warenkoerbe')).statusCode).toBe(403);
    // The session itself can still be read, so the client can show who is logged in.
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
  });
});

describe('without a session', () => {
  it('area APIs answer 401, public ones answer', async () => {
    const anonymous = client(t.app);
    expect((await anonymous.get('/api/shop/warenkoerbe')).statusCode).toBe(401);
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
