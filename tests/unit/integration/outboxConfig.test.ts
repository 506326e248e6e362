// The outbox's settings (server/config.ts readOutboxConfig): one transport or none, checked at the
// start with a message naming the variable and never the secret.
import { describe, expect, it } from 'vitest';
import { readOutboxConfig } from '../../../server/config.ts';

const secret = 's'.repeat(32);

describe('readOutboxConfig', () => {
  it('has no transport by default: the messages wait for the cursor API', () => {
    expect(readOutboxConfig({})).toMatchObject({ transport: null, maxAttempts: 10 });
  });

  it('reads RabbitMQ with its exchange and attempts', () => {
    expect(
      readOutboxConfig({ AMQP_URL: 'amqp://u:p@mq:5672', AMQP_MAX_ATTEMPTS: '3' }),
    ).toMatchObject({
      transport: { kind: 'amqp', url: 'amqp://u:p@mq:5672', exchange: 'apo-portal.events' },
      maxAttempts: 3,
    });
    expect(
      readOutboxConfig({ AMQP_URL: 'amqps://mq', AMQP_EXCHANGE: 'erp.in' }).transport,
    ).toMatchObject({ exchange: 'erp.in' });
  });

  it('reads a webhook, which needs its secret', () => {
    expect(
      readOutboxConfig({ WEBHOOK_URL: 'https://erp.example.com/in', WEBHOOK_SECRET: secret }),
    ).toMatchObject({ transport: { kind: 'webhook', secret } });
    expect(() => readOutboxConfig({ WEBHOOK_URL: 'https://erp.example.com/in' })).toThrow(
      /WEBHOOK_SECRET/,
    );
  });

  it('refuses wrong settings without repeating a secret', () => {
    const wrong: Record<string, string>[] = [
      { AMQP_URL: 'http://mq:5672' },
      { AMQP_URL: 'amqp://mq', AMQP_EXCHANGE: 'amq.topic' },
      { AMQP_URL: 'amqp://mq', AMQP_MAX_ATTEMPTS: '0' },
      { WEBHOOK_URL: 'http://erp.example.com/in', WEBHOOK_SECRET: secret },
      { WEBHOOK_URL: 'https://erp.example.com/in', WEBHOOK_SECRET: 'kurz-und-geheim' },
      { AMQP_URL: 'amqp://mq', WEBHOOK_URL: 'https://erp.example.com', WEBHOOK_SECRET: secret },
    ];
    for (const env of wrong) {
      expect(() => readOutboxConfig(env), JSON.stringify(env)).toThrow();
      try {
        readOutboxConfig(env);
      } catch (error) {
        expect((error as Error).message).not.toContain('kurz-und-geheim');
        expect((error as Error).message).not.toContain(secret);
      }
    }
    // http only to this machine (tests, a local ERP).
    expect(
      readOutboxConfig({ WEBHOOK_URL: 'http://127.0.0.1:9000/in', WEBHOOK_SECRET: secret })
        .transport,
    ).toMatchObject({ kind: 'webhook' });
  });
});
