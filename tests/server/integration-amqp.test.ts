// The outbox against a real RabbitMQ (issue 29, TEST_AMQP_URL; .ci/run starts one): orders
// placed while the broker is away are delivered once when it comes back, and a message no queue
// takes ends in the dead-letter queue after the maximum attempts. The broker "goes away" through
// a small TCP proxy between the server and RabbitMQ, closed (its connections cut) and opened
// again on the same port. Each run has exchanges and queues of its own, deleted at the end.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, connect as tcpConnect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { connect, type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_TYPES, OrderPlacedData, OutgoingEvent } from '../../modules/integration/contract.ts';
import { deadLetterName } from '../../modules/integration/server/outbox/amqp.ts';
import { integrationOutbox } from '../../modules/integration/server/tables.ts';
import type { OutboxConfig } from '../../server/config.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { loginAs, m, must, pushOk, type Client } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

const brokerUrl = process.env.TEST_AMQP_URL;

/** A TCP proxy to the broker that can be taken down (its connections cut) and brought back. */
async function brokerProxy(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = async () => {
    const next = createServer((client) => {
      const upstream = tcpConnect(Number(target.port || 5672), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', resolve);
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  };
  await open();
  return {
    url: () => {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    /** The broker is away: no new connection is taken, and the open ones are cut. */
    down: async () => {
      const closing = server;
      server = null;
      const closed = new Promise<void>((resolve) => closing?.close(() => resolve()) ?? resolve());
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    up: open,
  };
}

describe.skipIf(!brokerUrl)('the outbox on RabbitMQ', () => {
  const name = `apo-test-${Date.now()}-${randomBytes(4).toString('hex')}`;
  const exchange = `${name}.events`;
  const queue = `${name}.erp`;
  const received: ConsumeMessage[] = [];
  let proxy: Awaited<ReturnType<typeof brokerProxy>>;
  let broker: ChannelModel;
  let channel: Channel;
  let t: TestApp;
  let c: Client;

  beforeAll(async () => {
    const target = new URL(must(brokerUrl));
    proxy = await brokerProxy(target);
    // The ERP's side, straight to the broker: its queue bound to every event type.
    broker = await connect(target.toString());
    channel = await broker.createChannel();
    await channel.assertExchange(exchange, 'topic', { durable: true });
    await channel.assertQueue(queue, { durable: false });
    await channel.bindQueue(queue, exchange, 'at.apo-portal.#');
    await channel.consume(queue, (message) => {
      if (message) received.push(message);
    });
    const outbox: OutboxConfig = {
      transport: { kind: 'amqp', url: proxy.url(), exchange },
      maxAttempts: 3,
      retryBaseMs: 20,
      retryMaxMs: 100,
      pollMs: 100,
      sendTimeoutMs: 5000,
    };
    t = await createTestApp({ config: { outbox } });
    c = await loginAs(t.app, DEMO_USERS.apotheke, 100102);
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.down();
    if (channel) {
      await channel.deleteQueue(queue);
      await channel.deleteQueue(deadLetterName(exchange));
      await channel.deleteExchange(exchange);
      await channel.deleteExchange(deadLetterName(exchange));
    }
    await broker?.close();
  });

  async function placeOrder(): Promise<string> {
    const basketId = randomUUID();
    const orderId = randomUUID();
    const results = await pushOk(c, [
      m('basket.create', { id: basketId, lieferkundeNr: 100102, label: 'Broker' }),
      m('basket.addRows', {
        basketId,
        rows: [{ rowId: randomUUID(), pzn: '4512346', quantity: 1 }],
      }),
      m('order.place', { orderId, basketId }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    return orderId;
  }

  const rowsOf = (orderIds: string[]) =>
    t.db
      .select()
      .from(integrationOutbox)
      .where(
        inArray(
          integrationOutbox.subject,
          orderIds.map((id) => `order/${id}`),
        ),
      );

  const receivedIds = () => received.map((message) => String(message.properties.messageId));

  const waitFor = (check: () => Promise<void> | void) =>
    vi.waitFor(check, { timeout: 30_000, interval: 50 });

  it('delivers the orders placed while the broker was away once when it comes back', async () => {
    const first = await placeOrder();
    await waitFor(async () => {
      expect((await rowsOf([first]))[0]?.deliveredAt).not.toBeNull();
    });

    await proxy.down();
    const whileAway = [await placeOrder(), await placeOrder(), await placeOrder()];
    // Several of the dispatcher's rounds (every 100 ms) pass: nothing can get through.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const waiting = await rowsOf(whileAway);
    expect(waiting).toHaveLength(3);
    expect(waiting.every((row) => row.deliveredAt === null)).toBe(true);

    await proxy.up();
    await waitFor(async () => {
      const rows = await rowsOf(whileAway);
      expect(rows.every((row) => row.deliveredAt !== null)).toBe(true);
    });
    const rows = await rowsOf([first, ...whileAway]);
    const ids = rows.map((row) => row.id);
    await waitFor(() => expect(receivedIds().filter((id) => ids.includes(id))).toHaveLength(4));
    // Each exactly once, whole, as the CloudEvent of its row; the broker's outage used up no
    // attempts (each went through on the first that reached it).
    expect(new Set(receivedIds())).toEqual(new Set(ids));
    expect(receivedIds()).toHaveLength(4);
    for (const message of received) {
      expect(message.properties).toMatchObject({
        contentType: 'application/cloudevents+json',
        deliveryMode: 2,
        type: EVENT_TYPES.orderPlaced,
      });
      expect(message.fields.routingKey).toBe(EVENT_TYPES.orderPlaced);
      const event = OutgoingEvent.parse(JSON.parse(message.content.toString('utf8')));
      const row = must(rows.find((r) => r.id === event.id));
      expect(event.sequence).toBe(String(row.seq));
      expect(OrderPlacedData.parse(event.data).orderId).toBe(row.subject.slice('order/'.length));
    }
    expect(rows.map((row) => row.attempts)).toEqual([1, 1, 1, 1]);
  });

  it('moves a message no queue takes to the dead-letter queue after the maximum attempts', async () => {
    await channel.unbindQueue(queue, exchange, 'at.apo-portal.#');
    const orderId = await placeOrder();
    await waitFor(async () => {
      expect((await rowsOf([orderId]))[0]?.deadAt).not.toBeNull();
    });
    const [row] = await rowsOf([orderId]);
    expect(row).toMatchObject({ attempts: 3, lastError: 'unroutable', deliveredAt: null });
    const dead = await channel.get(deadLetterName(exchange), { noAck: true });
    if (dead === false) throw new Error('nothing in the dead-letter queue');
    expect(dead.properties.messageId).toBe(must(row).id);
    expect(dead.properties.headers).toMatchObject({
      'x-apo-reason': 'unroutable',
      'x-apo-attempts': 3,
    });
    expect(OutgoingEvent.parse(JSON.parse(dead.content.toString('utf8'))).id).toBe(must(row).id);
    expect(await channel.get(deadLetterName(exchange), { noAck: true })).toBe(false);
    expect(receivedIds()).not.toContain(must(row).id);
    // Still readable through the cursor API's table.
    expect(await t.db.$count(integrationOutbox, eq(integrationOutbox.id, must(row).id))).toBe(1);
  });
});
