import { describe, expect, it, vi } from 'vitest';
import { Dexie } from 'dexie';
import { META } from '../../../src/db/schema';
import { KNOWN_CLIENTS_KEY, UserDbManager } from '../../../src/db/userDb';
import { memoryStorage, OWNER } from './support';

const other = { id: '00000000-0000-4000-8000-000000000002', name: 'Bert' };

function manager(storage = memoryStorage()) {
  const emit = vi.fn();
  return { users: new UserDbManager({ storage, emit }), emit, storage };
}

describe('per-user database', () => {
  it('first open writes clientId, marker and owner; the same user reopens the same data', async () => {
    const { users, storage } = manager();
    const db = await users.open(OWNER);
    expect(db.name).toBe(`portal-${OWNER.id}`);
    const clientId = (await db.meta.get(META.clientId))?.value;
    expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.meta.get(META.marker)).toBeDefined();
    expect(JSON.parse(storage.getItem(KNOWN_CLIENTS_KEY) ?? '{}')).toEqual({
      [OWNER.id]: clientId,
    });
    await db.outbox.add({
      id: crypto.randomUUID(),
      v: 1,
      name: 'basket.delete',
      args: {},
      createdAt: '',
    });

    await users.close(); // session expired
    expect(users.current.get()).toBeNull();
    const again = await users.open(OWNER);
    expect((await again.meta.get(META.clientId))?.value).toBe(clientId);
    expect(await again.outbox.count()).toBe(1);
    await users.close();
    await Dexie.delete(`portal-${OWNER.id}`);
  });

  it('another user gets another database and never sees the first queue', async () => {
    const { users } = manager();
    const first = await users.open(OWNER);
    await first.outbox.add({
      id: crypto.randomUUID(),
      v: 1,
      name: 'basket.delete',
      args: {},
      createdAt: '',
    });
    const second = await users.open(other);
    expect(first.isOpen()).toBe(false);
    expect(second.name).toBe(`portal-${other.id}`);
    expect(await second.outbox.count()).toBe(0);
    await users.close();
    await Dexie.delete(`portal-${OWNER.id}`);
    await Dexie.delete(`portal-${other.id}`);
  });

  it("reports 'local data lost' when a known client's database vanished, then starts fresh", async () => {
    const { users, emit, storage } = manager();
    const db = await users.open(OWNER);
    const before = (await db.meta.get(META.clientId))?.value;
    await users.close();
    await Dexie.delete(`portal-${OWNER.id}`); // the browser wiped IndexedDB, not localStorage

    const fresh = await new UserDbManager({ storage, emit }).open(OWNER);
    expect(emit).toHaveBeenCalledWith(expect.objectContaining({ type: 'local_data_lost' }));
    const after = (await fresh.meta.get(META.clientId))?.value;
    expect(after).not.toBe(before);
    fresh.close();
    await Dexie.delete(`portal-${OWNER.id}`);
  });

  it('a true first start is not reported as lost', async () => {
    const { users, emit } = manager();
    await users.open(other);
    expect(emit).not.toHaveBeenCalled();
    await users.close();
    await Dexie.delete(`portal-${other.id}`);
  });
});

describe('removing a user’s local data (issue 10 point 13)', () => {
  const queued = () => ({
    id: crypto.randomUUID(),
    v: 1,
    name: 'basket.delete' as const,
    args: {},
    createdAt: '',
  });

  it('deletes the database and the known-client record: the next login is a first start', async () => {
    const { users, emit, storage } = manager();
    const catalogue = new Dexie('portal-catalogue');
    catalogue.version(1).stores({ articles: 'pzn' });
    await catalogue.open();
    await users.open(OWNER);
    await users.open(other); // another user logs in; OWNER's data stays on disk
    users.expect(other.id);

    await expect(users.remove(OWNER.id)).resolves.toBe('removed');
    expect(await Dexie.exists(`portal-${OWNER.id}`)).toBe(false);
    expect(Object.keys(JSON.parse(storage.getItem(KNOWN_CLIENTS_KEY) ?? '{}'))).toEqual([other.id]);
    // The shared catalogue and the other user's data stay.
    expect(await Dexie.exists('portal-catalogue')).toBe(true);
    expect(await Dexie.exists(`portal-${other.id}`)).toBe(true);

    await users.open(OWNER);
    expect(emit).not.toHaveBeenCalled(); // not 'local data lost'
    await users.close();
    catalogue.close();
    for (const name of ['portal-catalogue', `portal-${OWNER.id}`, `portal-${other.id}`]) {
      await Dexie.delete(name);
    }
  });

  it('refuses while changes are queued, and keeps everything', async () => {
    const { users, storage } = manager();
    const db = await users.open(OWNER);
    await db.outbox.add(queued());
    users.expect(null);
    await users.close(); // logged out with a change queued

    await expect(users.remove(OWNER.id)).resolves.toBe('pending');
    const again = await users.open(OWNER);
    expect(await again.outbox.count()).toBe(1);
    expect(JSON.parse(storage.getItem(KNOWN_CLIENTS_KEY) ?? '{}')).toHaveProperty(OWNER.id);
    await users.close();
    await Dexie.delete(`portal-${OWNER.id}`);
  });

  it('refuses while a rejected change waits for the user to retry or discard it', async () => {
    const { users } = manager();
    const db = await users.open(OWNER);
    await db.failedMutations.put({
      ...queued(),
      failedAt: new Date().toISOString(),
      code: 'forbidden',
      message: 'Keine Berechtigung.',
    });
    users.expect(null);
    await users.close();

    await expect(users.remove(OWNER.id)).resolves.toBe('pending');
    expect(await Dexie.exists(`portal-${OWNER.id}`)).toBe(true);
    await Dexie.delete(`portal-${OWNER.id}`);
  });

  it('refuses the session user’s own database', async () => {
    const { users } = manager();
    users.expect(OWNER.id);
    await users.open(OWNER);
    await expect(users.remove(OWNER.id)).resolves.toBe('in_use');
    expect(await Dexie.exists(`portal-${OWNER.id}`)).toBe(true);
    await users.close();
    await Dexie.delete(`portal-${OWNER.id}`);
  });

  it('waits for a switch away from the user that is still under way (Depersonate)', async () => {
    const { users } = manager();
    users.expect(OWNER.id);
    await users.open(OWNER);
    users.expect(other.id); // the session is the admin's again; the worker is still stopping
    const removal = users.remove(OWNER.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await Dexie.exists(`portal-${OWNER.id}`)).toBe(true);
    await users.close();
    await users.open(other);
    await expect(removal).resolves.toBe('removed');
    expect(await Dexie.exists(`portal-${OWNER.id}`)).toBe(false);
    await users.close();
    await Dexie.delete(`portal-${other.id}`);
  });

  it('a user without local data on this device: nothing to delete, nothing created', async () => {
    const { users } = manager();
    users.expect(null);
    await expect(users.remove(other.id)).resolves.toBe('removed');
    expect(await Dexie.exists(`portal-${other.id}`)).toBe(false);
  });
});
