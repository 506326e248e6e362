// Response headers (helmet: CSP, nosniff, Referrer-Policy, framing; HSTS only over TLS) on every
// kind of answer, and the general rate limit per client address.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrustProxy } from '../../server/config.ts';
import { waitText } from '../../server/errors.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

const staticDir = mkdtempSync(join(tmpdir(), 'apo-headers-'));
let t: TestApp;

beforeAll(async () => {
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Portal</title>');
  writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await createTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = directives(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('style-src')).toEqual(["'self'"]);
  expect(csp.get('worker-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-(inline|eval)/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-frame-options']).toBe('DENY');
  // Plain http: no HSTS (a browser ignores it there, and it must not pin a dev host to https).
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('API answers, errors included, are never kept in a cache', async () => {
    for (const url of ['/api/domain-config', '/api/auth/me', '/api/gibt-es-nicht']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const file = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(file.headers['cache-control']).toContain('immutable');
  });

  it('on an API answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res);
  });

  it('on the HTML shell of any screen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shop/warenkorb' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expectSecurityHeaders(res);
  });

  it('on static files: a script and the service worker', async () => {
    for (const url of ['/assets/app-1234.js', '/sw.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expectSecurityHeaders(res);
    }
  });

  it('on error answers: 400, 401, 403, 404 (API and file)', async () => {
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json', 'x-window-id': 'test-window' },
        payload: '{"username": ',
      }),
      await t.app.inject({ method: 'GET', url: '/api/auth/me' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/logout' }),
      await t.app.inject({ method: 'GET', url: '/api/gibt-es-nicht' }),
      await t.app.inject({ method: 'GET', url: '/assets/fehlt-1234.js' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([400, 401, 403, 404, 404]);
    for (const res of answers) expectSecurityHeaders(res);
  });
});

describe('HSTS', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ staticDir, config: { trustProxy: readTrustProxy('1') } });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('is sent when the request came over HTTPS through the trusted proxy', async () => {
    for (const url of ['/api/health', '/login', '/assets/app-1234.js', '/api/auth/me']) {
      const res = await proxied.app.inject({
        method: 'GET',
        url,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('is not sent over plain http', async () => {
    const res = await proxied.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('general rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      staticDir,
      config: { rateLimit: { max: 5, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    limited.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('answers 429 with Retry-After and a German message once an address is over the limit', async () => {
    const ip = '10.80.0.1';
    // API calls and pages both count.
    for (const url of ['/api/health', '/api/health', '/dashboard', '/api/health', '/login']) {
      expect((await get(url, ip)).statusCode).toBe(200);
    }
    const refused = await get('/api/health', ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      code: 'rate_limited',
      message: `Zu viele Anfragen. Bitte versuchen Sie es in ${waitText(retryAfter)} erneut.`,
    });
    expectSecurityHeaders(refused);
    // The page shell is refused as well; another address is not affected.
    expect((await get('/dashboard', ip)).statusCode).toBe(429);
    expect((await get('/api/health', '10.80.0.2')).statusCode).toBe(200);
  });

  it("does not count the app's own files (installing the service worker fetches them all)", async () => {
    const ip = '10.80.1.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await get('/assets/app-1234.js', ip)).statusCode).toBe(200);
    }
    expect((await get('/api/health', ip)).statusCode).toBe(200);
  });

  it('cannot be escaped with a made-up X-Forwarded-For when no proxy is trusted', async () => {
    const ip = '10.80.2.1';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (await get('/api/health', ip, { 'x-forwarded-for': `198.51.100.${i}` })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
