// The last-chance screen's reads from the local database (works offline): the offers, and what
// the delivery customer's baskets already hold of their articles ('im Warenkorb').
import type { PortalDb } from '../../../src/db';
import { orderBasketRows } from '../../shop/ui';
import { packsByPzn, viewOffer, type OfferView } from './rules';

/** Every offer with its figures on `today`; without a customer nothing counts as in a basket. */
export async function loadOffers(
  db: PortalDb,
  lieferkundeNr: number | null,
  today: string,
): Promise<OfferView[]> {
  const [offers, rows] = await Promise.all([
    db.lastChanceOffers.toArray(),
    lieferkundeNr === null ? Promise.resolve([]) : orderBasketRows(db, lieferkundeNr),
  ]);
  const inBaskets = packsByPzn(rows);
  return offers.map((offer) => viewOffer(offer, inBaskets.get(offer.pzn) ?? 0, today));
}
