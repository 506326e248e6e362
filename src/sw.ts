/// <reference lib="webworker" />
// The service worker: precaches the app shell, serves index.html for app navigations, never
// touches /api, and activates a new version only when the page asks (the user's click). It shows
// Web Push messages and opens their url on a click (src/swPush.ts).
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { openFromNotification, showPush, type PushScope } from './swPush';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null } | string>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  ) {
    void self.skipWaiting();
  }
});

// Web Push (issue 13 item 7): show the message; a click opens its url (src/swPush.ts).
const pushScope: PushScope = {
  origin: self.location.origin,
  showNotification: (title, options) => self.registration.showNotification(title, options),
  windowClients: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
  openWindow: (url) => self.clients.openWindow(url),
};

self.addEventListener('push', (event: PushEvent) => {
  event.waitUntil(showPush(pushScope, event.data));
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  event.waitUntil(openFromNotification(pushScope, event.notification.data));
});

clientsClaim();
