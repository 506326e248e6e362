import { afterEach, describe, expect, it, vi } from 'vitest';

// The user database's removal, as the device's shell would answer it.
const remove = vi.fn<(userId: string) => Promise<'removed' | 'pending'>>();
vi.mock('../../../src/db/runtime', () => ({
  userDb: { remove: (userId: string) => remove(userId) },
  nudgeLeader: vi.fn(),
  syncBridge: {},
}));

const { removeUserData, documentCacheName } = await import('../../../src/db');

/** Cache Storage with two users' document caches and the app shell's. */
function fakeCaches() {
  const names = new Set([documentCacheName('u1'), documentCacheName('u2'), 'workbox-precache']);
  const store = { delete: vi.fn(async (name: string) => names.delete(name)) };
  vi.stubGlobal('caches', store);
  return names;
}

afterEach(() => {
  vi.unstubAllGlobals();
  remove.mockReset();
});

describe("removing a user's local data", () => {
  it('also deletes their offline document copies, and only theirs', async () => {
    const names = fakeCaches();
    remove.mockResolvedValue('removed');
    await expect(removeUserData('u1')).resolves.toBe('removed');
    expect([...names].sort()).toEqual([documentCacheName('u2'), 'workbox-precache'].sort());
  });

  it('keeps the copies while the database stays (changes still queued)', async () => {
    const names = fakeCaches();
    remove.mockResolvedValue('pending');
    await expect(removeUserData('u1')).resolves.toBe('pending');
    expect(names.has(documentCacheName('u1'))).toBe(true);
  });

  it('works where the browser has no Cache Storage', async () => {
    remove.mockResolvedValue('removed');
    await expect(removeUserData('u1')).resolves.toBe('removed');
  });
});
