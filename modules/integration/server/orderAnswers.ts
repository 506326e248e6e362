// The wholesaler's answers to a web order (issue 29): its confirmation per line and its status.
// Each is applied in the transaction receive() opens (modules/integration/server/incoming.ts),
// under the customer's basket lock (the orders' writers, server/sync/scope.ts), and bumps the
// order's sync version in the same statement, so every device pulls the change. One ERP version
// per order, shared by confirmation and status: a message not newer than the order holds is
// 'stale'. What must wait for the commit (push, realtime poke) is returned, not done here.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { viennaDay } from '../../../src/api/viennaTime.ts';
import { de } from '../../../src/i18n/de.ts';
import { nextVersion } from '../../../server/db/schema.ts';
import { lockScope } from '../../../server/db/locks.ts';
import { notFound } from '../../../server/errors.ts';
import { lockNotificationScope } from '../../../server/sync/scope.ts';
import type { Tx } from '../../../server/sync/types.ts';
import { backorders } from '../../analytics/server/tables.ts';
import { notifications } from '../../notifications/server/tables.ts';
import type {
  OrderLineConfirmation,
  OrderStatusStep,
  WebOrderStatus,
} from '../../shop/contract.ts';
import { hasShortfalls, shortfallsOf } from '../../shop/rules.ts';
import { orders } from '../../shop/server/tables.ts';
import type { OrderConfirmation, OrderStatusMessage } from '../contract.ts';
import { integrationTexts as t } from '../texts.de.ts';
import { articleLines, confirmationFaults } from './confirmationChecks.ts';
import { MessageRefused, type Applied } from './incoming.ts';

/** What the caller does once the transaction committed. */
export interface AfterCommit {
  readonly lieferkundeNr: number;
  readonly userId: string;
  /** The notification of a confirmation with shortfalls, for its Web Push message. */
  readonly notification: { label: string; text: string; url: string | null } | null;
}

export type Answered = { applied: Applied; after: AfterCommit | null };

/** The order's way, in order: a confirmation never moves an order back. */
const RANK: Record<WebOrderStatus, number> = {
  wird_gesendet: 0,
  uebermittelt: 1,
  bestaetigt: 2,
  kommissioniert: 3,
  unterwegs: 4,
  geliefert: 5,
};

/** The link a notification of the order opens. */
export const orderUrl = (orderId: string) => `/shop/bestellungen?order=${orderId}`;

/** The order under its customer's lock (taken first, then the row read again): or 404. */
async function lockedOrder(tx: Tx, orderId: string) {
  const [found] = await tx
    .select({ lieferkundeNr: orders.lieferkundeNr })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!found) throw notFound(t.orderUnknown);
  await lockScope(tx, 'baskets', found.lieferkundeNr);
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(t.orderUnknown);
  return order;
}

export async function applyConfirmation(
  tx: Tx,
  orderId: string,
  message: OrderConfirmation,
  now: Date,
): Promise<Answered> {
  const order = await lockedOrder(tx, orderId);
  const faults = confirmationFaults(order.lines, message.lines);
  if (faults.length > 0) throw new MessageRefused(faults);
  if (message.version <= order.erpVersion) return { applied: 'stale', after: null };

  const confirmation: OrderLineConfirmation[] = [...message.lines]
    .sort((a, b) => a.position - b.position)
    .map(({ position, pzn, parts }) => ({ position, pzn, parts }));
  const moves = RANK[order.status] < RANK.bestaetigt;
  const history: OrderStatusStep[] = moves
    ? [...order.statusHistory, { status: 'bestaetigt', at: message.confirmedAt }]
    : order.statusHistory;
  await tx
    .update(orders)
    .set({
      erpOrderNo: message.erpOrderNo,
      erpVersion: message.version,
      status: moves ? 'bestaetigt' : order.status,
      statusHistory: history,
      confirmation,
      version: nextVersion(),
    })
    .where(eq(orders.id, orderId));

  await recordBackorders(tx, order, message, confirmation, now);

  const shortfalls = shortfallsOf(confirmation);
  let notification: AfterCommit['notification'] = null;
  if (hasShortfalls(shortfalls)) {
    notification = {
      label: t.shortfallLabel,
      text: t.shortfallText(order.label, de.shop.orders.shortfallSummary(shortfalls)),
      url: orderUrl(orderId),
    };
    await lockNotificationScope(tx, order.userId);
    await tx.insert(notifications).values({
      id: randomUUID(),
      userId: order.userId,
      ...notification,
      icon: 'truck',
      dismissable: true,
      datInsert: now,
    });
  }
  return {
    applied: 'applied',
    after: { lieferkundeNr: order.lieferkundeNr, userId: order.userId, notification },
  };
}

/**
 * Each Nachlieferung part becomes an open backorder of the customer (/analytics/residues), named
 * by the order instead of a delivery note. A later confirmation of the same order replaces them:
 * the open ones of the earlier one end as cancelled (rows stay, as every backorder's).
 */
async function recordBackorders(
  tx: Tx,
  order: typeof orders.$inferSelect,
  message: OrderConfirmation,
  confirmation: readonly OrderLineConfirmation[],
  now: Date,
) {
  const ordered = articleLines(order.lines);
  const rows = confirmation.flatMap((line) =>
    line.parts.flatMap((part) =>
      part.kind === 'nachlieferung'
        ? [
            {
              id: randomUUID(),
              lieferkundeNr: order.lieferkundeNr,
              lineId: null,
              noteNo: null,
              orderId: order.id,
              orderNo: message.erpOrderNo,
              pzn: line.pzn,
              name: ordered[line.position - 1]?.name ?? '',
              quantity: part.quantity,
              orderedDay: viennaDay(order.createdAt),
              expectedDay: part.deliveryDay ?? null,
            },
          ]
        : [],
    ),
  );
  const earlier = order.confirmation !== null;
  if (rows.length === 0 && !earlier) return;
  await lockScope(tx, 'backorders', order.lieferkundeNr);
  if (earlier) {
    await tx
      .update(backorders)
      .set({ state: 'cancelled', cancelledAt: now, version: nextVersion() })
      .where(and(eq(backorders.orderId, order.id), eq(backorders.state, 'open')));
  }
  if (rows.length > 0) await tx.insert(backorders).values(rows);
}

export async function applyStatus(
  tx: Tx,
  orderId: string,
  message: OrderStatusMessage,
): Promise<Answered> {
  const order = await lockedOrder(tx, orderId);
  if (message.version <= order.erpVersion) return { applied: 'stale', after: null };
  const step: OrderStatusStep = {
    status: message.status,
    at: message.at,
    ...(message.tour ? { tour: message.tour } : {}),
  };
  await tx
    .update(orders)
    .set({
      erpVersion: message.version,
      status: message.status,
      statusHistory: [...order.statusHistory, step],
      version: nextVersion(),
    })
    .where(eq(orders.id, orderId));
  return {
    applied: 'applied',
    after: { lieferkundeNr: order.lieferkundeNr, userId: order.userId, notification: null },
  };
}
