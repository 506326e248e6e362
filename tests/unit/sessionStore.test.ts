import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore, type SessionApi } from '../../src/features/auth/sessionStore';
import { HttpError } from '../../src/worker/http';
import { makeMe } from './fixtures';

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

describe('SessionStore', () => {
  // The store keeps the session and a pending logout in localStorage.
  beforeEach(() => localStorage.clear());

  it('loads the session once, however often it is asked', async () => {
    const api = fakeApi();
    const store = new SessionStore(api);
    await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    await store.ensureLoaded();
    expect(api.me).toHaveBeenCalledTimes(1);
    expect(store.current()?.user.email).toBe('apotheke@demo.at');
  });

  it('treats a 401 from /auth/me as logged out', async () => {
    const store = new SessionStore(
      fakeApi({
        me: vi.fn(async () => Promise.reject(new HttpError(401, 'auth_required', 'x', true))),
      }),
    );
    await expect(store.ensureLoaded()).resolves.toBeNull();
    expect(store.state.get()).toEqual({ loaded: true, me: null });
  });

  it('notifies subscribers when a call changes the session', async () => {
    const store = new SessionStore(fakeApi());
    const listener = vi.fn();
    store.state.subscribe(listener);
    await store.setCustomer(100101, false);
    await store.logout();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.current()).toBeNull();
  });

  it('ends the session locally even when the server logout fails', async () => {
    const store = new SessionStore(
      fakeApi({ logout: vi.fn(async () => Promise.reject(new Error('x'))) }),
    );
    await store.login('a@b.at', '12345678');
    await store.logout();
    expect(store.current()).toBeNull();
  });
});
