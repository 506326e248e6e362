// Follows the session with the per-user database: open on login (and at start-up from
// /api/auth/me, or from the cached session when offline), close on logout or a user switch. The worker follows the main thread, which
// initialises the database (clientId, marker) first.
import { mustSearch } from '../../../src/api/customerSearch';
import type { SessionOwner } from '../../../src/db/mutators';
import type { CustomerChoice } from '../../../src/db/schema';
import type { SessionStore } from '../../../src/platform/session/sessionStore';

export interface UserDataDeps {
  /**
   * Whose database is wanted, told at once (undefined while the session is loading): mutate()
   * waits for it instead of failing in the moment the switch below takes.
   */
  readonly expect: (userId: string | null | undefined) => void;
  readonly open: (user: SessionOwner) => Promise<unknown>;
  readonly close: () => Promise<void>;
  readonly setWorkerUser: (userId: string | null) => Promise<void>;
  /** navigator.storage.persist(), once after the first login of this page. */
  readonly persist: () => void;
  /**
   * Writes the customer chosen on this device into the user's database, where the sync worker
   * reads which customers to keep (issue 26).
   */
  readonly choose: (choice: CustomerChoice) => Promise<void>;
  /** The delivery customer changed: pull now (its data is on the device, this refreshes it). */
  readonly resync: () => void;
}

export function bindUserData(session: SessionStore, deps: UserDataDeps): () => void {
  let current: string | null = null;
  let scope: string | null = null;
  let persisted = false;
  let chain: Promise<void> = Promise.resolve();

  const follow = () => {
    // SPEC 8: a user who must change the password gets no local data and no sync until then
    // (the server refuses them); the change replaces the session and this follows again.
    const me = session.current();
    const user = me && !me.user.mustChangePassword ? me.user : null;
    const owner = user ? { id: user.id, name: user.benutzerandruckname } : null;
    const choice: CustomerChoice | null = user
      ? {
          lieferkundeNr: me?.lieferkunde?.LieferkundeNr ?? null,
          differential: me?.differential ?? false,
          // A pharmacy keeps all its addresses; a representative (and an admin) his day's.
          everyCustomer: !mustSearch(user),
        }
      : null;
    const chosen = JSON.stringify(choice);
    deps.expect(session.state.get().loaded ? (owner?.id ?? null) : undefined);
    chain = chain
      .then(async () => {
        if (owner?.id === current && owner) {
          await deps.open(owner); // keeps the owner's display name current
          if (chosen !== scope && choice) {
            scope = chosen;
            await deps.choose(choice);
            deps.resync();
          }
          return;
        }
        // Stop the worker first so nothing is sent for the old user while we switch.
        await deps.setWorkerUser(null);
        await deps.close();
        current = null;
        if (!owner) return;
        await deps.open(owner);
        current = owner.id;
        scope = chosen;
        if (choice) await deps.choose(choice);
        await deps.setWorkerUser(owner.id);
        if (!persisted) {
          persisted = true;
          deps.persist();
        }
      })
      .catch((error: unknown) => {
        // Local data unavailable (private mode, storage blocked): the online app still works.
        console.error('local database', error);
      });
  };

  follow();
  return session.state.subscribe(follow);
}
