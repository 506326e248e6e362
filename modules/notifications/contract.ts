// The notifications' contract: the synced row, its collection and the two mutations with their
// client halves. The server halves: modules/notifications/server/mutations.ts.
import { z } from 'zod';
import { de } from '../../src/i18n/de';
import { id, isoDate, version } from '../../src/api/fields';
import {
  defineModule,
  defineMutation,
  type Collections,
  userCollection,
} from '../../src/api/module';

export const NotificationRow = z.object({
  id,
  dat_insert: isoDate,
  dat_seen: isoDate.nullable(),
  seen: z.boolean(),
  dismissable: z.boolean(),
  label: z.string(),
  text: z.string(),
  icon: z.string(),
  /** Target url: an app path ('/shop/...') or an external http(s) url; null for none. */
  url: z.string().nullable(),
  version,
});
export type NotificationRow = z.infer<typeof NotificationRow>;

const C = {
  notifications: userCollection(NotificationRow, 'notifications', {
    indexes: ['dat_insert'],
    pageMax: 1000,
  }),
} as const satisfies Collections;

const d = de.failedChanges.describe;
const notLater = (a: string, b: string) => Date.parse(a) <= Date.parse(b);

export const notificationMarkSeen = defineMutation(C, {
  name: 'notification.markSeen',
  v: 1,
  area: 'notifications',
  args: z.strictObject({ ids: z.array(id).min(1).max(100) }),
  tables: ['notifications'],
  describe: (args) => d.markSeen(args.ids.length),
  async local({ db, now }, { ids }) {
    const rows = await db.notifications.bulkGet(ids);
    const changed = rows.flatMap((row) =>
      row && !row.seen ? [{ ...row, seen: true, dat_seen: row.dat_seen ?? now }] : [],
    );
    await db.notifications.bulkPut(changed);
  },
});

/** Marks every notification inserted up to `before` as seen (not ones that arrived later). */
export const notificationMarkAllSeen = defineMutation(C, {
  name: 'notification.markAllSeen',
  v: 1,
  area: 'notifications',
  args: z.strictObject({ before: isoDate }),
  tables: ['notifications'],
  describe: () => d.markAllSeen,
  async local({ db, now }, { before }) {
    await db.notifications
      .filter((row) => !row.seen && notLater(row.dat_insert, before))
      .modify({ seen: true, dat_seen: now });
  },
});

export const notificationsModule = defineModule({
  name: 'notifications',
  collections: C,
  mutations: [notificationMarkSeen, notificationMarkAllSeen],
});
