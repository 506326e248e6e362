// The app's long-lived stores, created once and handed to React and to the router context.
import { workerStatus } from '../../../src/db/workerStatus';
import { SessionStore } from '../../../src/platform/session/sessionStore';
import { api } from '../../../src/platform/client';
import { DomainConfigStore, domainConfigInPage } from '../../../src/platform/domainConfigStore';
import { emitAppEvent } from '../../../src/state/events';

export interface AppServices {
  readonly session: SessionStore;
  readonly domainConfig: DomainConfigStore;
  /**
   * Loads and starts the logged-in data layer (per-user database, sync worker) once; the main
   * layout waits for it. Started on its own as soon as the session has a user.
   */
  readonly startData: () => Promise<void>;
}

let data: Promise<void> | undefined;

export const services: AppServices = {
  session: new SessionStore(api),
  domainConfig: new DomainConfigStore(api),
  startData: () => {
    data ??= import('./dataRuntime')
      .then(({ startDataRuntime }) => startDataRuntime(services.session))
      .catch((error: unknown) => {
        // Offline without a cached app, or a deploy in between: the screens say what fails.
        data = undefined;
        console.error('loading the data layer', error);
      });
    return data;
  },
};

// The server wrote the domain config into the page: the login page shows it in its first paint.
const configInPage = domainConfigInPage(document);
if (configInPage) services.domainConfig.seed(configInPage);

// Issue 11: Dexie and the worker load with the first session that has a user, not on /login.
const startWhenLoggedIn = () => {
  if (services.session.current()) void services.startData();
};
services.session.state.subscribe(startWhenLoggedIn);

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
