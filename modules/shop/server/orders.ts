// order.place: turns a basket into a web order from the rows the server holds when it applies
// the mutation (after every earlier mutation of the queue), then empties the basket (the basket
// stays). The order is refused, with a German reason, when it is a wish list, not of the
// session's current delivery customer, empty, over LIST_ROWS_MAX rows, or names a quantity or an
// article the server would not accept. A repeat with the same orderId changes nothing.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { numberedLines } from '../../../src/api/orderList.ts';
import { type MutationArgs } from '../../../src/api/sync.ts';
import { LIST_ROWS_MAX, QUANTITY_MAX, QUANTITY_MIN, type OrderLine } from '../contract.ts';
import { orderLine, orderTotals } from '../rules.ts';
import { articles, nextVersion } from '../../../server/db/schema.ts';
import { basketRows, orders } from './tables.ts';
import { lockBasketScope } from '../../../server/sync/scope.ts';
import { orderPlaced } from '../../../server/serverModules.ts';
import {
  REJECTION_MESSAGES,
  rejectInvalid,
  rejectOrder,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';
import { bumpBasket, customerOfBasket, loadBasket } from './baskets.ts';

export async function place(tx: Tx, ctx: MutationContext, args: MutationArgs<'order.place'>) {
  // The lock first, so a repeat racing the first placement sees its order.
  const customer = await customerOfBasket(tx, args.basketId);
  if (customer !== undefined) await lockBasketScope(tx, ctx, customer);
  const [earlier] = await tx
    .select({ userId: orders.userId, basketId: orders.basketId })
    .from(orders)
    .where(eq(orders.id, args.orderId));
  if (earlier) {
    if (earlier.userId === ctx.user.id && earlier.basketId === args.basketId) return;
    throw rejectInvalid(REJECTION_MESSAGES.idTaken);
  }

  const basket = await loadBasket(tx, ctx, args.basketId);
  if (basket.kind !== 'warenkorb') throw rejectOrder(REJECTION_MESSAGES.orderFromWishList);

  const rows = await tx
    .select({
      id: basketRows.id,
      pzn: basketRows.pzn,
      note: basketRows.note,
      quantity: basketRows.quantity,
      name: articles.name,
      aepCents: articles.aepCents,
      withdrawn: articles.deletedAt,
    })
    .from(basketRows)
    .leftJoin(articles, eq(articles.pzn, basketRows.pzn))
    .where(and(eq(basketRows.basketId, basket.id), isNull(basketRows.deletedAt)))
    .orderBy(asc(basketRows.position));
  const articleRows = rows.filter((r) => r.pzn !== null);
  if (articleRows.length === 0) throw rejectOrder(REJECTION_MESSAGES.orderEmpty);
  if (articleRows.length > LIST_ROWS_MAX) throw rejectOrder(REJECTION_MESSAGES.orderTooManyRows);
  const badQuantity = rows.findIndex(
    (r) => r.pzn !== null && (r.quantity < QUANTITY_MIN || r.quantity > QUANTITY_MAX),
  );
  if (badQuantity >= 0) throw rejectOrder(REJECTION_MESSAGES.orderQuantity(badQuantity + 1));
  const missing = articleRows.flatMap((r) =>
    r.pzn !== null && (r.name === null || r.withdrawn !== null) ? [r.pzn] : [],
  );
  if (missing.length > 0)
    throw rejectOrder(REJECTION_MESSAGES.notInCatalogue([...new Set(missing)]));

  const lines: OrderLine[] = rows.map((r) =>
    orderLine(r, r.name === null ? null : { name: r.name, aepCents: r.aepCents }),
  );
  const now = ctx.clock();
  const totals = orderTotals(lines);
  // The audit trail: an order placed while an admin impersonates the user names the admin.
  const actingAdminId = ctx.impersonation?.adminId ?? null;
  await tx.insert(orders).values({
    id: args.orderId,
    lieferkundeNr: basket.lieferkundeNr,
    basketId: basket.id,
    label: basket.label,
    userId: ctx.user.id,
    actingAdminId,
    impersonationId: ctx.impersonation?.id ?? null,
    createdAt: now,
    ...totals,
    lines,
  });
  // The modules' part of it (the last-chance offers lose the packs ordered, issue 15; the
  // integration's outbox writes order.placed, issue 29).
  await orderPlaced(tx, {
    orderId: args.orderId,
    lieferkundeNr: basket.lieferkundeNr,
    placedAt: now,
    userId: ctx.user.id,
    actingAdminId,
    label: basket.label,
    totalCents: totals.totalCents,
    lines: numberedLines(lines),
  });
  await tx
    .update(basketRows)
    .set({ deletedAt: now, version: nextVersion() })
    .where(and(eq(basketRows.basketId, basket.id), isNull(basketRows.deletedAt)));
  await bumpBasket(tx, basket.id);
}
