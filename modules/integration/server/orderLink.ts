// The link from a web order to the delivery note that answered it (issue 29): the order's
// `delivery_note_no`, shown on the order detail. The column is the shop's (added with the order
// confirmations); this is the one place a delivery note writes it, called from
// applyDeliveryNote (./documentFeeds.ts).
import { sql } from 'drizzle-orm';
import { lockScope } from '../../../server/db/locks.ts';
import type { Tx } from '../../../server/sync/types.ts';

/**
 * Sets the order's delivery note number, with a new version so the order reaches the pharmacy's
 * devices, under the customer's basket lock (the orders' writers' lock, server/sync/scope.ts).
 * An order of another customer is left alone (applyDeliveryNote refuses it before).
 */
export async function linkDeliveryNote(
  tx: Tx,
  orderId: string,
  noteNo: string,
  lieferkundeNr: number,
): Promise<void> {
  await lockScope(tx, 'baskets', lieferkundeNr);
  await tx.execute(sql`
    update orders set delivery_note_no = ${noteNo}, version = nextval('sync_version')
    where id = ${orderId} and lieferkunde_nr = ${lieferkundeNr}
      and delivery_note_no is distinct from ${noteNo}`);
}
