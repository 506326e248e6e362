// The convergence probe: per collection, the count and a hash of (id, version) of the live rows
// this user sees in the scope, computed as the client computes it (convergenceLines + SHA-256).
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { convergenceLines, type ConvergenceAnswer } from '../../src/api/sync.ts';
import type { Db } from '../db/client.ts';
import { basketRows, baskets, notifications, orders } from '../db/schema.ts';
import type { SyncSession } from './session.ts';
import { basketVisibleSql } from './visibility.ts';

type Entry = { id: string; version: bigint };

function summary(rows: readonly Entry[]) {
  const lines = convergenceLines(rows.map((r) => ({ id: r.id, version: r.version.toString() })));
  return { count: rows.length, hash: createHash('sha256').update(lines).digest('hex') };
}

/** What the user holds of each collection: nothing of one whose area their roles do not open. */
export async function convergence(db: Db, sync: SyncSession): Promise<ConvergenceAnswer> {
  const userId = sync.user.id;
  const { lieferkundeNr } = sync;
  return db.transaction(
    async (tx) => {
      const notificationRows = sync.mayRead('notifications')
        ? await tx
            .select({ id: notifications.id, version: notifications.version })
            .from(notifications)
            .where(and(eq(notifications.userId, userId), isNull(notifications.deletedAt)))
        : [];
      if (lieferkundeNr === null) {
        return {
          notifications: summary(notificationRows),
          baskets: summary([]),
          basketRows: summary([]),
          orders: summary([]),
        };
      }
      const visibleBasket = and(
        eq(baskets.lieferkundeNr, lieferkundeNr),
        isNull(baskets.deletedAt),
        basketVisibleSql(userId),
      );
      const basketList = await tx
        .select({ id: baskets.id, version: baskets.version })
        .from(baskets)
        .where(visibleBasket);
      const rowList = await tx
        .select({ id: basketRows.id, version: basketRows.version })
        .from(basketRows)
        .innerJoin(baskets, eq(baskets.id, basketRows.basketId))
        .where(and(visibleBasket, isNull(basketRows.deletedAt)));
      const orderList = await tx
        .select({ id: orders.id, version: orders.version })
        .from(orders)
        .where(eq(orders.lieferkundeNr, lieferkundeNr));
      return {
        notifications: summary(notificationRows),
        baskets: summary(sync.mayRead('baskets') ? basketList : []),
        basketRows: summary(sync.mayRead('basketRows') ? rowList : []),
        orders: summary(sync.mayRead('orders') ? orderList : []),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
