// The outbox's work beside the requests (ModuleServer.start): the dispatcher with the transport
// the configuration names, woken after every commit that wrote a message. Without AMQP_URL or
// WEBHOOK_URL nothing runs: the messages wait for the cursor API.
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../../../../server/deps.ts';
import { amqpTransport } from './amqp.ts';
import { startDispatcher, type Dispatcher } from './dispatcher.ts';
import { listenForCommits } from './nudge.ts';
import type { Transport } from './transport.ts';
import { webhookTransport } from './webhook.ts';

export function startOutbox(app: FastifyInstance, deps: ServerDeps): void {
  const config = deps.config.outbox;
  const target = config.transport;
  if (!target) return;
  const log = app.log.child({ part: 'outbox', transport: target.kind });
  let dispatcher: Dispatcher | null = null;
  let transport: Transport | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  const nudge = () => dispatcher?.nudge();

  app.addHook('onReady', async () => {
    transport =
      target.kind === 'amqp'
        ? amqpTransport({
            ...config,
            url: target.url,
            exchange: target.exchange,
            log,
            onReady: nudge,
          })
        : webhookTransport({ ...config, url: target.url, secret: target.secret });
    dispatcher = startDispatcher({ db: deps.db, config, transport, log });
    unlisten = await listenForCommits(deps.db, nudge, log);
  });
  // Before the database closes: the batch in hand is finished and recorded.
  app.addHook('onClose', async () => {
    await unlisten?.();
    // Closing the transport settles a confirm still awaited, so the batch ends at once.
    const stopping = dispatcher?.stop();
    await transport?.close();
    await stopping;
  });
}
