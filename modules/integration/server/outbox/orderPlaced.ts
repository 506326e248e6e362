// order.placed.v1: a web order into the outbox, in order.place's transaction
// (ModuleServer.onOrderPlaced).
import type { PlacedOrder } from '../../../../server/serverModules.ts';
import type { Tx } from '../../../../server/sync/types.ts';
import { EVENT_TYPES } from '../../contract.ts';
import { enqueueEvent } from './enqueue.ts';

export async function enqueueOrderPlaced(tx: Tx, order: PlacedOrder): Promise<void> {
  await enqueueEvent(tx, {
    type: EVENT_TYPES.orderPlaced,
    subject: `order/${order.orderId}`,
    data: {
      orderId: order.orderId,
      lieferkundeNr: order.lieferkundeNr,
      placedAt: order.placedAt.toISOString(),
      userId: order.userId,
      actingAdminId: order.actingAdminId,
      label: order.label,
      totalCents: order.totalCents,
      lines: order.lines.map((line) => ({ ...line })),
    },
  });
}
