// The service worker's Web Push handlers (src/swPush.ts) with a fake scope: what a push shows,
// and where a click goes (same-origin paths in an open portal window, else a new window; only
// http(s)).
import { describe, expect, it } from 'vitest';
import {
  PUSH_ICON,
  clickTarget,
  openFromNotification,
  parsePushMessage,
  showPush,
  type NotificationOptionsLike,
  type PushScope,
  type WindowClientLike,
} from '../../src/swPush';
import { pushDe } from '../../src/i18n/push.de';

const ORIGIN = 'https://portal.example.at';

function fakeScope(windowUrls: string[] = []) {
  const calls: string[] = [];
  const shown: { title: string; options: NotificationOptionsLike }[] = [];
  const windows: WindowClientLike[] = windowUrls.map((url) => ({
    url,
    focus: async () => calls.push(`focus ${url}`),
    navigate: async (to: string) => calls.push(`navigate ${url} -> ${to}`),
  }));
  const scope: PushScope = {
    origin: ORIGIN,
    showNotification: async (title, options) => {
      shown.push({ title, options });
    },
    windowClients: async () => windows,
    openWindow: async (url) => calls.push(`open ${url}`),
  };
  return { scope, calls, shown };
}

const data = (value: unknown) => ({
  text: () => (typeof value === 'string' ? value : JSON.stringify(value)),
});

describe('a push', () => {
  it('shows the title, body, icon and url of the message', async () => {
    const { scope, shown } = fakeScope();
    await showPush(scope, data({ title: 'Lieferung', body: 'Kommt morgen.', url: '/shop' }));
    expect(shown).toEqual([
      {
        title: 'Lieferung',
        options: {
          body: 'Kommt morgen.',
          icon: PUSH_ICON,
          badge: PUSH_ICON,
          tag: 'portal-push:/shop',
          data: { url: '/shop' },
        },
      },
    ]);
  });

  it('without data or with unreadable data still shows a German notification', async () => {
    for (const input of [null, data('not json'), data(42), data({ title: '' })]) {
      const message = parsePushMessage(input);
      expect(message).toEqual({
        title: pushDe.fallbackTitle,
        body: pushDe.fallbackBody,
        url: '/notifications',
      });
    }
    expect(parsePushMessage(data({ title: 'Nur Titel' }))).toEqual({
      title: 'Nur Titel',
      body: '',
      url: '/notifications',
    });
  });
});

describe('a click', () => {
  it('allows same-origin paths and http(s) urls only', () => {
    expect(clickTarget('/shop/warenkoerbe', ORIGIN)).toEqual({
      href: `${ORIGIN}/shop/warenkoerbe`,
      sameOrigin: true,
    });
    expect(clickTarget('https://www.alpenpharm.at/x', ORIGIN)).toEqual({
      href: 'https://www.alpenpharm.at/x',
      sameOrigin: false,
    });
    expect(clickTarget('//evil.example/x', ORIGIN)?.sameOrigin).toBe(false);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.at', '', 7, null]) {
      expect(clickTarget(bad, ORIGIN), String(bad)).toBeNull();
    }
  });

  it('focuses an open portal window and navigates it', async () => {
    const { scope, calls } = fakeScope(['https://other.example/', `${ORIGIN}/dashboard`]);
    await openFromNotification(scope, { url: '/notifications' });
    expect(calls).toEqual([
      `focus ${ORIGIN}/dashboard`,
      `navigate ${ORIGIN}/dashboard -> ${ORIGIN}/notifications`,
    ]);
  });

  it('opens a new window when no portal window is open', async () => {
    const { scope, calls } = fakeScope([]);
    await openFromNotification(scope, { url: '/shop' });
    expect(calls).toEqual([`open ${ORIGIN}/shop`]);
  });

  it('opens an external url in a new window, leaving the portal where it is', async () => {
    const { scope, calls } = fakeScope([`${ORIGIN}/dashboard`]);
    await openFromNotification(scope, { url: 'https://www.alpenpharm.at/aktion' });
    expect(calls).toEqual(['open https://www.alpenpharm.at/aktion']);
  });

  it('opens the start page for a url it may not open', async () => {
    const { scope, calls } = fakeScope([]);
    await openFromNotification(scope, { url: 'javascript:alert(1)' });
    await openFromNotification(scope, null);
    expect(calls).toEqual([`open ${ORIGIN}/`, `open ${ORIGIN}/`]);
  });
});
