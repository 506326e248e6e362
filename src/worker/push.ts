// Push (DESIGN "Sync protocol"): the outbox in seq order, in batches. Applied mutations leave the
// outbox; rejected ones move to failedMutations with the server's reason, in one transaction, and
// never block those behind them. A lost answer is simply resent: the server dedupes by
// (clientId, mutation id).
import { PUSH_BATCH_MAX, type MutationName, type MutationResult } from '../api/sync';
import type { OutboxEntry, PortalDb } from '../db/schema';
import { de } from '../i18n/de';
import { HttpError } from './http';
import type { SyncApi } from './syncApi';

export interface Rejection {
  readonly id: string;
  readonly name: MutationName;
  readonly message: string;
}

export type PushOutcome =
  /** The outbox is empty (or only holds entries made after this push started). */
  | { readonly kind: 'done'; readonly applied: number; readonly rejected: readonly Rejection[] }
  /** 409 stale_epoch: another tab leads now; this one stops pushing. */
  | {
      readonly kind: 'stale_epoch';
      readonly applied: number;
      readonly rejected: readonly Rejection[];
    }
  /** 426: the server does not know our mutation format; the outbox waits for an update. */
  | {
      readonly kind: 'update_required';
      readonly applied: number;
      readonly rejected: readonly Rejection[];
    };

export const STALE_EPOCH = 'stale_epoch';

/** Records one batch's results atomically; entries without a result stay queued. */
export async function recordResults(
  db: PortalDb,
  batch: readonly OutboxEntry[],
  results: readonly MutationResult[],
  now: string = new Date().toISOString(),
): Promise<{ applied: number; rejected: Rejection[] }> {
  const byId = new Map(batch.map((entry) => [entry.id, entry]));
  const applied: string[] = [];
  const rejected: Rejection[] = [];
  await db.transaction('rw', db.outbox, db.failedMutations, async () => {
    for (const result of results) {
      const entry = byId.get(result.id);
      if (!entry || entry.seq === undefined) continue;
      if (result.status === 'rejected') {
        const message = result.message || de.sync.rejectedUnknown;
        await db.failedMutations.put({
          id: entry.id,
          v: entry.v,
          name: entry.name,
          args: entry.args,
          createdAt: entry.createdAt,
          failedAt: now,
          code: result.code ?? 'rejected',
          message,
        });
        rejected.push({ id: entry.id, name: entry.name, message });
      } else {
        applied.push(entry.id);
      }
      await db.outbox.delete(entry.seq);
    }
  });
  return { applied: applied.length, rejected };
}

export async function pushOutbox(
  db: PortalDb,
  api: Pick<SyncApi, 'push'>,
  clientId: string,
  epoch: number,
  onRejected: (rejection: Rejection) => void = () => undefined,
): Promise<PushOutcome> {
  let applied = 0;
  const rejected: Rejection[] = [];
  for (;;) {
    const batch = await db.outbox.orderBy('seq').limit(PUSH_BATCH_MAX).toArray();
    if (batch.length === 0) return { kind: 'done', applied, rejected };
    let answer;
    try {
      answer = await api.push({
        clientId,
        epoch,
        mutations: batch.map(({ id, v, name, args, createdAt }) => ({
          id,
          v,
          name,
          args,
          createdAt,
        })),
      });
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && error.code === STALE_EPOCH) {
        return { kind: 'stale_epoch', applied, rejected };
      }
      if (error instanceof HttpError && error.status === 426) {
        return { kind: 'update_required', applied, rejected };
      }
      throw error;
    }
    const recorded = await recordResults(db, batch, answer.results);
    applied += recorded.applied;
    for (const r of recorded.rejected) {
      rejected.push(r);
      onRejected(r);
    }
    // An answer that settles nothing of the batch would loop forever: let the caller back off.
    if (recorded.applied + recorded.rejected.length === 0) {
      throw new Error('push answer without results for the batch');
    }
  }
}
