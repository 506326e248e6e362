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

/** A precache entry; `shell` is marked at build time (scripts/swShell.ts). */
interface Entry {
  url: string;
  revision?: string | null;
  shell?: boolean;
}

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<Entry | string>;
};

const entries = self.__WB_MANIFEST.map((e): Entry =>
  typeof e === 'string' ? { url: e, revision: null } : e,
);
// Issue 27 item 6: the install takes only the start page's files, so the worker controls the
// page within a moment of the first visit; an unmarked entry counts as the shell.
precacheAndRoute(
  entries
    .filter((e) => e.shell !== false)
    .map(({ url, revision }) => ({ url, revision: revision ?? null })),
);
cleanupOutdatedCaches();

// The rest (the lazy screens' chunks, the sync worker): hashed, immutable files, cached right
// after the install in a cache of their own and served from it first.
const REST_CACHE = 'apo-app-rest';
const REST_PARALLEL = 4;
const rest = new Set(
  entries.filter((e) => e.shell === false).map((e) => new URL(e.url, self.location.origin).href),
);
let filling: Promise<void> | undefined;

/** Caches what of the rest is missing; offline it stops and runs again at the next event. */
function fillRest(): Promise<void> {
  filling ??= (async () => {
    const cache = await caches.open(REST_CACHE);
    const queue = [...rest];
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        if (await cache.match(url)) continue;
        const response = await fetch(url);
        if (response.ok) await cache.put(url, response);
      }
    };
    await Promise.all(Array.from({ length: REST_PARALLEL }, worker));
  })().catch(() => {
    filling = undefined;
  });
  return filling;
}

registerRoute(
  ({ url }) => rest.has(url.href),
  async ({ request }) => (await caches.match(request, { cacheName: REST_CACHE })) ?? fetch(request),
);

self.addEventListener('activate', (event: ExtendableEvent) => {
  // What an older version cached and this one no longer lists goes; then the rest is fetched
  // (not awaited: the worker controls the page meanwhile).
  event.waitUntil(
    caches.open(REST_CACHE).then(async (cache) => {
      for (const request of await cache.keys()) {
        if (!rest.has(request.url)) await cache.delete(request);
      }
    }),
  );
  void fillRest();
});
self.addEventListener('fetch', (event: FetchEvent) => {
  // A worker woken up later completes the rest (its lifetime extended while it does).
  if (event.request.mode === 'navigate') event.waitUntil(fillRest());
});

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
