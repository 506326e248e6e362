// Wakes the dispatcher when a transaction with outbox rows commits: enqueueEvent() sends NOTIFY
// in that transaction, which the database delivers at the commit only. PostgreSQL: one listening
// connection of its own per instance (every instance hears every commit), opened again with a
// backoff when it drops; PGlite: its own listen(). The dispatcher's timer covers a lost nudge.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../../../server/db/client.ts';
import { OUTBOX_CHANNEL } from './enqueue.ts';
import type { TransportLog } from './transport.ts';

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

/** Calls `onCommit` after each commit that wrote outbox rows; resolves to the way to stop. */
export async function listenForCommits(
  db: Db,
  onCommit: () => void,
  log: TransportLog,
): Promise<() => Promise<void>> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return client.listen(OUTBOX_CHANNEL, onCommit);
  if (!(client instanceof pg.Pool)) return async () => undefined;

  const options = client.options;
  let connection: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let delay = RETRY_MIN_MS;

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void open();
    }, delay);
    timer.unref();
    delay = Math.min(RETRY_MAX_MS, delay * 2);
  };

  async function open(): Promise<void> {
    const next = new pg.Client(options);
    next.on('error', (err) => {
      log.warn({ reason: err.message }, 'outbox listener lost its connection');
      if (connection === next) connection = null;
      void next.end().catch(() => undefined);
      retry();
    });
    next.on('notification', (message) => {
      if (message.channel === OUTBOX_CHANNEL) onCommit();
    });
    try {
      await next.connect();
      await next.query(`listen ${OUTBOX_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      connection = next;
      delay = RETRY_MIN_MS;
      // Commits while it was away were not heard.
      onCommit();
    } catch (err) {
      log.warn({ reason: (err as Error).message }, 'outbox listener could not connect');
      void next.end().catch(() => undefined);
      retry();
    }
  }

  await open();
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    await connection?.end().catch(() => undefined);
  };
}
