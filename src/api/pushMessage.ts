// What a Web Push message carries (issue 13 item 7): the server encrypts it as JSON, the service
// worker (src/swPush.ts) reads it. Plain TypeScript, no zod: the service worker imports it.

export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** An app path ('/notifications') or an http(s) url; opened when the notification is clicked. */
  readonly url: string;
}

/** A push payload must stay below about 4 KB encrypted: the body is cut to this many characters. */
export const PUSH_BODY_MAX = 300;

/** Where a click goes when the notification names no url. */
export const PUSH_DEFAULT_URL = '/notifications';
