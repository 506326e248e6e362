// The transactional outbox (issue 29): every submission the wholesaler acts on writes exactly one
// message in the transaction that records it (a refused one writes none); the cursor API pages
// them and never passes a message of a transaction still running; the webhook receives each one
// signed, and a failed answer is retried until it is taken.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EVENT_SOURCE,
  EVENT_TYPES,
  EventPage,
  INTEGRATION_API,
  OrderPlacedData,
  OutgoingEvent,
} from '../../modules/integration/contract.ts';
import { enqueueEvent, OUTBOX_LOCK } from '../../modules/integration/server/outbox/enqueue.ts';
import { lockNamespace } from '../../server/db/locks.ts';
import { integrationOutbox } from '../../modules/integration/server/tables.ts';
import { orders } from '../../modules/shop/server/tables.ts';
import type { OutboxConfig } from '../../server/config.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { createServiceAccount } from '../../server/services/serviceAccounts.ts';
import { loginAs, m, must, pushOk, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

const onPostgres = process.env.TEST_DB === 'postgres';

/** A basket of `who` for `lieferkundeNr` with these rows, placed as one order; its id. */
async function placeOrder(
  who: Client,
  lieferkundeNr: number,
  items: ({ pzn: string; quantity: number } | { note: string })[],
) {
  const basketId = randomUUID();
  const orderId = randomUUID();
  const results = await pushOk(who, [
    m('basket.create', { id: basketId, lieferkundeNr, label: 'Outbox-Korb' }),
    m('basket.addRows', {
      basketId,
      rows: items.map((item) => ({ rowId: randomUUID(), ...item })),
    }),
    m('order.place', { orderId, basketId }),
  ]);
  expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
  return { orderId, basketId };
}

/** A pre-order's message as its producer writes it. */
const preOrderEvent = (subject: string) => ({
  type: EVENT_TYPES.preOrderPlaced,
  subject,
  data: {
    preOrderId: randomUUID(),
    windowId: randomUUID(),
    lieferkundeNr: 100102,
    placedAt: new Date().toISOString(),
    userId: randomUUID(),
    actingAdminId: null,
    pzn: '4512346',
    quantity: 1,
    prescriptionInitials: '',
    prescriptionDay: null,
  },
});

const rowsOf = (t: TestApp, subject: string) =>
  t.db
    .select()
    .from(integrationOutbox)
    .where(eq(integrationOutbox.subject, subject))
    .orderBy(asc(integrationOutbox.seq));

describe('the outbox', () => {
  let t: TestApp;
  let c: Client;
  beforeAll(async () => {
    t = await createTestApp();
    c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('producers', () => {
    it('writes one order.placed per web order, in the transaction of the order', async () => {
      const { orderId, basketId } = await placeOrder(c, 100102, [
        { note: 'Bitte anrufen' },
        { pzn: '4512346', quantity: 3 },
        { note: 'Kühlbox beilegen' },
        { pzn: '3845264', quantity: 2 },
      ]);
      const rows = await rowsOf(t, `order/${orderId}`);
      expect(rows).toHaveLength(1);
      const row = must(rows[0]);
      expect(row.type).toBe(EVENT_TYPES.orderPlaced);
      expect(row.deliveredAt).toBeNull(); // no transport configured: it waits for the cursor API
      const data = OrderPlacedData.parse(row.data);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      expect(data).toMatchObject({
        orderId,
        lieferkundeNr: 100102,
        label: 'Outbox-Korb',
        totalCents: must(order).totalCents,
        actingAdminId: null,
        placedAt: must(order).createdAt.toISOString(),
      });
      expect(data.userId).toBe(must(order).userId);
      expect(data.lines.map((l) => [l.position, l.pzn, l.quantity, l.note])).toEqual([
        [1, '4512346', 3, 'Bitte anrufen\nKühlbox beilegen'],
        [2, '3845264', 2, null],
      ]);
      expect(data.lines.every((l) => l.name !== '' && l.unitPriceCents !== null)).toBe(true);

      // A replay of the placement changes nothing, and writes no second message.
      const replay = await pushOk(c, [m('order.place', { orderId, basketId })]);
      expect(replay.map((r) => r.status)).toEqual(['applied']);
      expect(await rowsOf(t, `order/${orderId}`)).toHaveLength(1);
    });

    it('writes nothing for a refused order', async () => {
      const before = await t.db.$count(integrationOutbox);
      const basketId = randomUUID();
      const orderId = randomUUID();
      const results = await pushOk(c, [
        m('basket.create', { id: basketId, lieferkundeNr: 100102, label: 'Leer' }),
        m('order.place', { orderId, basketId }),
      ]);
      expect(results.map((r) => r.status)).toEqual(['applied', 'rejected']);
      expect(await t.db.$count(integrationOutbox)).toBe(before);
      // The message is the caller's transaction's: rolled back with it.
      await expect(
        t.db.transaction(async (tx) => {
          await enqueueEvent(tx, preOrderEvent('preorder/rolled-back'));
          throw new Error('the submission failed after its message');
        }),
      ).rejects.toThrow('after its message');
      expect(await t.db.$count(integrationOutbox)).toBe(before);
      // Data its published schema refuses never becomes a message.
      const wrong = { ...preOrderEvent('preorder/wrong'), data: { quantity: 0 } };
      await expect(
        t.db.transaction((tx) => enqueueEvent(tx, wrong as ReturnType<typeof preOrderEvent>)),
      ).rejects.toThrow();
      expect(await t.db.$count(integrationOutbox)).toBe(before);
    });

    it('writes one destruction.declared per declaration, none for a refused one', async () => {
      const customer = 303301;
      const pharmacy = await loginAs(t.app, pharmacyLogin(34), customer);
      const declaration = (day: string) => ({
        id: randomUUID(),
        lieferkundeNr: customer,
        day,
        reason: 'expired',
        note: '',
        lines: [
          {
            pzn: '1637484',
            name: 'Artikel',
            quantity: 2,
            batch: 'CH1',
            expiry: '2026-10-31',
            deliveryLineId: null,
          },
        ],
        witnessName: 'Lena Hofer',
        witnessFunction: 'PKA',
        declaredBy: 'Anna Gruber',
        replacesId: null,
        correctionNote: '',
      });
      const taken = declaration('2026-11-20');
      const refused = declaration('2026-12-24'); // in the future
      const results = await pushOk(pharmacy, [
        m('destruction.declare', taken),
        m('destruction.declare', taken),
        m('destruction.declare', refused),
      ]);
      expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'rejected']);
      const rows = await rowsOf(t, `destruction/${taken.id}`);
      expect(rows.map((r) => r.type)).toEqual([EVENT_TYPES.destructionDeclared]);
      expect(must(rows[0]).data).toMatchObject({
        declarationId: taken.id,
        lieferkundeNr: customer,
        day: '2026-11-20',
        reason: 'expired',
        lines: [{ pzn: '1637484', quantity: 2, batch: 'CH1' }],
      });
      expect(await rowsOf(t, `destruction/${refused.id}`)).toEqual([]);
    });
  });

  describe('the cursor API', () => {
    let reader: string;
    let writer: string;
    beforeAll(async () => {
      const who = { createdBy: null };
      reader = (
        await createServiceAccount(t.db, t.clock, { name: 'ERP', scopes: ['events:read'], ...who })
      ).key;
      writer = (
        await createServiceAccount(t.db, t.clock, {
          name: 'ERP ohne Lesen',
          scopes: ['orders:write'],
          ...who,
        })
      ).key;
      // Enough messages for several pages.
      for (let i = 0; i < 3; i += 1) await placeOrder(c, 100102, [{ pzn: '4512346', quantity: 1 }]);
    });

    const events = (query: string, key: string | null = reader) =>
      t.app.inject({
        method: 'GET',
        url: `${INTEGRATION_API.events}${query}`,
        headers: key ? { authorization: `Bearer ${key}` } : {},
      });

    it('answers 401 without a key and 403 without the scope', async () => {
      expect((await events('', null)).statusCode).toBe(401);
      expect((await events('', 'apk_nonsense')).statusCode).toBe(401);
      expect((await events('', writer)).statusCode).toBe(403);
      expect((await events('')).statusCode).toBe(200);
    });

    it('pages every message once, in order, as CloudEvents', async () => {
      const all = await t.db.select().from(integrationOutbox).orderBy(asc(integrationOutbox.seq));
      expect(all.length).toBeGreaterThanOrEqual(5);
      const seen: OutgoingEvent[] = [];
      let cursor = '0';
      for (let pages = 0; pages < 100; pages += 1) {
        const res = await events(`?after=${cursor}&limit=2`);
        expect(res.statusCode).toBe(200);
        const page = EventPage.parse(res.json());
        expect(page.events.length).toBeLessThanOrEqual(2);
        seen.push(...page.events);
        cursor = page.cursor;
        if (!page.more) break;
      }
      expect(seen.map((e) => e.id)).toEqual(all.map((r) => r.id));
      expect(seen.map((e) => Number(e.sequence))).toEqual(all.map((r) => r.seq));
      for (const event of seen) {
        expect(event).toMatchObject({
          specversion: '1.0',
          source: EVENT_SOURCE,
          datacontenttype: 'application/json',
          dataschema: `/docs/integration/schemas/${event.type}.json`,
        });
      }
      // From the last cursor: nothing more; the default limit takes everything at once.
      const rest = EventPage.parse((await events(`?after=${cursor}`)).json());
      expect(rest).toEqual({ events: [], cursor, more: false });
      expect(EventPage.parse((await events('')).json()).events).toHaveLength(all.length);
    });

    it('refuses a limit out of 1..500 and a cursor that is not a number', async () => {
      for (const query of ['?limit=0', '?limit=501', '?after=-1', '?after=abc']) {
        expect((await events(query)).statusCode, query).toBe(400);
      }
      expect((await events('?limit=500')).statusCode).toBe(200);
    });

    it.skipIf(!onPostgres)(
      'reads behind the writers under way: a message committed later with a smaller seq is not skipped',
      async () => {
        const start = EventPage.parse((await events('')).json()).cursor;
        const open = new pg.Client({ connectionString: must(t.databaseUrl) });
        await open.connect();
        try {
          // A writer as enqueueEvent writes: the barrier's shared lock, then its seq.
          await open.query('begin');
          await open.query('select pg_advisory_xact_lock_shared($1, 0)', [
            lockNamespace(OUTBOX_LOCK),
          ]);
          await open.query(
            `insert into integration_outbox (id, type, subject, data) values ($1, $2, $3, '{}')`,
            [randomUUID(), EVENT_TYPES.orderPlaced, 'order/uncommitted'],
          );
          // A later message, committed at once: its seq is higher.
          await t.db.transaction((tx) => enqueueEvent(tx, preOrderEvent('preorder/committed')));
          // The read waits for the open writer; without the barrier it would answer the higher
          // seq alone, and its cursor would pass the smaller one for ever.
          const reading = events(`?after=${start}`);
          await open.query('commit');
          const page = EventPage.parse((await reading).json());
          expect(page.events.map((e) => e.subject)).toEqual([
            'order/uncommitted',
            'preorder/committed',
          ]);
        } finally {
          await open.end();
        }
      },
    );

    it.skipIf(!onPostgres)(
      'answers 503 with Retry-After when a writer holds the barrier too long',
      async () => {
        const open = new pg.Client({ connectionString: must(t.databaseUrl) });
        await open.connect();
        try {
          await open.query('begin');
          await open.query('select pg_advisory_xact_lock_shared($1, 0)', [
            lockNamespace(OUTBOX_LOCK),
          ]);
          const res = await events('');
          expect(res.statusCode).toBe(503);
          expect(res.headers['retry-after']).toBeDefined();
        } finally {
          await open.query('rollback');
          await open.end();
        }
        expect((await events('')).statusCode).toBe(200);
      },
    );
  });
});

describe('the webhook', () => {
  const secret = 'webhook-secret-of-the-test-0123456789';
  const received: { body: string; signature: string; status: number; at: number }[] = [];
  const failedOnce = new Set<string>();
  let server: Server;
  let t: TestApp;
  let c: Client;

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  beforeAll(async () => {
    // The receiver answers 500 the first time it sees a message, 204 after.
    server = createServer((request, response) => {
      void readBody(request).then((body) => {
        const id = (JSON.parse(body) as { id: string }).id;
        const status = failedOnce.has(id) ? 204 : 500;
        failedOnce.add(id);
        received.push({
          body,
          signature: String(request.headers['x-apo-signature'] ?? ''),
          status,
          at: Math.floor(Date.now() / 1000),
        });
        response.statusCode = status;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const outbox: OutboxConfig = {
      transport: { kind: 'webhook', url: `http://127.0.0.1:${port}/erp/events`, secret },
      maxAttempts: 5,
      retryBaseMs: 50,
      retryMaxMs: 200,
      pollMs: 100,
      sendTimeoutMs: 5000,
    };
    t = await createTestApp({ config: { outbox } });
    c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('posts the signed event; a 500 is retried, and the message is delivered once', async () => {
    const { orderId } = await placeOrder(c, 100102, [{ pzn: '4512346', quantity: 2 }]);
    const [row] = await rowsOf(t, `order/${orderId}`);
    const id = must(row).id;
    await vi.waitFor(
      async () => {
        const [now] = await rowsOf(t, `order/${orderId}`);
        expect(now?.deliveredAt).not.toBeNull();
      },
      { timeout: 30_000, interval: 50 },
    );
    const mine = received.filter((r) => (JSON.parse(r.body) as { id: string }).id === id);
    expect(mine.map((r) => r.status)).toEqual([500, 204]);
    for (const delivery of mine) {
      const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery.signature);
      const [, stamp = '', mac = ''] = must(match, 'signature');
      const expected = createHmac('sha256', secret)
        .update(`${stamp}.${delivery.body}`)
        .digest('hex');
      expect(mac).toBe(expected);
      expect(Math.abs(Number(stamp) - delivery.at)).toBeLessThanOrEqual(60);
      // Another secret does not verify.
      expect(
        createHmac('sha256', `${secret}x`).update(`${stamp}.${delivery.body}`).digest('hex'),
      ).not.toBe(mac);
      const event = OutgoingEvent.parse(JSON.parse(delivery.body));
      expect(event).toMatchObject({
        id,
        type: EVENT_TYPES.orderPlaced,
        subject: `order/${orderId}`,
      });
      expect(OrderPlacedData.parse(event.data).orderId).toBe(orderId);
    }
    const [done] = await rowsOf(t, `order/${orderId}`);
    expect(done).toMatchObject({ attempts: 2, lastError: null, deadAt: null });
  });
});
