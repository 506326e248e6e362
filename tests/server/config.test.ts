// The server's settings from the environment: defaults, bounds, and the settings that must never
// be accepted (TRUST_PROXY=true).
import { describe, expect, it } from 'vitest';
import { readConfig, readSeedDemo, readTrustProxy } from '../../server/config.ts';
import { waitText } from '../../server/errors.ts';

describe('readConfig', () => {
  it('defaults: 30 minutes idle, 12 hours at most, 10 logins per account and 30 per address in 15 minutes', () => {
    const config = readConfig({});
    expect(config.session).toEqual({ idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 });
    expect(config.loginThrottle).toEqual({
      maxPerAccount: 10,
      maxPerAccountNewBrowsers: 100,
      maxPerAddress: 30,
      windowMs: 15 * 60_000,
    });
    expect(config.accountRequests).toEqual({
      maxPerAddress: 30,
      mailsPerAddress: 3,
      mailWindowMs: 3_600_000,
    });
    expect(config.rateLimit).toEqual({ max: 2000, windowMs: 60_000 });
    expect(config.trustProxy).toBe(false);
  });

  it('reads the session and limit variables', () => {
    const config = readConfig({
      SESSION_IDLE_MINUTES: '15',
      SESSION_MAX_HOURS: '8',
      LOGIN_MAX_PER_ACCOUNT: '5',
      LOGIN_MAX_PER_ACCOUNT_NEW_BROWSERS: '50',
      LOGIN_MAX_PER_ADDRESS: '100',
      LOGIN_WINDOW_MINUTES: '60',
      ACCOUNT_REQUESTS_MAX_PER_ADDRESS: '12',
      MAILS_PER_ADDRESS_PER_HOUR: '2',
      RATE_LIMIT_MAX: '300',
      RATE_LIMIT_WINDOW_SECONDS: '10',
    });
    expect(config.session).toEqual({ idleMs: 15 * 60_000, maxMs: 8 * 3_600_000 });
    expect(config.loginThrottle).toEqual({
      maxPerAccount: 5,
      maxPerAccountNewBrowsers: 50,
      maxPerAddress: 100,
      windowMs: 60 * 60_000,
    });
    expect(config.accountRequests).toEqual({
      maxPerAddress: 12,
      mailsPerAddress: 2,
      mailWindowMs: 3_600_000,
    });
    expect(config.rateLimit).toEqual({ max: 300, windowMs: 10_000 });
  });

  it('refuses values out of bounds, naming the variable', () => {
    expect(() => readConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => readConfig({ SESSION_MAX_HOURS: 'zwölf' })).toThrow(/SESSION_MAX_HOURS/);
    expect(() => readConfig({ SESSION_IDLE_MINUTES: '120', SESSION_MAX_HOURS: '1' })).toThrow(
      /must not be longer/,
    );
    expect(() => readConfig({ RATE_LIMIT_MAX: '-5' })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => readConfig({ LOGIN_MAX_PER_ACCOUNT: '1.5' })).toThrow(/LOGIN_MAX_PER_ACCOUNT/);
    expect(() => readConfig({ MAILS_PER_ADDRESS_PER_HOUR: '0' })).toThrow(
      /MAILS_PER_ADDRESS_PER_HOUR/,
    );
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});

describe('SESSIONS_PER_USER_MAX and EVENT_STREAMS_PER_USER_MAX (issue 23)', () => {
  it('default to 10 sessions and 20 event streams per user, and are read', () => {
    expect(readConfig({}).sessionLimits).toEqual({ perUser: 10, eventStreamsPerUser: 20 });
    expect(
      readConfig({ SESSIONS_PER_USER_MAX: '3', EVENT_STREAMS_PER_USER_MAX: '4' }).sessionLimits,
    ).toEqual({ perUser: 3, eventStreamsPerUser: 4 });
  });

  it('refuse values out of bounds, naming the variable', () => {
    for (const value of ['0', '1001', 'zehn', '2.5']) {
      expect(() => readConfig({ SESSIONS_PER_USER_MAX: value })).toThrow(
        /^SESSIONS_PER_USER_MAX must be a whole number from 1 to 1000/,
      );
      expect(() => readConfig({ EVENT_STREAMS_PER_USER_MAX: value })).toThrow(
        /^EVENT_STREAMS_PER_USER_MAX must be a whole number from 1 to 1000/,
      );
    }
  });
});

describe('UPLOAD_MB_PER_CUSTOMER_MAX (issue 23)', () => {
  it('defaults to 2048 MB of recipe uploads per delivery customer, is read and bounded', () => {
    expect(readConfig({}).uploadQuota).toEqual({ bytesPerCustomer: 2048 * 1024 * 1024 });
    expect(readConfig({ UPLOAD_MB_PER_CUSTOMER_MAX: '500' }).uploadQuota).toEqual({
      bytesPerCustomer: 500 * 1024 * 1024,
    });
    for (const value of ['9', '1048577', '2 GB']) {
      expect(() => readConfig({ UPLOAD_MB_PER_CUSTOMER_MAX: value })).toThrow(
        /^UPLOAD_MB_PER_CUSTOMER_MAX must be a whole number from 10 to 1048576/,
      );
    }
  });
});

describe('REDIS_URL and REDIS_KEY_PREFIX (issue 28)', () => {
  it('count in memory without REDIS_URL, take a redis:// or rediss:// URL and a prefix', () => {
    expect(readConfig({}).sharedStore).toEqual({ redisUrl: null, keyPrefix: 'portal:' });
    expect(
      readConfig({ REDIS_URL: 'rediss://:geheim@cache.intern:6380/2', REDIS_KEY_PREFIX: 'apo-1:' })
        .sharedStore,
    ).toEqual({ redisUrl: 'rediss://:geheim@cache.intern:6380/2', keyPrefix: 'apo-1:' });
  });

  it('refuse anything else, naming the variable', () => {
    for (const url of ['http://cache:6379', 'cache:6379', 'redis://', 'redis://cache/abc']) {
      expect(() => readConfig({ REDIS_URL: url })).toThrow(/REDIS_URL/);
    }
    expect(() => readConfig({ REDIS_KEY_PREFIX: 'mit leerzeichen' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of addresses and networks', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('')).toBe(false);
    expect(readTrustProxy('false')).toBe(false);
    expect(readTrustProxy('2')).toBe(2);
    expect(readTrustProxy('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses "true" (trust any X-Forwarded-For) with a clear message, and anything unclear', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY=true would trust every X-Forwarded-For header.*TRUST_PROXY=1/,
    );
    expect(() => readTrustProxy('10.0.0.0/33')).toThrow(/'10\.0\.0\.0\/33'/);
    expect(() => readTrustProxy('proxy.example.at')).toThrow(/TRUST_PROXY/);
    expect(() => readTrustProxy('*')).toThrow(/TRUST_PROXY/);
    expect(() => readTrustProxy('11')).toThrow(/at most 10/);
  });
});

describe('SEED_DEMO', () => {
  const pglite = { kind: 'pglite' as const, dataDir: '/tmp/x' };
  const postgres = { kind: 'postgres' as const, url: 'postgres://db/portal' };

  it('seeds the embedded database by default, a PostgreSQL server only when asked', () => {
    expect(readSeedDemo({}, pglite)).toBe(true);
    expect(readSeedDemo({}, postgres)).toBe(false);
    expect(readSeedDemo({ SEED_DEMO: 'true' }, postgres)).toBe(true);
    expect(readSeedDemo({ SEED_DEMO: 'false' }, pglite)).toBe(false);
    expect(() => readSeedDemo({ SEED_DEMO: 'ja' }, postgres)).toThrow(/SEED_DEMO/);
  });
});

describe('waitText', () => {
  it('says how long to wait in German', () => {
    expect(waitText(1)).toBe('1 Sekunde');
    expect(waitText(45)).toBe('45 Sekunden');
    expect(waitText(60)).toBe('1 Minute');
    expect(waitText(61)).toBe('2 Minuten');
    expect(waitText(900)).toBe('15 Minuten');
  });
});

describe('METRICS_TOKEN (issue 28)', () => {
  it('is absent by default, read when set, refused when short or with spaces', () => {
    expect(readConfig({}).metricsToken).toBeNull();
    expect(readConfig({ METRICS_TOKEN: ' scrape-token-0123456789 ' }).metricsToken).toBe(
      'scrape-token-0123456789',
    );
    expect(() => readConfig({ METRICS_TOKEN: 'kurz' })).toThrow(/^METRICS_TOKEN must be/);
    expect(() => readConfig({ METRICS_TOKEN: 'zwei worte 0123456789' })).toThrow(
      /^METRICS_TOKEN must be/,
    );
  });
});
