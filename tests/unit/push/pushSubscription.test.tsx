// The client's Web Push logic (src/platform/pushSubscription.ts) and the settings section, with
// fake browser parts: subscribe only with permission, with the server's key; failures only
// logged; the settings button asks, then subscribes; the logout removes the subscription.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PushSettings } from '../../../modules/userSettings/ui/PushSettings';
import { settingsDe } from '../../../modules/userSettings/texts.de';
import {
  base64UrlToBytes,
  bindPushToSession,
  enablePush,
  subscribePush,
  unsubscribePush,
  type PushDeps,
  type PushPermission,
  type PushSubscriptionLike,
} from '../../../src/platform/pushSubscription';

const KEY = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => i)).toString('base64url');
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc';

function fakes(options: { permission?: PushPermission; existing?: boolean; fail?: string } = {}) {
  const calls: string[] = [];
  let permission: PushPermission = options.permission ?? 'granted';
  const subscription: PushSubscriptionLike = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: async () => {
      calls.push('browser unsubscribe');
      return true;
    },
  };
  let current = options.existing ? subscription : null;
  const deps: PushDeps = {
    permission: () => permission,
    requestPermission: async () => {
      calls.push('ask');
      permission = 'granted';
      return permission;
    },
    pushManager: async () => ({
      getSubscription: async () => current,
      subscribe: async ({ userVisibleOnly, applicationServerKey }) => {
        if (options.fail === 'subscribe') throw new Error('AbortError: push service unreachable');
        calls.push(`subscribe ${String(userVisibleOnly)} ${applicationServerKey.length}`);
        current = subscription;
        return subscription;
      },
    }),
    publicKey: async () => KEY,
    send: async (body) => calls.push(`send ${JSON.stringify(body)}`),
    remove: async (endpoint) => calls.push(`remove ${endpoint}`),
    warn: (message) => calls.push(`warn ${message}`),
  };
  return { deps, calls };
}

describe('subscribePush', () => {
  it('subscribes with the server key and sends endpoint and keys', async () => {
    const { deps, calls } = fakes();
    expect(await subscribePush(deps)).toBe('subscribed');
    expect(calls).toEqual([
      'subscribe true 65',
      `send ${JSON.stringify({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } })}`,
    ]);
    expect([...base64UrlToBytes(KEY)].slice(0, 3)).toEqual([0, 1, 2]);
  });

  it('sends an existing subscription again instead of making a new one', async () => {
    const { deps, calls } = fakes({ existing: true });
    expect(await subscribePush(deps)).toBe('subscribed');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^send /);
  });

  it('does nothing without the permission, and only logs a failure', async () => {
    for (const permission of ['default', 'denied'] as const) {
      const { deps, calls } = fakes({ permission });
      expect(await subscribePush(deps)).toBe('not_allowed');
      expect(calls).toEqual([]);
    }
    const { deps, calls } = fakes({ fail: 'subscribe' });
    expect(await subscribePush(deps)).toBe('failed');
    expect(calls).toEqual(['warn Web push: subscription failed']);
  });
});

describe('an endpoint another user holds (issue 23 finding 13)', () => {
  /** A browser still subscribed for the last user: the server refuses its endpoint once. */
  function takenBrowser() {
    const calls: string[] = [];
    const make = (endpoint: string): PushSubscriptionLike => ({
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe: async () => {
        calls.push(`browser unsubscribe ${endpoint}`);
        current = null;
        return true;
      },
    });
    let current: PushSubscriptionLike | null = make(ENDPOINT);
    const held = new Set([ENDPOINT]);
    const deps: PushDeps = {
      permission: () => 'granted',
      requestPermission: async () => 'granted',
      pushManager: async () => ({
        getSubscription: async () => current,
        subscribe: async () => {
          current = make(`${ENDPOINT}-new`);
          calls.push(`subscribe ${current.endpoint}`);
          return current;
        },
      }),
      publicKey: async () => KEY,
      send: async (body) => {
        if (held.has(body.endpoint)) {
          throw Object.assign(new Error('taken'), { status: 409, code: 'push_endpoint_taken' });
        }
        calls.push(`send ${body.endpoint}`);
      },
      remove: async () => undefined,
      warn: (message) => calls.push(`warn ${message}`),
    };
    return { deps, calls };
  }

  it('drops the browser’s subscription, subscribes anew and sends the new one', async () => {
    const { deps, calls } = takenBrowser();
    expect(await subscribePush(deps)).toBe('subscribed');
    expect(calls).toEqual([
      `browser unsubscribe ${ENDPOINT}`,
      `subscribe ${ENDPOINT}-new`,
      `send ${ENDPOINT}-new`,
    ]);
  });
});

describe('enablePush and unsubscribePush', () => {
  it('asks for the permission first when it is open', async () => {
    const { deps, calls } = fakes({ permission: 'default' });
    expect(await enablePush(deps)).toEqual({ permission: 'granted', result: 'subscribed' });
    expect(calls[0]).toBe('ask');
  });

  it('removes the subscription on the server, then in the browser', async () => {
    const { deps, calls } = fakes({ existing: true });
    await unsubscribePush(deps);
    expect(calls).toEqual([`remove ${ENDPOINT}`, 'browser unsubscribe']);
  });

  it('without the permission there is nothing to remove: the service worker is not asked', async () => {
    const { deps, calls } = fakes({ permission: 'default', existing: true });
    const pushManager = vi.spyOn(deps, 'pushManager');
    await unsubscribePush(deps);
    expect(pushManager).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });
});

describe('bindPushToSession', () => {
  it('subscribes once per login of a user', async () => {
    const { deps, calls } = fakes();
    let me: { user: { id: string; mustChangePassword?: boolean } } | null = null;
    const listeners = new Set<() => void>();
    const session = {
      current: () => me,
      state: {
        subscribe: (listener: () => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    };
    const change = (next: typeof me) => {
      me = next;
      listeners.forEach((l) => l());
    };
    bindPushToSession(session, deps);
    change({ user: { id: 'a', mustChangePassword: true } });
    change({ user: { id: 'a' } });
    change({ user: { id: 'a' } });
    await waitFor(() => expect(calls.filter((c) => c.startsWith('send'))).toHaveLength(1));
    change(null);
    change({ user: { id: 'b' } });
    await waitFor(() => expect(calls.filter((c) => c.startsWith('send'))).toHaveLength(2));
  });
});

describe('the settings section', () => {
  const t = settingsDe.push;

  it('offers the permission while it is open, then says push is on', async () => {
    const { deps, calls } = fakes({ permission: 'default' });
    render(<PushSettings deps={deps} />);
    fireEvent.click(screen.getByRole('button', { name: t.enable }));
    expect(await screen.findByText(t.granted)).toBeTruthy();
    expect(calls.some((c) => c.startsWith('send'))).toBe(true);
  });

  it('explains a denied permission and an unsupported browser', () => {
    const denied = render(<PushSettings deps={fakes({ permission: 'denied' }).deps} />);
    expect(screen.getByText(t.denied)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    denied.unmount();
    render(<PushSettings deps={fakes({ permission: 'unsupported' }).deps} />);
    expect(screen.getByText(t.unsupported)).toBeTruthy();
  });
});
