import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MUTATIONS } from '../../../src/api/sync';
import { MutationError } from '../../../src/db/errors';
import {
  createMutate,
  DB_OPEN_TIMEOUT_MS,
  validateArgs,
  withStorageRetry,
  writeMutation,
} from '../../../src/db/mutate';
import { mutators, type Mutators } from '../../../src/db/mutators';
import { PortalDb } from '../../../src/db/schema';
import { UserDbManager } from '../../../src/db/userDb';
import { de } from '../../../src/i18n/de';
import { basket, basketRow, freshDb, LK, memoryStorage, OWNER, uuid } from './support';

function mutateOn(db: PortalDb | null, over: { mutators?: Mutators } = {}) {
  const nudge = vi.fn();
  const onStorageError = vi.fn();
  const mutate = createMutate({
    db: () => db,
    reopen: async () => db,
    nudge,
    onStorageError,
    ...over,
  });
  return { mutate, nudge, onStorageError };
}

describe('mutate()', () => {
  it('writes the change and the outbox entry together, then nudges the leader', async () => {
    const db = await freshDb();
    await db.baskets.put(basket());
    await db.basketRows.put(basketRow({ quantity: 1 }));
    const { mutate, nudge } = mutateOn(db);

    await mutate('basket.setQuantity', { rowId: uuid(200), quantity: 5 });

    expect((await db.basketRows.get(uuid(200)))?.quantity).toBe(5);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      v: MUTATIONS['basket.setQuantity'].v,
      name: 'basket.setQuantity',
      args: { rowId: uuid(200), quantity: 5 },
    });
    expect(entry?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(entry?.createdAt ?? '')).not.toBeNaN();
    expect(nudge).toHaveBeenCalledTimes(1);
  });

  it('leaves neither the change nor an outbox entry when the mutator throws', async () => {
    const db = await freshDb();
    await db.baskets.put(basket());
    await db.basketRows.put(basketRow({ quantity: 1 }));
    const failing: Mutators = {
      ...mutators,
      async 'basket.setQuantity'(ctx, args) {
        await mutators['basket.setQuantity'](ctx, args);
        throw new Error('boom');
      },
    };
    const { mutate, nudge } = mutateOn(db, { mutators: failing });

    await expect(mutate('basket.setQuantity', { rowId: uuid(200), quantity: 5 })).rejects.toThrow(
      'boom',
    );
    expect((await db.basketRows.get(uuid(200)))?.quantity).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(nudge).not.toHaveBeenCalled();
  });

  it('rejects invalid arguments with a German message and writes nothing', async () => {
    const db = await freshDb();
    await db.baskets.put(basket());
    await db.basketRows.put(basketRow({ quantity: 1 }));
    const { mutate } = mutateOn(db);

    const error = await mutate('basket.setQuantity', { rowId: uuid(200), quantity: 10_000 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MutationError);
    expect((error as MutationError).code).toBe('invalid_args');
    expect((error as MutationError).message).toContain('Ungültige Angaben');
    expect((error as MutationError).message).toContain('quantity');
    expect((await db.basketRows.get(uuid(200)))?.quantity).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rejects unknown mutation names', () => {
    expect(() => validateArgs('basket.explode' as 'basket.delete', {})).toThrow(MutationError);
  });

  it('refuses to write without a database (logged out)', async () => {
    const { mutate } = mutateOn(null);
    await expect(mutate('basket.delete', { id: uuid(100) })).rejects.toMatchObject({
      code: 'no_database',
    });
  });
});

describe('mutate() right after a page load (issue 10 point 11)', () => {
  // The real pieces: the per-user database manager and mutate() waiting on it.
  function setup(create?: (name: string) => PortalDb) {
    const users = new UserDbManager({ storage: memoryStorage(), emit: vi.fn(), create });
    const mutate = createMutate({
      db: () => users.current.get(),
      waitForDb: (ms) => users.whenOpen(ms),
      reopen: () => users.reopen(),
      nudge: vi.fn(),
      onStorageError: vi.fn(),
    });
    return { users, mutate };
  }
  const created = { id: uuid(700), lieferkundeNr: LK, label: 'Sofort', kind: 'warenkorb' as const };

  afterEach(async () => {
    await Dexie.delete(`portal-${OWNER.id}`);
  });

  it('waits while the session is loading and its database opens, then writes', async () => {
    const { users, mutate } = setup();
    users.expect(undefined); // page load: the session is not known yet
    const pending = mutate('basket.create', created);
    await new Promise((resolve) => setTimeout(resolve, 20));
    users.expect(OWNER.id); // the session is known; the switch still stops the worker first
    await new Promise((resolve) => setTimeout(resolve, 20));
    const db = await users.open(OWNER);

    await expect(pending).resolves.toBeUndefined();
    expect((await db.baskets.get(uuid(700)))?.label).toBe('Sofort');
    expect((await db.outbox.toArray()).map((e) => e.name)).toEqual(['basket.create']);
    await users.close();
  });

  it('fails at once with the login message when nobody is logged in', async () => {
    const { users, mutate } = setup();
    users.expect(undefined);
    const pending = mutate('basket.create', created).catch((e: unknown) => e);
    users.expect(null); // the session loaded: logged out
    const error = await pending;
    expect(error).toMatchObject({ code: 'no_database', message: de.sync.noDatabase });
  });

  it('fails at once with its own message when the database cannot open', async () => {
    const broken = (name: string) => {
      const db = new PortalDb(name);
      // Storage blocked (private mode, a browser policy): opening fails.
      return Object.assign(db, { open: () => Promise.reject(new Error('storage blocked')) });
    };
    const { users, mutate } = setup(broken);
    users.expect(OWNER.id);
    const pending = mutate('basket.create', created).catch((e: unknown) => e);
    await expect(users.open(OWNER)).rejects.toThrow('storage blocked');
    const error = await pending;
    expect(error).toMatchObject({ code: 'no_database', message: de.sync.databaseUnavailable });
  });

  it('gives up after the time limit with the same message', async () => {
    const { users } = setup();
    users.expect(OWNER.id);
    const started = Date.now();
    await expect(users.whenOpen(60)).resolves.toEqual({ db: null, reason: 'unavailable' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(DB_OPEN_TIMEOUT_MS).toBe(10_000);
  });

  it('never writes into the previous user’s database while switching to another', async () => {
    const { users, mutate } = setup();
    const previous = await users.open({ id: uuid(800), name: 'Vorher' });
    users.expect(OWNER.id);
    let settled = false;
    const pending = mutate('basket.create', created).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    const db = await users.open(OWNER);
    await pending;
    expect(await db.outbox.count()).toBe(1);
    expect(await new PortalDb(previous.name).outbox.count()).toBe(0);
    await users.close();
    await Dexie.delete(`portal-${uuid(800)}`);
  });
});

describe('withStorageRetry', () => {
  const closed = () => Object.assign(new Error('closed'), { name: 'DatabaseClosedError' });

  it('reopens and retries once after a lost connection', async () => {
    const db = await freshDb();
    const reopen = vi.fn(async () => db);
    const run = vi.fn().mockRejectedValueOnce(closed()).mockResolvedValueOnce('ok');
    const onStorageError = vi.fn();
    await expect(withStorageRetry({ db: () => db, reopen, onStorageError }, run)).resolves.toBe(
      'ok',
    );
    expect(reopen).toHaveBeenCalledTimes(1);
    expect(onStorageError).not.toHaveBeenCalled();
  });

  it('reports a German message when the retry fails too, and keeps the outbox', async () => {
    const db = await freshDb();
    await writeMutation(db, 'basket.delete', { id: uuid(100) });
    const quota = Object.assign(new Error('full'), {
      name: 'AbortError',
      inner: { name: 'QuotaExceededError' },
    });
    const onStorageError = vi.fn();
    const error = await withStorageRetry(
      { db: () => db, reopen: async () => db, onStorageError },
      () => Promise.reject(quota),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'storage' });
    expect(onStorageError).toHaveBeenCalledWith(expect.stringContaining('Speicher'));
    expect(await db.outbox.count()).toBe(1);
  });

  it('does not retry other errors', async () => {
    const db = await freshDb();
    const reopen = vi.fn(async () => db);
    await expect(
      withStorageRetry({ db: () => db, reopen, onStorageError: vi.fn() }, () =>
        Promise.reject(new Error('x')),
      ),
    ).rejects.toThrow('x');
    expect(reopen).not.toHaveBeenCalled();
  });
});
