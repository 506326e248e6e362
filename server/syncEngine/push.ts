// Push: apply a client's queued mutations in order, each exactly once. Every mutation runs in its
// own savepoint inside the batch's transaction, which also records (clientId, mutationId) with the
// result; a repeat answers the recorded result. A rejection is a recorded result too, so it never
// blocks later mutations. Consecutive mutations whose module works them as a set (a list filled,
// a replay of quantity changes) share one savepoint as a run, with the same results (runs.ts).
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { ERROR_CODE } from '../../src/api/errors.ts';
import {
  MUTATIONS,
  REJECTION,
  isMutationName,
  SYNC_REFUSAL,
  type Mutation,
  type MutationArgs,
  type MutationName,
  type MutationResult,
  type PushAnswer,
  type PushBody,
} from '../../src/api/sync.ts';
import type { Db } from '../db/client.ts';
import { LockOrder, LockOrderConflict, inLockOrder, type LockId } from '../db/locks.ts';
import { clientMutations, syncClients } from '../db/schema.ts';
import { isTransientDbError } from '../db/transient.ts';
import { touchedIf } from '../realtime/touched.ts';
import type { Clock } from '../services/clock.ts';
import type { UserRow } from '../services/sessions.ts';
import { recordActingAs } from './actingAs.ts';
import { checkMutation } from './checkMutation.ts';
import { HANDLERS, type Handler } from './registry.ts';
import { applyRun, runFrom } from './runs.ts';
import type { SyncSession } from '../sync/session.ts';
import { REJECTION_MESSAGES, Rejection, type MutationContext, type Tx } from '../sync/types.ts';

export const PUSH_MESSAGES = {
  mutationVersion:
    'Diese App-Version ist veraltet. Bitte laden Sie die Seite neu, damit Ihre Änderungen übertragen werden.',
  staleEpoch: 'Ein anderer Tab dieses Browsers überträgt bereits Ihre Änderungen.',
  foreignClient: 'Diese Client-Kennung gehört zu einem anderen Benutzer.',
  userMismatch:
    'Diese Daten gehören zu einem anderen Benutzer als dem angemeldeten. Bitte melden Sie sich erneut an.',
} as const;

/** Where an unexpected error of one mutation is reported (with the mutation's id, no args). */
export type MutationErrorLog = (details: {
  mutationId: string;
  name: string;
  err: unknown;
}) => void;

/** A push refused as a whole: nothing was applied. */
export interface PushRefusal {
  status: 403 | 409 | 426;
  code: string;
  message: string;
}

export type PushOutcome = { ok: true; answer: PushAnswer } | { ok: false; refusal: PushRefusal };

/** A known mutation in another format version than this server's: the client must update. */
const outdated = (m: Mutation) => isMutationName(m.name) && m.v !== MUTATIONS[m.name].v;

export async function push(
  db: Db,
  clock: Clock,
  sync: SyncSession,
  body: PushBody,
  logError: MutationErrorLog = () => undefined,
): Promise<PushOutcome> {
  const { user } = sync;
  if (body.userId === undefined || body.mutations.some(outdated)) {
    const message = PUSH_MESSAGES.mutationVersion;
    return { ok: false, refusal: { status: 426, code: SYNC_REFUSAL.updateRequired, message } };
  }
  // Never apply one user's queue under another user's session (another login in this browser).
  if (body.userId !== user.id) {
    const message = PUSH_MESSAGES.userMismatch;
    return { ok: false, refusal: { status: 409, code: SYNC_REFUSAL.userMismatch, message } };
  }
  // Locks in the canonical order (server/db/locks.ts, LockOrder): an attempt that needed a lock
  // out of order while another push held it rolls back, and the next takes every lock the last
  // one needed in order first, so pushes never deadlock one another. A few attempts, then the
  // conflict is transient like a deadlock: 503 and the client resends.
  let planned: LockId[] = [];
  for (let attempt = 1; ; attempt++) {
    const order = new LockOrder(planned);
    try {
      return await inLockOrder(order, () => pushOnce(db, clock, sync, body, logError, order));
    } catch (error) {
      if (!(error instanceof LockOrderConflict) || attempt >= PUSH_ATTEMPTS) throw error;
      planned = order.taken;
    } finally {
      order.open = false;
    }
  }
}

/** Attempts of a push whose lock was taken out of order elsewhere, before it answers 503. */
const PUSH_ATTEMPTS = 3;

async function pushOnce(
  db: Db,
  clock: Clock,
  sync: SyncSession,
  body: PushBody,
  logError: MutationErrorLog,
  order: LockOrder,
): Promise<PushOutcome> {
  const { user } = sync;
  const ctx: MutationContext = {
    user,
    impersonation: sync.impersonation,
    clock,
    mayActFor: new Map(),
    heldScopes: new Set(),
  };
  // One transaction per batch, one savepoint per mutation: each mutation's change stays atomic
  // (and a rejection leaves no trace), while the batch pays for one commit (one WAL flush on
  // PostgreSQL) instead of one per mutation. The epoch claim comes first and holds the client's
  // row until the commit, so racing pushes of one client run one after the other and each reads
  // what the one before recorded: the records are read for the whole batch in one query and
  // written in one insert, instead of two statements and a savepoint per mutation. A batch that
  // fails as a whole is resent by the client and answered from the records: still exactly once.
  // A transient database error (a deadlock, a lost connection: server/db/transient.ts) in any
  // mutation fails the batch so: it rolls back with nothing recorded, the route answers 503 with
  // Retry-After, and the resent batch runs as if for the first time.
  return db.transaction(async (tx): Promise<PushOutcome> => {
    const claimed = await claimEpoch(tx, clock, user, body);
    if ('refusal' in claimed) return { ok: false, refusal: claimed.refusal };
    // After the client's row (which orders pushes of one client), before any mutation.
    await order.takePlanned(tx);
    const earlier = await recordedResults(
      tx,
      body.clientId,
      body.mutations.map((m) => m.id),
    );
    const results: MutationResult[] = [];
    const records: (typeof clientMutations.$inferInsert)[] = [];
    const isNew = (m: Mutation) =>
      !earlier.has(m.id) && (m.seq === undefined || m.seq > claimed.ackedSeq);
    /** Results of a run worked ahead (server/syncEngine/runs.ts), taken in order below. */
    const ranAhead = new Map<string, MutationResult>();
    /** A run whose handler failed is applied one by one up to here. */
    let oneByOneUntil = 0;
    for (const [index, mutation] of body.mutations.entries()) {
      const known = earlier.get(mutation.id);
      if (known) {
        results.push(known);
        continue;
      }
      if (!ranAhead.has(mutation.id) && index >= oneByOneUntil) {
        const run = runFrom(body.mutations, index, isNew);
        if (run.length > 1) {
          const ran = await applyRun(tx, ctx, run, logError);
          for (const result of ran ?? []) ranAhead.set(result.id, result);
          if (!ran) oneByOneUntil = index + run.length;
        }
      }
      const result =
        ranAhead.get(mutation.id) ??
        (await applyOnce(tx, ctx, claimed.ackedSeq, mutation, logError));
      results.push(result);
      // A mutation sent twice in one batch is answered from the first, like a resent one.
      earlier.set(mutation.id, result);
      if (result.status === 'rejected' && result.code === REJECTION.alreadySettled) continue;
      records.push({
        clientId: body.clientId,
        mutationId: mutation.id,
        seq: mutation.seq ?? null,
        userId: user.id,
        status: result.status,
        code: result.code ?? null,
        message: result.message ?? null,
        appliedAt: clock(),
      });
    }
    if (records.length > 0) await tx.insert(clientMutations).values(records);
    return { ok: true, answer: { results } };
  });
}

/**
 * Records the client's epoch (it only grows) and its acknowledgement (it only grows) in one
 * statement, so racing pushes agree. A client id of another user is refused; an epoch below the
 * recorded one is a stale leader tab. The results the client acknowledged are forgotten: it
 * never asks for them again, and a mutation at or below the acknowledgement is never run again
 * (see applyOnce), so exactly-once holds without keeping every record forever.
 */
async function claimEpoch(
  db: Tx,
  clock: Clock,
  user: UserRow,
  body: PushBody,
): Promise<{ refusal: PushRefusal } | { ackedSeq: number }> {
  const ack = body.ack ?? 0;
  const [row] = await db
    .insert(syncClients)
    .values({
      clientId: body.clientId,
      userId: user.id,
      epoch: body.epoch,
      ackedSeq: ack,
      lastSeenAt: clock(),
    })
    .onConflictDoUpdate({
      target: syncClients.clientId,
      set: {
        epoch: sql`greatest(${sql.raw('sync_clients.epoch')}, excluded.epoch)`,
        ackedSeq: sql`greatest(${sql.raw('sync_clients.acked_seq')}, excluded.acked_seq)`,
        lastSeenAt: clock(),
      },
      setWhere: sql`${sql.raw('sync_clients.user_id')} = excluded.user_id`,
    })
    .returning({ epoch: syncClients.epoch, ackedSeq: syncClients.ackedSeq });
  if (!row) {
    return {
      refusal: { status: 403, code: ERROR_CODE.forbidden, message: PUSH_MESSAGES.foreignClient },
    };
  }
  if (row.epoch > body.epoch) {
    return {
      refusal: { status: 409, code: SYNC_REFUSAL.staleEpoch, message: PUSH_MESSAGES.staleEpoch },
    };
  }
  if (ack > 0) {
    await db
      .delete(clientMutations)
      .where(and(eq(clientMutations.clientId, body.clientId), lte(clientMutations.seq, ack)));
  }
  return { ackedSeq: row.ackedSeq };
}

/** The recorded results of these mutations of the client, by mutation id. */
async function recordedResults(
  tx: Tx,
  clientId: string,
  mutationIds: readonly string[],
): Promise<Map<string, MutationResult>> {
  const known = new Map<string, MutationResult>();
  if (mutationIds.length === 0) return known;
  const rows = await tx
    .select()
    .from(clientMutations)
    .where(
      and(eq(clientMutations.clientId, clientId), inArray(clientMutations.mutationId, mutationIds)),
    );
  for (const row of rows) {
    const id = row.mutationId;
    known.set(
      id,
      row.status === 'applied'
        ? { id, status: 'applied' }
        : { id, status: 'rejected', code: row.code ?? '', message: row.message ?? '' },
    );
  }
  return known;
}

/** Runs a mutation that has no record yet; the caller records its result. */
async function applyOnce(
  tx: Tx,
  ctx: MutationContext,
  settledUpTo: number,
  mutation: Mutation,
  logError: MutationErrorLog,
): Promise<MutationResult> {
  // Its record was pruned after the client acknowledged it: it ran, it never runs again.
  if (mutation.seq !== undefined && mutation.seq <= settledUpTo) {
    return {
      id: mutation.id,
      status: 'rejected',
      code: REJECTION.alreadySettled,
      message: REJECTION_MESSAGES.alreadySettled,
    };
  }
  ctx.actedFor = new Set();
  const lockedNow = new Set<string>();
  ctx.lockedNow = lockedNow;
  const result = await touchedIf(
    () => apply(tx, ctx, mutation, logError),
    (r) => r.status === 'applied',
  );
  ctx.lockedNow = undefined;
  if (result.status === 'applied') {
    for (const key of lockedNow) ctx.heldScopes?.add(key);
    await recordActingAs(tx, ctx, [{ mutation, customers: ctx.actedFor ?? [] }]);
  }
  return result;
}

/**
 * Validates, checks the area and runs the handler in a savepoint, so a rejection leaves no
 * trace. An unexpected error (a bug, a value the database refuses) is this mutation's rejection
 * too, recorded like any other: one bad mutation never blocks the queue behind it. A transient
 * database error is no fault of the mutation: it fails the whole batch, which the client resends.
 */
async function apply(
  tx: Tx,
  ctx: MutationContext,
  mutation: Mutation,
  logError: MutationErrorLog,
): Promise<MutationResult> {
  try {
    if (!isMutationName(mutation.name)) {
      throw new Rejection(REJECTION.unknownMutation, REJECTION_MESSAGES.unknownMutation);
    }
    await runMutation(tx, ctx, mutation.name, mutation.args);
    return { id: mutation.id, status: 'applied' };
  } catch (error) {
    if (error instanceof Rejection) {
      return { id: mutation.id, status: 'rejected', code: error.code, message: error.message };
    }
    if (isTransientDbError(error)) throw error;
    logError({ mutationId: mutation.id, name: mutation.name, err: error });
    return {
      id: mutation.id,
      status: 'rejected',
      code: REJECTION.serverError,
      message: REJECTION_MESSAGES.serverError,
    };
  }
}

/**
 * One mutation's checks (its contract, the user's area) and handler, in a savepoint. Exported for
 * the server's own orders (modules/customerSettings/server/autoSend.ts), which go the way of a pushed order.
 */
export async function runMutation<N extends MutationName>(
  tx: Tx,
  ctx: MutationContext,
  name: N,
  raw: unknown,
) {
  const args = checkMutation(ctx, name, raw);
  // The cast only restates the registry's type: TypeScript cannot correlate N across the maps.
  const handler = HANDLERS[name] as Handler<MutationArgs<N>>;
  await tx.transaction((savepoint) => handler(savepoint, ctx, args));
}
