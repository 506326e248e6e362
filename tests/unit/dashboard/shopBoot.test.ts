// SPEC 4's shop boot (app/client/shell/shopBoot.ts): level 2 waits for the local data to be open, the
// catalogue only for users of the shop, and never for the network.
import { describe, expect, it, vi } from 'vitest';
import { localDataTask, LOCAL_DATA_TIMEOUT_MS } from '../../../app/client/shell/shopBoot';
import { runShopBoot } from '../../../app/client/shell/readiness';
import type { PortalDb } from '../../../src/db/schema';
import { makeMe, makeUser } from '../fixtures';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('shop boot', () => {
  it('ends only once the user database and the catalogue are open', async () => {
    const db = deferred<{ db: PortalDb }>();
    const catalogue = deferred<undefined>();
    const whenOpen = vi.fn(() => db.promise);
    const task = localDataTask({ whenOpen, openCatalogue: () => catalogue.promise });
    const boot = runShopBoot(makeMe(), [task]);
    expect(whenOpen).toHaveBeenCalledWith(LOCAL_DATA_TIMEOUT_MS);
    expect(await settled(boot)).toBe(false);
    db.resolve({ db: {} as PortalDb });
    expect(await settled(boot)).toBe(false);
    catalogue.resolve(undefined);
    expect(await settled(boot)).toBe(true);
  });

  it('opens no catalogue for a user without the shop, and ends when the database is unavailable', async () => {
    const openCatalogue = vi.fn(() => Promise.resolve());
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const task = localDataTask({
      whenOpen: () => Promise.resolve({ db: null, reason: 'unavailable' }),
      openCatalogue,
    });
    await runShopBoot(makeMe({ user: makeUser({ roles: ['User'] }) }), [task]);
    expect(openCatalogue).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
