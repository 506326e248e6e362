// Two tabs, one cookie (issue 10 point 4): a login, logout or impersonation in one tab reaches
// the others at once (BroadcastChannel, the storage event as the fallback); they reload the
// session and leave a screen of the old user. Real BroadcastChannels, one name per test.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODE } from '../../../src/api/errors';
import {
  isSessionExpiry,
  RETRY_MIN_MS,
  watchSession,
  type LeaveTarget,
} from '../../../app/client/shell/sessionWatch';
import {
  identityOf,
  SESSION_CACHE_KEY,
  SessionStore,
  type KeyValueStorage,
  type SessionApi,
} from '../../../src/platform/session/sessionStore';
import type { Me } from '../../../src/worker/api';
import type { AppEvent } from '../../../src/state/appEvents';
import { HttpError } from '../../../src/worker/http';
import { makeCustomer, makeMe, makeUser } from '../fixtures';

const anna = makeMe();
const bert = makeMe({
  user: makeUser({ id: '00000000-0000-4000-8000-000000000002', email: 'bert@demo.at' }),
});
const offline = () => new HttpError(0, ERROR_CODE.apiOffline, 'Server nicht erreichbar', true);
const unauthorized = () => new HttpError(401, undefined, 'Authentication Required', true);

function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The server's session, shared by the tabs like the cookie. */
function server(initial: Me | null) {
  let session = initial;
  const api: SessionApi = {
    me: vi.fn(async () => {
      if (!session) throw unauthorized();
      return session;
    }),
    login: vi.fn(async (username: string) => (session = username === 'bert' ? bert : anna)),
    logout: vi.fn(async () => void (session = null)),
    depersonate: vi.fn(async () => (session = anna)),
    impersonate: vi.fn(
      async () => (session = makeMe({ user: { ...bert.user, impersonated_by: 'Anna Gruber' } })),
    ),
    setCurrentLieferkunde: vi.fn(async (nr: number) => {
      if (!session) throw unauthorized();
      return (session = { ...session, lieferkunde: makeCustomer({ LieferkundeNr: nr }) });
    }),
    resetDifferential: vi.fn(async () => {
      if (!session) throw unauthorized();
      return session;
    }),
  };
  return { api, set: (me: Me | null) => void (session = me) };
}

let run = 0;
const channels: BroadcastChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) c.close();
});

/** A browser tab: its own store on the shared storage, the shared API and one channel name. */
function tab(api: SessionApi, storage: KeyValueStorage, events = new EventTarget()) {
  const channel = new BroadcastChannel(`portal-session-test-${run}`);
  channels.push(channel);
  const store = new SessionStore(api, storage, { channel, storageEvents: events });
  const changed = vi.fn();
  store.onChangedElsewhere(changed);
  return { store, changed, events };
}

/** BroadcastChannel delivers asynchronously. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

beforeEach(() => {
  run++;
});

describe('a session changed in another tab', () => {
  it('a login is announced to the other tabs, never to the tab that logged in', async () => {
    const { api } = server(anna);
    const storage = memoryStorage();
    const a = tab(api, storage);
    const b = tab(api, storage);
    await a.store.ensureLoaded();
    await b.store.ensureLoaded();

    await b.store.logout();
    await settle();
    expect(a.changed).toHaveBeenCalledTimes(1);
    expect(b.changed).not.toHaveBeenCalled();
    await expect(a.store.refresh()).resolves.toBe('login');
    expect(a.store.current()).toBeNull();

    await b.store.login('bert', 'Passwort#1');
    await settle();
    expect(a.changed).toHaveBeenCalledTimes(2);
    await expect(a.store.refresh()).resolves.toBe('otherUser');
    expect(a.store.current()?.user.id).toBe(bert.user.id);
    expect(b.changed).not.toHaveBeenCalled();
  });

  it('an impersonation started or ended elsewhere changes who acts', async () => {
    const { api } = server(anna);
    const storage = memoryStorage();
    const a = tab(api, storage);
    const b = tab(api, storage);
    await Promise.all([a.store.ensureLoaded(), b.store.ensureLoaded()]);
    await b.store.impersonate(bert.user.id);
    await settle();
    await expect(a.store.refresh()).resolves.toBe('otherUser');
    await b.store.depersonate();
    await settle();
    expect(a.changed).toHaveBeenCalledTimes(2);
    await expect(a.store.refresh()).resolves.toBe('otherUser');
    expect(a.store.current()?.user.id).toBe(anna.user.id);
  });

  it('the storage event is the fallback; a new delivery customer of the same user is no change', async () => {
    const { api, set } = server(anna);
    const storage = memoryStorage();
    const a = tab(api, storage);
    await a.store.ensureLoaded();
    const storageEvent = (key: string | null, me: Me | null) =>
      a.events.dispatchEvent(
        new StorageEvent('storage', { key, newValue: me ? JSON.stringify(me) : null }),
      );

    storageEvent(SESSION_CACHE_KEY, { ...anna, lieferkunde: makeCustomer({ LieferkundeNr: 9 }) });
    storageEvent('portal-known-clients', bert);
    expect(a.changed).not.toHaveBeenCalled();

    set(bert);
    storageEvent(SESSION_CACHE_KEY, bert);
    expect(a.changed).toHaveBeenCalledTimes(1);
    await expect(a.store.refresh()).resolves.toBe('otherUser');
    storageEvent(null, null); // storage.clear() in another tab
    expect(a.changed).toHaveBeenCalledTimes(2);
  });

  it('offline, the session the other tab cached stands in', async () => {
    const { api } = server(anna);
    const storage = memoryStorage();
    const a = tab(api, storage);
    const b = tab(api, storage);
    await a.store.ensureLoaded();
    await b.store.login('bert', 'Passwort#1');
    vi.mocked(api.me).mockRejectedValue(offline());
    await expect(a.store.refresh()).resolves.toBe('otherUser');
    expect(a.store.current()?.user.id).toBe(bert.user.id);
    expect(a.store.isUnconfirmed()).toBe(true);
  });

  it('one reload for a broadcast and a storage event of the same change', async () => {
    const { api } = server(anna);
    const a = tab(api, memoryStorage());
    await a.store.ensureLoaded();
    const [first, second] = await Promise.all([a.store.refresh(), a.store.refresh()]);
    expect([first, second]).toEqual(['same', 'same']);
    expect(api.me).toHaveBeenCalledTimes(2); // the load, then one reload
  });

  it('a server error keeps the session as it is', async () => {
    const { api } = server(anna);
    const a = tab(api, memoryStorage());
    await a.store.ensureLoaded();
    vi.mocked(api.me).mockRejectedValueOnce(new HttpError(500, 'internal', 'Fehler', true));
    await expect(a.store.refresh()).resolves.toBe('unknown');
    expect(identityOf(a.store.current())).toBe(identityOf(anna));
  });

  it('forgets a cached session only when it is the removed user’s', async () => {
    const { api } = server(anna);
    const storage = memoryStorage();
    const a = tab(api, storage);
    await a.store.ensureLoaded();
    a.store.forgetCached(bert.user.id);
    expect(storage.getItem(SESSION_CACHE_KEY)).not.toBeNull();
    a.store.forgetCached(anna.user.id);
    expect(storage.getItem(SESSION_CACHE_KEY)).toBeNull();
  });
});

describe('hasServerSession', () => {
  it('waits for this tab’s own session change, so a 401 of the replaced id is no expiry', async () => {
    const backend = server(anna);
    const a = tab(backend.api, memoryStorage());
    await a.store.ensureLoaded();
    let answer: () => void = () => undefined;
    vi.mocked(backend.api.depersonate).mockImplementationOnce(
      () =>
        new Promise<Me>((resolve) => {
          backend.set(null); // the old id is gone on the server, the new one not yet here
          answer = () => {
            backend.set(anna);
            resolve(anna);
          };
        }),
    );
    const depersonating = a.store.depersonate();
    const alive = a.store.hasServerSession();
    answer();
    await depersonating;
    await expect(alive).resolves.toBe(true);
  });

  it('false once the server knows no session, null when it cannot say', async () => {
    const backend = server(anna);
    const a = tab(backend.api, memoryStorage());
    await a.store.ensureLoaded();
    backend.set(null);
    await expect(a.store.hasServerSession()).resolves.toBe(false);
    vi.mocked(backend.api.me).mockRejectedValueOnce(offline());
    await expect(a.store.hasServerSession()).resolves.toBeNull();
    // The state is left as it was: the expiry flow decides what happens.
    expect(a.store.current()?.user.id).toBe(anna.user.id);
  });
});

describe('isSessionExpiry (issue 24 point 9)', () => {
  it('a 401 after the session ended on the server while this tab still holds it: expiry', async () => {
    const s = server(anna);
    const a = tab(s.api, memoryStorage());
    await a.store.ensureLoaded();
    s.set(null);
    await expect(isSessionExpiry(a.store, () => '/dashboard')).resolves.toBe(true);
  });

  it('a 401 met during or after a deliberate logout never is one', async () => {
    const s = server(anna);
    const a = tab(s.api, memoryStorage());
    await a.store.ensureLoaded();
    // On /logout, before its logout ran (the page checks the outbox first) and while it runs.
    s.set(null);
    await expect(isSessionExpiry(a.store, () => '/logout')).resolves.toBe(false);
    s.set(anna);
    const loggingOut = a.store.logout();
    await expect(isSessionExpiry(a.store, () => '/logout')).resolves.toBe(false);
    await loggingOut;
    // Already on /login: a late answer of a call sent before the logout.
    await expect(isSessionExpiry(a.store, () => '/login')).resolves.toBe(false);
  });

  it('the logout page reached while the server is asked: no expiry', async () => {
    const s = server(null);
    const a = tab(s.api, memoryStorage());
    a.store.replace(anna);
    let path = '/dashboard';
    const asked = isSessionExpiry(a.store, () => path);
    path = '/logout';
    await expect(asked).resolves.toBe(false);
  });
});

describe('watchSession', () => {
  function watched(initial: Me | null) {
    const backend = server(initial);
    const storage = memoryStorage();
    const a = tab(backend.api, storage);
    const b = tab(backend.api, storage);
    const listeners = new Set<(event: AppEvent) => void>();
    const leave = vi.fn<(to: LeaveTarget) => void>();
    const resumeSync = vi.fn<(userId: string) => void>();
    const stop = watchSession({
      session: a.store,
      onAppEvent: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      leave,
      resumeSync,
    });
    const emit = (event: AppEvent) => listeners.forEach((l) => l(event));
    return { ...backend, a, b, leave, resumeSync, emit, stop };
  }

  it('another user logged in elsewhere: to the selector; logged out: to the login', async () => {
    const w = watched(anna);
    await Promise.all([w.a.store.ensureLoaded(), w.b.store.ensureLoaded()]);
    await w.b.store.login('bert', 'Passwort#1');
    await vi.waitFor(() => expect(w.leave).toHaveBeenCalledWith('/lieferkunden'));
    await w.b.store.logout();
    await vi.waitFor(() => expect(w.leave).toHaveBeenLastCalledWith('/login'));
    expect(w.leave).toHaveBeenCalledTimes(2);
    w.stop();
  });

  it('the sync worker met another user’s session: the same, without any broadcast', async () => {
    const w = watched(anna);
    await w.a.store.ensureLoaded();
    w.set(bert); // a login nobody announced (e.g. another program of this browser)
    w.emit({ type: 'session_mismatch', userId: anna.user.id });
    await vi.waitFor(() => expect(w.leave).toHaveBeenCalledWith('/lieferkunden'));
    expect(w.a.store.current()?.user.id).toBe(bert.user.id);
    expect(w.resumeSync).not.toHaveBeenCalled();
    w.stop();
  });

  it('a reconnect that reloaded another user is a change too', async () => {
    const w = watched(anna);
    await w.a.store.ensureLoaded();
    w.set(bert);
    w.emit({ type: 'me', me: bert });
    await vi.waitFor(() => expect(w.leave).toHaveBeenCalledWith('/lieferkunden'));
    w.stop();
  });

  it('still the same user after all: sync resumes and the screen stays', async () => {
    const w = watched(anna);
    await w.a.store.ensureLoaded();
    w.emit({ type: 'session_mismatch', userId: anna.user.id });
    await vi.waitFor(() => expect(w.resumeSync).toHaveBeenCalledWith(anna.user.id));
    expect(w.leave).not.toHaveBeenCalled();
    w.stop();
  });

  it('a server error while checking is asked again later, so a halted sync resumes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const w = watched(anna);
      await w.a.store.ensureLoaded();
      const me = vi.mocked(w.api.me);
      me.mockRejectedValueOnce(new HttpError(500, 'internal', 'Interner Serverfehler', true));
      w.emit({ type: 'session_mismatch', userId: anna.user.id });
      await vi.waitFor(() => expect(me).toHaveBeenCalledTimes(2)); // load, then the failed check
      expect(w.resumeSync).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(RETRY_MIN_MS);
      await vi.waitFor(() => expect(w.resumeSync).toHaveBeenCalledWith(anna.user.id));
      expect(w.leave).not.toHaveBeenCalled();
      w.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a tab without a session only takes the new one over', async () => {
    const w = watched(null);
    await Promise.all([w.a.store.ensureLoaded(), w.b.store.ensureLoaded()]);
    await w.b.store.login('anna', 'Passwort#1');
    await vi.waitFor(() => expect(w.a.store.current()?.user.id).toBe(anna.user.id));
    expect(w.leave).not.toHaveBeenCalled();
    w.stop();
  });
});
