// Issue 13 item 5: two server instances on one PostgreSQL. A change made through instance A
// reaches a stream held open on instance B within 2 s, through LISTEN/NOTIFY. Only meaningful on
// PostgreSQL: the embedded PGlite is one process and cannot be shared by two servers.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_EVENT } from '../../src/api/realtime.ts';
import { buildServer } from '../../server/app.ts';
import { openDb, type OpenDb } from '../../server/db/client.ts';
import { createPgBus } from '../../server/realtime/bus.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { openEventStream } from './support/eventStream.ts';
import { loginAs, m, pushOk, userIdOf } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
if (!onPostgres) {
  console.info(
    'realtime-instances: skipped on PGlite (one process); run with TEST_DB=postgres to test two instances',
  );
}

describe.skipIf(!onPostgres)('two server instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDb: OpenDb;
  let bBase: string;

  beforeAll(async () => {
    a = await createTestApp();
    if (!a.databaseUrl) throw new Error('no PostgreSQL database');
    // Instance B: its own pool and its own listening connection on A's database.
    bDb = await openDb({ kind: 'postgres', url: a.databaseUrl });
    const realtime = createPgBus({
      url: a.databaseUrl,
      db: bDb.db,
      log: { warn: () => undefined },
    });
    await realtime.ready;
    b = await buildServer({
      db: bDb.db,
      clock: a.clock,
      config: a.config,
      realtime,
      logLevel: 'silent',
    });
    bBase = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
    await bDb?.close();
    await a?.close();
  });

  it('a notification created through A pokes its user’s stream on B within 2 s', async () => {
    const admin = await loginAs(a.app, DEMO_USERS.admin);
    const user = await loginAs(b, DEMO_USERS.apotheke, 100101);
    const stream = await openEventStream(bBase, user.cookie ?? '');
    try {
      expect(stream.status).toBe(200);
      const started = Date.now();
      const res = await admin.post('/api/admin/notifications', {
        userId: await userIdOf(user),
        label: 'Über Instanz A',
        text: 'Erreicht Instanz B',
      });
      expect(res.statusCode).toBe(201);
      const poke = await stream.waitFor(REALTIME_EVENT.poke, 2000);
      expect(poke.data).toEqual({ collections: ['notifications'] });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      stream.close();
    }
  });

  it('a basket change pushed through A pokes a colleague connected to B', async () => {
    const apotheke = await loginAs(a.app, DEMO_USERS.apotheke, 100103);
    const colleague = await loginAs(b, DEMO_USERS.mitarbeiter, 100103);
    const stream = await openEventStream(bBase, colleague.cookie ?? '');
    try {
      await pushOk(apotheke, [
        m('basket.create', { id: randomUUID(), lieferkundeNr: 100103, label: 'Von A' }),
      ]);
      await stream.waitFor(REALTIME_EVENT.poke, 2000);
    } finally {
      stream.close();
    }
  });

  it('a logout through A ends the session’s stream on B', async () => {
    const user = await loginAs(b, DEMO_USERS.vertreter);
    const stream = await openEventStream(bBase, user.cookie ?? '');
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie ?? '', 'x-window-id': 'test-window' },
    });
    expect(res.statusCode).toBe(204);
    const outcome = await Promise.race([
      stream.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 2000)),
    ]);
    expect(outcome).toBe('ended');
  });
});
