// The contract of Web Push (issue 13 item 7): the server's VAPID public key, and a browser's
// subscription, added after the login and removed at the logout. Which push services an
// endpoint may name is the server's rule (server/services/push.ts, PUSH_ENDPOINT_HOSTS).
import { z } from 'zod';
import { endpoint } from './endpoint';

export const PUSH_API = {
  publicKey: '/push/public-key',
  subscriptions: '/push/subscriptions',
} as const;

/** Base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64url = /^[A-Za-z0-9_-]+$/;

/** Bytes of a base64url string without padding. */
const decodedLength = (value: string) => Math.floor((value.length * 3) / 4);

/** The longest endpoint accepted; the push services' are about 200 to 500 characters. */
export const PUSH_ENDPOINT_MAX = 1024;

export const PushEndpoint = z
  .string()
  .max(PUSH_ENDPOINT_MAX)
  .refine((value) => /^https?:\/\/[^\s]+$/.test(value));

export const PushPublicKey = z.strictObject({
  /** The applicationServerKey: base64url of an uncompressed P-256 point (65 bytes). */
  publicKey: z.string(),
});
export type PushPublicKey = z.infer<typeof PushPublicKey>;

export const PushSubscriptionBody = z.strictObject({
  endpoint: PushEndpoint,
  keys: z.strictObject({
    /** The browser's P-256 public key, uncompressed (65 bytes, 87 characters). */
    p256dh: z
      .string()
      .max(100)
      .regex(base64url)
      .refine((v) => decodedLength(v) === 65),
    /** The 16-byte authentication secret (22 characters). */
    auth: z
      .string()
      .max(30)
      .regex(base64url)
      .refine((v) => decodedLength(v) === 16),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const DeletePushSubscriptionBody = z.strictObject({ endpoint: PushEndpoint });
export type DeletePushSubscriptionBody = z.infer<typeof DeletePushSubscriptionBody>;

/** The three calls, declared once (src/api/endpoint.ts); silent: a failure is only logged. */
export const PUSH_ENDPOINTS = {
  publicKey: endpoint({
    method: 'GET',
    path: PUSH_API.publicKey,
    access: 'user',
    answer: PushPublicKey,
    silent: true,
  }),
  subscribe: endpoint({
    method: 'POST',
    path: PUSH_API.subscriptions,
    access: 'user',
    body: PushSubscriptionBody,
    status: 204,
    silent: true,
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: PUSH_API.subscriptions,
    access: 'user',
    body: DeletePushSubscriptionBody,
    status: 204,
    silent: true,
  }),
};
