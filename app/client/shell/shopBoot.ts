// SPEC 4's shop boot, the step from readiness level 1 to level 2: the local data the shop's
// screens and the dashboard read must be open. Both opens are real work on a page load (the
// IndexedDB databases open, the per-user one checks its marker, Dexie upgrades the schema), and
// nothing is waited for that is not needed: no network, so an offline start reaches level 2.
import { canAccess } from '../../../src/api/access';
import type { DbWait } from '../../../src/db/userDb';
import type { Me } from '../../../src/worker/api';

export type ShopBootTask = (me: Me) => Promise<void>;

/** How long the boot waits for the user's database before the dashboard shows without it. */
export const LOCAL_DATA_TIMEOUT_MS = 10_000;

export interface LocalDataDeps {
  /** The session user's database once open (src/db/userDb.ts). */
  readonly whenOpen: (timeoutMs: number) => Promise<DbWait>;
  /** Opens the device's article catalogue (src/catalogue/db.ts). */
  readonly openCatalogue: () => Promise<unknown>;
}

/**
 * The per-user database is open (or known to be unavailable: private mode, storage blocked, in
 * which case the screens say so themselves), and, for users of the shop, the catalogue too.
 */
export function localDataTask(deps: LocalDataDeps): ShopBootTask {
  return async (me) => {
    const catalogue = canAccess(me.user, 'shop') ? deps.openCatalogue() : Promise.resolve();
    const [wait] = await Promise.all([deps.whenOpen(LOCAL_DATA_TIMEOUT_MS), catalogue]);
    if (!wait.db && wait.reason === 'unavailable') {
      console.warn('shop boot: the local database is not available');
    }
  };
}

/** The boot tasks of this app, bound to the data runtime (loaded with the logged-in shell). */
export async function defaultShopBootTasks(): Promise<ShopBootTask[]> {
  const [{ userDb }, { catalogueDb }] = await Promise.all([
    import('../../../src/db/runtime'),
    import('../../../src/catalogue/db'),
  ]);
  return [
    localDataTask({
      whenOpen: (timeoutMs) => userDb.whenOpen(timeoutMs),
      openCatalogue: () => catalogueDb().open(),
    }),
  ];
}
