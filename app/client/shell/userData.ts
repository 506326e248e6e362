// Follows the session with the per-user database: open on login (and at start-up from
// /api/auth/me, or from the cached session when offline), close on logout or a user switch. The worker follows the main thread, which
// initialises the database (clientId, marker) first.
import type { SessionOwner } from '../../../src/db/mutators';
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
  /** The delivery customer changed: the sync scope did, so pull now. */
  readonly resync: () => void;
}

export function bindUserData(session: SessionStore, deps: UserDataDeps): () => void {
  let current: string | null = null;
  let scope: number | null = null;
  let persisted = false;
  let chain: Promise<void> = Promise.resolve();

  const follow = () => {
    // SPEC 8: a user who must change the password gets no local data and no sync until then
    // (the server refuses them); the change replaces the session and this follows again.
    const me = session.current();
    const user = me && !me.user.mustChangePassword ? me.user : null;
    const owner = user ? { id: user.id, name: user.benutzerandruckname } : null;
    const lieferkunde = me?.lieferkunde?.LieferkundeNr ?? null;
    deps.expect(session.state.get().loaded ? (owner?.id ?? null) : undefined);
    chain = chain
      .then(async () => {
        if (owner?.id === current && owner) {
          await deps.open(owner); // keeps the owner's display name current
          if (lieferkunde !== scope) {
            scope = lieferkunde;
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
        scope = lieferkunde;
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
