// The admin audit besides impersonations (issue 23 item 2): what an administrator looked at or did
// that could hand out access, recorded with who and when, and shown to the other administrators
// on /admin. Reading the mail outbox is the first such action.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { AdminAuditAction } from '../../src/api/schemas.ts';
import type { Db } from '../db/client.ts';
import { adminAuditEvents } from '../db/schema.ts';
import type { Clock } from './clock.ts';

export async function recordAdminEvent(
  db: Db,
  admin: { readonly id: string; readonly displayName: string },
  action: AdminAuditAction,
  detail: Record<string, number | string>,
  clock: Clock,
): Promise<void> {
  await db.insert(adminAuditEvents).values({
    id: randomUUID(),
    adminId: admin.id,
    adminName: admin.displayName,
    action,
    at: clock(),
    detail,
  });
}

/** The newest events of one kind, newest first. */
export function latestAdminEvents(db: Db, action: AdminAuditAction, limit: number) {
  return db
    .select()
    .from(adminAuditEvents)
    .where(eq(adminAuditEvents.action, action))
    .orderBy(desc(adminAuditEvents.at), desc(adminAuditEvents.id))
    .limit(limit);
}
