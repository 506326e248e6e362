// The consent-controlled telemetry endpoints (issue 12): POST /api/sntunnel and POST /api/usage.
// Public and cookie-free, strict bounded bodies, 16 KB body limit, a limit per address, 204.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TELEMETRY_RATE_LIMIT } from '../../server/routes/telemetry.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const USER_ID = '0b7c2a4e-4f0e-4d4a-9a55-2f1f0f2d9c11';
const errorReport = {
  type: 'error',
  source: 'error',
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at f (/assets/index-abc.js:1:2)',
  path: '/shop/warenkorb/:id',
  release: '0.1.0',
  time: '2026-11-25T10:00:00.000Z',
};
const performanceReport = {
  type: 'performance',
  path: '/login',
  release: '0.1.0',
  time: '2026-11-25T10:00:00.000Z',
  timing: { ttfb: 40, domContentLoaded: 300, load: 420, firstContentfulPaint: 310 },
};
const pageview = {
  kind: 'pageview',
  path: '/dashboard',
  viewId: '0123456789abcdef0123456789abcdef',
  time: '2026-11-25T10:00:00.000Z',
};

let address = 0;
/** Each test its own client address, so the limit of one does not reach into another. */
const nextAddress = () => `10.90.0.${++address}`;

function post(
  url: string,
  payload: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? nextAddress(),
    headers: { 'content-type': 'application/json', 'x-window-id': 'w-test', ...options.headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

describe('POST /api/sntunnel', () => {
  it('answers 204 to an error report and a performance report, without a session', async () => {
    for (const body of [errorReport, { ...errorReport, userId: USER_ID }, performanceReport]) {
      const res = await post('/api/sntunnel', body);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses unknown fields, wrong types and values beyond the bounds with 400', async () => {
    const bad: unknown[] = [
      { ...errorReport, formValues: { password: 'x' } },
      { ...errorReport, type: 'replay' },
      { ...errorReport, message: 'x'.repeat(501) },
      { ...errorReport, stack: 'x'.repeat(4001) },
      { ...errorReport, path: 'dashboard' },
      { ...errorReport, userId: 'not-a-uuid' },
      { ...errorReport, time: 'yesterday' },
      { ...performanceReport, timing: { ttfb: -1, domContentLoaded: 1, load: 1 } },
      { ...performanceReport, timing: { ttfb: 1, domContentLoaded: 1, load: 600_001 } },
      '{"type": "error",',
    ];
    for (const body of bad) {
      const res = await post('/api/sntunnel', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('validation');
    }
  });

  it('refuses a body over 16 KB with 413 before looking at it', async () => {
    const res = await post('/api/sntunnel', { ...errorReport, stack: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'validation',
      message: 'Ungültige Anfrage: der Inhalt ist zu groß.',
    });
  });

  it('needs the X-Window-Id header like every state-changing request (CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sntunnel',
      remoteAddress: nextAddress(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(errorReport),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ code: string }>().code).toBe('csrf');
  });

  it('is declared public', () => {
    const routes = t.app.routeAccess.filter((r) => ['/api/sntunnel', '/api/usage'].includes(r.url));
    expect(routes).toEqual([
      { method: 'POST', url: '/api/sntunnel', access: 'public' },
      { method: 'POST', url: '/api/usage', access: 'public' },
    ]);
  });
});

describe('POST /api/usage', () => {
  it('answers 204 to a page view and a heartbeat', async () => {
    for (const body of [pageview, { ...pageview, kind: 'heartbeat', userId: USER_ID }]) {
      expect((await post('/api/usage', body)).statusCode).toBe(204);
    }
  });

  it('refuses unknown kinds, bad view ids, queries, over-long paths and unknown fields with 400', async () => {
    for (const body of [
      { ...pageview, kind: 'click' },
      { ...pageview, viewId: 'abc' },
      { ...pageview, path: '/shop?search=ibuprofen' },
      { ...pageview, path: `/${'a'.repeat(300)}` },
      { ...pageview, referrer: 'https://example.com' },
    ]) {
      expect((await post('/api/usage', body)).statusCode).toBe(400);
    }
  });
});

describe('the telemetry limit per address', () => {
  it('answers 429 with Retry-After once an address sent too many reports, others go on', async () => {
    const ip = nextAddress();
    const sends = Array.from({ length: TELEMETRY_RATE_LIMIT.max }, (_, i) =>
      post(i % 2 === 0 ? '/api/usage' : '/api/sntunnel', i % 2 === 0 ? pageview : errorReport, {
        ip,
      }),
    );
    const answers = await Promise.all(sends);
    expect(answers.every((res) => res.statusCode === 204)).toBe(true);

    const refused = await post('/api/usage', pageview, { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ code: string }>().code).toBe('rate_limited');
    // The limit is per address, and the rest of the API is not affected by it.
    expect((await post('/api/usage', pageview)).statusCode).toBe(204);
    const health = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
    expect(health.statusCode).toBe(200);
  });
});
