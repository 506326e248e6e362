// The app's long-lived stores, created once and handed to React and to the router context.
import { requestPersistentStorage } from '../db';
import { nudgeLeader, userDb, workerStatus } from '../db/runtime';
import { identityOf, SessionStore } from '../features/auth/sessionStore';
import { api, syncWorker } from '../platform/client';
import { DomainConfigStore } from '../platform/domainConfigStore';
import { emitAppEvent, onAppEvent } from '../state/events';
import { bindUserData } from './userData';

export interface AppServices {
  readonly session: SessionStore;
  readonly domainConfig: DomainConfigStore;
}

export const services: AppServices = {
  session: new SessionStore(api),
  domainConfig: new DomainConfigStore(api),
};

// The worker reloaded the user after a reconnect: the session takes it over (if still logged in
// as the same person; another one is a session changed underneath, see src/app/sessionWatch.ts).
onAppEvent((event) => {
  if (event.type !== 'me') return;
  const current = services.session.current();
  if (current && identityOf(current) === identityOf(event.me)) services.session.replace(event.me);
});

// The API is reachable again: a logout made offline goes out first; a session started from the
// cache is confirmed (or, on 401, runs the session-expired flow like any other request).
let connectivity = workerStatus.get().connectivity;
workerStatus.subscribe(() => {
  const previous = connectivity;
  connectivity = workerStatus.get().connectivity;
  if (connectivity !== 'online' || previous === 'online') return;
  // A page loaded offline has no domain config yet (the dashboard waits for it).
  void services.domainConfig.ensureLoaded();
  void services.session.onReachable().then((result) => {
    if (result === 'expired') emitAppEvent({ type: 'session_expired' });
  });
});

bindUserData(services.session, {
  expect: (userId) => userDb.expect(userId),
  open: (user) => userDb.open(user),
  close: () => userDb.close(),
  setWorkerUser: (userId) => syncWorker.setUser(userId),
  persist: () => void requestPersistentStorage(),
  resync: () => nudgeLeader('sync'),
});
