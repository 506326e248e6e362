// The supplier orders' mutations on the server (modules/suppliers/contract.ts): adding rows to a
// supplier basket, changing a quantity, deleting a row, and placing the order. Every handler takes
// the customer's lock (namespace 22, server/sync/scope.ts: versions and order numbers in order)
// and checks that the session may act for that customer. The rules of rows, lines and totals are
// the shop's (modules/shop/rules.ts). Registered by ./sync.ts.
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { appendedRow, planAdds, type NewListRow } from '../../shop/rules.ts';
import {
  missingToMinimum,
  supplierOrderLine,
  supplierOrderNumber,
  supplierOrderTotals,
} from '../rules.ts';
import { LIST_ROWS_MAX } from '../contract.ts';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { numberedLines } from '../../../src/api/orderList.ts';
import { EVENT_TYPES } from '../../integration/contract.ts';
import { enqueueEvent } from '../../integration/server/outbox/enqueue.ts';
import { suppliersDe } from '../texts.de.ts';
import { nextVersion } from '../../../server/db/schema.ts';
import { supplierArticles, supplierBasketRows, supplierOrders, suppliers } from './tables.ts';
import { alreadyApplied } from '../../../server/sync/replay.ts';
import { lockCustomerScope } from '../../../server/sync/scope.ts';
import {
  rejectInvalid,
  rejectNotFound,
  rejectOrder,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';

const r = suppliersDe.rejections;

/** The supplier orders' write lock, after the check that the user may act for the customer. */
const checkCustomer = (tx: Tx, ctx: MutationContext, lieferkundeNr: number) =>
  lockCustomerScope(tx, ctx, 'suppliers', lieferkundeNr, r.foreignCustomer);

async function loadSupplier(tx: Tx, supplierId: string) {
  const [found] = await tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), isNull(suppliers.deletedAt)));
  if (!found) throw rejectNotFound(r.supplierNotFound);
  return found;
}

const liveRowsOf = (lieferkundeNr: number, supplierId: string) =>
  and(
    eq(supplierBasketRows.lieferkundeNr, lieferkundeNr),
    eq(supplierBasketRows.supplierId, supplierId),
    isNull(supplierBasketRows.deletedAt),
  );

export async function addRows(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'supplierBasket.addRows'>,
) {
  await checkCustomer(tx, ctx, args.lieferkundeNr);
  await loadSupplier(tx, args.supplierId);
  const ids = args.rows.map((row) => row.rowId);
  if (new Set(ids).size !== ids.length) throw rejectInvalid(r.idTaken);
  const existing = await tx
    .select({
      id: supplierBasketRows.id,
      lieferkundeNr: supplierBasketRows.lieferkundeNr,
      supplierId: supplierBasketRows.supplierId,
    })
    .from(supplierBasketRows)
    .where(inArray(supplierBasketRows.id, ids));
  if (
    existing.some((e) => e.lieferkundeNr !== args.lieferkundeNr || e.supplierId !== args.supplierId)
  ) {
    throw rejectInvalid(r.idTaken);
  }
  const done = new Set(existing.map((e) => e.id));
  const fresh: NewListRow[] = args.rows.filter((row) => !done.has(row.rowId));
  if (fresh.length === 0) return; // a replay
  const pzns = [...new Set(fresh.flatMap((row) => ('pzn' in row ? [row.pzn] : [])))];
  if (pzns.length > 0) {
    const offered = await tx
      .select({ pzn: supplierArticles.pzn })
      .from(supplierArticles)
      .where(
        and(
          eq(supplierArticles.supplierId, args.supplierId),
          inArray(supplierArticles.pzn, pzns),
          isNull(supplierArticles.deletedAt),
        ),
      );
    const known = new Set(offered.map((a) => a.pzn));
    const missing = pzns.filter((pzn) => !known.has(pzn));
    if (missing.length > 0) throw rejectNotFound(r.notInAssortment(missing.join(', ')));
  }
  // The shop's merge rule (shopRules.planAdds), as the client applies it; a merged add's id is
  // kept as a tombstone (replays find it taken; an optimistic row of it is deleted by the pull).
  const live = await tx
    .select({
      id: supplierBasketRows.id,
      pzn: supplierBasketRows.pzn,
      quantity: supplierBasketRows.quantity,
      position: supplierBasketRows.position,
      mergedRowIds: supplierBasketRows.mergedRowIds,
    })
    .from(supplierBasketRows)
    .where(liveRowsOf(args.lieferkundeNr, args.supplierId))
    .orderBy(asc(supplierBasketRows.position));
  const plan = planAdds(live, fresh);
  if (live.length + plan.append.length > LIST_ROWS_MAX) throw rejectInvalid(r.basketFull);
  const after = live.at(-1)?.position ?? 0;
  const own = { lieferkundeNr: args.lieferkundeNr, supplierId: args.supplierId };
  const values = [
    ...plan.append.map(({ row, mergedRowIds }, i) => ({
      ...appendedRow(row, after, i, mergedRowIds),
      ...own,
    })),
    ...fresh
      .filter((row) => plan.merged.includes(row.rowId))
      .map((row) => ({ ...appendedRow(row, 0, -1), ...own, deletedAt: ctx.clock() })),
  ];
  if (values.length > 0) await tx.insert(supplierBasketRows).values(values);
  for (const { id, quantity, mergedRowIds } of plan.raise) {
    await tx
      .update(supplierBasketRows)
      .set({ quantity, mergedRowIds, version: nextVersion() })
      .where(eq(supplierBasketRows.id, id));
  }
}

async function loadRow(tx: Tx, ctx: MutationContext, rowId: string) {
  const [row] = await tx.select().from(supplierBasketRows).where(eq(supplierBasketRows.id, rowId));
  if (!row) throw rejectNotFound(r.rowNotFound);
  await checkCustomer(tx, ctx, row.lieferkundeNr);
  return row;
}

export async function setQuantity(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'supplierBasket.setQuantity'>,
) {
  const row = await loadRow(tx, ctx, args.rowId);
  if (row.deletedAt) throw rejectNotFound(r.rowNotFound);
  if (row.pzn === null) throw rejectInvalid(r.noteHasNoQuantity);
  if (row.quantity === args.quantity) return;
  await tx
    .update(supplierBasketRows)
    .set({ quantity: args.quantity, version: nextVersion() })
    .where(eq(supplierBasketRows.id, row.id));
}

export async function deleteRow(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'supplierBasket.deleteRow'>,
) {
  const row = await loadRow(tx, ctx, args.rowId);
  if (row.deletedAt) return; // deleted already (a replay, or a colleague)
  await tx
    .update(supplierBasketRows)
    .set({ deletedAt: ctx.clock(), version: nextVersion() })
    .where(eq(supplierBasketRows.id, row.id));
}

export async function place(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'supplierOrder.place'>,
) {
  // The lock first, so a repeat racing the first placement sees its order.
  await checkCustomer(tx, ctx, args.lieferkundeNr);
  const own = (o: typeof supplierOrders.$inferSelect) =>
    o.userId === ctx.user.id && o.supplierId === args.supplierId;
  if (await alreadyApplied(tx, supplierOrders, args.orderId, own, r.idTaken)) return; // a replay
  const supplier = await loadSupplier(tx, args.supplierId);
  const rows = await tx
    .select({
      id: supplierBasketRows.id,
      pzn: supplierBasketRows.pzn,
      note: supplierBasketRows.note,
      quantity: supplierBasketRows.quantity,
      name: supplierArticles.name,
      priceCents: supplierArticles.priceCents,
      orderUnit: supplierArticles.orderUnit,
    })
    .from(supplierBasketRows)
    .leftJoin(
      supplierArticles,
      and(
        eq(supplierArticles.supplierId, supplierBasketRows.supplierId),
        eq(supplierArticles.pzn, supplierBasketRows.pzn),
        isNull(supplierArticles.deletedAt),
      ),
    )
    .where(liveRowsOf(args.lieferkundeNr, args.supplierId))
    .orderBy(asc(supplierBasketRows.position));
  const articleRows = rows.filter((row) => row.pzn !== null);
  if (articleRows.length === 0) throw rejectOrder(r.empty);
  const missing = articleRows.flatMap((row) =>
    row.pzn !== null && row.name === null ? [row.pzn] : [],
  );
  if (missing.length > 0) throw rejectOrder(r.notInAssortment([...new Set(missing)].join(', ')));
  const lines = rows.map((row) =>
    supplierOrderLine(
      row,
      row.name === null || row.priceCents === null || row.orderUnit === null
        ? null
        : { name: row.name, priceCents: row.priceCents, orderUnit: row.orderUnit },
    ),
  );
  const totals = supplierOrderTotals(lines);
  if (missingToMinimum(totals.totalCents, supplier.minOrderCents) > 0) {
    throw rejectOrder(r.belowMinimum(supplier.minOrderCents, totals.totalCents));
  }
  const [placed] = await tx
    .select({ n: count() })
    .from(supplierOrders)
    .where(eq(supplierOrders.lieferkundeNr, args.lieferkundeNr));
  const now = ctx.clock();
  const number = supplierOrderNumber(args.lieferkundeNr, (placed?.n ?? 0) + 1);
  // The audit trail: an order placed while an admin impersonates the user names the admin.
  const actingAdminId = ctx.impersonation?.adminId ?? null;
  await tx.insert(supplierOrders).values({
    id: args.orderId,
    lieferkundeNr: args.lieferkundeNr,
    supplierId: supplier.id,
    supplierName: supplier.name,
    number,
    userId: ctx.user.id,
    actingAdminId,
    note: args.note,
    createdAt: now,
    ...totals,
    lines,
  });
  // The wholesaler passes it on: the order leaves through the outbox, in this transaction.
  const units = lines.flatMap((line) => (line.pzn === null ? [] : [line.unit]));
  await enqueueEvent(tx, {
    type: EVENT_TYPES.supplierOrderPlaced,
    subject: `supplier-order/${args.orderId}`,
    data: {
      orderId: args.orderId,
      number,
      lieferkundeNr: args.lieferkundeNr,
      supplierId: supplier.id,
      supplierName: supplier.name,
      placedAt: now.toISOString(),
      userId: ctx.user.id,
      actingAdminId,
      note: args.note,
      totalCents: totals.totalCents,
      lines: numberedLines(lines).map((line, i) => ({ ...line, unit: units[i] ?? '' })),
    },
  });
  await tx
    .update(supplierBasketRows)
    .set({ deletedAt: now, version: nextVersion() })
    .where(liveRowsOf(args.lieferkundeNr, args.supplierId));
}
