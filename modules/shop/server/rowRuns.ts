// Runs of row mutations worked as sets (issue 27): a list filled with many adds, or a replay of
// many quantity changes, costs a handful of statements for the whole run instead of six to eight
// per mutation. Each mutation gets the result it would have had alone, in order (the same checks
// as rows.ts, in the same order); the run plans in memory and writes once at the end.
// tests/server/push-runs.test.ts proves the rows and results equal to those of one by one.
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { isValidPzn } from '../../../src/api/pzn.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { articles, nextVersion } from '../../../server/db/schema.ts';
import { holdsScope, lockBasketScope } from '../../../server/sync/scope.ts';
import type { RunHandler, RunResult } from '../../../server/sync/serverModule.ts';
import {
  REJECTION_MESSAGES,
  Rejection,
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';
import { LIST_ROWS_MAX } from '../contract.ts';
import { appendedRow, planAdds, type NewListRow } from '../rules.ts';
import { checkAccess, type BasketRecord } from './baskets.ts';
import { mergeTargets } from './rows.ts';
import { basketRows, baskets } from './tables.ts';

type Checked = BasketRecord | Rejection;

/**
 * The baskets of a run, each checked as loadBasket checks it: found, its customer's scope locked
 * (in ascending customer order), read again under a lock this batch did not hold yet, visible to
 * the user. A customer the user may not act for rejects every basket of it.
 */
async function basketsOfRun(
  tx: Tx,
  ctx: MutationContext,
  ids: readonly string[],
  allowDeleted: boolean,
): Promise<{ byId: Map<string, Checked>; lockedNew: boolean }> {
  const unique = [...new Set(ids)];
  const read = () => tx.select().from(baskets).where(inArray(baskets.id, unique));
  let found = unique.length > 0 ? await read() : [];
  const refused = new Map<number, Rejection>();
  let lockedNew = false;
  const customers = [...new Set(found.map((b) => b.lieferkundeNr))].sort((a, b) => a - b);
  for (const nr of customers) {
    const held = holdsScope(ctx, 'baskets', nr);
    try {
      await lockBasketScope(tx, ctx, nr);
      lockedNew ||= !held;
    } catch (error) {
      if (!(error instanceof Rejection)) throw error;
      refused.set(nr, error);
    }
  }
  if (lockedNew) found = await read();
  const byId = new Map<string, Checked>();
  for (const id of unique) {
    const basket = found.find((b) => b.id === id);
    byId.set(id, await checkBasket(tx, ctx, basket, refused, allowDeleted));
  }
  return { byId, lockedNew };
}

async function checkBasket(
  tx: Tx,
  ctx: MutationContext,
  basket: BasketRecord | undefined,
  refused: Map<number, Rejection>,
  allowDeleted: boolean,
): Promise<Checked> {
  if (!basket) return rejectNotFound(REJECTION_MESSAGES.basketNotFound);
  const refusal = refused.get(basket.lieferkundeNr);
  if (refusal) return refusal;
  try {
    await checkAccess(tx, ctx, basket);
  } catch (error) {
    if (error instanceof Rejection) return error;
    throw error;
  }
  if (basket.deletedAt && !allowDeleted) return rejectNotFound(REJECTION_MESSAGES.basketNotFound);
  return basket;
}

const applied = (basket: BasketRecord): RunResult => ({ actedFor: [basket.lieferkundeNr] });

/** What the run knows of one list: its live merge targets in position order, count, last position. */
interface ListState {
  rows: { id: string; pzn: string | null; quantity: number; mergedRowIds: string[] }[];
  count: number;
  after: number;
}

type NewRowValues = typeof basketRows.$inferInsert;

export const addRowRun: RunHandler<MutationArgs<'basket.addRow'>> = async (tx, ctx, run) => {
  const { byId } = await basketsOfRun(
    tx,
    ctx,
    run.map((a) => a.basketId),
    false,
  );
  // Ids in use, and by which list: a replayed add finds its own, an id of another list is refused.
  const usedBy = new Map<string, string>();
  const ids = run.map((a) => a.rowId);
  for (const r of await tx
    .select({ id: basketRows.id, basketId: basketRows.basketId })
    .from(basketRows)
    .where(inArray(basketRows.id, ids))) {
    usedBy.set(r.id, r.basketId);
  }
  const pzns = [...new Set(run.flatMap((a) => ('pzn' in a && isValidPzn(a.pzn) ? [a.pzn] : [])))];
  const catalogued = new Set(
    pzns.length === 0
      ? []
      : (
          await tx
            .select({ pzn: articles.pzn })
            .from(articles)
            .where(and(inArray(articles.pzn, pzns), isNull(articles.deletedAt)))
        ).map((a) => a.pzn),
  );

  const lists = new Map<string, ListState>();
  const listOf = async (basketId: string) => {
    const known = lists.get(basketId);
    if (known) return known;
    const adds = run.filter((a) => a.basketId === basketId).map(newRow);
    const { rows, count, after } = await mergeTargets(tx, basketId, adds);
    const list: ListState = {
      rows: rows.map((r) => ({ ...r, mergedRowIds: [...(r.mergedRowIds ?? [])] })),
      count,
      after,
    };
    lists.set(basketId, list);
    return list;
  };

  const inserts = new Map<string, NewRowValues>();
  const raised = new Map<string, { quantity: number; mergedRowIds: string[] }>();
  const touched = new Set<string>();
  const results: RunResult[] = [];
  for (const args of run) {
    const basket = byId.get(args.basketId);
    if (!basket || basket instanceof Rejection) {
      results.push(basket ?? rejectNotFound(REJECTION_MESSAGES.basketNotFound));
      continue;
    }
    const owner = usedBy.get(args.rowId);
    if (owner !== undefined) {
      results.push(
        owner === basket.id ? applied(basket) : rejectInvalid(REJECTION_MESSAGES.idTaken),
      );
      continue;
    }
    if ('pzn' in args) {
      if (!isValidPzn(args.pzn)) {
        results.push(rejectInvalid(REJECTION_MESSAGES.wrongCheckDigit(args.pzn)));
        continue;
      }
      if (!catalogued.has(args.pzn)) {
        results.push(rejectNotFound(REJECTION_MESSAGES.notInCatalogue([args.pzn])));
        continue;
      }
    }
    const list = await listOf(basket.id);
    const row = newRow(args);
    const plan = planAdds(list.rows, [row], { separate: 'pzn' in args && args.separate === true });
    if (list.count + plan.append.length > LIST_ROWS_MAX) {
      results.push(rejectInvalid(REJECTION_MESSAGES.listFull));
      continue;
    }
    const own = { basketId: basket.id, lieferkundeNr: basket.lieferkundeNr };
    for (const { row: added, mergedRowIds } of plan.append) {
      const values = { ...appendedRow(added, list.after, 0, mergedRowIds), ...own };
      inserts.set(values.id, values);
      list.rows.push({ ...values, mergedRowIds: [...mergedRowIds] });
      list.after += 1;
      list.count += 1;
    }
    if (plan.merged.length > 0) {
      inserts.set(row.rowId, { ...appendedRow(row, 0, -1), ...own, deletedAt: ctx.clock() });
    }
    for (const { id, quantity, mergedRowIds } of plan.raise) {
      const target = list.rows.find((r) => r.id === id);
      if (target) Object.assign(target, { quantity, mergedRowIds });
      const pending = inserts.get(id);
      if (pending) Object.assign(pending, { quantity, mergedRowIds });
      else raised.set(id, { quantity, mergedRowIds });
    }
    usedBy.set(row.rowId, basket.id);
    touched.add(basket.id);
    results.push(applied(basket));
  }

  if (inserts.size > 0) await tx.insert(basketRows).values([...inserts.values()]);
  for (const [id, change] of raised) {
    await tx
      .update(basketRows)
      .set({ ...change, version: nextVersion() })
      .where(sql`${basketRows.id} = ${id}`);
  }
  await bumpBaskets(tx, [...touched]);
  return results;
};

const newRow = (args: MutationArgs<'basket.addRow'>): NewListRow =>
  'pzn' in args
    ? { rowId: args.rowId, pzn: args.pzn, quantity: args.quantity }
    : { rowId: args.rowId, note: args.note };

export const setQuantityRun: RunHandler<MutationArgs<'basket.setQuantity'>> = async (
  tx,
  ctx,
  run,
) => {
  const ids = [...new Set(run.map((a) => a.rowId))];
  const read = () => tx.select().from(basketRows).where(inArray(basketRows.id, ids));
  let found = await read();
  const { byId, lockedNew } = await basketsOfRun(
    tx,
    ctx,
    found.map((r) => r.basketId),
    true,
  );
  // Read again under a lock this batch did not hold before, as loadRow does.
  if (lockedNew) found = await read();
  const rows = new Map(found.map((r) => [r.id, { ...r }]));
  const changed = new Map<string, number>();
  const touched = new Set<string>();
  const results: RunResult[] = [];
  for (const args of run) {
    const row = rows.get(args.rowId);
    if (!row) {
      results.push(rejectNotFound(REJECTION_MESSAGES.rowNotFound));
      continue;
    }
    const basket = byId.get(row.basketId);
    if (!basket || basket instanceof Rejection) {
      results.push(basket ?? rejectNotFound(REJECTION_MESSAGES.basketNotFound));
      continue;
    }
    if (row.deletedAt) results.push(rejectNotFound(REJECTION_MESSAGES.rowNotFound));
    else if (row.pzn === null) results.push(rejectInvalid(REJECTION_MESSAGES.noteHasNoQuantity));
    else {
      if (row.quantity !== args.quantity) {
        row.quantity = args.quantity;
        changed.set(row.id, args.quantity);
        touched.add(basket.id);
      }
      results.push(applied(basket));
    }
  }
  if (changed.size > 0) {
    const values = sql.join(
      [...changed].map(([id, quantity]) => sql`(${id}::uuid, ${quantity}::integer)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${basketRows} set quantity = v.quantity, version = ${nextVersion()} from (values ${values}) as v(id, quantity) where ${basketRows.id} = v.id`,
    );
  }
  await bumpBaskets(tx, [...touched]);
  return results;
};

/** One new version for each list the run changed, as every row change gives its list. */
async function bumpBaskets(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx
    .update(baskets)
    .set({ version: nextVersion() })
    .where(inArray(baskets.id, [...ids]));
}
