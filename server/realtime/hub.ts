// This instance's open event streams and how a bus message reaches them. Streams are keyed by
// their session (the token's hash, kept in memory only): a user message reaches every stream of
// the user; a customer message every stream whose session currently acts for that delivery
// customer (one query over this instance's own streams, so a user who switched customers gets
// the pokes of the new one). Sessions are re-checked on every heartbeat and at once when a
// logout is published, so a stream never outlives its session by more than one heartbeat.
// Bounded per session and per user (issue 23, EVENT_STREAMS_PER_USER_MAX, over all the user's
// sessions; an impersonation's streams count for the admin): the oldest end. The per-user bound
// holds over all instances through the shared store (issue 28 item 3): each stream is a member
// of its owner's group there, with a lease renewed on every heartbeat (a crashed instance's
// streams run out after STREAM_LEASE_HEARTBEATS); a stream the group dropped ends at the next
// heartbeat, or at once when the instance that dropped it says so on the bus ('session').
// An `all` poke (the bus's listening connection came back and may have missed messages) reaches
// each stream at a random moment within the spread, so the clients' pulls do not arrive at once;
// a stopping server tells each stream to reconnect within the same spread, then closes it.
import { randomUUID } from 'node:crypto';
import { and, inArray, sql } from 'drizzle-orm';
import {
  REALTIME_EVENT,
  REALTIME_HEARTBEAT_MS,
  REALTIME_SPREAD_MS,
  REALTIME_STREAMS_PER_SESSION,
  type RealtimeEventName,
} from '../../src/api/realtime.ts';
import { EVENT_STREAMS_PER_USER_DEFAULT, type SessionPolicy } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import type { Clock } from '../services/clock.ts';
import { sessionEnd } from '../services/sessions.ts';
import type { SharedStore } from '../services/sharedStore.ts';
import type { BusLog, RealtimeBus, RealtimeMessage } from './bus.ts';

/** Where a stream's bytes go (the raw HTTP answer; a test's array). */
export interface StreamSink {
  write(chunk: string): void;
  end(): void;
}

interface OpenStream {
  readonly id: number;
  readonly tokenHash: string;
  readonly userId: string;
  /** Whose login holds it (the admin during an impersonation): the per-user bound counts it. */
  readonly ownerId: string;
  /** Its name in the owner's group of the shared store: opening time first, so oldest first. */
  readonly member: string;
  readonly sink: StreamSink;
}

/** A stream's lease in the shared store lasts this many heartbeats. */
export const STREAM_LEASE_HEARTBEATS = 3;

const groupOf = (ownerId: string) => `streams:${ownerId}`;

export interface HubOptions {
  readonly bus: RealtimeBus;
  readonly db: Db;
  readonly clock: Clock;
  readonly session: SessionPolicy;
  readonly log: BusLog;
  readonly heartbeatMs?: number;
  readonly streamsPerSession?: number;
  readonly streamsPerUser?: number;
  /** The window an `all` poke and a stop's reconnects spread over (REALTIME_SPREAD_MS). */
  readonly spreadMs?: number;
  /** [0, 1), for the spread (tests fix it). */
  readonly random?: () => number;
  /** The bound per user over all instances; without it, per instance only. */
  readonly store?: SharedStore;
}

/** One SSE event: `event:` and one `data:` line of JSON (JSON never holds a raw newline). */
export const sseEvent = (name: RealtimeEventName, data: object) =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export class RealtimeHub {
  private readonly streams = new Map<number, OpenStream>();
  private nextId = 1;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: ReturnType<typeof setInterval>;
  private closed = false;
  /** Stopping: no new stream is kept (the events route answers 503 before it gets here). */
  private moving = false;
  /** The spread pokes not yet sent, cleared when the hub closes. */
  private readonly spreading = new Set<ReturnType<typeof setTimeout>>();
  /** Names this instance's members in the shared store. */
  private readonly instance = randomUUID();

  constructor(private readonly options: HubOptions) {
    this.unsubscribe = options.bus.subscribe((message) => void this.deliver(message));
    this.heartbeat = setInterval(
      () => void this.beat(),
      options.heartbeatMs ?? REALTIME_HEARTBEAT_MS,
    );
    this.heartbeat.unref();
  }

  /** Tell every instance (this one included); call it after the change committed. */
  publish(message: RealtimeMessage): void {
    if (!this.closed) this.options.bus.publish(message);
  }

  get openStreams(): number {
    return this.streams.size;
  }

  /**
   * Adds a stream; returns its removal (for the connection's close). `ownerId`: whose login the
   * session is (the impersonating admin's, else the user's).
   */
  register(tokenHash: string, userId: string, sink: StreamSink, ownerId = userId): () => void {
    if (this.closed || this.moving) {
      sink.end();
      return () => undefined;
    }
    // A reloading browser may open a new stream before the old one's close arrives; the oldest
    // goes, so one session can never hold more than a few connections of this instance, nor one
    // user more than streamsPerUser over all sessions. Map order is insertion order: oldest first.
    const all = [...this.streams.values()];
    this.endOldest(
      all.filter((s) => s.tokenHash === tokenHash),
      this.options.streamsPerSession ?? REALTIME_STREAMS_PER_SESSION,
    );
    this.endOldest(
      all.filter((s) => s.ownerId === ownerId && this.streams.has(s.id)),
      this.options.streamsPerUser ?? EVENT_STREAMS_PER_USER_DEFAULT,
    );
    const id = this.nextId++;
    // The real time, not the server's clock: it only orders the streams by their opening.
    const member = `${String(Date.now()).padStart(15, '0')}:${this.instance}:${String(id).padStart(9, '0')}`;
    const stream: OpenStream = { id, tokenHash, userId, ownerId, member, sink };
    this.streams.set(stream.id, stream);
    void this.joinShared(stream);
    return () => this.remove(stream);
  }

  private get leaseMs(): number {
    return STREAM_LEASE_HEARTBEATS * (this.options.heartbeatMs ?? REALTIME_HEARTBEAT_MS);
  }

  /**
   * Counts the stream in its owner's group over all instances; ends what the group dropped here,
   * and tells the other instances to look at the owner's streams when it dropped theirs.
   */
  private async joinShared(stream: OpenStream): Promise<void> {
    const store = this.options.store;
    if (!store) return;
    const gone = await store.join(
      groupOf(stream.ownerId),
      stream.member,
      this.options.streamsPerUser ?? EVENT_STREAMS_PER_USER_DEFAULT,
      this.leaseMs,
    );
    if (gone.length === 0) return;
    const mine = new Set(gone.filter((member) => member.includes(`:${this.instance}:`)));
    for (const open of [...this.streams.values()]) if (mine.has(open.member)) this.end(open);
    if (mine.size < gone.length) this.publish({ event: 'session', users: [stream.ownerId] });
  }

  /** Ends these streams when their owner's group no longer holds them; renews their leases. */
  private async checkShared(streams: readonly OpenStream[]): Promise<void> {
    const store = this.options.store;
    if (!store || streams.length === 0) return;
    const byOwner = new Map<string, OpenStream[]>();
    for (const s of streams) byOwner.set(s.ownerId, [...(byOwner.get(s.ownerId) ?? []), s]);
    for (const [ownerId, owned] of byOwner) {
      const missing = new Set(
        await store.renew(
          groupOf(ownerId),
          owned.map((s) => s.member),
          this.leaseMs,
        ),
      );
      for (const s of owned) if (missing.has(s.member) && this.streams.has(s.id)) this.end(s);
    }
  }

  /** The connection closed: the stream leaves this instance and the shared group. */
  private remove(stream: OpenStream): void {
    if (!this.streams.delete(stream.id)) return;
    void this.options.store?.leave(groupOf(stream.ownerId), stream.member);
  }

  /** Ends the oldest of these streams so that one more stays within `max`. */
  private endOldest(streams: readonly OpenStream[], max: number): void {
    for (const old of streams.slice(0, Math.max(0, streams.length - max + 1))) this.end(old);
  }

  /** Ends every stream (server shutdown: Fastify's preClose, before it waits for connections). */
  endAll(): void {
    for (const stream of [...this.streams.values()]) this.end(stream);
  }

  /**
   * The server stops (SIGTERM): every stream is told to reconnect within the spread, which the
   * proxy sends to another instance, and is closed; streams opened afterwards end at once.
   */
  moveAll(): void {
    // Not `closed`: the pushes still running publish their pokes to the other instances.
    this.moving = true;
    const chunk = sseEvent(REALTIME_EVENT.reconnect, { withinMs: this.spreadMs });
    for (const stream of [...this.streams.values()]) {
      this.send(stream, chunk);
      this.end(stream);
    }
  }

  private get spreadMs(): number {
    return this.options.spreadMs ?? REALTIME_SPREAD_MS;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.spreading) clearTimeout(timer);
    this.spreading.clear();
    clearInterval(this.heartbeat);
    this.unsubscribe();
    this.endAll();
    await this.options.bus.close();
  }

  private end(stream: OpenStream): void {
    this.remove(stream);
    try {
      stream.sink.end();
    } catch {
      // Already gone.
    }
  }

  private send(stream: OpenStream, chunk: string): void {
    try {
      stream.sink.write(chunk);
    } catch {
      this.end(stream);
    }
  }

  private async deliver(message: RealtimeMessage): Promise<void> {
    if (this.streams.size === 0) return;
    const all = [...this.streams.values()];
    if (message.event === 'session') {
      const users = new Set(message.users ?? []);
      const named = all.filter((s) => users.has(s.userId) || users.has(s.ownerId));
      await this.revalidate(named);
      await this.checkShared(named.filter((s) => this.streams.has(s.id)));
      return;
    }
    let targets: OpenStream[];
    if (message.all) {
      targets = all;
    } else {
      const users = new Set(message.users ?? []);
      targets = all.filter((s) => users.has(s.userId));
      const rest = all.filter((s) => !users.has(s.userId));
      if (message.customers?.length && rest.length > 0) {
        targets.push(...(await this.actingFor(rest, message.customers)));
      }
    }
    const data =
      message.event === REALTIME_EVENT.poke && message.collections?.length
        ? { collections: message.collections }
        : {};
    const chunk = sseEvent(message.event, data);
    const origin = message.origin;
    for (const stream of targets) {
      if (origin && stream.tokenHash.startsWith(origin)) continue;
      if (message.all) this.sendWithin(stream, chunk);
      else this.send(stream, chunk);
    }
  }

  /** Sends at a random moment within the spread, if the stream is still open then. */
  private sendWithin(stream: OpenStream, chunk: string): void {
    const random = this.options.random ?? Math.random;
    const timer = setTimeout(
      () => {
        this.spreading.delete(timer);
        if (this.streams.get(stream.id) === stream) this.send(stream, chunk);
      },
      Math.floor(random() * this.spreadMs),
    );
    timer.unref();
    this.spreading.add(timer);
  }

  /** The streams whose session currently acts for one of these delivery customers. */
  private async actingFor(
    candidates: readonly OpenStream[],
    customers: readonly number[],
  ): Promise<OpenStream[]> {
    try {
      const rows = await this.options.db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(
          and(
            inArray(sessions.tokenHash, [...new Set(candidates.map((s) => s.tokenHash))]),
            inArray(
              sql<number>`coalesce(${sessions.differentialLieferkundeNr}, ${sessions.lieferkundeNr})`,
              [...customers],
            ),
          ),
        );
      const hashes = new Set(rows.map((r) => r.tokenHash));
      return candidates.filter((s) => hashes.has(s.tokenHash));
    } catch (error) {
      // A database hiccup: poke them all rather than miss one (over-poking only costs a pull).
      // The error itself: the log's serializer hides the query's values (server/logRedaction.ts).
      this.options.log.warn({ err: error }, 'realtime: customer lookup failed');
      return [...candidates];
    }
  }

  /** Ends the streams whose session is gone or ran out. */
  private async revalidate(streams: readonly OpenStream[]): Promise<void> {
    if (streams.length === 0) return;
    let rows: { tokenHash: string; expiresAt: Date; lastSeenAt: Date }[];
    try {
      rows = await this.options.db
        .select({
          tokenHash: sessions.tokenHash,
          expiresAt: sessions.expiresAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(inArray(sessions.tokenHash, [...new Set(streams.map((s) => s.tokenHash))]));
    } catch {
      return; // Try again on the next heartbeat.
    }
    const now = this.options.clock().getTime();
    const live = new Set(
      rows
        .filter((r) => sessionEnd(r, this.options.session).getTime() > now)
        .map((r) => r.tokenHash),
    );
    for (const stream of streams) if (!live.has(stream.tokenHash)) this.end(stream);
  }

  private async beat(): Promise<void> {
    const all = [...this.streams.values()];
    for (const stream of all) this.send(stream, ': ping\n\n');
    await this.revalidate(all);
    await this.checkShared(all.filter((s) => this.streams.has(s.id)));
  }
}

/**
 * SPEC 4 "Survey": tells these users' apps that their survey changed (issue 13 item 6 publishes
 * it when a survey is created, answered or postponed). After the change committed.
 */
export function publishSurveyChanged(
  realtime: Pick<RealtimeHub, 'publish'>,
  userIds: readonly string[],
): void {
  if (userIds.length > 0) {
    realtime.publish({ event: REALTIME_EVENT.surveyChanged, users: [...userIds] });
  }
}
