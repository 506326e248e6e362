// The call-off screen's reads from the local database (works offline): a delivery customer's
// agreements with their call-offs and prepayments, and what its baskets hold of those articles
// (the quantity 'vorgemerkt' until the wholesaler delivers and books it).
import type { PortalDb } from '../../../src/db';
import { orderBasketRows } from '../../shop/ui';
import { reservedByPzn, viewAgreement, type AgreementView } from './rules';

/** Every agreement of the customer with its figures on `today`. */
export async function loadAgreements(
  db: PortalDb,
  lieferkundeNr: number,
  today: string,
): Promise<AgreementView[]> {
  const [agreements, callOffs, prepayments, rows] = await Promise.all([
    db.callOffAgreements.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
    db.callOffs.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
    db.prepayments.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
    orderBasketRows(db, lieferkundeNr),
  ]);
  const reserved = reservedByPzn(rows);
  return agreements.map((a) =>
    viewAgreement(
      a,
      callOffs.filter((c) => c.agreementId === a.id),
      prepayments.filter((p) => p.agreementId === a.id),
      reserved.get(a.pzn) ?? 0,
      today,
    ),
  );
}
