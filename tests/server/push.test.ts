// Web Push (issue 13 item 7): the VAPID key pair, the subscription routes with their bounds, the
// endpoint rule against request forgery and the roles, and the delivery of an admin notification
// to a local push endpoint started here: VAPID header, aes128gcm, TTL, the decrypted message; a
// 410 removes the subscription; a failing endpoint never fails the admin's request.
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../src/api/pushMessage.ts';
import { pushSubscriptions, pushVapidKeys } from '../../server/db/schema.ts';
import { PUSH_MESSAGES } from '../../server/routes/push.ts';
import {
  PUSH_SUBSCRIPTIONS_PER_USER,
  PUSH_TTL_SECONDS,
  PushService,
  isAllowedEndpoint,
} from '../../server/services/push.ts';
import { readConfig } from '../../server/config.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { loginAs, must } from './support/sync.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A local stand-in for a push service: records each request, answers `status` (0: drops it). */
let endpoint: Server;
let origin = '';
let received: Received[] = [];
let status = 201;

let t: TestApp;
beforeAll(async () => {
  endpoint = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      if (status === 0) {
        req.socket.destroy();
        return;
      }
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
  t = await createTestApp({
    config: { push: { subject: 'mailto:portal@demo.at', extraEndpointHosts: [origin] } },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => endpoint.close(resolve));
});
beforeEach(() => {
  received = [];
  status = 201;
});

/** A browser's subscription: its own P-256 key pair and auth secret. */
function browserSubscription(url: string): {
  ecdh: ECDH;
  body: { endpoint: string; keys: { p256dh: string; auth: string } };
} {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    body: {
      endpoint: url,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    },
  };
}

async function subscribedUser(path = `/push/${randomBytes(6).toString('hex')}`) {
  const user = await createUser(t.db, { roles: ['User'] });
  const c = client(t.app);
  await c.login(user.email, user.password);
  const sub = browserSubscription(`${origin}${path}`);
  const res = await c.post('/api/push/subscriptions', sub.body);
  expect(res.statusCode).toBe(204);
  return { user, c, sub };
}

async function notify(userId: string, extra: Record<string, unknown> = {}) {
  const admin = await loginAs(t.app, DEMO_USERS.admin);
  const res = await admin.post('/api/admin/notifications', {
    userId,
    label: 'Lieferung verspätet',
    text: 'Ihre Bestellung kommt morgen.',
    url: '/shop/bestellungen',
    ...extra,
  });
  return res;
}

async function subscriptionsOf(userId: string) {
  return t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

describe('the VAPID key pair', () => {
  it('is made once and stays the same across restarts', async () => {
    const rows = await t.db.select().from(pushVapidKeys);
    expect(rows).toHaveLength(1);
    const again = await PushService.start({
      db: t.db,
      clock: t.clock,
      config: t.config.push,
      log: t.app.log,
    });
    expect(again.publicKey).toBe(t.app.push.publicKey);
    expect(await t.db.select().from(pushVapidKeys)).toEqual(rows);
  });

  it('gives logged-in users the public key only', async () => {
    expect((await client(t.app).get('/api/push/public-key')).statusCode).toBe(401);
    const c = await loginAs(t.app, DEMO_USERS.apotheke);
    const res = await c.get('/api/push/public-key');
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [row] = await t.db.select().from(pushVapidKeys);
    expect(res.body).not.toContain(must(row).privateKey);
  });
});

describe('the endpoint rule', () => {
  it('allows the known push services over https only', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
    ]) {
      expect(isAllowedEndpoint(url), url).toBe(true);
    }
    for (const url of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilpush.services.mozilla.com/x',
      'https://push.services.mozilla.com.evil.example/x',
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:5432/',
      'https://localhost/x',
      'not a url',
    ]) {
      expect(isAllowedEndpoint(url), url).toBe(false);
    }
  });

  it('is extended by PUSH_ENDPOINT_HOSTS, whose entries are checked at the start', () => {
    const push = readConfig({ PUSH_ENDPOINT_HOSTS: 'push.example.com, *.push.example.org' }).push;
    expect(isAllowedEndpoint('https://push.example.com/x', push.extraEndpointHosts)).toBe(true);
    expect(isAllowedEndpoint('https://a.push.example.org/x', push.extraEndpointHosts)).toBe(true);
    expect(isAllowedEndpoint('http://push.example.com/x', push.extraEndpointHosts)).toBe(false);
    const local = readConfig({ PUSH_ENDPOINT_HOSTS: 'http://127.0.0.1:9000' }).push;
    expect(isAllowedEndpoint('http://127.0.0.1:9000/p', local.extraEndpointHosts)).toBe(true);
    expect(isAllowedEndpoint('http://127.0.0.1:9001/p', local.extraEndpointHosts)).toBe(false);
    expect(() => readConfig({ PUSH_ENDPOINT_HOSTS: 'http://x/path' })).toThrow(
      /PUSH_ENDPOINT_HOSTS/,
    );
    expect(() => readConfig({ PUSH_SUBJECT: 'http://insecure.example' })).toThrow(/PUSH_SUBJECT/);
    expect(readConfig({ MAIL_FROM: 'Portal <noreply@example.at>' }).push.subject).toBe(
      'mailto:noreply@example.at',
    );
  });
});

describe('subscriptions', () => {
  it('need role User', async () => {
    const sub = browserSubscription('https://fcm.googleapis.com/fcm/send/roles');
    expect((await client(t.app).post('/api/push/subscriptions', sub.body)).statusCode).toBe(401);
    const noRole = await createUser(t.db, { roles: [] });
    const c = client(t.app);
    await c.login(noRole.email, noRole.password);
    expect((await c.post('/api/push/subscriptions', sub.body)).statusCode).toBe(403);
    expect((await c.get('/api/push/public-key')).statusCode).toBe(403);
  });

  it('refuse other hosts with a German message, and malformed or over-long fields', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke);
    const valid = browserSubscription('https://fcm.googleapis.com/fcm/send/bounds').body;
    const forged = await c.post('/api/push/subscriptions', {
      ...valid,
      endpoint: 'https://169.254.169.254/latest/meta-data',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ message: string }>().message).toBe(PUSH_MESSAGES.endpointNotAllowed);
    const bad = [
      { ...valid, endpoint: `https://fcm.googleapis.com/${'a'.repeat(1024)}` },
      { ...valid, endpoint: 'javascript:alert(1)' },
      { ...valid, keys: { ...valid.keys, p256dh: valid.keys.p256dh.slice(0, 40) } },
      { ...valid, keys: { ...valid.keys, p256dh: `${valid.keys.p256dh.slice(1)}+` } },
      { ...valid, keys: { ...valid.keys, auth: 'a'.repeat(200) } },
      { ...valid, expirationTime: null },
      { endpoint: valid.endpoint },
    ];
    for (const body of bad) {
      expect((await c.post('/api/push/subscriptions', body)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await c.post('/api/push/subscriptions', valid)).statusCode).toBe(204);
  });

  it('refuse an endpoint another user holds with 409; DELETE removes only one’s own', async () => {
    const a = await createUser(t.db, { roles: ['User'] });
    const b = await createUser(t.db, { roles: ['User'] });
    const ca = client(t.app);
    await ca.login(a.email, a.password);
    const cb = client(t.app);
    await cb.login(b.email, b.password);
    const sub = browserSubscription('https://fcm.googleapis.com/fcm/send/shared-device').body;
    expect((await ca.post('/api/push/subscriptions', sub)).statusCode).toBe(204);
    expect((await ca.post('/api/push/subscriptions', sub)).statusCode).toBe(204);
    expect(await subscriptionsOf(a.id)).toHaveLength(1);
    // Issue 23 finding 13: B cannot take A's endpoint, with A's keys or with keys of its own.
    const other = browserSubscription(sub.endpoint).body;
    for (const body of [sub, other]) {
      const taken = await cb.post('/api/push/subscriptions', body);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        code: 'push_endpoint_taken',
        message: PUSH_MESSAGES.endpointTaken,
      });
    }
    const [kept] = await subscriptionsOf(a.id);
    expect(kept).toMatchObject({ endpoint: sub.endpoint, auth: sub.keys.auth });
    expect(await subscriptionsOf(b.id)).toHaveLength(0);
    const del = (c: typeof ca) =>
      c.request('DELETE', '/api/push/subscriptions', { endpoint: sub.endpoint });
    // B's DELETE does not touch A's subscription.
    expect((await del(cb)).statusCode).toBe(204);
    expect(await subscriptionsOf(a.id)).toHaveLength(1);
    // Once A let go of it (the logout), the browser's next user may register it.
    expect((await del(ca)).statusCode).toBe(204);
    expect((await cb.post('/api/push/subscriptions', sub)).statusCode).toBe(204);
    expect(await subscriptionsOf(b.id)).toHaveLength(1);
  });

  it('a notification for B never reaches the endpoint A holds', async () => {
    const { user: a, sub } = await subscribedUser();
    const b = await createUser(t.db, { roles: ['User'] });
    const cb = client(t.app);
    await cb.login(b.email, b.password);
    const own = browserSubscription(sub.body.endpoint).body;
    expect((await cb.post('/api/push/subscriptions', own)).statusCode).toBe(409);
    expect((await notify(b.id)).statusCode).toBe(201);
    await t.app.push.settled();
    expect(received).toEqual([]);
    expect((await notify(a.id)).statusCode).toBe(201);
    await t.app.push.settled();
    expect(received).toHaveLength(1);
  });

  it(`keep the ${PUSH_SUBSCRIPTIONS_PER_USER} most recent per user`, async () => {
    const user = await createUser(t.db, { roles: ['User'] });
    const c = client(t.app);
    await c.login(user.email, user.password);
    for (let i = 0; i < PUSH_SUBSCRIPTIONS_PER_USER + 2; i++) {
      t.clock.advance(1000);
      const sub = browserSubscription(`https://fcm.googleapis.com/fcm/send/device-${i}`).body;
      expect((await c.post('/api/push/subscriptions', sub)).statusCode).toBe(204);
    }
    const kept = (await subscriptionsOf(user.id)).map((s) => s.endpoint).sort();
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
    expect(kept).not.toContain('https://fcm.googleapis.com/fcm/send/device-0');
    expect(kept).not.toContain('https://fcm.googleapis.com/fcm/send/device-1');
  });
});

describe('an admin notification', () => {
  it('is pushed encrypted and signed to every subscription of its user', async () => {
    const { user, sub } = await subscribedUser('/push/first');
    const other = await subscribedUser('/push/other-user');
    const res = await notify(user.id);
    expect(res.statusCode).toBe(201);
    await t.app.push.settled();
    expect(received).toHaveLength(1);
    const [request] = received;
    const got = must(request);
    expect(got.path).toBe('/push/first');
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(got.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(got.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.app.push.publicKey}$`),
    );
    // The signed token names this push service's origin and our subject.
    const jwt = must(/t=([^,]+)/.exec(got.headers.authorization ?? '')?.[1]);
    const claims = JSON.parse(Buffer.from(must(jwt.split('.')[1]), 'base64url').toString()) as {
      aud: string;
      sub: string;
    };
    expect(claims).toMatchObject({ aud: origin, sub: 'mailto:portal@demo.at' });
    const message = JSON.parse(
      ece
        .decrypt(got.body, {
          version: 'aes128gcm',
          privateKey: sub.ecdh,
          authSecret: sub.body.keys.auth,
        })
        .toString('utf8'),
    ) as PushMessage;
    expect(message).toEqual({
      title: 'Lieferung verspätet',
      body: 'Ihre Bestellung kommt morgen.',
      url: '/shop/bestellungen',
    });
    expect(other.user.id).not.toBe(user.id);
  });

  it('without a url opens the notifications; a long text is cut', async () => {
    const { user, sub } = await subscribedUser();
    expect((await notify(user.id, { url: null, text: 'x'.repeat(2000) })).statusCode).toBe(201);
    await t.app.push.settled();
    const got = must(received[0]);
    const message = JSON.parse(
      ece
        .decrypt(got.body, {
          version: 'aes128gcm',
          privateKey: sub.ecdh,
          authSecret: sub.body.keys.auth,
        })
        .toString('utf8'),
    ) as PushMessage;
    expect(message.url).toBe('/notifications');
    expect(message.body.length).toBeLessThanOrEqual(300);
    expect(message.body.endsWith('…')).toBe(true);
  });

  it('removes a subscription the push service calls gone (410)', async () => {
    const { user } = await subscribedUser();
    status = 410;
    expect((await notify(user.id)).statusCode).toBe(201);
    await t.app.push.settled();
    expect(received).toHaveLength(1);
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
  });

  it('succeeds when the push service fails or cannot be reached', async () => {
    const { user } = await subscribedUser();
    status = 500;
    expect((await notify(user.id)).statusCode).toBe(201);
    await t.app.push.settled();
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    // The push service drops the connection: a network error.
    status = 0;
    expect((await notify(user.id)).statusCode).toBe(201);
    await t.app.push.settled();
    expect(received).toHaveLength(2);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
  });
});
