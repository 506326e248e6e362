// Issue 28 item 3: the limits that several instances count together. Two servers on one database,
// each with its own connection to one Redis (TEST_REDIS_URL, a key prefix of their own per test
// file), allow together only what one allows: the general rate limit, the customer test-mail
// interval and the event streams per user (the oldest ends, on whichever instance it is). Without
// TEST_REDIS_URL those tests are skipped; the in-memory default is what every other test runs on.
// And a Redis that does not answer holds up no request: the limits count per instance meanwhile.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/paths.ts';
import { buildServer } from '../../server/app.ts';
import type { ServerConfig } from '../../server/config.ts';
import { openDb, type OpenDb } from '../../server/db/client.ts';
import { createLocalBus, createPgBus, type RealtimeBus } from '../../server/realtime/bus.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { openEventStream } from './support/eventStream.ts';
import { loginAs } from './support/sync.ts';
import { client, createTestApp, type TestApp } from './support/testApp.ts';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) {
  console.info('shared-limits: the tests on Redis are skipped; set TEST_REDIS_URL to run them');
}

const settingsUrl = `/api${API.registerSettings}`;

describe.skipIf(!redisUrl)('two instances on one Redis count together', () => {
  const LIMIT = 40;
  let t: TestApp;
  let other: OpenDb | null = null;
  const servers: FastifyInstance[] = [];
  const bases: string[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    const config: ServerConfig = {
      ...t.config,
      rateLimit: { max: LIMIT, windowMs: 60_000 },
      sessionLimits: { ...t.config.sessionLimits, eventStreamsPerUser: 2 },
      sharedStore: { redisUrl: redisUrl ?? null, keyPrefix: `test:${randomUUID()}:` },
    };
    // On PostgreSQL B has its own pool and each its own LISTEN connection, as two processes
    // would; on PGlite both share the one database and an in-process bus.
    other = t.databaseUrl ? await openDb({ kind: 'postgres', url: t.databaseUrl }) : null;
    const shared = createLocalBus();
    for (const db of [t.db, other?.db ?? t.db]) {
      let realtime: RealtimeBus = shared;
      if (t.databaseUrl) {
        const bus = createPgBus({ url: t.databaseUrl, db, log: { warn: () => undefined } });
        await bus.ready;
        realtime = bus;
      }
      const server = await buildServer({
        db,
        clock: t.clock,
        config,
        realtime,
        logLevel: 'silent',
      });
      servers.push(server);
      bases.push(await server.listen({ port: 0, host: '127.0.0.1' }));
    }
    [a, b] = servers as [FastifyInstance, FastifyInstance];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await other?.close();
    await t?.close();
  });

  it('the general rate limit: A and B together allow RATE_LIMIT_MAX requests of an address', async () => {
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await (i % 2 === 0 ? a : b).inject({
        method: 'GET',
        url: settingsUrl,
        remoteAddress: ip,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(Array<number>(LIMIT).fill(200));
    for (const server of [a, b]) {
      const over = await server.inject({ method: 'GET', url: settingsUrl, remoteAddress: ip });
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address has its own count.
    const free = await b.inject({ method: 'GET', url: settingsUrl, remoteAddress: '198.51.100.8' });
    expect(free.statusCode).toBe(200);
  });

  it('the test-mail interval: one mail per pharmacy, whichever instance is asked', async () => {
    const onA = await loginAs(a, DEMO_USERS.apotheke, 100101);
    const onB = await loginAs(b, DEMO_USERS.apotheke, 100101);
    const body = { setting: 'confirmationEmail', value: 'test@apotheke-gruber.at' };
    const url = `/api${API.customerSettingsTest}`;
    expect((await onA.post(url, body)).statusCode).toBe(200);
    const again = await onB.post(url, body);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('the event streams per user: a third stream ends the oldest, held by the other instance', async () => {
    const user = await loginAs(a, DEMO_USERS.vertreter);
    const cookie = user.cookie ?? '';
    const first = await openEventStream(bases[0] ?? '', cookie);
    const second = await openEventStream(bases[1] ?? '', cookie);
    const streams = [first, second];
    const outcome = (stream: typeof first, ms: number) =>
      Promise.race([
        stream.ended.then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('open'), ms)),
      ]);
    try {
      expect([first.status, second.status]).toEqual([200, 200]);
      // Both joined the shared group before the third comes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const third = await openEventStream(bases[1] ?? '', cookie);
      streams.push(third);
      expect(third.status).toBe(200);
      // The oldest is on A: B tells A through the bus, A ends it at once.
      expect(await outcome(first, 2000)).toBe('ended');
      expect(await outcome(second, 300)).toBe('open');
      expect(await outcome(third, 10)).toBe('open');
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe('a Redis that does not answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds up no request: logged once, the limits count per instance meanwhile', async () => {
    let log = '';
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    const app = await buildServer({
      db: t.db,
      clock: t.clock,
      // Nothing listens on port 1.
      config: {
        ...t.config,
        rateLimit: { max: 3, windowMs: 60_000 },
        sharedStore: { redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'test:' },
      },
      logLevel: 'info',
      logStream,
    });
    try {
      const c = client(app, '198.51.100.9');
      const statuses: number[] = [];
      const started = Date.now();
      for (let i = 0; i < 4; i++) statuses.push((await c.get(settingsUrl)).statusCode);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const lines = log.split('\n').filter((line) => line.includes('Redis does not answer'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('redis://127.0.0.1:1');
    } finally {
      await app.close();
    }
  });
});
