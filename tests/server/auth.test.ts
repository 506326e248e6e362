// Login, the session cookie, the session's lifetime (idle and absolute), and the login limits.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle, sessions } from '../../server/db/schema.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { throttleKeys } from '../../server/services/loginThrottle.ts';
import { hashToken } from '../../server/services/sessions.ts';
import { client, createTestApp, type TestApp } from './support/testApp.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { apotheke } = DEMO_USERS;

/** The token of a client's session cookie ('sid=...' or '__Host-sid=...'). */
const tokenOf = (cookie: string | undefined) => (cookie ?? '').split('=').slice(1).join('=');

describe('GET /api/auth/session (the start-up question, issue 11)', () => {
  it('answers me: null without a session, never a 401', async () => {
    const res = await client(t.app).get('/api/auth/session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ me: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the same Me as /auth/me with a session, and null again after the logout', async () => {
    const c = client(t.app);
    await c.login(apotheke.email, apotheke.password);
    const me = (await c.get('/api/auth/me')).json();
    expect((await c.get('/api/auth/session')).json()).toEqual({ me });
    await c.post('/api/auth/logout', {});
    expect((await c.get('/api/auth/session')).json()).toEqual({ me: null });
  });
});

describe('login', () => {
  it('answers the user and sets an HttpOnly, SameSite=Lax cookie that lives 12 hours', async () => {
    const c = client(t.app);
    const res = await c.login(apotheke.email, apotheke.password);
    expect(res.json()).toMatchObject({
      user: { email: apotheke.email, benutzerandruckname: 'Mag. pharm. Anna Gruber' },
      lieferkunde: null,
      differential: false,
    });
    const cookie = res.cookies.find((k) => k.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 12 * 3600 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
    // The database keeps only the token's hash.
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie?.value ?? '')));
    expect(row?.tokenHash).not.toBe(cookie?.value);
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const c = client(t.app);
    const res = await c.post('/api/auth/login', {
      username: '  APOTHEKE@demo.at ',
      password: apotheke.password,
    });
    expect(res.statusCode).toBe(200);
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

  it('a new login in the same browser ends the session it had', async () => {
    const c = client(t.app);
    await c.login(apotheke.email, apotheke.password);
    const before = c.cookie;
    await c.login(DEMO_USERS.mitarbeiter.email, DEMO_USERS.mitarbeiter.password);
    expect(c.cookie).not.toBe(before);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: before ?? '' },
    });
    expect(old.statusCode).toBe(401);
  });
});

describe('the cookie under HTTPS (behind a trusted proxy)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await proxied.close();
  });
  const https = { headers: { 'x-forwarded-proto': 'https' } };
  const credentials = { username: apotheke.email, password: apotheke.password };

  it('is __Host-sid with Secure and Path=/, and is the only cookie read over HTTPS', async () => {
    const c = client(proxied.app);
    const res = await c.request('POST', '/api/auth/login', credentials, https);
    const cookie = res.cookies.find((k) => k.name === '__Host-sid');
    expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.domain).toBeUndefined();
    expect(res.cookies.find((k) => k.name === 'sid')).toBeUndefined();
    const token = cookie?.value ?? '';
    const me = (cookieHeader: string, headers: Record<string, string> = {}) =>
      proxied.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: cookieHeader, ...headers },
      });
    expect((await me(`__Host-sid=${token}`, https.headers)).statusCode).toBe(200);
    // The same token under the plain name (which a sibling site could plant) is no session.
    expect((await me(`sid=${token}`, https.headers)).statusCode).toBe(401);
  });

  it('is the plain sid, not Secure, when X-Forwarded-Proto comes from an untrusted address', async () => {
    const res = await client(proxied.app, '203.0.113.7').request(
      'POST',
      '/api/auth/login',
      credentials,
      https,
    );
    expect(res.cookies.find((k) => k.name === '__Host-sid')).toBeUndefined();
    expect(res.cookies.find((k) => k.name === 'sid')?.secure).toBeFalsy();
  });

  it('logout clears the __Host- cookie', async () => {
    const c = client(proxied.app);
    await c.request('POST', '/api/auth/login', credentials, https);
    const out = await c.request('POST', '/api/auth/logout', {}, https);
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((k) => k.name === '__Host-sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.secure).toBe(true);
  });
});

describe('session lifetime', () => {
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
    expect(await t.db.$count(sessions, eq(sessions.tokenHash, hashToken(tokenOf(oldCookie))))).toBe(
      0,
    );
  });

  it('ends after 30 minutes without activity; activity keeps it alive', async () => {
    const c = client(t.app);
    await c.login(apotheke.email, apotheke.password);
    t.clock.advance(29 * MINUTE);
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await c.get('/api/auth/me')).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE + 1000);
    expect((await c.get('/api/auth/me')).statusCode).toBe(401);
    // The expired row is gone, not only refused.
    expect(await t.db.$count(sessions, eq(sessions.tokenHash, hashToken(tokenOf(c.cookie))))).toBe(
      0,
    );
  });

  it('ends 12 hours after the login however active it is', async () => {
    const c = client(t.app);
    await c.login(apotheke.email, apotheke.password);
    for (let elapsed = 0; elapsed < 11 * HOUR + 40 * MINUTE; elapsed += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE);
      expect((await c.get('/api/auth/me')).statusCode).toBe(200);
    }
    t.clock.advance(20 * MINUTE);
    expect((await c.get('/api/auth/me')).statusCode).toBe(401);
  });

  it("the app's own background calls (convergence) do not keep an idle session alive", async () => {
    const idle = client(t.app);
    const active = client(t.app);
    await idle.login(apotheke.email, apotheke.password);
    await active.login(apotheke.email, apotheke.password);
    t.clock.advance(20 * MINUTE);
    // Both still have a session: the background call is served, the other one is activity.
    expect((await idle.get('/api/sync/convergence')).statusCode).not.toBe(401);
    expect((await active.get('/api/auth/me')).statusCode).toBe(200);
    t.clock.advance(11 * MINUTE);
    expect((await idle.get('/api/sync/convergence')).statusCode).toBe(401);
    expect((await idle.get('/api/auth/me')).statusCode).toBe(401);
    expect((await active.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('honours SESSION_IDLE_MINUTES and SESSION_MAX_HOURS', async () => {
    const short = await createTestApp({
      config: { session: { idleMs: 5 * MINUTE, maxMs: 1 * HOUR } },
    });
    try {
      const c = client(short.app);
      const res = await c.login(apotheke.email, apotheke.password);
      expect(res.cookies.find((k) => k.name === 'sid')?.maxAge).toBe(3600);
      short.clock.advance(4 * MINUTE);
      expect((await c.get('/api/auth/me')).statusCode).toBe(200);
      short.clock.advance(5 * MINUTE + 1000);
      expect((await c.get('/api/auth/me')).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('login limits', () => {
  const wrong = (username: string) => ({ username, password: 'falsch-falsch' });

  it('30 parallel wrong logins for one account from one address: at most 10 reach the password check', async () => {
    const account = DEMO_USERS.mitarbeiter.email;
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        client(t.app, '10.30.0.1').post('/api/auth/login', wrong(account)),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    // Counted before the hash, a whole window's worth passed, not fewer.
    expect(statuses.filter((s) => s === 401).length).toBe(10);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    const refused = answers.find((res) => res.statusCode === 429);
    expect(refused?.json()).toEqual({
      code: 'rate_limited',
      message:
        'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
    });
    expect(Number(refused?.headers['retry-after'])).toBe(15 * 60);

    // That address is out of the account for the window, even with the right password ...
    const right = { username: account, password: DEMO_USERS.mitarbeiter.password };
    const locked = await client(t.app, '10.30.0.1').post('/api/auth/login', right);
    expect(locked.statusCode).toBe(429);
    t.clock.advance(5 * MINUTE);
    const later = await client(t.app, '10.30.0.1').post('/api/auth/login', right);
    expect(Number(later.headers['retry-after'])).toBe(10 * 60);
    expect(later.json<{ message: string }>().message).toContain('in 10 Minuten');
    // ... but the owner, elsewhere, is not locked out (issue 23 item 4).
    await client(t.app, '10.31.0.1').login(account, DEMO_USERS.mitarbeiter.password);
    t.clock.advance(10 * MINUTE);
    await client(t.app, '10.30.0.1').login(account, DEMO_USERS.mitarbeiter.password);
  });

  it('wrong passwords from other addresses do not lock the owner out (issue 23 item 4)', async () => {
    const owner = pharmacyLogin(2);
    // Ten wrong passwords from each of three addresses: each of them is out, nobody else is.
    for (const ip of ['10.32.0.1', '10.32.0.2', '10.32.0.3']) {
      const guesser = client(t.app, ip);
      for (let i = 0; i < 10; i += 1) {
        expect((await guesser.post('/api/auth/login', wrong(owner.email))).statusCode).toBe(401);
      }
      expect((await guesser.post('/api/auth/login', wrong(owner.email))).statusCode).toBe(429);
    }
    await client(t.app, '10.32.0.9').login(owner.email, owner.password);
    t.clock.advance(15 * MINUTE);
  });

  it('wrong passwords from a known browser count for that browser alone', async () => {
    const owner = pharmacyLogin(5);
    const usual = client(t.app, '10.37.0.1');
    await usual.login(owner.email, owner.password);
    for (let i = 0; i < 10; i += 1) {
      expect((await usual.post('/api/auth/login', wrong(owner.email))).statusCode).toBe(401);
    }
    expect((await usual.post('/api/auth/login', wrong(owner.email))).statusCode).toBe(429);
    // The same address in another browser has its own budget.
    await client(t.app, '10.37.0.1').login(owner.email, owner.password);
    t.clock.advance(15 * MINUTE);
  });

  it('password-reset requests never count against the login (issue 23 item 4)', async () => {
    const owner = pharmacyLogin(2);
    for (let i = 0; i < 12; i += 1) {
      await client(t.app, '10.38.0.1').post('/api/account/password-reset/request', {
        email: owner.email,
      });
    }
    await client(t.app, '10.38.0.1').login(owner.email, owner.password);
    await client(t.app, '10.38.0.2').login(owner.email, owner.password);
  });

  it('50 wrong logins over 50 different names from one address end in 429', async () => {
    const c = client(t.app, '10.50.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      statuses.push((await c.post('/api/auth/login', wrong(`niemand-${i}@demo.at`))).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    const last = await c.post('/api/auth/login', {
      username: apotheke.email,
      password: apotheke.password,
    });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ code: 'rate_limited' });
    // Another address logs in as usual, also into an account tried from the blocked one.
    await client(t.app, '10.50.0.2').login(apotheke.email, apotheke.password);
    // A refused attempt did not count against the accounts it named.
    const [account] = await t.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, throttleKeys('niemand-40@demo.at', '10.50.0.1').account));
    expect(account?.attempts ?? 0).toBe(0);
    t.clock.advance(15 * MINUTE);
  });

  it('a successful login gives its attempt back: normal logins never use up the budget', async () => {
    const c = client(t.app, '10.60.0.1');
    const account = DEMO_USERS.vertreter.email;
    for (let i = 0; i < 9; i += 1) {
      expect((await c.post('/api/auth/login', wrong(account))).statusCode).toBe(401);
    }
    // Each login from a new browser at this address (the cookie forgotten each time).
    for (let i = 0; i < 20; i += 1) {
      await c.login(account, DEMO_USERS.vertreter.password);
      c.forgetBrowser();
    }
    // The failures still count: the tenth is checked, the eleventh is not.
    expect((await c.post('/api/auth/login', wrong(account))).statusCode).toBe(401);
    expect((await c.post('/api/auth/login', wrong(account))).statusCode).toBe(429);
    t.clock.advance(15 * MINUTE);
  });
});

describe('login limits, own settings', () => {
  const wrong = (username: string) => ({ username, password: 'falsch-falsch' });
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({
      config: {
        loginThrottle: {
          maxPerAccount: 2,
          maxPerAccountNewBrowsers: 5,
          maxPerAddress: 3,
          windowMs: MINUTE,
        },
      },
    });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('honours LOGIN_MAX_PER_ACCOUNT, LOGIN_MAX_PER_ADDRESS and LOGIN_WINDOW_MINUTES', async () => {
    const c = client(strict.app, '10.70.0.1');
    const status = async (username: string) =>
      (await c.post('/api/auth/login', wrong(username))).statusCode;
    expect([await status('a@demo.at'), await status('a@demo.at')]).toEqual([401, 401]);
    expect(await status('a@demo.at')).toBe(429);
    expect(await status('b@demo.at')).toBe(401);
    expect(await status('c@demo.at')).toBe(429);
    strict.clock.advance(MINUTE);
    expect(await status('a@demo.at')).toBe(401);
  });

  it('a guesser spread over many addresses locks out new browsers, never the browser the owner logged in from', async () => {
    const owner = pharmacyLogin(3);
    const usual = client(strict.app, '10.33.0.1');
    await usual.login(owner.email, owner.password);
    expect(usual.browserCookie).toMatch(/^did=[A-Za-z0-9_-]{43}$/);
    await usual.post('/api/auth/logout', {});
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await client(strict.app, `10.34.0.${i + 1}`).post(
        '/api/auth/login',
        wrong(owner.email),
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // A new browser, even the owner's with the right password, waits for the window's end ...
    const fresh = await client(strict.app, '10.33.0.1').post('/api/auth/login', {
      username: owner.email,
      password: owner.password,
    });
    expect(fresh.statusCode).toBe(429);
    // ... the owner's usual browser logs in at once, from wherever it is now.
    await usual.login(owner.email, owner.password);
    const travelling = client(strict.app, '10.35.0.1');
    expect(
      (
        await travelling.request(
          'POST',
          '/api/auth/login',
          { username: owner.email, password: owner.password },
          { headers: { cookie: usual.browserCookie ?? '' } },
        )
      ).statusCode,
    ).toBe(200);
    // A browser cookie of another account is no key to this one.
    const other = client(strict.app, '10.36.0.1');
    await other.login(pharmacyLogin(4).email, pharmacyLogin(4).password);
    const borrowed = await other.post('/api/auth/login', {
      username: owner.email,
      password: owner.password,
    });
    expect(borrowed.statusCode).toBe(429);
  });
});
