// Whether a user may act for a delivery customer: the gate of every customer-scoped collection and
// mutation (server/sync/scope.ts). Which of a customer's rows a user then sees is the module's
// (the shop's baskets: modules/shop/server/visibility.ts).
import type { Lieferkunde } from '../../src/api/schemas.ts';
import { loadDomainConfig } from '../services/domainConfig.ts';
import { findSelectable } from '../services/lieferkunden.ts';
import type { UserRow } from '../services/sessions.ts';
import type { Tx } from './types.ts';

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
