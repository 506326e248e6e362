// Row mutations of baskets and wish lists: add one row or many, copy or move rows between lists
// of one delivery customer, change a quantity, delete a row. Article rows must name a PZN with a
// valid check digit that the catalogue holds; a list holds at most LIST_ROWS_MAX live rows.
// Replays change nothing: a row id that is already in the target list counts as done.
import { and, count, eq, inArray, isNull, max } from 'drizzle-orm';
import { isValidPzn } from '../../../src/api/pzn.ts';
import { appendedRow, copiedRow, type NewListRow } from '../../../src/api/shopRules.ts';
import { LIST_ROWS_MAX, type MutationArgs } from '../../../src/api/sync.ts';
import { articles, basketRows, baskets, nextVersion } from '../../db/schema.ts';
import {
  REJECTION_MESSAGES,
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../types.ts';
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

/** Appends rows in order after the list's last live row, within LIST_ROWS_MAX. */
async function appendRows(tx: Tx, basket: BasketRecord, rows: readonly NewListRow[]) {
  const [live] = await tx
    .select({ rows: count(), last: max(basketRows.position) })
    .from(basketRows)
    .where(and(eq(basketRows.basketId, basket.id), isNull(basketRows.deletedAt)));
  if ((live?.rows ?? 0) + rows.length > LIST_ROWS_MAX) {
    throw rejectInvalid(REJECTION_MESSAGES.listFull);
  }
  const after = live?.last ?? 0;
  await tx.insert(basketRows).values(
    rows.map((row, i) => ({
      ...appendedRow(row, after, i),
      basketId: basket.id,
      lieferkundeNr: basket.lieferkundeNr,
    })),
  );
  await bumpBasket(tx, basket.id);
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
  await appendRows(tx, basket, [args]);
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
  await appendRows(tx, basket, fresh);
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
  await appendRows(
    tx,
    target,
    pending.map(({ newRowId }, i) => copiedRow(sources[i] as RowRecord, newRowId)),
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
