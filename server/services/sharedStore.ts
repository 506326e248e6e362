// What all server instances count together (issue 28 item 3): the general and telemetry rate
// limits, the customer test-mail interval and the event streams per user. One small interface,
// two stores: in this process's memory (the default, one instance, no extra server), or Redis
// (REDIS_URL) when several instances stand behind a proxy. The login and account-request limits
// are not here: they guard passwords and mailboxes and live in the database (attemptBudget.ts).
//
// A Redis that does not answer never holds up a request: each command fails fast (no offline
// queue, a short command timeout), is logged (once per outage), and the counters fall back to
// this process's memory until Redis answers again. Fail open rather than closed, because these
// limits guard against floods, not for correctness: refusing every request while Redis is away
// would turn its outage into the portal's, and per-instance counting still stops a flood.
import { Redis } from 'ioredis';
import type { SharedStoreConfig } from '../config.ts';
import type { Clock } from './clock.ts';

/** A counted hit: how many within the window so far, and how long the window still runs. */
export interface Hit {
  readonly count: number;
  readonly ttlMs: number;
}

export interface SharedStore {
  /** Counts one hit on `key` in a fixed window of `windowMs` that starts with the first hit. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /**
   * Takes `key` for `ttlMs` unless it is taken: null when taken now, else the milliseconds it
   * stays taken.
   */
  claim(key: string, ttlMs: number): Promise<number | null>;
  /**
   * Adds `member` to the group `group` for `leaseMs` (its lease, renewed by `renew`; a crashed
   * instance's members run out). Members sort by name, oldest first (names start with their
   * time). Returns the members that had to go so that at most `max` remain, oldest first.
   */
  join(group: string, member: string, max: number, leaseMs: number): Promise<string[]>;
  /** Renews these members' leases; returns those no longer in the group (they must end). */
  renew(group: string, members: readonly string[], leaseMs: number): Promise<string[]>;
  leave(group: string, member: string): Promise<void>;
  close(): Promise<void>;
}

export interface StoreLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

// ---- In memory ---------------------------------------------------------------------------------

/** Expired entries are swept this often (a flood of addresses must not grow the map forever). */
const SWEEP_MS = 60_000;

/** One process: plain maps, timed by the server's clock (tests move it). */
export function createMemoryStore(clock: Clock): SharedStore {
  const counters = new Map<string, { count: number; until: number }>();
  const claims = new Map<string, number>();
  const groups = new Map<string, Map<string, number>>();
  let sweptAt = 0;
  const now = () => clock().getTime();
  const sweep = (at: number) => {
    if (at - sweptAt < SWEEP_MS) return;
    sweptAt = at;
    for (const [key, counter] of counters) if (counter.until <= at) counters.delete(key);
    for (const [key, until] of claims) if (until <= at) claims.delete(key);
    for (const [key, members] of groups) {
      for (const [member, until] of members) if (until <= at) members.delete(member);
      if (members.size === 0) groups.delete(key);
    }
  };
  const liveMembers = (group: string, at: number) => {
    const members = groups.get(group) ?? new Map<string, number>();
    for (const [member, until] of members) if (until <= at) members.delete(member);
    groups.set(group, members);
    return members;
  };
  // The work happens when called (not in a later tick), so calls keep their order.
  return {
    async hit(key, windowMs) {
      const at = now();
      sweep(at);
      const counter = counters.get(key);
      if (!counter || counter.until <= at) {
        counters.set(key, { count: 1, until: at + windowMs });
        return { count: 1, ttlMs: windowMs };
      }
      counter.count += 1;
      return { count: counter.count, ttlMs: counter.until - at };
    },
    async claim(key, ttlMs) {
      const at = now();
      sweep(at);
      const until = claims.get(key);
      if (until !== undefined && until > at) return until - at;
      claims.set(key, at + ttlMs);
      return null;
    },
    async join(group, member, max, leaseMs) {
      const at = now();
      const members = liveMembers(group, at);
      members.set(member, at + leaseMs);
      const sorted = [...members.keys()].sort();
      const gone = sorted.slice(0, Math.max(0, sorted.length - max));
      for (const old of gone) members.delete(old);
      return gone;
    },
    async renew(group, list, leaseMs) {
      const at = now();
      const members = liveMembers(group, at);
      const missing: string[] = [];
      for (const member of list) {
        if (members.has(member)) members.set(member, at + leaseMs);
        else missing.push(member);
      }
      return missing;
    },
    async leave(group, member) {
      groups.get(group)?.delete(member);
    },
    async close() {
      counters.clear();
      claims.clear();
      groups.clear();
    },
  };
}

// ---- Redis ------------------------------------------------------------------------------------

/** How long one Redis command may take before the store falls back to memory for it. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How long buildServer waits for the first connection before it serves anyway. */
export const REDIS_CONNECT_WAIT_MS = 2000;

// INCR, and the window's expiry with the first hit: atomic, so a window is never left without one.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// The group is a sorted set: member -> the end of its lease (ms, Redis's own clock, so the
// instances' clocks need not agree). Expired members go first; the oldest beyond max go next.
const JOIN = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
local members = redis.call('ZRANGE', KEYS[1], 0, -1)
table.sort(members)
local gone = {}
local over = #members - tonumber(ARGV[2])
for i = 1, over do
  redis.call('ZREM', KEYS[1], members[i])
  gone[#gone + 1] = members[i]
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return gone`;

const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local missing = {}
for i = 2, #ARGV do
  if redis.call('ZSCORE', KEYS[1], ARGV[i]) then
    redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[i])
  else
    missing[#missing + 1] = ARGV[i]
  end
end
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return missing`;

type Scripted = Redis & {
  portalHit(key: string, windowMs: number): Promise<[number, number]>;
  portalJoin(key: string, member: string, max: number, leaseMs: number): Promise<string[]>;
  portalRenew(key: string, leaseMs: number, ...members: string[]): Promise<string[]>;
};

/** Where the address of a Redis is shown: without its password. */
export function redisLabel(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'redis';
  }
}

export interface RedisStoreOptions {
  readonly url: string;
  /** Put before every key: several portals (or tests) can share one Redis. */
  readonly keyPrefix: string;
  readonly log: StoreLog;
  /** The memory the counters fall back to while Redis does not answer. */
  readonly fallback: SharedStore;
}

/** Several instances: one Redis. `ready` settles when connected, or after REDIS_CONNECT_WAIT_MS. */
export function createRedisStore(options: RedisStoreOptions): SharedStore & {
  ready: Promise<void>;
} {
  const label = redisLabel(options.url);
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix,
    // A command while disconnected fails at once instead of waiting in a queue: no request waits
    // for a Redis that is away.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_CONNECT_WAIT_MS,
    // Reconnects for ever, at most every 5 s.
    retryStrategy: (times) => Math.min(times * 200, 5000),
  }) as Scripted;
  redis.defineCommand('portalHit', { numberOfKeys: 1, lua: HIT });
  redis.defineCommand('portalJoin', { numberOfKeys: 1, lua: JOIN });
  redis.defineCommand('portalRenew', { numberOfKeys: 1, lua: RENEW });

  // One line when Redis goes away, one when it is back; not one per request.
  let down = false;
  const failed = (error: unknown) => {
    if (down) return;
    down = true;
    options.log.warn(
      { redis: label, err: error instanceof Error ? error.message : String(error) },
      'REDIS_URL: Redis does not answer; rate limits, intervals and stream caps are counted ' +
        'per instance until it does',
    );
  };
  // ioredis reports connection errors as events too; without a listener they would be thrown.
  redis.on('error', failed);
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    options.log.info({ redis: label }, 'REDIS_URL: Redis answers again; limits shared again');
  });

  const ready = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_CONNECT_WAIT_MS);
    timer.unref();
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });

  const orElse = async <T>(command: () => Promise<T>, fallback: () => Promise<T>) => {
    try {
      return await command();
    } catch (error) {
      failed(error);
      return fallback();
    }
  };
  const { fallback } = options;

  return {
    ready,
    hit: (key, windowMs) =>
      orElse(
        async () => {
          const [count, ttlMs] = await redis.portalHit(`hit:${key}`, windowMs);
          return { count, ttlMs };
        },
        () => fallback.hit(key, windowMs),
      ),
    claim: (key, ttlMs) =>
      orElse(
        async () => {
          const taken = await redis.set(`claim:${key}`, '1', 'PX', ttlMs, 'NX');
          if (taken === 'OK') return null;
          return Math.max(1, await redis.pttl(`claim:${key}`));
        },
        () => fallback.claim(key, ttlMs),
      ),
    // Without Redis a group is this instance's own streams, which the hub bounds itself: nothing
    // is ended for the group, and no stream is ended for a renewal that could not be asked.
    join: (group, member, max, leaseMs) =>
      orElse(
        () => redis.portalJoin(`group:${group}`, member, max, leaseMs),
        async () => [],
      ),
    renew: (group, members, leaseMs) =>
      members.length === 0
        ? Promise.resolve([])
        : orElse(
            () => redis.portalRenew(`group:${group}`, leaseMs, ...members),
            async () => [],
          ),
    leave: (group, member) =>
      orElse(
        async () => void (await redis.zrem(`group:${group}`, member)),
        async () => undefined,
      ),
    async close() {
      await fallback.close();
      redis.disconnect();
    },
  };
}

/** The store of this configuration: Redis with REDIS_URL (connected, or given up waiting), else memory. */
export async function openSharedStore(
  config: SharedStoreConfig,
  clock: Clock,
  log: StoreLog,
): Promise<SharedStore> {
  const memory = createMemoryStore(clock);
  if (!config.redisUrl) return memory;
  const store = createRedisStore({
    url: config.redisUrl,
    keyPrefix: config.keyPrefix,
    log,
    fallback: memory,
  });
  await store.ready;
  return store;
}
