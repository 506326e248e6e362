// Graceful stop on SIGTERM and SIGINT (issue 28 item 7), so an instance behind a proxy can be
// replaced without a failed request:
//   1. GET /api/ready answers 503 from the first moment (the proxy's probe takes it out);
//   2. every event stream is told to reconnect within a spread of seconds and closed: its client
//      reconnects through the proxy to another instance, and pulls once (src/worker/realtime.ts);
//   3. the server stops accepting and lets the requests under way finish, for at most `graceMs`
//      (then the remaining connections are cut);
//   4. the realtime bus (the NOTIFY listener) closes with the server, then the database pool;
//      the process exits 0.
import type { FastifyInstance } from 'fastify';

/** How long requests under way may take to finish before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface ShutdownOptions {
  /** After the server closed: the database (pool or PGlite). */
  readonly closeDb: () => Promise<void>;
  readonly graceMs?: number;
  readonly log?: (line: string) => void;
}

/** Stops the server as described above; resolves once everything is closed. */
export async function shutDownGracefully(
  app: FastifyInstance,
  { closeDb, graceMs = SHUTDOWN_GRACE_MS, log = () => undefined }: ShutdownOptions,
): Promise<void> {
  app.lifecycle.stop();
  app.realtime.moveAll();
  const closed = app.close();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = await Promise.race([
    closed.then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
  ]);
  clearTimeout(timer);
  if (late) {
    log(`Anfragen nach ${graceMs / 1000} s noch nicht beendet: ihre Verbindungen werden getrennt`);
    app.server.closeAllConnections();
  }
  await closed;
  await closeDb();
}
