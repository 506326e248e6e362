// What the server is built from (buildServer's argument, handed on to each route), and what it
// decorates the Fastify instance with. A low file of its own, so routes need not import app.ts,
// which imports them.
import type { ServerConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { RealtimeBus } from './realtime/bus.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { Clock } from './services/clock.ts';
import type { PoolCounts } from './db/client.ts';
import type { Mailer } from './services/mail.ts';
import type { PushService } from './services/push.ts';
import type { Lifecycle, Readiness } from './services/readiness.ts';
import type { SharedStore } from './services/sharedStore.ts';

export interface ServerDeps {
  db: Db;
  clock: Clock;
  config: ServerConfig;
  logLevel?: string;
  /** Where the log goes (stdout by default; tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Outgoing mail; by default from config.mail (SMTP, or files under DATA_DIR/mail). */
  mailer?: Mailer;
  /**
   * The realtime bus (issue 13): LISTEN/NOTIFY on PostgreSQL (server/realtime/bus.ts), else
   * in-process. The server owns it: closing the server closes the bus.
   */
  realtime?: RealtimeBus;
  /** Whether a first start's background seed is done (GET /api/ready); ready when absent. */
  readiness?: Readiness;
  /** The PostgreSQL pool's counts for GET /metrics; absent on PGlite (one connection). */
  dbPool?: PoolCounts;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's event streams; publish() after a change committed (issue 13). */
    readonly realtime: RealtimeHub;
    /** Web Push: the VAPID keys and delivery to browsers' subscriptions (issue 13 item 7). */
    readonly push: PushService;
    /** Whether the server has begun to stop (server/shutdown.ts): /api/ready answers 503. */
    readonly lifecycle: Lifecycle;
    /**
     * What all instances count together (rate limits, intervals, stream caps): Redis with
     * REDIS_URL, else this process's memory (services/sharedStore.ts).
     */
    readonly sharedStore: SharedStore;
  }
}
