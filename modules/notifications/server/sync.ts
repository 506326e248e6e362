// The server half of the notifications module (modules/notifications/contract.ts): the two handlers and
// the loader of the user's notifications.
import { and, asc, eq, gt } from 'drizzle-orm';
import { notificationsModule, type NotificationRow } from '../contract.ts';
import { notifications } from './tables.ts';
import { markAllSeen, markSeen } from './mutations.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';

const iso = (d: Date) => d.toISOString();

export function toNotificationRow(n: typeof notifications.$inferSelect): NotificationRow {
  return {
    id: n.id,
    dat_insert: iso(n.datInsert),
    dat_seen: n.datSeen ? iso(n.datSeen) : null,
    seen: n.datSeen !== null,
    dismissable: n.dismissable,
    label: n.label,
    text: n.text,
    icon: n.icon,
    url: n.url,
    version: n.version.toString(),
  };
}

export const notificationsServer = serverModule(notificationsModule, {
  handlers: {
    'notification.markSeen': markSeen,
    'notification.markAllSeen': markAllSeen,
  },
  loaders: {
    async notifications(tx, { userId }, from, take) {
      const rows = await tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.version, from)))
        .orderBy(asc(notifications.version))
        .limit(take);
      return rows.map((n) => ({
        id: n.id,
        version: n.version,
        row: n.deletedAt ? null : toNotificationRow(n),
      }));
    },
  },
});
