// The realtime bus (issue 13 item 5): "these users' or these delivery customers' data changed".
// Carries ids and an event name, never data. One process: an EventEmitter (the embedded PGlite
// is single-process). Several server instances on one PostgreSQL: LISTEN/NOTIFY on one channel,
// one dedicated listening connection per instance that reconnects with backoff.
//
// Publishers call publish() AFTER their transaction committed (a poke before the commit would
// make the client pull too early and miss the change). The NOTIFY is sent outside any
// transaction, through the app's pool.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { RealtimeEventName } from '../../src/api/realtime.ts';
import type { Db } from '../db/client.ts';

/** What a publisher says. `session`: sessions of these users ended (logout): re-check streams. */
export interface RealtimeMessage {
  /** `reconnect` is never published: a stopping server says it to its own streams (hub.ts). */
  readonly event: Exclude<RealtimeEventName, 'reconnect'> | 'session';
  /** Users whose own data changed (all their sessions). */
  readonly users?: readonly string[];
  /** Delivery customers whose data changed (every session currently acting for one). */
  readonly customers?: readonly number[];
  /** Everyone connected to this instance (after the bus missed notifications). */
  readonly all?: boolean;
  readonly collections?: readonly string[];
  /**
   * The session whose own push caused this (the start of its token hash): its client pulls after
   * the push anyway, so its stream is skipped. Not a secret: 16 hex digits of the hash.
   */
  readonly origin?: string;
}

/** What a message carries of a session's token hash to name its origin. */
export const originOf = (tokenHash: string) => tokenHash.slice(0, 16);

export type RealtimeListener = (message: RealtimeMessage) => void;

export interface RealtimeBus {
  /** Fire and forget: a lost poke costs at most one poll interval. */
  publish(message: RealtimeMessage): void;
  subscribe(listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

export interface BusLog {
  warn(details: object, message: string): void;
}

const TOPIC = 'message';

function localEmitter() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (message: RealtimeMessage) => emitter.emit(TOPIC, message),
    subscribe(listener: RealtimeListener) {
      emitter.on(TOPIC, listener);
      return () => void emitter.off(TOPIC, listener);
    },
    clear: () => emitter.removeAllListeners(),
  };
}

/** One process (PGlite, tests): in-process delivery. */
export function createLocalBus(): RealtimeBus {
  const local = localEmitter();
  return {
    publish: (message) => void local.emit(message),
    subscribe: local.subscribe,
    close: async () => void local.clear(),
  };
}

// ---- PostgreSQL ------------------------------------------------------------------------------

export const NOTIFY_CHANNEL = 'portal_realtime';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes and more; stay well below. */
export const NOTIFY_PAYLOAD_MAX = 7500;
export const LISTEN_RETRY_MIN_MS = 1000;
export const LISTEN_RETRY_MAX_MS = 30_000;

/** The wire form: short keys, the sender's instance id (its own echo is skipped). */
interface Wire {
  i: string;
  e: RealtimeMessage['event'];
  u?: readonly string[];
  c?: readonly number[];
  k?: readonly string[];
  o?: string;
}

const EVENTS: ReadonlySet<string> = new Set(['poke', 'SurveyChangedEvent', 'session']);
const isStrings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');
const isNumbers = (v: unknown): v is number[] =>
  Array.isArray(v) && v.every((x) => Number.isInteger(x));

/** Parses a notification; anything malformed is dropped (another program on the channel). */
export function parseWire(payload: string): { instance: string; message: RealtimeMessage } | null {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { i, e, u, c, k, o } = raw as Record<string, unknown>;
  if (typeof i !== 'string' || typeof e !== 'string' || !EVENTS.has(e)) return null;
  if ((u !== undefined && !isStrings(u)) || (c !== undefined && !isNumbers(c))) return null;
  if (k !== undefined && !isStrings(k)) return null;
  if (o !== undefined && typeof o !== 'string') return null;
  return {
    instance: i,
    message: {
      event: e as RealtimeMessage['event'],
      ...(u ? { users: u } : {}),
      ...(c ? { customers: c } : {}),
      ...(k ? { collections: k } : {}),
      ...(typeof o === 'string' ? { origin: o } : {}),
    },
  };
}

/**
 * The payloads of one message: split in halves (users, then customers) until each fits under
 * NOTIFY_PAYLOAD_MAX, so a change touching many users never fails on the size limit.
 */
export function encodeWire(instance: string, message: RealtimeMessage): string[] {
  const wire: Wire = {
    i: instance,
    e: message.event,
    ...(message.users?.length ? { u: message.users } : {}),
    ...(message.customers?.length ? { c: message.customers } : {}),
    ...(message.collections?.length ? { k: message.collections } : {}),
    ...(message.origin ? { o: message.origin } : {}),
  };
  const text = JSON.stringify(wire);
  if (Buffer.byteLength(text) <= NOTIFY_PAYLOAD_MAX) return [text];
  const users = message.users ?? [];
  const customers = message.customers ?? [];
  const halves = (list: readonly string[] | readonly number[]) => {
    const mid = Math.ceil(list.length / 2);
    return [list.slice(0, mid), list.slice(mid)];
  };
  if (users.length > 1) {
    const [a = [], b = []] = halves(users) as string[][];
    return [
      ...encodeWire(instance, { ...message, users: a }),
      ...encodeWire(instance, { ...message, users: b, customers: [] }),
    ];
  }
  if (customers.length > 1) {
    const [a = [], b = []] = halves(customers) as number[][];
    return [
      ...encodeWire(instance, { ...message, customers: a }),
      ...encodeWire(instance, { ...message, customers: b, users: [] }),
    ];
  }
  // One id cannot be this long; the collection list is the only thing left to drop.
  return [JSON.stringify({ ...wire, k: undefined })];
}

export interface PgBusOptions {
  /** The connection string; the bus opens its own listening connection with it. */
  readonly url: string;
  /** The app's database: NOTIFY goes through its pool. */
  readonly db: Db;
  readonly log: BusLog;
}

/**
 * Several instances on one PostgreSQL. Local subscribers get a message at once (no round trip);
 * other instances through NOTIFY. While the listening connection is down, other instances'
 * messages are lost: after each reconnect every local subscriber gets an `all` poke, so no
 * client waits for its next poll.
 */
export function createPgBus(options: PgBusOptions): RealtimeBus & { ready: Promise<void> } {
  const instance = randomUUID();
  const local = localEmitter();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  const scheduleReconnect = () => {
    if (closed || timer) return;
    const delay = Math.min(LISTEN_RETRY_MIN_MS * 2 ** attempt, LISTEN_RETRY_MAX_MS);
    attempt++;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.url });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (closed) return;
      options.log.warn({ err: error?.message }, 'realtime: listening connection lost');
      scheduleReconnect();
    };
    next.on('error', (error) => lost(error));
    next.on('end', () => lost());
    next.on('notification', (note) => {
      if (note.channel !== NOTIFY_CHANNEL || !note.payload) return;
      const parsed = parseWire(note.payload);
      if (parsed && parsed.instance !== instance) local.emit(parsed.message);
    });
    try {
      client = next;
      await next.connect();
      await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      const reconnected = attempt > 0;
      attempt = 0;
      resolveReady();
      // Messages of other instances during the gap are lost: everyone pulls once.
      if (reconnected) local.emit({ event: 'poke', all: true });
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void connect();

  return {
    ready,
    publish(message) {
      local.emit(message);
      for (const payload of encodeWire(instance, message)) {
        options.db
          .execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`)
          // The error itself: the log's serializer hides the payload (server/logRedaction.ts).
          .catch((error: unknown) => options.log.warn({ err: error }, 'realtime: notify failed'));
      }
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      clearTimeout(timer);
      local.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
