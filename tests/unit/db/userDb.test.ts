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
