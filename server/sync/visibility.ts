// Who sees which synced rows. Notifications: their user. Baskets: those who may act for the
// basket's delivery customer see their own baskets and the ones shared with the company; a
// basket's rows are visible exactly when the basket is.
import { eq, or, type SQL } from 'drizzle-orm';
import type { Lieferkunde } from '../../src/api/schemas.ts';
import { baskets } from '../db/schema.ts';
import { loadDomainConfig } from '../services/domainConfig.ts';
import { findSelectable } from '../services/lieferkunden.ts';
import type { UserRow } from '../services/sessions.ts';
import type { Tx } from './types.ts';

export const basketVisibleSql = (userId: string): SQL =>
  or(eq(baskets.ownerId, userId), eq(baskets.sharedWithCompany, true)) as SQL;

export const basketVisibleTo = (
  basket: { ownerId: string; sharedWithCompany: boolean },
  userId: string,
) => basket.ownerId === userId || basket.sharedWithCompany;

/** Whether the user may act for this delivery customer, in normal or differential mode. */
export async function mayActFor(
  tx: Tx,
  ctx: { user: UserRow; mayActFor: Map<number, boolean> },
  lieferkundeNr: number,
): Promise<boolean> {
  const known = ctx.mayActFor.get(lieferkundeNr);
  if (known !== undefined) return known;
  const config = await loadDomainConfig(tx);
  const found: Lieferkunde | null =
    (await findSelectable(tx, ctx.user, config, lieferkundeNr, false)) ??
    (await findSelectable(tx, ctx.user, config, lieferkundeNr, true));
  ctx.mayActFor.set(lieferkundeNr, found !== null);
  return found !== null;
}
