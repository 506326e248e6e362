// The root route of a screen test's memory router: a session store holding `user` (by default
// the local database's OWNER) around the routes, with optional shell parts beside the outlet.
import { createRootRoute, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Me } from '../../src/api/schemas';
import { SessionProvider } from '../../src/platform/session/SessionContext';
import { SessionStore, type SessionApi } from '../../src/platform/session/sessionStore';
import { OWNER } from './db/support';
import { makeMe, makeUser } from './fixtures';

export function sessionRootRoute(
  user: Me['user'] = makeUser({ id: OWNER.id }),
  shell: { before?: ReactNode; after?: ReactNode } = {},
) {
  const store = new SessionStore({} as SessionApi, null);
  store.replace(makeMe({ user }));
  return createRootRoute({
    component: () => (
      <SessionProvider store={store}>
        {shell.before}
        <Outlet />
        {shell.after}
      </SessionProvider>
    ),
  });
}
