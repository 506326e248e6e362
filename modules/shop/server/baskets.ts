// Basket and wish-list mutations (a wish list is a basket of kind 'merkliste'), and the loaders
// the row and order mutations share. Every change to a basket or one of its rows takes a new
// version for what it touched and for the basket (its artikel_count and wert_summe derive from
// the rows). Replays are harmless: creating an id that already exists for the same owner,
// deleting what is already deleted changes nothing. Row mutations: rows.ts; orders: orders.ts.
import { and, eq, isNull } from 'drizzle-orm';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { nextVersion } from '../../../server/db/schema.ts';
import { basketPrimary, basketRows, baskets } from './tables.ts';
import { holdsScope, lockBasketScope } from '../../../server/sync/scope.ts';
import {
  REJECTION_MESSAGES,
  rejectForbidden,
  rejectForeign,
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';
import { mayActFor, refuseCustomer } from '../../../server/sync/visibility.ts';
import { basketVisibleTo } from './visibility.ts';

export type BasketRecord = typeof baskets.$inferSelect;
export type RowRecord = typeof basketRows.$inferSelect;

interface LoadOptions {
  ownerOnly?: boolean;
  /** Return a tombstoned basket instead of rejecting (for a repeated delete). */
  allowDeleted?: boolean;
}

export async function customerOfBasket(tx: Tx, id: string) {
  const [row] = await tx
    .select({ lieferkundeNr: baskets.lieferkundeNr })
    .from(baskets)
    .where(eq(baskets.id, id));
  return row?.lieferkundeNr;
}

/** The basket, after the scope lock and the checks: exists, this user's customer, visible. */
export async function loadBasket(
  tx: Tx,
  ctx: MutationContext,
  id: string,
  options: LoadOptions = {},
): Promise<BasketRecord> {
  const [seen] = await tx.select().from(baskets).where(eq(baskets.id, id));
  if (!seen) throw rejectNotFound(REJECTION_MESSAGES.basketNotFound);
  // Read before the lock, the basket may have changed until the lock was ours, so it is read
  // again under it; when this batch holds the lock already, nobody else can have written it.
  const held = holdsScope(ctx, 'baskets', seen.lieferkundeNr);
  await lockBasketScope(tx, ctx, seen.lieferkundeNr);
  const [basket] = held ? [seen] : await tx.select().from(baskets).where(eq(baskets.id, id));
  if (!basket) throw rejectNotFound(REJECTION_MESSAGES.basketNotFound);
  await checkAccess(tx, ctx, basket);
  if (basket.deletedAt && !options.allowDeleted) {
    throw rejectNotFound(REJECTION_MESSAGES.basketNotFound);
  }
  if (options.ownerOnly && basket.ownerId !== ctx.user.id) {
    throw rejectForbidden(REJECTION_MESSAGES.ownerOnly);
  }
  return basket;
}

export async function checkAccess(tx: Tx, ctx: MutationContext, basket: BasketRecord) {
  if (!basketVisibleTo(basket, ctx.user.id)) throw rejectForeign();
  if (!(await mayActFor(tx, ctx, basket.lieferkundeNr))) {
    await refuseCustomer(tx, ctx, basket.lieferkundeNr, rejectForeign());
  }
}

/** The row and its basket (checked like loadBasket), under the scope lock. */
export async function loadRow(tx: Tx, ctx: MutationContext, rowId: string) {
  const [seen] = await tx.select().from(basketRows).where(eq(basketRows.id, rowId));
  if (!seen) throw rejectNotFound(REJECTION_MESSAGES.rowNotFound);
  // As in loadBasket: read again under the lock, unless this batch held it already.
  const held = holdsScope(ctx, 'baskets', seen.lieferkundeNr);
  const basket = await loadBasket(tx, ctx, seen.basketId, { allowDeleted: true });
  const [row] = held ? [seen] : await tx.select().from(basketRows).where(eq(basketRows.id, rowId));
  if (!row) throw rejectNotFound(REJECTION_MESSAGES.rowNotFound);
  return { basket, row };
}

export const bumpBasket = (tx: Tx, id: string) =>
  tx.update(baskets).set({ version: nextVersion() }).where(eq(baskets.id, id));

/** New versions for the live rows of a basket whose visibility changed, so pulls resend them. */
const bumpRows = (tx: Tx, basketId: string) =>
  tx
    .update(basketRows)
    .set({ version: nextVersion() })
    .where(and(eq(basketRows.basketId, basketId), isNull(basketRows.deletedAt)));

export async function create(tx: Tx, ctx: MutationContext, args: MutationArgs<'basket.create'>) {
  // Lock before the existence check, so two clients creating the same id cannot both pass it.
  await lockBasketScope(tx, ctx, args.lieferkundeNr, REJECTION_MESSAGES.foreignCustomer);
  const [existing] = await tx.select().from(baskets).where(eq(baskets.id, args.id));
  if (existing) {
    if (existing.ownerId === ctx.user.id && existing.lieferkundeNr === args.lieferkundeNr) return;
    throw rejectInvalid(REJECTION_MESSAGES.idTaken);
  }
  const kind = args.kind ?? 'warenkorb';
  await tx.insert(baskets).values({
    id: args.id,
    kind,
    lieferkundeNr: args.lieferkundeNr,
    ownerId: ctx.user.id,
    label: args.label,
    createdAt: ctx.clock(),
  });
  // A user without a primary list of this kind for this customer gets the new one as primary.
  await tx
    .insert(basketPrimary)
    .values({ userId: ctx.user.id, lieferkundeNr: args.lieferkundeNr, kind, basketId: args.id })
    .onConflictDoNothing();
}

export async function rename(tx: Tx, ctx: MutationContext, args: MutationArgs<'basket.rename'>) {
  const basket = await loadBasket(tx, ctx, args.id);
  if (basket.label === args.label) return;
  await tx
    .update(baskets)
    .set({ label: args.label, version: nextVersion() })
    .where(eq(baskets.id, basket.id));
}

export async function remove(tx: Tx, ctx: MutationContext, args: MutationArgs<'basket.delete'>) {
  const basket = await loadBasket(tx, ctx, args.id, { ownerOnly: true, allowDeleted: true });
  if (basket.deletedAt) return;
  const now = ctx.clock();
  await tx
    .update(baskets)
    .set({ deletedAt: now, version: nextVersion() })
    .where(eq(baskets.id, basket.id));
  await tx
    .update(basketRows)
    .set({ deletedAt: now, version: nextVersion() })
    .where(and(eq(basketRows.basketId, basket.id), isNull(basketRows.deletedAt)));
  // Nobody keeps a deleted basket as primary; their next new basket becomes primary.
  await tx.delete(basketPrimary).where(eq(basketPrimary.basketId, basket.id));
}

export async function setPrimary(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'basket.setPrimary'>,
) {
  const basket = await loadBasket(tx, ctx, args.id);
  const key = and(
    eq(basketPrimary.userId, ctx.user.id),
    eq(basketPrimary.lieferkundeNr, basket.lieferkundeNr),
    eq(basketPrimary.kind, basket.kind),
  );
  const [current] = await tx.select().from(basketPrimary).where(key);
  if (current?.basketId === basket.id) return;
  await tx
    .insert(basketPrimary)
    .values({
      userId: ctx.user.id,
      lieferkundeNr: basket.lieferkundeNr,
      kind: basket.kind,
      basketId: basket.id,
    })
    .onConflictDoUpdate({
      target: [basketPrimary.userId, basketPrimary.lieferkundeNr, basketPrimary.kind],
      set: { basketId: basket.id },
    });
  // `primary` is per viewing user, so both baskets whose flag flipped get a new version.
  await bumpBasket(tx, basket.id);
  if (current) await bumpBasket(tx, current.basketId);
}

export async function setShared(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'basket.setShared'>,
) {
  const basket = await loadBasket(tx, ctx, args.id, { ownerOnly: true });
  if (basket.sharedWithCompany === args.shared) return;
  await tx
    .update(baskets)
    .set({ sharedWithCompany: args.shared, version: nextVersion() })
    .where(eq(baskets.id, basket.id));
  await bumpRows(tx, basket.id);
}

export async function setInternalNote(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'basket.setInternalNote'>,
) {
  const basket = await loadBasket(tx, ctx, args.id, { ownerOnly: true });
  if (basket.internalNote === args.note) return;
  await tx
    .update(baskets)
    .set({ internalNote: args.note, version: nextVersion() })
    .where(eq(baskets.id, basket.id));
}
