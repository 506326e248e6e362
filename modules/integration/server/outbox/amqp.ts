// RabbitMQ (AMQP 0-9-1) as the outbox's way out (issue 29): one connection with a confirm channel
// (publisher confirms: a message counts as delivered when the broker has taken it over), a
// durable topic exchange with the event type as routing key, persistent messages named by the
// event id, `mandatory` so a message no queue takes comes back as a failure. A message that
// failed AMQP_MAX_ATTEMPTS times goes to the dead-letter exchange `<exchange>.dead-letter`
// (fanout) and its durable queue of the same name. When the broker goes away the connection is
// opened again with a growing delay; meanwhile sending waits and uses up no attempts.
import { connect, type ChannelModel, type ConfirmChannel, type Message } from 'amqplib';
import { retryDelayMs } from './backoff.ts';
import { CLOUDEVENTS_JSON } from './envelope.ts';
import type { OutgoingEvent } from '../../contract.ts';
import { reasonOf, type SendResult, type Transport, type TransportLog } from './transport.ts';

export interface AmqpOptions {
  /** Never logged: it may carry the password. */
  readonly url: string;
  readonly exchange: string;
  readonly sendTimeoutMs: number;
  /** The reconnect delays (the outbox's retry policy). */
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
  readonly log: TransportLog;
  /** Called each time the connection is (again) ready: the waiting messages can go. */
  readonly onReady: () => void;
}

export const deadLetterName = (exchange: string) => `${exchange}.dead-letter`;

export function amqpTransport(options: AmqpOptions): Transport {
  const { url, exchange, sendTimeoutMs, log, onReady } = options;
  const dead = deadLetterName(exchange);
  let model: ChannelModel | null = null;
  let channel: ConfirmChannel | null = null;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | null = null;
  /** Ids the broker returned as unroutable; their confirm follows the return. */
  const returned = new Set<string>();
  /** Confirms still awaited: settled as unavailable when the connection drops. */
  const pending = new Set<(result: SendResult) => void>();

  const down = (current: ChannelModel) => {
    if (model !== current) return;
    model = null;
    channel = null;
    for (const settle of pending) settle({ kind: 'unavailable', reason: 'connection lost' });
    pending.clear();
    if (!closed) {
      log.warn({ exchange }, 'message broker connection lost; reconnecting');
      schedule();
    }
  };

  const schedule = () => {
    if (closed || timer) return;
    failures += 1;
    timer = setTimeout(
      () => {
        timer = null;
        void open();
      },
      retryDelayMs(failures, { retryBaseMs: options.retryBaseMs, retryMaxMs: 30_000 }),
    );
    timer.unref();
  };

  async function open(): Promise<void> {
    let next: ChannelModel | null = null;
    try {
      next = await connect(url, { timeout: sendTimeoutMs });
      const current = next;
      current.on('error', () => undefined); // 'close' follows and says it
      current.on('close', () => down(current));
      const confirm = await current.createConfirmChannel();
      confirm.on('error', () => undefined);
      confirm.on('close', () => void current.close().catch(() => undefined));
      confirm.on('return', (message: Message) => {
        const id: unknown = message.properties.messageId;
        if (typeof id === 'string') returned.add(id);
      });
      await confirm.assertExchange(exchange, 'topic', { durable: true });
      await confirm.assertExchange(dead, 'fanout', { durable: true });
      await confirm.assertQueue(dead, { durable: true });
      await confirm.bindQueue(dead, dead, '');
      if (closed) {
        await current.close().catch(() => undefined);
        return;
      }
      model = current;
      channel = confirm;
      failures = 0;
      log.info({ exchange }, 'message broker connected');
      onReady();
    } catch (err) {
      log.warn({ exchange, reason: reasonOf(err) }, 'message broker not reachable; retrying');
      await next?.close().catch(() => undefined);
      schedule();
    }
  }

  /** Publishes and waits for the broker's confirm (or nack, or the connection's end). */
  function publish(
    target: string,
    routingKey: string,
    event: OutgoingEvent,
    extra: { mandatory: boolean; headers?: Record<string, string | number> },
  ): Promise<SendResult> {
    const open = channel;
    if (!open) return Promise.resolve({ kind: 'unavailable', reason: 'not connected' });
    return new Promise<SendResult>((resolve) => {
      let done = false;
      const settle = (result: SendResult) => {
        if (done) return;
        done = true;
        clearTimeout(timeout);
        pending.delete(settle);
        resolve(result);
      };
      const timeout = setTimeout(
        () => settle({ kind: 'unavailable', reason: 'confirm timeout' }),
        sendTimeoutMs,
      );
      pending.add(settle);
      try {
        open.publish(
          target,
          routingKey,
          Buffer.from(JSON.stringify(event)),
          {
            persistent: true,
            mandatory: extra.mandatory,
            messageId: event.id,
            type: event.type,
            contentType: CLOUDEVENTS_JSON,
            timestamp: Math.floor(Date.parse(event.time) / 1000),
            appId: 'apo-portal',
            ...(extra.headers ? { headers: extra.headers } : {}),
          },
          (err: unknown) => {
            if (err) {
              settle(
                channel === open
                  ? { kind: 'failed', reason: 'nack' }
                  : { kind: 'unavailable', reason: 'connection lost' },
              );
            } else if (returned.delete(event.id)) {
              settle({ kind: 'failed', reason: 'unroutable' });
            } else {
              settle({ kind: 'delivered' });
            }
          },
        );
      } catch (err) {
        settle({ kind: 'unavailable', reason: reasonOf(err) });
      }
    });
  }

  void open();

  return {
    available: () => channel !== null,
    send: (event) => publish(exchange, event.type, event, { mandatory: true }),
    async deadLetter(event, reason, attempts) {
      const result = await publish(dead, event.type, event, {
        mandatory: false,
        headers: { 'x-apo-reason': reason, 'x-apo-attempts': attempts },
      });
      return result.kind === 'delivered';
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = model;
      model = null;
      channel = null;
      for (const settle of pending) settle({ kind: 'unavailable', reason: 'closing' });
      pending.clear();
      await current?.close().catch(() => undefined);
    },
  };
}
