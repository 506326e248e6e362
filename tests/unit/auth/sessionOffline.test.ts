// Offline-first session (issue 3): the cached session on a page load without the API, and a
// logout that could not reach the server.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODE } from '../../../src/api/errors';
import {
  PENDING_CUSTOMER_KEY,
  PENDING_LOGOUT_KEY,
  SESSION_CACHE_KEY,
  SessionStore,
  type KeyValueStorage,
  type SessionApi,
} from '../../../src/platform/session/sessionStore';
import { HttpError } from '../../../src/worker/http';
import { makeCustomer, makeMe } from '../fixtures';

const offline = () => new HttpError(0, ERROR_CODE.apiOffline, 'Server nicht erreichbar', true);
const unauthorized = () => new HttpError(401, undefined, 'Authentication Required', true);

function memoryStorage(): KeyValueStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function fakeApi(over: Partial<SessionApi> = {}): SessionApi {
  return {
    me: vi.fn(async () => makeMe()),
    login: vi.fn(async () => makeMe()),
    logout: vi.fn(async () => undefined),
    depersonate: vi.fn(async () => makeMe()),
    impersonate: vi.fn(async () => makeMe()),
    setCurrentLieferkunde: vi.fn(async () => makeMe()),
    resetDifferential: vi.fn(async () => makeMe()),
    ...over,
  };
}

let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  storage = memoryStorage();
});

describe('SessionStore: cached session', () => {
  it('keeps the last known session, without anything but the session data', async () => {
    const store = new SessionStore(fakeApi(), storage);
    const me = makeMe({ lieferkunde: makeCustomer({ LieferkundeNr: 4711 }), differential: true });
    await store.setCustomer(4711, true);
    expect(JSON.parse(storage.items.get(SESSION_CACHE_KEY) ?? 'null')).toEqual(makeMe());
    store.replace(me);
    expect(JSON.parse(storage.items.get(SESSION_CACHE_KEY) ?? 'null')).toEqual(me);
  });

  it('starts from the cached session when /me cannot reach the API', async () => {
    storage.setItem(SESSION_CACHE_KEY, JSON.stringify(makeMe()));
    const store = new SessionStore(
      fakeApi({ me: vi.fn(() => Promise.reject(offline())) }),
      storage,
    );
    await expect(store.ensureLoaded()).resolves.toEqual(makeMe());
    expect(store.isUnconfirmed()).toBe(true);
  });

  it('also on a gateway error of a proxy in front of the API', async () => {
    storage.setItem(SESSION_CACHE_KEY, JSON.stringify(makeMe()));
    const gateway = new HttpError(503, undefined, '', true);
    const store = new SessionStore(fakeApi({ me: vi.fn(() => Promise.reject(gateway)) }), storage);
    await expect(store.ensureLoaded()).resolves.toEqual(makeMe());
  });

  it('is logged out on a 401 and forgets the cached session', async () => {
    storage.setItem(SESSION_CACHE_KEY, JSON.stringify(makeMe()));
    const store = new SessionStore(
      fakeApi({ me: vi.fn(() => Promise.reject(unauthorized())) }),
      storage,
    );
    await expect(store.ensureLoaded()).resolves.toBeNull();
    expect(storage.items.has(SESSION_CACHE_KEY)).toBe(false);
  });

  it('is logged out offline without a (valid) cached session', async () => {
    storage.setItem(SESSION_CACHE_KEY, '{"user":null}');
    const store = new SessionStore(
      fakeApi({ me: vi.fn(() => Promise.reject(offline())) }),
      storage,
    );
    await expect(store.ensureLoaded()).resolves.toBeNull();
  });

  it('forgets the cached session on logout', async () => {
    const store = new SessionStore(fakeApi(), storage);
    await store.ensureLoaded();
    expect(storage.items.has(SESSION_CACHE_KEY)).toBe(true);
    await store.logout();
    expect(storage.items.has(SESSION_CACHE_KEY)).toBe(false);
  });

  it('confirms the cached session once the API is reachable', async () => {
    storage.setItem(SESSION_CACHE_KEY, JSON.stringify(makeMe()));
    const fresh = makeMe({ differential: true });
    const me = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValueOnce(fresh);
    const store = new SessionStore(fakeApi({ me }), storage);
    await store.ensureLoaded();
    await expect(store.onReachable()).resolves.toBeNull();
    expect(store.current()).toEqual(fresh);
    expect(store.isUnconfirmed()).toBe(false);
  });

  it('reports an expired session when the server no longer knows the cached one', async () => {
    storage.setItem(SESSION_CACHE_KEY, JSON.stringify(makeMe()));
    const me = vi.fn().mockRejectedValueOnce(offline()).mockRejectedValueOnce(unauthorized());
    const store = new SessionStore(fakeApi({ me }), storage);
    await store.ensureLoaded();
    await expect(store.onReachable()).resolves.toBe('expired');
  });

  it('does not ask the server again for a confirmed session', async () => {
    const api = fakeApi();
    const store = new SessionStore(api, storage);
    await store.ensureLoaded();
    await expect(store.onReachable()).resolves.toBeNull();
    expect(api.me).toHaveBeenCalledTimes(1);
  });
});

describe('SessionStore: logout that cannot reach the server', () => {
  it('logs out locally at once and remembers the logout', async () => {
    const store = new SessionStore(
      fakeApi({ logout: vi.fn(() => Promise.reject(offline())) }),
      storage,
    );
    await store.ensureLoaded();
    await store.logout();
    expect(store.current()).toBeNull();
    expect(store.hasPendingLogout()).toBe(true);
    expect(storage.items.has(SESSION_CACHE_KEY)).toBe(false);
  });

  it('needs no pending logout when the server says the session is gone', async () => {
    const store = new SessionStore(
      fakeApi({ logout: vi.fn(() => Promise.reject(unauthorized())) }),
      storage,
    );
    await store.logout();
    expect(store.hasPendingLogout()).toBe(false);
  });

  it('sends the pending logout at start-up and never trusts /me before', async () => {
    storage.setItem(PENDING_LOGOUT_KEY, '2026-01-01T00:00:00.000Z');
    const api = fakeApi();
    const store = new SessionStore(api, storage);
    await expect(store.ensureLoaded()).resolves.toBeNull();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(api.me).not.toHaveBeenCalled();
    expect(store.hasPendingLogout()).toBe(false);
  });

  it('stays logged out while the pending logout still cannot be sent', async () => {
    storage.setItem(PENDING_LOGOUT_KEY, 'x');
    storage.setItem(SESSION_CACHE_KEY, JSON.stringify(makeMe()));
    const api = fakeApi({ logout: vi.fn(() => Promise.reject(offline())) });
    const store = new SessionStore(api, storage);
    await expect(store.ensureLoaded()).resolves.toBeNull();
    expect(api.me).not.toHaveBeenCalled();
    expect(store.hasPendingLogout()).toBe(true);
  });

  it('counts a 401 answer to the pending logout as done', async () => {
    storage.setItem(PENDING_LOGOUT_KEY, 'x');
    const store = new SessionStore(
      fakeApi({ logout: vi.fn(() => Promise.reject(unauthorized())) }),
      storage,
    );
    await expect(store.sendPendingLogout()).resolves.toBe(true);
    expect(store.hasPendingLogout()).toBe(false);
  });

  it('sends the pending logout before a login', async () => {
    storage.setItem(PENDING_LOGOUT_KEY, 'x');
    const calls: string[] = [];
    const api = fakeApi({
      logout: vi.fn(async () => void calls.push('logout')),
      login: vi.fn(async () => {
        calls.push('login');
        return makeMe();
      }),
    });
    const store = new SessionStore(api, storage);
    await store.login('apotheke@demo.at', 'Apotheke#2026');
    expect(calls).toEqual(['logout', 'login']);
    expect(store.hasPendingLogout()).toBe(false);
  });

  it('sends the pending logout once the API is reachable again', async () => {
    const logout = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue(undefined);
    const api = fakeApi({ logout });
    const store = new SessionStore(api, storage);
    await store.ensureLoaded();
    await store.logout();
    expect(store.hasPendingLogout()).toBe(true);
    await expect(store.onReachable()).resolves.toBeNull();
    expect(logout).toHaveBeenCalledTimes(2);
    expect(store.hasPendingLogout()).toBe(false);
    expect(store.current()).toBeNull();
  });
});

describe('SessionStore: a customer chosen on the device (issue 26)', () => {
  const filiale = makeCustomer({ LieferkundeNr: 4712, Vorname: 'Filiale' });

  it('is the session at once; the server follows in the background', async () => {
    const api = fakeApi({
      setCurrentLieferkunde: vi.fn(async () => makeMe({ lieferkunde: filiale })),
    });
    const store = new SessionStore(api, storage);
    await store.ensureLoaded();
    const chosen = store.chooseCustomer(filiale, false);
    expect(chosen.lieferkunde).toEqual(filiale);
    expect(store.current()?.lieferkunde).toEqual(filiale);
    await store.sendPendingCustomer();
    expect(api.setCurrentLieferkunde).toHaveBeenCalledWith(4712, false);
    expect(storage.items.has(PENDING_CUSTOMER_KEY)).toBe(false);
  });

  it('offline: kept on the device over the server’s session, which is never switched for it', async () => {
    const api = fakeApi({
      setCurrentLieferkunde: vi.fn(() => Promise.reject(offline())),
    });
    const store = new SessionStore(api, storage);
    await store.ensureLoaded();
    store.chooseCustomer(filiale, false);
    await store.sendPendingCustomer();
    expect(storage.items.has(PENDING_CUSTOMER_KEY)).toBe(true);
    // The worker's reconnect brings the server's session: the device's choice stays on top.
    store.replace(makeMe());
    expect(store.current()?.lieferkunde?.LieferkundeNr).toBe(4712);
    // Reachable again: the server's session is confirmed, the choice is not sent (every call
    // names the device's customer instead), and it still holds.
    await store.onReachable();
    expect(api.setCurrentLieferkunde).toHaveBeenCalledTimes(2);
    expect(store.current()?.lieferkunde?.LieferkundeNr).toBe(4712);
    // A reload online: the same.
    const reloaded = new SessionStore(fakeApi(), storage);
    expect((await reloaded.ensureLoaded())?.lieferkunde?.LieferkundeNr).toBe(4712);
  });

  it('refused by the server (taken away meanwhile): the server’s session wins', async () => {
    const api = fakeApi({
      setCurrentLieferkunde: vi.fn(() =>
        Promise.reject(new HttpError(403, undefined, 'nein', true)),
      ),
      me: vi.fn(async () => makeMe()),
    });
    const store = new SessionStore(api, storage);
    await store.ensureLoaded();
    store.chooseCustomer(filiale, false);
    await store.sendPendingCustomer();
    expect(store.current()).toEqual(makeMe());
    expect(storage.items.has(PENDING_CUSTOMER_KEY)).toBe(false);
  });
});
