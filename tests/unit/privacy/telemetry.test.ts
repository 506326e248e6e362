// The consent-controlled telemetry: nothing loads or sends before its flag is on, a flag turned
// off stops its part at once, the user id only with the personalising flag; the reports' shape.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymisePath, TELEMETRY_LIMITS } from '../../../src/api/telemetryShape';
import * as analytics from '../../../src/platform/consent/usageAnalytics';
import * as crashReporter from '../../../src/platform/consent/crashReporter';
import { buildPerformanceReport } from '../../../src/platform/consent/performanceReporter';
import { createSender } from '../../../src/platform/consent/send';
import { NO_CONSENT, type PrivacyFlags } from '../../../src/platform/consent/settings';
import { ConsentStore } from '../../../src/platform/consent/store';
import {
  startTelemetry,
  type TelemetryHost,
  type TelemetryPart,
} from '../../../src/platform/consent/telemetry';
import type { TelemetryModule } from '../../../src/platform/consent/telemetryContext';

const USER = '0b7c2a4e-4f0e-4d4a-9a55-2f1f0f2d9c11';
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(initial: Partial<PrivacyFlags> = {}) {
  const store = new ConsentStore({ storage: undefined });
  store.choose({ ...NO_CONSENT, ...initial });
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const loaded: TelemetryPart[] = [];
  const target = new EventTarget() as unknown as Window;
  const navigate = new Set<(path: string) => void>();
  const real: Record<TelemetryPart, TelemetryModule> = {
    crash: crashReporter,
    // Performance is sampled per page load: its own tests below.
    performance: { start: () => () => undefined },
    usage: analytics,
  };
  const host: TelemetryHost = {
    release: '1.2.3',
    userId: () => USER,
    pathname: () => '/shop/warenkorb/2f1f0f2d-9c11-4d4a-9a55-0b7c2a4e4f0e?x=1',
    onNavigate: (listener) => {
      navigate.add(listener);
      return () => navigate.delete(listener);
    },
    send: (path, body) => sent.push({ path, body: body as Record<string, unknown> }),
    loaders: {
      crash: () => (loaded.push('crash'), Promise.resolve(real.crash)),
      performance: () => (loaded.push('performance'), Promise.resolve(real.performance)),
      usage: () => (loaded.push('usage'), Promise.resolve(real.usage)),
    },
    target,
    document: { visibilityState: 'visible' },
    now: () => new Date('2026-11-25T10:00:00.000Z'),
  };
  const stop = startTelemetry(store, host);
  const throwError = (message: string) =>
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error(message), message }));
  const go = (path: string) => navigate.forEach((listener) => listener(path));
  return { store, sent, loaded, stop, throwError, go };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startTelemetry', () => {
  it('loads nothing and sends nothing while every flag is off', async () => {
    const t = setup();
    await flush();
    t.throwError('boom');
    t.go('/dashboard');
    vi.advanceTimersByTime(20_000);
    expect(t.loaded).toEqual([]);
    expect(t.sent).toEqual([]);
  });

  it('loads the crash reporter with its flag and reports an error without the user', async () => {
    const t = setup({ sentry: true });
    await flush();
    expect(t.loaded).toEqual(['crash']);
    t.throwError('Cannot read x of alice@example.com');
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]?.path).toBe('/sntunnel');
    expect(t.sent[0]?.body).toMatchObject({
      type: 'error',
      source: 'error',
      message: 'Error: Cannot read x of [email]',
      path: '/shop/warenkorb/:id',
      release: '1.2.3',
      time: '2026-11-25T10:00:00.000Z',
    });
    expect(t.sent[0]?.body).not.toHaveProperty('userId');
  });

  it("names the user only with 'sentry_userid'", async () => {
    const t = setup({ sentry: true, sentry_userid: true });
    await flush();
    t.throwError('boom');
    expect(t.sent[0]?.body.userId).toBe(USER);
  });

  it('stops at once when the flag goes off, and starts again when it comes back', async () => {
    const t = setup({ sentry: true });
    await flush();
    t.store.choose(NO_CONSENT);
    t.throwError('after');
    expect(t.sent).toEqual([]);
    t.store.choose({ ...NO_CONSENT, sentry: true });
    await flush();
    t.throwError('again');
    expect(t.sent).toHaveLength(1);
  });

  it('does not start a part whose flag went off while its code was loading', async () => {
    const t = setup({ sentry: true });
    t.store.choose(NO_CONSENT);
    await flush();
    t.throwError('boom');
    expect(t.sent).toEqual([]);
  });

  it('sends a page view per navigation and a heartbeat every 5 s while visible', async () => {
    const t = setup({ matomo_pageview: true });
    await flush();
    expect(t.loaded).toEqual(['usage']);
    expect(t.sent.map((s) => [s.path, s.body.kind, s.body.path])).toEqual([
      ['/usage', 'pageview', '/shop/warenkorb/:id'],
    ]);
    vi.advanceTimersByTime(5000);
    t.go('/dashboard');
    t.go('/dashboard');
    vi.advanceTimersByTime(5000);
    expect(t.sent.map((s) => [s.body.kind, s.body.path])).toEqual([
      ['pageview', '/shop/warenkorb/:id'],
      ['heartbeat', '/shop/warenkorb/:id'],
      ['pageview', '/dashboard'],
      ['heartbeat', '/dashboard'],
    ]);
    const [first, , second, beat] = t.sent.map((s) => s.body.viewId);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(beat).toBe(second);
    expect(t.sent.some((s) => 'userId' in s.body)).toBe(false);

    t.store.choose(NO_CONSENT);
    const count = t.sent.length;
    vi.advanceTimersByTime(20_000);
    t.go('/menu');
    expect(t.sent).toHaveLength(count);
  });

  it("names the user in usage data only with 'matomo_userid'", async () => {
    const t = setup({ matomo_pageview: true, matomo_userid: true });
    await flush();
    expect(t.sent[0]?.body.userId).toBe(USER);
  });

  it('stops everything when stopped', async () => {
    const t = setup({ sentry: true, matomo_pageview: true });
    await flush();
    t.stop();
    const count = t.sent.length;
    t.throwError('boom');
    vi.advanceTimersByTime(10_000);
    expect(t.sent).toHaveLength(count);
  });
});

describe('crash reports', () => {
  it('truncate message and stack, and stop after 10 per page', async () => {
    const t = setup({ sentry: true });
    await flush();
    t.throwError('x'.repeat(5000));
    const body = t.sent[0]?.body ?? {};
    expect(String(body.message)).toHaveLength(TELEMETRY_LIMITS.message);
    expect(String(body.stack).length).toBeLessThanOrEqual(TELEMETRY_LIMITS.stack);
    for (let i = 0; i < 20; i++) t.throwError(`e${i}`);
    expect(t.sent).toHaveLength(crashReporter.MAX_REPORTS_PER_PAGE);
  });

  it('report a rejection with a plain value by its type only', () => {
    const report = crashReporter.buildErrorReport(
      'unhandledrejection',
      { message: 'Non-Error rejection (object)' },
      { release: '1', now: () => new Date(0), pathname: () => '/x', userId: () => null },
    );
    expect(report).toEqual({
      type: 'error',
      source: 'unhandledrejection',
      message: 'Non-Error rejection (object)',
      path: '/x',
      release: '1',
      time: '1970-01-01T00:00:00.000Z',
    });
  });
});

describe('performance reports', () => {
  const ctx = { release: '1', now: () => new Date(0), pathname: () => '/login?returnUrl=%2Fx' };
  it('carry the navigation timing of a finished page load', () => {
    expect(
      buildPerformanceReport(
        { responseStart: 40.4, domContentLoadedEventEnd: 300.6, loadEventEnd: 420 },
        310,
        ctx,
      ),
    ).toEqual({
      type: 'performance',
      path: '/login',
      release: '1',
      time: '1970-01-01T00:00:00.000Z',
      timing: { ttfb: 40, domContentLoaded: 301, load: 420, firstContentfulPaint: 310 },
    });
    expect(
      buildPerformanceReport(
        { responseStart: 1, domContentLoadedEventEnd: 2, loadEventEnd: 0 },
        undefined,
        ctx,
      ),
    ).toBeNull();
  });
});

describe('anonymisePath', () => {
  it('drops query and fragment and replaces ids and tokens', () => {
    expect(anonymisePath('/login?returnUrl=%2Fshop')).toBe('/login');
    expect(anonymisePath('/shop/merkliste/2F1F0F2D-9C11-4D4A-9A55-0B7C2A4E4F0E#top')).toBe(
      '/shop/merkliste/:id',
    );
    expect(anonymisePath('/reset-password/abcDEF_123-xyz')).toBe('/reset-password/:token');
    expect(anonymisePath('/validate-ip/tok')).toBe('/validate-ip/:token');
    expect(anonymisePath('/register/confirm/abcDEF_123-xyz')).toBe('/register/confirm/:token');
    expect(anonymisePath('/client-app/link/tok/more')).toBe('/client-app/link/:token/more');
    expect(anonymisePath('/kunde/100101/details')).toBe('/kunde/:id/details');
    expect(anonymisePath('/check-conditions/AGB2026')).toBe('/check-conditions/AGB2026');
    expect(anonymisePath('')).toBe('/');
  });
});

describe('the sender (issue 23 finding 10)', () => {
  it('sends the session cookie only with a report that names the user, so the server can check the name', () => {
    const calls: RequestInit[] = [];
    const send = createSender(async (_url, init) => {
      calls.push(init ?? {});
      return new Response(null, { status: 204 });
    });
    send('/usage', { kind: 'pageview', path: '/' });
    send('/usage', { kind: 'pageview', path: '/', userId: USER });
    expect(calls.map((c) => c.credentials)).toEqual(['omit', 'same-origin']);
    expect(calls.every((c) => c.keepalive === true)).toBe(true);
  });
});
