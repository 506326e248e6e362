// Runs (issue 27): consecutive pushed mutations of one name whose module works them as a set
// (server/sync/serverModule.ts, RunHandler). A list filled with a thousand adds or a replay of a
// thousand quantity changes then costs a few statements per batch instead of six to eight per
// mutation, with the same results. The run has one savepoint; should its handler fail
// unexpectedly, the savepoint undoes it and the push applies its mutations one by one, which
// finds and records the one at fault.
import {
  REJECTION,
  isMutationName,
  type Mutation,
  type MutationResult,
} from '../../src/api/sync.ts';
import { isTransientDbError } from '../db/transient.ts';
import { touchedIf } from '../realtime/touched.ts';
import { REJECTION_MESSAGES, Rejection, type MutationContext, type Tx } from '../sync/types.ts';
import { recordActingAs } from './actingAs.ts';
import { checkMutation } from './checkMutation.ts';
import type { MutationErrorLog } from './push.ts';
import { RUNS, type RunHandler, type RunResult } from './registry.ts';

/**
 * The run that starts at `index`: it and the following mutations of the same name, while they
 * are new (no record, not settled, not twice in the run). Empty when the name has no run handler.
 */
export function runFrom(
  mutations: readonly Mutation[],
  index: number,
  isNew: (mutation: Mutation) => boolean,
): Mutation[] {
  const first = mutations[index];
  if (!first || !isMutationName(first.name) || !RUNS[first.name]) return [];
  const run: Mutation[] = [];
  const ids = new Set<string>();
  for (const mutation of mutations.slice(index)) {
    if (mutation.name !== first.name || ids.has(mutation.id) || !isNew(mutation)) break;
    ids.add(mutation.id);
    run.push(mutation);
  }
  return run;
}

/** The run's results in order, or null when its handler failed and nothing of it was written. */
export async function applyRun(
  tx: Tx,
  ctx: MutationContext,
  run: readonly Mutation[],
  logError: MutationErrorLog,
): Promise<MutationResult[] | null> {
  const name = run[0]?.name;
  if (name === undefined || !isMutationName(name)) return null;
  // Its arguments were checked against the contract of `name` just below.
  const handler = RUNS[name] as RunHandler<unknown> | undefined;
  if (!handler) return null;
  const checked = run.map((mutation) => {
    try {
      return { mutation, args: checkMutation(ctx, name, mutation.args) };
    } catch (error) {
      if (error instanceof Rejection) return { mutation, rejection: error };
      throw error;
    }
  });
  const valid = checked.flatMap((c) =>
    'args' in c ? [{ mutation: c.mutation, args: c.args }] : [],
  );
  const lockedNow = new Set<string>();
  ctx.lockedNow = lockedNow;
  ctx.actedFor = new Set();
  let outcomes: RunResult[];
  try {
    outcomes = await touchedIf(
      () =>
        tx.transaction(async (savepoint) => {
          const args = valid.map((v) => v.args);
          const results = await handler(savepoint, ctx, args);
          if (results.length !== args.length) throw new Error(`${name}: a result per mutation`);
          return results;
        }),
      (results) => results.some((r) => !(r instanceof Rejection)),
    );
  } catch (err) {
    // A transient database error fails the whole batch (see push.ts), one by one would too.
    if (isTransientDbError(err)) throw err;
    // Logged (ids, no args), as the one-by-one path that follows may well succeed.
    logError({ mutationId: run[0]?.id ?? '', name, err });
    return null;
  } finally {
    ctx.lockedNow = undefined;
  }
  // The savepoint was released: the locks its handler took are held until the commit.
  for (const key of lockedNow) ctx.heldScopes?.add(key);
  const byId = new Map(valid.map((v, i) => [v.mutation.id, outcomes[i]]));
  const applied: { mutation: Mutation; customers: readonly number[] }[] = [];
  const results = checked.map(({ mutation, ...c }): MutationResult => {
    const outcome = 'rejection' in c ? c.rejection : byId.get(mutation.id);
    if (outcome === undefined || outcome instanceof Rejection) {
      const rejection =
        outcome ?? new Rejection(REJECTION.serverError, REJECTION_MESSAGES.serverError);
      return {
        id: mutation.id,
        status: 'rejected',
        code: rejection.code,
        message: rejection.message,
      };
    }
    applied.push({ mutation, customers: outcome.actedFor });
    return { id: mutation.id, status: 'applied' };
  });
  await recordActingAs(tx, ctx, applied);
  return results;
}
