// The server half of the notifications module (modules/notifications/contract.ts): the two handlers and
// the loader of the user's notifications.
import { eq } from 'drizzle-orm';
import { notificationsModule, type NotificationRow } from '../contract.ts';
import { notifications } from './tables.ts';
import { markAllSeen, markSeen } from './mutations.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { changedRows } from '../../../server/sync/changedRows.ts';
import { byUser } from '../../../server/sync/marks.ts';

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
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    notifications: [byUser(notifications)],
  },
  handlers: {
    'notification.markSeen': markSeen,
    'notification.markAllSeen': markAllSeen,
  },
  loaders: {
    async notifications(tx, { userId }, from, take) {
      const rows = await changedRows(
        tx,
        notifications,
        from,
        take,
        eq(notifications.userId, userId),
      );
      return rows.map((n) => ({
        id: n.id,
        version: n.version,
        row: n.deletedAt ? null : toNotificationRow(n),
      }));
    },
  },
});
