import { describe, expect, it, vi } from 'vitest';
import { PUSH_BATCH_MAX, RESYNC_CURSOR, SYNC_REFUSAL, type PushBody } from '../../../src/api/sync';
import { META, type OutboxEntry } from '../../../src/db/schema';
import { writeMutation } from '../../../src/db/mutate';
import { HttpError } from '../../../src/worker/http';
import { pushOutbox, recordResults } from '../../../src/worker/push';
import { clientIdOf, freshDb, OWNER, senderOf, uuid } from '../db/support';

async function queue(count: number) {
  const db = await freshDb();
  for (let i = 1; i <= count; i++) {
    await writeMutation(db, 'basket.rename', { id: uuid(i), label: `Korb ${i}` });
  }
  return db;
}

describe('push', () => {
  it('removes applied mutations; moves rejected ones with their reason; sends the rest', async () => {
    const db = await queue(3);
    const sent: PushBody[] = [];
    const push = vi.fn(async (body: PushBody) => {
      sent.push(body);
      return {
        results: body.mutations.map((m, i) =>
          i === 0
            ? {
                id: m.id,
                status: 'rejected' as const,
                code: 'forbidden',
                message: 'Keine Berechtigung',
              }
            : { id: m.id, status: 'applied' as const },
        ),
      };
    });
    const onRejected = vi.fn();
    const outcome = await pushOutbox(db, { push }, await senderOf(db, 4), onRejected);

    expect(outcome).toMatchObject({ kind: 'done', applied: 2 });
    expect(sent[0]?.epoch).toBe(4);
    expect(sent[0]?.clientId).toBe(await clientIdOf(db));
    expect(sent[0]?.mutations.map((m) => (m.args as { id: string }).id)).toEqual([
      uuid(1),
      uuid(2),
      uuid(3),
    ]);
    expect(await db.outbox.count()).toBe(0);
    const [failed] = await db.failedMutations.toArray();
    expect(failed).toMatchObject({
      name: 'basket.rename',
      code: 'forbidden',
      message: 'Keine Berechtigung',
    });
    expect(onRejected).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Keine Berechtigung' }),
    );
  });

  it('asks the next pull to replace what a rejected mutation touched', async () => {
    const db = await queue(1);
    await db.meta.put({ key: META.cursor('baskets'), value: 'u:100101:42' });
    await db.meta.put({ key: META.cursor('notifications'), value: 'u:7' });
    const push = vi.fn(async (body: PushBody) => ({
      results: body.mutations.map((m) => ({
        id: m.id,
        status: 'rejected' as const,
        code: 'not_found',
        message: 'Warenkorb nicht gefunden.',
      })),
    }));
    await pushOutbox(db, { push }, await senderOf(db, 1));
    expect((await db.meta.get(META.cursor('baskets')))?.value).toBe(RESYNC_CURSOR);
    // A collection the mutation did not touch keeps its cursor.
    expect((await db.meta.get(META.cursor('notifications')))?.value).toBe('u:7');
  });

  it('isolates the mutation of a batch the server refuses as a whole; the rest goes on', async () => {
    const db = await queue(3);
    const refused = uuid(2);
    const push = vi.fn(async (body: PushBody) => {
      if (body.mutations.some((m) => (m.args as { id: string }).id === refused)) {
        throw new HttpError(422, 'unprocessable', 'Nicht verarbeitbar', false);
      }
      return { results: body.mutations.map((m) => ({ id: m.id, status: 'applied' as const })) };
    });
    const outcome = await pushOutbox(db, { push }, await senderOf(db, 1));
    expect(outcome).toMatchObject({ kind: 'done', applied: 2 });
    expect(await db.outbox.count()).toBe(0);
    const failed = await db.failedMutations.toArray();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ code: 'unprocessable', message: 'Nicht verarbeitbar' });
    expect((failed[0]?.args as { id: string }).id).toBe(refused);
    // The whole batch once, then each mutation alone.
    expect(push.mock.calls.map(([body]) => body.mutations.length)).toEqual([3, 1, 1, 1]);
  });

  it('keeps the outbox when a whole push fails with 5xx', async () => {
    const db = await queue(2);
    const push = vi.fn(async () => {
      throw new HttpError(503, undefined, 'Wartung', false);
    });
    await expect(pushOutbox(db, { push }, await senderOf(db, 1))).rejects.toThrow();
    expect(await db.outbox.count()).toBe(2);
    expect(await db.failedMutations.count()).toBe(0);
  });

  it('sends in batches of PUSH_BATCH_MAX, in order', async () => {
    const db = await queue(PUSH_BATCH_MAX + 5);
    const sizes: number[] = [];
    const push = vi.fn(async (body: PushBody) => {
      sizes.push(body.mutations.length);
      return { results: body.mutations.map((m) => ({ id: m.id, status: 'applied' as const })) };
    });
    await pushOutbox(db, { push }, await senderOf(db, 1));
    expect(sizes).toEqual([PUSH_BATCH_MAX, 5]);
  });

  it('stops on a stale epoch and keeps the outbox', async () => {
    const db = await queue(2);
    const push = vi.fn(async () => {
      throw new HttpError(409, 'stale_epoch', 'Veraltet', false);
    });
    expect((await pushOutbox(db, { push }, await senderOf(db, 1))).kind).toBe('stale_epoch');
    expect(push).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(2);
  });

  it('keeps the outbox on 426 (update required)', async () => {
    const db = await queue(1);
    const push = vi.fn(async () => {
      throw new HttpError(426, 'upgrade', 'x', false);
    });
    expect((await pushOutbox(db, { push }, await senderOf(db, 1))).kind).toBe('update_required');
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps everything on a 5xx and lets the caller retry', async () => {
    const db = await queue(2);
    const push = vi.fn(async () => {
      throw new HttpError(503, 'internal', 'Fehler', false);
    });
    await expect(pushOutbox(db, { push }, await senderOf(db, 1))).rejects.toBeInstanceOf(HttpError);
    expect(await db.outbox.count()).toBe(2);
    expect(await db.failedMutations.count()).toBe(0);
  });

  it('resends a batch whose answer got lost, with the same mutation ids', async () => {
    const db = await queue(1);
    const ids: string[] = [];
    const push = vi
      .fn()
      .mockImplementationOnce(async (body: PushBody) => {
        ids.push(body.mutations[0]?.id ?? '');
        throw new HttpError(0, 10018, 'offline', false);
      })
      .mockImplementationOnce(async (body: PushBody) => {
        const id = body.mutations[0]?.id ?? '';
        ids.push(id);
        return { results: [{ id, status: 'applied' }] };
      });
    await expect(pushOutbox(db, { push }, await senderOf(db, 1))).rejects.toThrow();
    await pushOutbox(db, { push }, await senderOf(db, 1));
    expect(ids[0]).toBe(ids[1]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('names the database owner, sends each mutation with its seq and the ack after each batch', async () => {
    const db = await queue(PUSH_BATCH_MAX + 2);
    const seqs = (await db.outbox.orderBy('seq').toArray()).map((e) => e.seq);
    const sent: PushBody[] = [];
    const push = vi.fn(async (body: PushBody) => {
      sent.push(body);
      return { results: body.mutations.map((m) => ({ id: m.id, status: 'applied' as const })) };
    });
    await pushOutbox(db, { push }, await senderOf(db, 1));

    expect(sent.map((b) => b.userId)).toEqual([OWNER.id, OWNER.id]);
    expect(sent.flatMap((b) => b.mutations.map((m) => m.seq))).toEqual(seqs);
    // Nothing recorded before the first push; the second acknowledges the whole first batch.
    expect(sent.map((b) => b.ack)).toEqual([0, seqs[PUSH_BATCH_MAX - 1]]);
    expect((await db.meta.get(META.ack))?.value).toBe(seqs.at(-1));

    // The next push (a new mutation) carries the ack of everything before it.
    await writeMutation(db, 'basket.rename', { id: uuid(999), label: 'Neu' });
    await pushOutbox(db, { push }, await senderOf(db, 1));
    const last = sent.at(-1);
    expect(last?.ack).toBe(seqs.at(-1));
    expect(last?.mutations.map((m) => m.seq)).toEqual([(seqs.at(-1) ?? 0) + 1]);
  });

  it('acknowledges a rejection like an application: its result is recorded too', async () => {
    const db = await queue(2);
    const [first, second] = await db.outbox.orderBy('seq').toArray();
    const push = vi.fn(async (body: PushBody) => ({
      results: body.mutations.map((m) => ({
        id: m.id,
        status: 'rejected' as const,
        code: 'not_found',
        message: 'Warenkorb nicht gefunden.',
      })),
    }));
    await pushOutbox(db, { push }, await senderOf(db, 1));
    expect(first?.seq).toBeLessThan(second?.seq ?? 0);
    expect((await db.meta.get(META.ack))?.value).toBe(second?.seq);
  });

  it('never acknowledges past a mutation whose result is missing', async () => {
    const db = await queue(3);
    const entries = await db.outbox.orderBy('seq').toArray();
    const [first, second, third] = entries;
    // The answer settles the first and the third; the second stays queued.
    await recordResults(db, entries, [
      { id: first?.id ?? '', status: 'applied' },
      { id: third?.id ?? '', status: 'applied' },
    ]);
    expect((await db.meta.get(META.ack))?.value).toBe(first?.seq);
    expect((await db.outbox.toArray()).map((e) => e.id)).toEqual([second?.id]);
    // Once the second is settled, the ack moves up to it (conservative: the third, recorded
    // earlier, is covered by the next result).
    await recordResults(db, [second as OutboxEntry], [{ id: second?.id ?? '', status: 'applied' }]);
    expect((await db.meta.get(META.ack))?.value).toBe(second?.seq);
    await writeMutation(db, 'basket.rename', { id: uuid(9), label: 'Neu' });
    const [fourth] = await db.outbox.toArray();
    await recordResults(db, [fourth as OutboxEntry], [{ id: fourth?.id ?? '', status: 'applied' }]);
    expect((await db.meta.get(META.ack))?.value).toBe(fourth?.seq);
  });

  it('stops on 409 user_mismatch: nothing is filed as rejected, the outbox stays as it was', async () => {
    const db = await queue(3);
    const before = await db.outbox.toArray();
    const push = vi.fn(async () => {
      throw new HttpError(409, SYNC_REFUSAL.userMismatch, 'Anderer Benutzer', false);
    });
    const outcome = await pushOutbox(db, { push }, await senderOf(db, 1));
    expect(outcome.kind).toBe('user_mismatch');
    // No split into single mutations: each would be refused and filed under the wrong user.
    expect(push).toHaveBeenCalledTimes(1);
    expect(await db.outbox.toArray()).toEqual(before);
    expect(await db.failedMutations.count()).toBe(0);
    expect(await db.meta.get(META.ack)).toBeUndefined();
  });
});
