// Web Push in the service worker (issue 13 item 7), as pure functions over small interfaces so
// unit tests drive them with fakes (tests/unit/swPush.test.ts); src/sw.ts wires them to the
// `push` and `notificationclick` events. A message is the JSON of src/api/pushMessage.ts.
// A click opens only same-origin paths (in an open portal window, else a new one) or http(s)
// urls (in a new window, so the portal stays open); anything else opens the portal's start page.
import { PUSH_DEFAULT_URL, type PushMessage } from './api/pushMessage';
import { pushDe } from './i18n/push.de';

export const PUSH_ICON = '/icons/icon-192.png';
/** Notifications of the portal replace each other per url instead of piling up. */
export const PUSH_TAG_PREFIX = 'portal-push:';

export interface PushDataLike {
  text(): string;
}

export interface NotificationOptionsLike {
  body: string;
  icon: string;
  badge: string;
  tag: string;
  data: { url: string };
}

export interface WindowClientLike {
  readonly url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The parts of the service worker's global scope the handlers use. */
export interface PushScope {
  /** The portal's origin (`self.location.origin`). */
  readonly origin: string;
  showNotification(title: string, options: NotificationOptionsLike): Promise<void>;
  windowClients(): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

/** The message of a push; a missing or unreadable one still shows (browsers require that). */
export function parsePushMessage(data: PushDataLike | null): PushMessage {
  let parsed: unknown = null;
  try {
    parsed = data ? JSON.parse(data.text()) : null;
  } catch {
    parsed = null;
  }
  const fields =
    typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  return {
    title: text(fields.title, 200) ?? pushDe.fallbackTitle,
    body: text(fields.body, 1000) ?? (text(fields.title, 200) ? '' : pushDe.fallbackBody),
    url: text(fields.url, 2000) ?? PUSH_DEFAULT_URL,
  };
}

/**
 * Where a click may go: a same-origin path or url (absolute, on this origin), or an http(s)
 * url elsewhere; null for anything else (`javascript:`, `data:`, `//host` tricks resolve to
 * another origin and count as external only when http(s)).
 */
export function clickTarget(
  url: unknown,
  origin: string,
): { href: string; sameOrigin: boolean } | null {
  if (typeof url !== 'string' || url === '') return null;
  let resolved: URL;
  try {
    resolved = new URL(url, origin);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
  return { href: resolved.href, sameOrigin: resolved.origin === origin };
}

export async function showPush(scope: PushScope, data: PushDataLike | null): Promise<void> {
  const message = parsePushMessage(data);
  await scope.showNotification(message.title, {
    body: message.body,
    icon: PUSH_ICON,
    badge: PUSH_ICON,
    tag: `${PUSH_TAG_PREFIX}${message.url}`,
    data: { url: message.url },
  });
}

/** A click on a notification: focus a portal window and navigate it, or open a new one. */
export async function openFromNotification(scope: PushScope, data: unknown): Promise<void> {
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : null;
  const target = clickTarget(url, scope.origin) ?? { href: `${scope.origin}/`, sameOrigin: true };
  if (target.sameOrigin) {
    const windows = await scope.windowClients();
    const portal = windows.find((w) => clickTarget(w.url, scope.origin)?.sameOrigin);
    if (portal) {
      await portal.focus();
      await portal.navigate(target.href);
      return;
    }
  }
  await scope.openWindow(target.href);
}
