// Putting an article into the delivery customer's primary basket from another screen (call-off
// agreements, last-chance offers): one place for "the primary basket, or a new 'Warenkorb' when
// there is none", so every screen lands the article where the shop would.
import type { BasketItemRow, BasketRow } from '../../contract';
import { mutate, newId, type PortalDb } from '../../../../src/db';
import { firstPullsDone } from '../../../../src/db/firstPull';
import { de } from '../../../../src/i18n/de';
import { createList } from './BasketForms';
import { primaryBasket } from './useBaskets';

/** The customer's baskets an order can go out from (wish lists order nothing). */
export function orderBaskets(db: PortalDb, lieferkundeNr: number): Promise<BasketRow[]> {
  return db.baskets.where('[lieferkundeNr+kind]').equals([lieferkundeNr, 'warenkorb']).toArray();
}

/**
 * What the customer's order baskets hold (the call-off and last-chance screens count the packs
 * already there); no query without a basket.
 */
export async function orderBasketRows(
  db: PortalDb,
  lieferkundeNr: number,
): Promise<BasketItemRow[]> {
  const baskets = await orderBaskets(db, lieferkundeNr);
  return baskets.length > 0
    ? db.basketRows
        .where('basketId')
        .anyOf(baskets.map((b) => b.id))
        .toArray()
    : [];
}

/** Where the article went: the basket's id and label, for the screen's announcement and link. */
export interface AddedToBasket {
  readonly basketId: string;
  readonly label: string;
}

/** Adds `quantity` packs of `pzn` to the primary basket (queued offline like any shop change). */
export async function addToPrimaryBasket(
  db: PortalDb,
  lieferkundeNr: number,
  pzn: string,
  quantity: number,
): Promise<AddedToBasket> {
  const primary = primaryBasket(await orderBaskets(db, lieferkundeNr));
  // Before the baskets' first pull the primary may be on its way: a new one would split the
  // order (issue 27). The screen shows the reason; the article can go in a moment later.
  if (!primary && !(await firstPullsDone(db, ['baskets'], lieferkundeNr)).every(Boolean)) {
    throw new Error(de.shop.home.waitForFirstSync);
  }
  const label = primary?.label ?? de.baskets.kind.warenkorb.defaultLabel;
  const basketId = primary?.id ?? (await createList(lieferkundeNr, 'warenkorb', label));
  await mutate('basket.addRow', { basketId, rowId: newId(), pzn, quantity });
  return { basketId, label };
}
