// Row mutations of baskets and wish lists: add one row or many, copy or move rows between lists
// of one delivery customer, change a quantity, delete a row. Article rows must name a PZN with a
// valid check digit that the catalogue holds; a list holds at most LIST_ROWS_MAX live rows.
// Replays change nothing: a row id that is already in the target list counts as done.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { isValidPzn } from '../../../src/api/pzn.ts';
import { appendedRow, copiedRow, planAdds, type NewListRow } from '../rules.ts';
import { type MutationArgs } from '../../../src/api/sync.ts';
import { LIST_ROWS_MAX } from '../contract.ts';
import { articles, nextVersion } from '../../../server/db/schema.ts';
import { basketRows, baskets } from './tables.ts';
import {
  REJECTION_MESSAGES,
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';
import {
  bumpBasket,
  checkAccess,
  loadBasket,
  loadRow,
  type BasketRecord,
  type RowRecord,
} from './baskets.ts';

/** Rejects a PZN with a wrong check digit, and PZNs the catalogue does not (or no longer) hold. */
export async function checkArticles(tx: Tx, pzns: readonly string[]) {
  const unique = [...new Set(pzns)];
  const wrong = unique.find((pzn) => !isValidPzn(pzn));
  if (wrong !== undefined) throw rejectInvalid(REJECTION_MESSAGES.wrongCheckDigit(wrong));
  if (unique.length === 0) return;
  const found = await tx
    .select({ pzn: articles.pzn })
    .from(articles)
    .where(and(inArray(articles.pzn, unique), isNull(articles.deletedAt)));
  const known = new Set(found.map((a) => a.pzn));
  const missing = unique.filter((pzn) => !known.has(pzn));
  if (missing.length > 0) throw rejectNotFound(REJECTION_MESSAGES.notInCatalogue(missing));
}

/**
 * Adds rows by the merge rule the client applies too (shopRules.planAdds): an article already in
 * the list raises its row, the rest is appended after the last live row, within LIST_ROWS_MAX.
 * A merged add's id is kept as a tombstone, so a replay finds it taken and a client that
 * appended it optimistically (it did not know the row yet) receives it as a delete.
 */
async function appendRows(
  tx: Tx,
  ctx: MutationContext,
  basket: BasketRecord,
  rows: readonly NewListRow[],
  separate = false,
) {
  const { rows: live, count, after } = await mergeTargets(tx, basket.id, rows);
  const plan = planAdds(live, rows, { separate });
  if (count + plan.append.length > LIST_ROWS_MAX) {
    throw rejectInvalid(REJECTION_MESSAGES.listFull);
  }
  const own = { basketId: basket.id, lieferkundeNr: basket.lieferkundeNr };
  const merged = rows.filter((r) => plan.merged.includes(r.rowId));
  const values = [
    ...plan.append.map(({ row, mergedRowIds }, i) => ({
      ...appendedRow(row, after, i, mergedRowIds),
      ...own,
    })),
    ...merged.map((row) => ({ ...appendedRow(row, 0, -1), ...own, deletedAt: ctx.clock() })),
  ];
  if (values.length > 0) await tx.insert(basketRows).values(values);
  for (const { id, quantity, mergedRowIds } of plan.raise) {
    await tx
      .update(basketRows)
      .set({ quantity, mergedRowIds, version: nextVersion() })
      .where(eq(basketRows.id, id));
  }
  await bumpBasket(tx, basket.id);
}

/**
 * What planAdds needs of a list, without reading all of its up to LIST_ROWS_MAX rows for every
 * add (issue 27: that read grew with the list and dominated a push of many adds): the live rows
 * of the added articles in position order (the merge targets), plus the live count and the last
 * position. The last row always comes along, so the count and position come even when no
 * article matches; planAdds treats it like any other live row. Ids the adds merged before are
 * tombstones that takenIds finds first.
 */
export async function mergeTargets(tx: Tx, basketId: string, adds: readonly NewListRow[]) {
  const pzns = adds.flatMap((r) => ('pzn' in r ? [r.pzn] : []));
  const live = tx
    .select({
      id: basketRows.id,
      pzn: basketRows.pzn,
      quantity: basketRows.quantity,
      position: basketRows.position,
      mergedRowIds: basketRows.mergedRowIds,
      count: sql<number>`count(*) over ()`.mapWith(Number).as('live_count'),
      last: sql<number>`max(${basketRows.position}) over ()`.mapWith(Number).as('last_position'),
    })
    .from(basketRows)
    .where(and(eq(basketRows.basketId, basketId), isNull(basketRows.deletedAt)))
    .as('live');
  const matching = pzns.length > 0 ? inArray(live.pzn, pzns) : undefined;
  const found = await tx
    .select()
    .from(live)
    .where(or(eq(live.position, live.last), matching))
    .orderBy(asc(live.position));
  const first = found[0];
  return { rows: found, count: first?.count ?? 0, after: first?.last ?? 0 };
}

/** Ids of these rows that exist already; an id used in another list is refused. */
async function takenIds(tx: Tx, basketId: string, ids: readonly string[]) {
  const existing = await tx
    .select({ id: basketRows.id, basketId: basketRows.basketId })
    .from(basketRows)
    .where(inArray(basketRows.id, [...ids]));
  if (existing.some((r) => r.basketId !== basketId)) {
    throw rejectInvalid(REJECTION_MESSAGES.idTaken);
  }
  return new Set(existing.map((r) => r.id));
}

const unique = (ids: readonly string[]) => new Set(ids).size === ids.length;

export async function addRow(tx: Tx, ctx: MutationContext, args: MutationArgs<'basket.addRow'>) {
  const basket = await loadBasket(tx, ctx, args.basketId);
  if ((await takenIds(tx, basket.id, [args.rowId])).size > 0) return;
  if ('pzn' in args) await checkArticles(tx, [args.pzn]);
  const row: NewListRow =
    'pzn' in args
      ? { rowId: args.rowId, pzn: args.pzn, quantity: args.quantity }
      : { rowId: args.rowId, note: args.note };
  await appendRows(tx, ctx, basket, [row], 'pzn' in args && args.separate === true);
}

export async function addRows(tx: Tx, ctx: MutationContext, args: MutationArgs<'basket.addRows'>) {
  const basket = await loadBasket(tx, ctx, args.basketId);
  const ids = args.rows.map((r) => r.rowId);
  if (!unique(ids)) throw rejectInvalid(REJECTION_MESSAGES.duplicateRowIds);
  const done = await takenIds(tx, basket.id, ids);
  const fresh = args.rows.filter((r) => !done.has(r.rowId));
  if (fresh.length === 0) return;
  await checkArticles(
    tx,
    fresh.flatMap((r) => ('pzn' in r ? [r.pzn] : [])),
  );
  await appendRows(tx, ctx, basket, fresh);
}

export async function transferRows(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'basket.transferRows'>,
) {
  const target = await loadBasket(tx, ctx, args.targetBasketId);
  const sourceIds = args.rows.map((r) => r.rowId);
  const newIds = args.rows.map((r) => r.newRowId);
  if (!unique([...sourceIds, ...newIds])) throw rejectInvalid(REJECTION_MESSAGES.duplicateRowIds);
  const done = await takenIds(tx, target.id, newIds);
  const pending = args.rows.filter((r) => !done.has(r.newRowId));
  if (pending.length === 0) return;

  const found = await tx
    .select({ row: basketRows, basket: baskets })
    .from(basketRows)
    .innerJoin(baskets, eq(baskets.id, basketRows.basketId))
    .where(
      inArray(
        basketRows.id,
        pending.map((r) => r.rowId),
      ),
    );
  const byId = new Map(found.map((f) => [f.row.id, f]));
  const sources: RowRecord[] = [];
  for (const { rowId } of pending) {
    const source = byId.get(rowId);
    if (!source || source.row.deletedAt || source.basket.deletedAt) {
      throw rejectNotFound(REJECTION_MESSAGES.rowNotFound);
    }
    await checkAccess(tx, ctx, source.basket);
    if (source.basket.lieferkundeNr !== target.lieferkundeNr) {
      throw rejectInvalid(REJECTION_MESSAGES.transferOtherCustomer);
    }
    sources.push(source.row);
  }

  if (args.move) {
    // First, so a move within one list does not count its rows twice against the limit.
    await tx
      .update(basketRows)
      .set({ deletedAt: ctx.clock(), version: nextVersion() })
      .where(
        inArray(
          basketRows.id,
          sources.map((r) => r.id),
        ),
      );
    const emptied = new Set(sources.map((r) => r.basketId));
    emptied.delete(target.id);
    for (const basketId of emptied) await bumpBasket(tx, basketId);
  }
  // Copies stay rows of their own (a move within one list must not merge into a neighbour).
  await appendRows(
    tx,
    ctx,
    target,
    pending.map(({ newRowId }, i) => copiedRow(sources[i] as RowRecord, newRowId)),
    true,
  );
}

function liveRow(row: RowRecord) {
  if (row.deletedAt) throw rejectNotFound(REJECTION_MESSAGES.rowNotFound);
  return row;
}

export async function setQuantity(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'basket.setQuantity'>,
) {
  const { basket, row } = await loadRow(tx, ctx, args.rowId);
  liveRow(row);
  if (row.pzn === null) throw rejectInvalid(REJECTION_MESSAGES.noteHasNoQuantity);
  if (row.quantity === args.quantity) return;
  await tx
    .update(basketRows)
    .set({ quantity: args.quantity, version: nextVersion() })
    .where(eq(basketRows.id, row.id));
  await bumpBasket(tx, basket.id);
}

export async function deleteRow(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'basket.deleteRow'>,
) {
  const { basket, row } = await loadRow(tx, ctx, args.rowId);
  if (row.deletedAt) return;
  await tx
    .update(basketRows)
    .set({ deletedAt: ctx.clock(), version: nextVersion() })
    .where(eq(basketRows.id, row.id));
  await bumpBasket(tx, basket.id);
}
