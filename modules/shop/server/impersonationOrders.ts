// The web orders an admin placed while impersonating, for the audit trail of impersonations
// (server/services/impersonations.ts asks every module through the registry).
import { asc, inArray } from 'drizzle-orm';
import type { OrdersDuring } from '../../../server/services/impersonations.ts';
import { orders } from './tables.ts';

export const webOrdersDuring: OrdersDuring = (db, impersonationIds) =>
  db
    .select({
      id: orders.id,
      impersonationId: orders.impersonationId,
      label: orders.label,
      createdAt: orders.createdAt,
      lieferkundeNr: orders.lieferkundeNr,
      rowCount: orders.rowCount,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(inArray(orders.impersonationId, [...impersonationIds]))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .then((rows) =>
      rows.flatMap(({ impersonationId, ...order }) =>
        impersonationId === null ? [] : [{ ...order, impersonationId }],
      ),
    );
