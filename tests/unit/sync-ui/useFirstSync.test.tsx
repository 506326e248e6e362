// Issue 27: the first-sync hook follows the markers live, for the session's customer, and the sync
// bar says 'Erstabgleich läuft (…)' until the user's and the customer's collections are pulled.
import { configure, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userDb } from '../../../src/db/runtime';
import { META, type PortalDb } from '../../../src/db/schema';
import { SyncStatusBar, useFirstSync } from '../../../src/features/sync';
import { SessionProvider } from '../../../src/platform/session/SessionContext';
import { SessionStore, type SessionApi } from '../../../src/platform/session/sessionStore';
import { freshDb, LK, markFirstPulled, OWNER } from '../db/support';
import { makeCustomer, makeMe, makeUser } from '../fixtures';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  userDb.current.set(db);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
});

function session(lieferkundeNr = LK) {
  const store = new SessionStore({} as SessionApi, null);
  store.replace(
    makeMe({
      user: makeUser({ id: OWNER.id }),
      lieferkunde: makeCustomer({ LieferkundeNr: lieferkundeNr }),
    }),
  );
  return ({ children }: { children: ReactNode }) => (
    <SessionProvider store={store}>{children}</SessionProvider>
  );
}

describe('useFirstSync', () => {
  it('is loading until every named collection’s first pull for the customer is complete', async () => {
    const { result } = renderHook(() => useFirstSync(['baskets', 'notifications']), {
      wrapper: session(),
    });
    expect(result.current).toBe('loading');
    await db.meta.put({ key: META.firstPulled('baskets', LK), value: true });
    // Still loading: the user's notifications have not come yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe('loading');
    await db.meta.put({ key: META.firstPulled('notifications'), value: true });
    await waitFor(() => expect(result.current).toBe('done'));
  });

  it('another customer’s markers do not count for the session’s customer', async () => {
    await markFirstPulled(db, LK + 1);
    const { result } = renderHook(() => useFirstSync('baskets'), { wrapper: session() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe('loading');
    await markFirstPulled(db, LK);
    await waitFor(() => expect(result.current).toBe('done'));
  });
});

describe('the sync bar', () => {
  it('says "Erstabgleich läuft" until the first sync is complete, then "all sent"', async () => {
    const Wrapper = session();
    render(
      <Wrapper>
        <SyncStatusBar />
      </Wrapper>,
    );
    const pending = screen.getByTestId('sync-pending');
    await waitFor(() => expect(pending.textContent).toMatch(/^Erstabgleich läuft \(0\s%\)$/));
    await markFirstPulled(db);
    await waitFor(() => expect(pending.textContent).toBe('Alle Änderungen übertragen'));
  });
});
