// The audit trail of impersonations: each start is a row (admin, user, started_at); its end
// (ended_at, end_reason) is written by whatever ends the session's impersonation: Depersonate,
// logout, a new login in the same browser, the admin's logins beyond SESSIONS_PER_USER_MAX, a
// password change, or the session's expiry.
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ImpersonationAuditPage } from '../../src/api/schemas.ts';
import type { Db } from '../db/client.ts';
import { impersonations, users, type ImpersonationEnd } from '../db/schema.ts';

/** Records the end of a running impersonation; one already ended keeps its first end. */
export async function endImpersonation(
  db: Db,
  impersonationId: string,
  reason: ImpersonationEnd,
  at: Date,
): Promise<void> {
  await db
    .update(impersonations)
    .set({ endedAt: at, endReason: reason })
    .where(and(eq(impersonations.id, impersonationId), isNull(impersonations.endedAt)));
}

export const AUDIT_PAGE_DEFAULT = 50;

const cursorOf = (startedAt: Date, id: string) => `${startedAt.toISOString()}_${id}`;

function parseCursor(cursor: string): { startedAt: Date; id: string } {
  const split = cursor.indexOf('_');
  return { startedAt: new Date(cursor.slice(0, split)), id: cursor.slice(split + 1) };
}

/** An order a module recorded while an impersonation ran (the shop's web orders). */
export interface ImpersonationOrder {
  readonly impersonationId: string;
  readonly id: string;
  readonly label: string;
  readonly createdAt: Date;
  readonly lieferkundeNr: number;
  readonly rowCount: number;
  readonly totalCents: number;
}

/** The orders placed during these impersonations, oldest first (the modules' own tables hold them). */
export type OrdersDuring = (
  db: Db,
  impersonationIds: readonly string[],
) => Promise<readonly ImpersonationOrder[]>;

/**
 * One page of the audit trail, newest first, each entry with the orders placed during it.
 * `cursor` (validated by the API contract) continues after the entry it names.
 */
export async function listImpersonations(
  db: Db,
  options: { limit?: number; cursor?: string },
  ordersDuring: OrdersDuring,
): Promise<ImpersonationAuditPage> {
  const limit = options.limit ?? AUDIT_PAGE_DEFAULT;
  const admin = alias(users, 'admin_user');
  const target = alias(users, 'target_user');
  const after = options.cursor ? parseCursor(options.cursor) : null;
  const rows = await db
    .select({
      id: impersonations.id,
      startedAt: impersonations.startedAt,
      endedAt: impersonations.endedAt,
      endReason: impersonations.endReason,
      adminId: admin.id,
      adminEmail: admin.email,
      adminName: admin.displayName,
      userId: target.id,
      userEmail: target.email,
      userName: target.displayName,
    })
    .from(impersonations)
    .innerJoin(admin, eq(admin.id, impersonations.adminId))
    .innerJoin(target, eq(target.id, impersonations.targetUserId))
    .where(
      after
        ? or(
            lt(impersonations.startedAt, after.startedAt),
            and(eq(impersonations.startedAt, after.startedAt), lt(impersonations.id, after.id)),
          )
        : undefined,
    )
    .orderBy(desc(impersonations.startedAt), desc(impersonations.id))
    // One more than asked tells whether another page follows.
    .limit(limit + 1);
  const page = rows.slice(0, limit);

  const ids = page.map((row) => row.id);
  const placed = ids.length === 0 ? [] : await ordersDuring(db, ids);

  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      admin: { id: row.adminId, email: row.adminEmail, benutzerandruckname: row.adminName },
      user: { id: row.userId, email: row.userEmail, benutzerandruckname: row.userName },
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      endReason: row.endReason,
      orders: placed
        .filter((order) => order.impersonationId === row.id)
        .map((order) => ({
          id: order.id,
          label: order.label,
          createdAt: order.createdAt.toISOString(),
          lieferkundeNr: order.lieferkundeNr,
          positions: order.rowCount,
          totalCents: order.totalCents,
        })),
    })),
    nextCursor: rows.length > limit && last ? cursorOf(last.startedAt, last.id) : null,
  };
}
