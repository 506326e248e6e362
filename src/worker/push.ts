// Push (DESIGN "Sync protocol"): the outbox in seq order, in batches. Applied mutations leave the
// outbox; rejected ones move to failedMutations with the server's reason, in one transaction, and
// never block those behind them. A lost answer is simply resent: the server dedupes by
// (clientId, mutation id). Each push names the user whose database the queue comes from and
// acknowledges the results already recorded (`ack`), so the server can prune its records.
import {
  PUSH_BATCH_MAX,
  RESYNC_CURSOR,
  SYNC_REFUSAL,
  type MutationName,
  type MutationResult,
} from '../api/sync';
import { MUTATION_TABLES } from '../db/mutators';
import { META, type OutboxEntry, type PortalDb } from '../db/schema';
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
    }
  /**
   * 409 user_mismatch: the session belongs to another user now (a login in another tab). The
   * batch is left queued, untouched, for its own user; nothing more is sent.
   */
  | {
      readonly kind: 'user_mismatch';
      readonly applied: number;
      readonly rejected: readonly Rejection[];
    };

export const STALE_EPOCH = SYNC_REFUSAL.staleEpoch;

/** Who sends: the client (its id and leader epoch) and the user whose database it is. */
export interface PushSender {
  readonly clientId: string;
  readonly userId: string;
  readonly epoch: number;
}

/** The acknowledged `seq` (0: nothing yet). */
export async function readAck(db: PortalDb): Promise<number> {
  const value = (await db.meta.get(META.ack))?.value;
  return typeof value === 'number' ? value : 0;
}

export const isUserMismatch = (error: unknown): error is HttpError =>
  error instanceof HttpError && error.status === 409 && error.code === SYNC_REFUSAL.userMismatch;

/**
 * Records one batch's results atomically; entries without a result stay queued. The new `ack` is
 * written in the same transaction: the highest recorded seq below the first entry still queued,
 * so it never covers a mutation whose result we lack.
 */
export async function recordResults(
  db: PortalDb,
  batch: readonly OutboxEntry[],
  results: readonly MutationResult[],
  now: string = new Date().toISOString(),
): Promise<{ applied: number; rejected: Rejection[] }> {
  const byId = new Map(batch.map((entry) => [entry.id, entry]));
  const applied: string[] = [];
  const rejected: Rejection[] = [];
  const settled: number[] = [];
  await db.transaction('rw', db.outbox, db.failedMutations, db.meta, async () => {
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
        // The rejected change is still on screen: the next pull replaces what it touched with
        // the server's rows (and re-applies the pending mutations on top).
        for (const collection of MUTATION_TABLES[entry.name] ?? []) {
          // A customer's collection is kept per customer on this device (issue 26): each resyncs.
          const perCustomer = (await db.meta
            .where('key')
            .startsWith(`${META.cursor(collection)}@`)
            .primaryKeys()) as string[];
          const keys = [META.cursor(collection), ...perCustomer];
          await db.meta.bulkPut(keys.map((key) => ({ key, value: RESYNC_CURSOR })));
        }
      } else {
        applied.push(entry.id);
      }
      await db.outbox.delete(entry.seq);
      settled.push(entry.seq);
    }
    const firstQueued = (await db.outbox.orderBy('seq').first())?.seq ?? Infinity;
    const covered = settled.filter((seq) => seq < firstQueued);
    const ack = Math.max(await readAck(db), ...covered);
    if (covered.length > 0) await db.meta.put({ key: META.ack, value: ack });
  });
  return { applied: applied.length, rejected };
}

/**
 * A whole push refused as malformed (400, 413, 422, or a 409 other than a stale epoch): sending
 * the same batch again cannot help, so the batch is split to find the mutation the server
 * refuses, which then fails alone instead of blocking the queue forever.
 */
function refusesRequest(error: unknown): error is HttpError {
  if (!(error instanceof HttpError)) return false;
  // Another user's session refuses every mutation alike: splitting would file the whole queue
  // as rejected under the wrong user.
  if (error.status === 409) return error.code !== STALE_EPOCH && !isUserMismatch(error);
  return error.status === 400 || error.status === 413 || error.status === 422;
}

const refusedResult = (entry: OutboxEntry, error: HttpError): MutationResult => ({
  id: entry.id,
  status: 'rejected',
  code: typeof error.code === 'string' ? error.code : 'refused',
  message: error.message || de.sync.rejectedUnknown,
});

export async function pushOutbox(
  db: PortalDb,
  api: Pick<SyncApi, 'push'>,
  { clientId, userId, epoch }: PushSender,
  onRejected: (rejection: Rejection) => void = () => undefined,
): Promise<PushOutcome> {
  let applied = 0;
  const rejected: Rejection[] = [];
  const send = async (entries: readonly OutboxEntry[]) =>
    (
      await api.push({
        clientId,
        userId,
        epoch,
        ack: await readAck(db),
        mutations: entries.map(({ seq, id, v, name, args, createdAt }) => ({
          id,
          v,
          seq,
          name,
          args,
          createdAt,
        })),
      })
    ).results;
  /** One at a time, so a refused request names the mutation it refuses. */
  const sendSingly = async (entries: readonly OutboxEntry[]) => {
    const results: MutationResult[] = [];
    for (const entry of entries) {
      try {
        results.push(...(await send([entry])));
      } catch (error) {
        if (!refusesRequest(error)) throw error;
        results.push(refusedResult(entry, error));
      }
    }
    return results;
  };

  for (;;) {
    const batch = await db.outbox.orderBy('seq').limit(PUSH_BATCH_MAX).toArray();
    if (batch.length === 0) return { kind: 'done', applied, rejected };
    let results: MutationResult[];
    try {
      try {
        results = await send(batch);
      } catch (error) {
        if (!refusesRequest(error)) throw error;
        results = await sendSingly(batch);
      }
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && error.code === STALE_EPOCH) {
        return { kind: 'stale_epoch', applied, rejected };
      }
      if (isUserMismatch(error)) return { kind: 'user_mismatch', applied, rejected };
      if (error instanceof HttpError && error.status === 426) {
        return { kind: 'update_required', applied, rejected };
      }
      throw error;
    }
    const recorded = await recordResults(db, batch, results);
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
