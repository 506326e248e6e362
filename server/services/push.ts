// Web Push (issue 13 item 7): the server's VAPID key pair (made at the first start, kept in the
// database), browsers' subscriptions, and the delivery of a notification to them.
//
// The server POSTs to endpoints that browsers name, so an endpoint is a request the server makes
// on a user's behalf (SSRF): only https endpoints on the known push services are accepted
// (isAllowedEndpoint), extendable with PUSH_ENDPOINT_HOSTS. Redirects are not followed. The
// payload is encrypted and signed by the `web-push` package (generateRequestDetails: aes128gcm,
// VAPID); the request itself is sent with fetch, which gives a timeout and plain http for the
// tests' local endpoint. Delivery never blocks or fails the caller: it runs after the answer
// (fire and forget), each request at most PUSH_TIMEOUT_MS, failures only logged, with the push
// service's host and the status, never an endpoint's path or a key.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import { PUSH_BODY_MAX, PUSH_DEFAULT_URL, type PushMessage } from '../../src/api/pushMessage.ts';
import type { PushSubscriptionBody } from '../../src/api/push.ts';
import type { PushConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { pushSubscriptions, pushVapidKeys } from '../db/schema.ts';
import type { Clock } from './clock.ts';

/** The push services of Chrome/Edge (FCM), Firefox (Mozilla), legacy Edge (WNS) and Safari. */
export const KNOWN_PUSH_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
];

/** One request to a push service at most this long. */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for an offline browser: one day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** Subscriptions kept per user (browsers and devices); the least recently used go first. */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

const hostMatches = (pattern: string, host: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;

/** Whether the server may POST to this endpoint (see the file's head). */
export function isAllowedEndpoint(endpoint: string, extra: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const origins = extra.filter((entry) => /^https?:\/\//.test(entry));
  if (origins.some((origin) => new URL(origin).origin === url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  const patterns = [...KNOWN_PUSH_HOSTS, ...extra.filter((entry) => !entry.includes('/'))];
  return patterns.some((pattern) => hostMatches(pattern.toLowerCase(), host));
}

/** The host of an endpoint, for the log: the path names the browser and stays out of it. */
export function endpointHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return '(invalid)';
  }
}

/** The VAPID key pair: made once (by whichever instance starts first), then always the same. */
export async function loadVapidKeys(
  db: Db,
  clock: Clock,
): Promise<{ publicKey: string; privateKey: string }> {
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...fresh, createdAt: clock() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
    .from(pushVapidKeys)
    .where(eq(pushVapidKeys.id, 1));
  if (!row) throw new Error('VAPID keys missing after insert');
  return row;
}

/** The message of a notification: its label, its text (cut to fit a push), its url. */
export function notificationMessage(n: {
  label: string;
  text: string;
  url: string | null;
}): PushMessage {
  const body = n.text.length > PUSH_BODY_MAX ? `${n.text.slice(0, PUSH_BODY_MAX - 1)}…` : n.text;
  return { title: n.label, body, url: n.url ?? PUSH_DEFAULT_URL };
}

export interface PushServiceDeps {
  db: Db;
  clock: Clock;
  config: PushConfig;
  log: FastifyBaseLogger;
  /** Injectable for tests; the global fetch by default. */
  fetch?: typeof fetch;
}

export class PushService {
  private readonly pending = new Set<Promise<void>>();
  private readonly fetch: typeof fetch;

  private constructor(
    private readonly deps: PushServiceDeps,
    private readonly keys: { publicKey: string; privateKey: string },
  ) {
    this.fetch = deps.fetch ?? globalThis.fetch;
  }

  /** Loads (or, at the first start, makes) the key pair. */
  static async start(deps: PushServiceDeps): Promise<PushService> {
    return new PushService(deps, await loadVapidKeys(deps.db, deps.clock));
  }

  get publicKey(): string {
    return this.keys.publicKey;
  }

  isAllowedEndpoint(endpoint: string): boolean {
    return isAllowedEndpoint(endpoint, this.deps.config.extraEndpointHosts);
  }

  /**
   * Adds a browser's subscription (or renews this user's own), keeping the newest per user.
   * 'taken' when another user holds the endpoint: it stays theirs (issue 23 finding 13), decided
   * in the one upsert statement, so parallel posts cannot move it either.
   */
  async subscribe(userId: string, body: PushSubscriptionBody): Promise<'subscribed' | 'taken'> {
    const { db, clock } = this.deps;
    const now = clock();
    const values = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, lastUsedAt: now };
    return db.transaction(async (tx) => {
      const [mine] = await tx
        .insert(pushSubscriptions)
        .values({ id: randomUUID(), endpoint: body.endpoint, createdAt: now, ...values })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: values,
          where: eq(pushSubscriptions.userId, userId),
        })
        .returning({ id: pushSubscriptions.id });
      if (!mine) return 'taken';
      const keep = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.lastUsedAt), desc(pushSubscriptions.id))
        .limit(PUSH_SUBSCRIPTIONS_PER_USER);
      await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
      return 'subscribed';
    });
  }

  /** Removes the user's subscription of this endpoint (the logout); another user's stays. */
  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.deps.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }

  /**
   * Sends the message to every subscription of these users, after the caller's answer: returns
   * at once, never throws; failures are logged.
   */
  notifyUsers(userIds: readonly string[], message: PushMessage): void {
    if (userIds.length === 0) return;
    const run = this.deliver(userIds, message).catch((error: unknown) => {
      this.deps.log.warn({ err: errorName(error) }, 'web push: delivery failed');
    });
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  /** Resolves when every delivery started so far has ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async deliver(userIds: readonly string[], message: PushMessage): Promise<void> {
    const { db } = this.deps;
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...userIds]));
    const payload = JSON.stringify(message);
    await Promise.all(rows.map((row) => this.sendOne(row, payload)));
  }

  private async sendOne(row: typeof pushSubscriptions.$inferSelect, payload: string) {
    const { db, clock, log, config } = this.deps;
    const host = endpointHost(row.endpoint);
    // Checked again: the rule (PUSH_ENDPOINT_HOSTS) may have become stricter since it was stored.
    if (!this.isAllowedEndpoint(row.endpoint)) {
      log.warn({ host }, 'web push: endpoint no longer allowed, subscription removed');
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
      return;
    }
    let status: number;
    try {
      const details = webpush.generateRequestDetails(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        payload,
        {
          TTL: PUSH_TTL_SECONDS,
          vapidDetails: { subject: config.subject, ...this.keys },
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) {
        // fetch sets the length itself.
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      }
      const response = await this.fetch(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      status = response.status;
      await response.body?.cancel();
    } catch (error) {
      log.warn({ host, err: errorName(error) }, 'web push: request failed');
      return;
    }
    if (status === 404 || status === 410) {
      // The browser dropped the subscription (unsubscribed, expired): the push service says so.
      log.info({ host, status }, 'web push: subscription gone, removed');
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id));
    } else if (status >= 200 && status < 300) {
      await db
        .update(pushSubscriptions)
        .set({ lastUsedAt: clock() })
        .where(eq(pushSubscriptions.id, row.id));
    } else {
      log.warn({ host, status }, 'web push: push service refused the message');
    }
  }
}

/** An error's name and message only: a web-push error would carry the endpoint and headers. */
function errorName(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message.slice(0, 200)}`;
  return String(error).slice(0, 200);
}
