// Web Push on the client (issue 13 item 7). After the login, when the service worker is
// registered and the user has allowed notifications, the browser subscribes with the server's
// public key and the subscription is sent to the server; /settings asks for the permission when
// it is still open. A failure (no push service reachable, a private window) is only logged: push
// is a convenience, the app works the same without it. At the logout the subscription is removed
// (server first, then in the browser), so a shared device stops getting the last user's messages.
// Should that removal have failed, the server refuses the old endpoint to the next user (409
// push_endpoint_taken): the browser then drops that subscription and makes a new one.
// Pure over its dependencies (tests/unit/pushSubscription.test.ts); the browser's are below.
import { ERROR_CODE } from '../api/errors';
import type { PushSubscriptionBody } from '../api/push';

export type PushPermission = 'granted' | 'default' | 'denied' | 'unsupported';

export interface PushSubscriptionLike {
  readonly endpoint: string;
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
  unsubscribe(): Promise<boolean>;
}

export interface PushManagerLike {
  getSubscription(): Promise<PushSubscriptionLike | null>;
  subscribe(options: {
    userVisibleOnly: boolean;
    applicationServerKey: Uint8Array<ArrayBuffer>;
  }): Promise<PushSubscriptionLike>;
}

export interface PushDeps {
  permission(): PushPermission;
  requestPermission(): Promise<PushPermission>;
  /** The service worker's push manager once it is active; null without a service worker. */
  pushManager(): Promise<PushManagerLike | null>;
  publicKey(): Promise<string>;
  send(body: PushSubscriptionBody): Promise<unknown>;
  remove(endpoint: string): Promise<unknown>;
  warn(message: string, error?: unknown): void;
}

/** Base64url (the server's key) to the bytes pushManager.subscribe expects. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** What the server stores of a subscription: endpoint and the two keys. */
export function subscriptionBody(sub: PushSubscriptionLike): PushSubscriptionBody | null {
  const json = sub.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!p256dh || !auth) return null;
  return { endpoint: json.endpoint ?? sub.endpoint, keys: { p256dh, auth } };
}

export type SubscribeResult = 'subscribed' | 'not_allowed' | 'unsupported' | 'failed';

/** The server's answer when another user still holds this browser's endpoint. */
const isEndpointTaken = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === ERROR_CODE.pushEndpointTaken;

/**
 * Subscribes (or renews the existing subscription) and sends it, when permission is granted.
 * Never throws: a failure is logged and answered 'failed'.
 */
export async function subscribePush(deps: PushDeps): Promise<SubscribeResult> {
  const permission = deps.permission();
  if (permission === 'unsupported') return 'unsupported';
  if (permission !== 'granted') return 'not_allowed';
  try {
    const manager = await deps.pushManager();
    if (!manager) return 'unsupported';
    const publicKey = await deps.publicKey();
    const subscribe = () =>
      manager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(publicKey),
      });
    const send = async (sub: PushSubscriptionLike) => {
      const body = subscriptionBody(sub);
      if (!body) throw new Error('subscription without keys');
      await deps.send(body);
    };
    const sub = (await manager.getSubscription()) ?? (await subscribe());
    try {
      await send(sub);
    } catch (error) {
      if (!isEndpointTaken(error)) throw error;
      // The last user's subscription (its logout could not remove it): a new one, once.
      await sub.unsubscribe();
      await send(await subscribe());
    }
    return 'subscribed';
  } catch (error) {
    deps.warn('Web push: subscription failed', error);
    return 'failed';
  }
}

/** The settings button: asks for the permission, then subscribes. */
export async function enablePush(deps: PushDeps): Promise<{
  permission: PushPermission;
  result: SubscribeResult;
}> {
  let permission = deps.permission();
  if (permission === 'default') {
    try {
      permission = await deps.requestPermission();
    } catch (error) {
      deps.warn('Web push: permission request failed', error);
    }
  }
  return { permission, result: await subscribePush(deps) };
}

/** At the logout: the server forgets the subscription, the browser drops it. Never throws. */
export async function unsubscribePush(deps: PushDeps): Promise<void> {
  // Without the permission there is no subscription (browsers drop it when it is taken back),
  // so a logout does not wait for the service worker at all.
  if (deps.permission() !== 'granted') return;
  try {
    const manager = await deps.pushManager();
    const sub = await manager?.getSubscription();
    if (!sub) return;
    await deps.remove(sub.endpoint).catch((error: unknown) => {
      deps.warn('Web push: removing the subscription on the server failed', error);
    });
    await sub.unsubscribe();
  } catch (error) {
    deps.warn('Web push: unsubscribe failed', error);
  }
}

/** Resolves with the value, or with `fallback` after `ms` (a logout must not wait long). */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    void promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/** The part of the session store the binding reads. */
export interface SessionLike {
  current(): {
    readonly user: { readonly id: string; readonly mustChangePassword?: boolean };
  } | null;
  readonly state: { subscribe(listener: () => void): () => void };
}

/**
 * After each login (a new user with role to the app; not while a password change is due), one
 * subscription attempt. Returns the unsubscribe function.
 */
export function bindPushToSession(session: SessionLike, deps: PushDeps): () => void {
  let last: string | null = null;
  const follow = () => {
    const user = session.current()?.user;
    const id = user && !user.mustChangePassword ? user.id : null;
    if (id === last) return;
    last = id;
    if (id) void subscribePush(deps);
  };
  follow();
  return session.state.subscribe(follow);
}
