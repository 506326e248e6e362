// The logged-in part of the start-up (issue 11: loaded only once a session has a user, so /login
// loads neither Dexie nor the sync worker): the per-user database follows the session, and a
// user the worker reloaded after a reconnect is taken over. The page's data code reads the
// synced modules' registry from here on: this is where the page registers them.
import '../../modules';
import { requestPersistentStorage } from '../../../src/db';
import { nudgeLeader, userDb } from '../../../src/db/runtime';
import { writeCustomerChoice } from '../../../src/db/workingSet';
import { identityOf, type SessionStore } from '../../../src/platform/session/sessionStore';
import { setRequestCustomer, syncWorker } from '../../../src/platform/client';
import { onAppEvent } from '../../../src/state/events';
import { browserPushDeps } from '../../../src/platform/pushBrowser';
import { bindPushToSession } from '../../../src/platform/pushSubscription';
import { nextScreenShown } from '../../../src/platform/screenShown';
import { bindUserData } from './userData';

export function startDataRuntime(session: SessionStore): void {
  // The worker reloaded the user after a reconnect: the session takes it over (if still logged
  // in as the same person; another one is a session changed underneath, see sessionWatch.ts).
  onAppEvent((event) => {
    if (event.type !== 'me') return;
    const current = session.current();
    if (current && identityOf(current) === identityOf(event.me)) session.replace(event.me);
  });

  // Every call names the customer chosen on the device (issue 26).
  const nameCustomer = () => setRequestCustomer(session.current()?.lieferkunde?.LieferkundeNr);
  nameCustomer();
  session.state.subscribe(nameCustomer);

  bindUserData(session, {
    expect: (userId) => userDb.expect(userId),
    open: (user) => userDb.open(user),
    close: () => userDb.close(),
    setWorkerUser: async (userId) => {
      // A session's first pulls wait until its first screen is shown (issue 27 item 5).
      if (userId !== null) await nextScreenShown();
      await (await syncWorker()).setUser(userId);
    },
    choose: async (choice) => {
      const db = userDb.current.get();
      if (db) await writeCustomerChoice(db, choice, new Date());
    },
    persist: () => void requestPersistentStorage(),
    resync: () => nudgeLeader('sync'),
  });

  // Issue 13 item 7: after the login, Web Push subscribes when notifications are allowed.
  bindPushToSession(session, browserPushDeps);
}
