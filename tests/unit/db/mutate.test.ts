import { describe, expect, it, vi } from 'vitest';
import { MUTATION_VERSION } from '../../../src/api/sync';
import { MutationError } from '../../../src/db/errors';
import {
  createMutate,
  validateArgs,
  withStorageRetry,
  writeMutation,
} from '../../../src/db/mutate';
import { mutators, type Mutators } from '../../../src/db/mutators';
import type { PortalDb } from '../../../src/db/schema';
import { basket, basketRow, freshDb, uuid } from './support';

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
      v: MUTATION_VERSION,
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
