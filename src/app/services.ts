// The app's long-lived stores, created once and handed to React and to the router context.
import { requestPersistentStorage } from '../db';
import { nudgeLeader, userDb } from '../db/runtime';
import { SessionStore } from '../features/auth/sessionStore';
import { api, syncWorker } from './client';
import { DomainConfigStore } from './domainConfigStore';
import { onAppEvent } from './events';
import { bindUserData } from './userData';

export interface AppServices {
  readonly session: SessionStore;
  readonly domainConfig: DomainConfigStore;
}

export const services: AppServices = {
  session: new SessionStore(api),
  domainConfig: new DomainConfigStore(api),
};

// The worker reloaded the user after a reconnect: the session takes it over (if still logged in).
onAppEvent((event) => {
  if (event.type === 'me' && services.session.current()) services.session.replace(event.me);
});

bindUserData(services.session, {
  open: (user) => userDb.open(user),
  close: () => userDb.close(),
  setWorkerUser: (userId) => syncWorker.setUser(userId),
  persist: () => void requestPersistentStorage(),
  resync: () => nudgeLeader('sync'),
});
