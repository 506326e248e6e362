import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionStore, type SessionApi } from '../../src/platform/session/sessionStore';
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

  it('may be logged in before the answer only when this browser cached a session', async () => {
    const fresh = new SessionStore(fakeApi());
    expect(fresh.mayBeLoggedIn()).toBe(false);
    await fresh.login('a@b.at', '12345678');
    expect(fresh.mayBeLoggedIn()).toBe(true);
    // Another page of the same browser, before its own answer: the cache says maybe.
    expect(new SessionStore(fakeApi()).mayBeLoggedIn()).toBe(true);
    await fresh.logout();
    expect(fresh.mayBeLoggedIn()).toBe(false);
    expect(new SessionStore(fakeApi()).mayBeLoggedIn()).toBe(false);
    // Without storage nothing is known: wait for the server.
    expect(new SessionStore(fakeApi(), null).mayBeLoggedIn()).toBe(true);
  });

  it('keeps a login made while the first load was on its way', async () => {
    let answer: (error: unknown) => void = () => undefined;
    const me = vi.fn(
      () => new Promise<never>((_, reject) => (answer = reject)),
    ) as unknown as SessionApi['me'];
    const store = new SessionStore(fakeApi({ me }));
    const loading = store.ensureLoaded();
    await store.login('a@b.at', '12345678');
    // The load's "no session" was answered before the login's cookie: it must not end it.
    answer(new HttpError(401, 'auth_required', 'x', true));
    await expect(loading).resolves.toMatchObject({ user: { email: 'apotheke@demo.at' } });
    expect(store.current()?.user.email).toBe('apotheke@demo.at');
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
