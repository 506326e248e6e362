// Shared computers (issue 10 point 13): after a logout with nothing pending, the login page offers
// to remove the user's local data; the removal never takes queued changes with it.
import { fireEvent, render, screen } from '@testing-library/react';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userDb } from '../../../src/db/runtime';
import { databaseName, PortalDb } from '../../../src/db/schema';
import { initUserDb, KNOWN_CLIENTS_KEY } from '../../../src/db/userDb';
import { removalOffer, removeLocalData } from '../../../src/features/auth/localData';
import { LocalDataNotice } from '../../../src/features/auth/LocalDataNotice';
import { SessionProvider } from '../../../src/platform/session/SessionContext';
import {
  SESSION_CACHE_KEY,
  SessionStore,
  type SessionApi,
} from '../../../src/platform/session/sessionStore';
import { de } from '../../../src/i18n/de';
import { makeMe } from '../fixtures';

const me = makeMe();
const userId = me.user.id;

function loggedOutStore() {
  const api = { me: vi.fn(async () => Promise.reject(new Error('logged out'))) };
  return new SessionStore(api as unknown as SessionApi, localStorage, {
    channel: null,
    storageEvents: null,
  });
}

/** The user's database as a session left it: initialised, optionally with a queued change. */
async function leftBehind(queued: boolean) {
  const db = new PortalDb(databaseName(userId));
  await db.open();
  await initUserDb(db, { id: userId, name: 'Anna' }, localStorage);
  if (queued) {
    await db.outbox.add({
      id: crypto.randomUUID(),
      v: 1,
      name: 'basket.delete',
      args: {},
      createdAt: '',
    });
  }
  db.close();
}

afterEach(async () => {
  removalOffer.set(null);
  localStorage.clear();
  await Dexie.delete(databaseName(userId));
});

describe('removing local data after a logout', () => {
  it('removes the database, the known-client record and the cached session', async () => {
    await leftBehind(false);
    localStorage.setItem(SESSION_CACHE_KEY, JSON.stringify(me));
    userDb.expect(null);
    await expect(removeLocalData(loggedOutStore(), userId)).resolves.toBe('removed');
    expect(await Dexie.exists(databaseName(userId))).toBe(false);
    expect(JSON.parse(localStorage.getItem(KNOWN_CLIENTS_KEY) ?? '{}')).toEqual({});
    expect(localStorage.getItem(SESSION_CACHE_KEY)).toBeNull();
  });

  it('the login page offers it in one click and says when it is done', async () => {
    await leftBehind(false);
    userDb.expect(null);
    removalOffer.set({ userId, name: 'Anna Gruber' });
    render(
      <SessionProvider store={loggedOutStore()}>
        <LocalDataNotice />
      </SessionProvider>,
    );
    expect(screen.getByText(de.logout.localDataKept('Anna Gruber'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: de.logout.removeLocalData }));
    expect(await screen.findByText(de.logout.localDataRemoved)).toBeTruthy();
    expect(screen.queryByRole('button', { name: de.logout.removeLocalData })).toBeNull();
    expect(await Dexie.exists(databaseName(userId))).toBe(false);
    expect(removalOffer.get()).toBeNull();
  });

  it('keeps everything when a change is queued (e.g. made offline in another tab meanwhile)', async () => {
    await leftBehind(true);
    userDb.expect(null);
    removalOffer.set({ userId, name: 'Anna Gruber' });
    render(
      <SessionProvider store={loggedOutStore()}>
        <LocalDataNotice />
      </SessionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: de.logout.removeLocalData }));
    expect((await screen.findByRole('alert')).textContent).toBe(de.logout.localDataPending);
    const db = new PortalDb(databaseName(userId));
    await db.open();
    expect(await db.outbox.count()).toBe(1);
    db.close();
    expect(JSON.parse(localStorage.getItem(KNOWN_CLIENTS_KEY) ?? '{}')).toHaveProperty(userId);
  });

  it('shows nothing without an offer (a logout with changes pending)', () => {
    const { container } = render(
      <SessionProvider store={loggedOutStore()}>
        <LocalDataNotice />
      </SessionProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
