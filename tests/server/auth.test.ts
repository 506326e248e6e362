import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { client, createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { apotheke } = DEMO_USERS;

describe('login', () => {
  it('answers the user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const c = client(t.app);
    const res = await c.login(apotheke.email, apotheke.password);
    expect(res.json()).toMatchObject({
      user: { email: apotheke.email, benutzerandruckname: 'Mag. pharm. Anna Gruber' },
      lieferkunde: null,
      differential: false,
    });
    const cookie = res.cookies.find((k) => k.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const c = client(t.app);
    const res = await c.post('/api/auth/login', {
      username: '  APOTHEKE@demo.at ',
      password: apotheke.password,
    });
    expect(res.statusCode).toBe(200);
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const res = await client(proxied.app).request(
        'POST',
        '/api/auth/login',
        { username: apotheke.email, password: apotheke.password },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
      expect(res.cookies.find((k) => k.name === 'sid')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('answers 401 "Zugangsdaten falsch!" to a wrong password or an unknown user', async () => {
    const c = client(t.app, '10.0.0.1');
    for (const body of [
      { username: apotheke.email, password: 'falsches-Passwort' },
      { username: 'niemand@demo.at', password: apotheke.password },
    ]) {
      const res = await c.post('/api/auth/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'invalid_credentials', message: 'Zugangsdaten falsch!' });
      expect(res.cookies.find((k) => k.name === 'sid')).toBeUndefined();
    }
  });

  it('refuses a login without the window-id header (CSRF defence)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: apotheke.email, password: apotheke.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf' });
  });

  it('never echoes the password in an error answer', async () => {
    const res = await client(t.app, '10.0.0.2').post('/api/auth/login', {
      username: apotheke.email,
      password: 'Geheim#Passwort99',
    });
    expect(res.body).not.toContain('Geheim#Passwort99');
  });
});

describe('session', () => {
  it('answers 401 "Authentication Required" without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'auth_required', message: 'Authentication Required' });
  });

  it('answers 401 for a forged session cookie', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { sid: 'forged-token-forged-token-forged-token-xx' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('logout ends the session: the old cookie no longer works', async () => {
    const c = client(t.app);
    await c.login(apotheke.email, apotheke.password);
    const oldCookie = c.cookie ?? '';
    const out = await c.post('/api/auth/logout');
    expect(out.statusCode).toBe(204);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: oldCookie },
    });
    expect(res.statusCode).toBe(401);
  });

  it('expires after 12 hours without use', async () => {
    const c = client(t.app);
    await c.login(apotheke.email, apotheke.password);
    t.clock.advance(12 * 60 * 60 * 1000 + 1000);
    expect((await c.get('/api/auth/me')).statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  it('after 10 failed tries per user and IP: 429 with a German message, for 15 minutes', async () => {
    const ip = '10.1.1.1';
    const c = client(t.app, ip);
    const wrong = { username: DEMO_USERS.mitarbeiter.email, password: 'falsch-falsch' };
    for (let i = 0; i < 10; i += 1) {
      expect((await c.post('/api/auth/login', wrong)).statusCode).toBe(401);
    }
    const blocked = await c.post('/api/auth/login', {
      username: DEMO_USERS.mitarbeiter.email,
      password: DEMO_USERS.mitarbeiter.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'rate_limited',
      message:
        'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    });

    // Another IP, and another user from the same IP, are not affected.
    await client(t.app, '10.1.1.2').login(
      DEMO_USERS.mitarbeiter.email,
      DEMO_USERS.mitarbeiter.password,
    );
    await c.login(DEMO_USERS.vertreter.email, DEMO_USERS.vertreter.password);

    t.clock.advance(15 * 60 * 1000 + 1000);
    await c.login(DEMO_USERS.mitarbeiter.email, DEMO_USERS.mitarbeiter.password);
  });

  it('a successful login clears the failures of that user and IP', async () => {
    const c = client(t.app, '10.2.2.2');
    const wrong = { username: DEMO_USERS.vertreter.email, password: 'falsch-falsch' };
    for (let i = 0; i < 9; i += 1) await c.post('/api/auth/login', wrong);
    await c.login(DEMO_USERS.vertreter.email, DEMO_USERS.vertreter.password);
    for (let i = 0; i < 9; i += 1) {
      expect((await c.post('/api/auth/login', wrong)).statusCode).toBe(401);
    }
  });
});
