// The server half of the last-chance articles (modules/lastChance/contract.ts): the loader of the offers
// (the same for every user with the role, whatever the delivery customer) and the stock they
// lose when an order takes them. No handlers: the pharmacy orders an offer through its basket.
// Offers are never deleted (a sold-out one stays, with 0 left), so every loaded row is an upsert.
import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { lastChanceModule } from '../contract.ts';
import { nextVersion } from '../../../server/db/schema.ts';
import { lastChanceOffers } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { sharedTableLoader } from '../../../server/sync/changedRows.ts';
import type { Tx } from '../../../server/sync/types.ts';
import { lockScope } from '../../../server/db/locks.ts';

export const lastChanceServer = serverModule(lastChanceModule, {
  handlers: {},
  loaders: {
    lastChanceOffers: sharedTableLoader(lastChanceOffers),
  },
});

/**
 * Lowers the packs left of the running offers that an order's lines take (the module's
 * onOrderPlaced, in order.place's transaction). Packs beyond what is left come at the regular
 * price, so the stock stops at 0. `day` is the order's calendar day: an offer past its last day
 * is not touched.
 */
export async function takeOfferStock(
  tx: Tx,
  lines: readonly { readonly pzn: string | null; readonly quantity: number }[],
  day: string,
): Promise<void> {
  const taken = new Map<string, number>();
  for (const line of lines) {
    if (line.pzn !== null) taken.set(line.pzn, (taken.get(line.pzn) ?? 0) + line.quantity);
  }
  if (taken.size === 0) return;
  const offered = await tx
    .select({ id: lastChanceOffers.id, pzn: lastChanceOffers.pzn })
    .from(lastChanceOffers)
    .where(inArray(lastChanceOffers.pzn, [...taken.keys()]));
  if (offered.length === 0) return;
  // The offers' lock (namespace 15, server/db/locks.ts) before drawing versions, so the
  // offers' versions commit in ascending order and no pull skips one.
  await lockScope(tx, 'lastChance', 0);
  for (const offer of offered) {
    const quantity = taken.get(offer.pzn) ?? 0;
    await tx
      .update(lastChanceOffers)
      .set({
        quantityLeft: sql`greatest(0, ${lastChanceOffers.quantityLeft} - ${quantity})`,
        version: nextVersion(),
      })
      .where(
        and(
          eq(lastChanceOffers.id, offer.id),
          gt(lastChanceOffers.quantityLeft, 0),
          gte(lastChanceOffers.validUntil, day),
        ),
      );
  }
}
