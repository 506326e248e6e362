// Whether a user may act for a delivery customer: the gate of every customer-scoped collection and
// mutation (server/sync/scope.ts). Which of a customer's rows a user then sees is the module's
// (the shop's baskets: modules/shop/server/visibility.ts).
import { and, eq, isNotNull } from 'drizzle-orm';
import { userLieferkunden } from '../db/schema.ts';
import { mayActForCustomer } from '../services/lieferkunden.ts';
import type { UserRow } from '../services/sessions.ts';
import { rejectNotAssigned, type Rejection, type Tx } from './types.ts';

/** Whether the user may act for this delivery customer, in normal or differential mode. */
export async function mayActFor(
  tx: Tx,
  ctx: { user: UserRow; mayActFor: Map<number, boolean> },
  lieferkundeNr: number,
): Promise<boolean> {
  const known = ctx.mayActFor.get(lieferkundeNr);
  if (known !== undefined) return known;
  const may = await mayActForCustomer(tx, ctx.user, lieferkundeNr);
  ctx.mayActFor.set(lieferkundeNr, may);
  return may;
}

/**
 * Refuses a mutation for a customer the user may not act for: 'Kunde nicht mehr zugeordnet' when
 * the customer was assigned and has been taken away since (the change was made while it was
 * the user's, issue 26), else `refusal`. The rejection keeps the change in 'Nicht übertragene
 * Änderungen' on the device.
 */
export async function refuseCustomer(
  tx: Tx,
  ctx: { user: UserRow },
  lieferkundeNr: number,
  refusal: Rejection,
): Promise<never> {
  const [takenAway] = await tx
    .select({ at: userLieferkunden.deletedAt })
    .from(userLieferkunden)
    .where(
      and(
        eq(userLieferkunden.userId, ctx.user.id),
        eq(userLieferkunden.lieferkundeNr, lieferkundeNr),
        isNotNull(userLieferkunden.deletedAt),
      ),
    );
  throw takenAway ? rejectNotAssigned() : refusal;
}
