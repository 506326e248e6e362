// The browser's side of Web Push (src/platform/pushSubscription.ts): Notification, the service
// worker's push manager and the API calls through the sync worker. Production only, like the
// service worker itself (app/client/shell/serviceWorker.ts); loaded after the login, never by /login.
import { api } from './client';
import type { PushDeps, PushManagerLike, PushPermission } from './pushSubscription';

function supported(): boolean {
  return (
    import.meta.env.PROD &&
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

export const browserPushDeps: PushDeps = {
  permission: (): PushPermission => (supported() ? Notification.permission : 'unsupported'),
  requestPermission: async () => (supported() ? Notification.requestPermission() : 'unsupported'),
  pushManager: async (): Promise<PushManagerLike | null> =>
    supported() ? (await navigator.serviceWorker.ready).pushManager : null,
  publicKey: async () => (await api.pushPublicKey()).publicKey,
  send: (body) => api.addPushSubscription(body),
  remove: (endpoint) => api.removePushSubscription({ endpoint }),
  // Never the subscription itself: its endpoint identifies the browser.
  warn: (message, error) =>
    console.warn(message, error instanceof Error ? `${error.name}: ${error.message}` : ''),
};
