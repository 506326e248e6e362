// A signed HTTPS webhook as the outbox's way out (issue 29): each message is POSTed as a
// CloudEvent in structured mode. The receiver checks
//   X-Apo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(WEBHOOK_SECRET, "<t>.<body>")>
// (and refuses an old t, against replays). A 2xx answer is delivered; anything else, or no
// answer within the timeout, is a failed attempt, retried with backoff.
import { createHmac } from 'node:crypto';
import { CLOUDEVENTS_JSON } from './envelope.ts';
import { reasonOf, type Transport } from './transport.ts';

export const SIGNATURE_HEADER = 'X-Apo-Signature';

export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export function webhookTransport(options: {
  /** Never logged: it may carry a token. */
  readonly url: string;
  readonly secret: string;
  readonly sendTimeoutMs: number;
}): Transport {
  return {
    available: () => true,
    async send(event) {
      const body = JSON.stringify(event);
      const signature = signatureHeader(options.secret, Math.floor(Date.now() / 1000), body);
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': CLOUDEVENTS_JSON, [SIGNATURE_HEADER]: signature },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.sendTimeoutMs),
        });
        await response.body?.cancel().catch(() => undefined);
        if (response.status >= 200 && response.status < 300) return { kind: 'delivered' };
        return { kind: 'failed', reason: `HTTP ${response.status}` };
      } catch (err) {
        return { kind: 'failed', reason: reasonOf(err) };
      }
    },
    // A webhook has no dead-letter queue: the message stays in the outbox, marked dead, and is
    // still readable through the cursor API.
    deadLetter: async () => true,
    close: async () => undefined,
  };
}
