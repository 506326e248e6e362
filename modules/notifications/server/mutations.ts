// Notification mutations: a user marks their own notifications seen (once; later marks change
// nothing, so a replay leaves the version alone).
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { nextVersion } from '../../../server/db/schema.ts';
import { notifications } from './tables.ts';
import { lockNotificationScope } from '../../../server/sync/scope.ts';
import {
  REJECTION_MESSAGES,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';

export async function markSeen(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'notification.markSeen'>,
) {
  const ids = [...new Set(args.ids)];
  const own = and(eq(notifications.userId, ctx.user.id), isNull(notifications.deletedAt));
  const found = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(own, inArray(notifications.id, ids)));
  // Another user's notification is reported like an unknown one: its existence is not shown.
  if (found.length !== ids.length) throw rejectNotFound(REJECTION_MESSAGES.notificationNotFound);
  await lockNotificationScope(tx, ctx.user.id);
  await tx
    .update(notifications)
    .set({ datSeen: ctx.clock(), version: nextVersion() })
    .where(and(own, inArray(notifications.id, ids), isNull(notifications.datSeen)));
}

export async function markAllSeen(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'notification.markAllSeen'>,
) {
  await lockNotificationScope(tx, ctx.user.id);
  await tx
    .update(notifications)
    .set({ datSeen: ctx.clock(), version: nextVersion() })
    .where(
      and(
        eq(notifications.userId, ctx.user.id),
        isNull(notifications.deletedAt),
        isNull(notifications.datSeen),
        lte(notifications.datInsert, new Date(args.before)),
      ),
    );
}
