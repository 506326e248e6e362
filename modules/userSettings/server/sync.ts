// The server half of the user settings (modules/userSettings/contract.ts): the handler of
// userSettings.set and the loader of the user's one row. The change names only the fields it
// sets; the rest stay (applySettingsPatch, the same rule the client half applies).
import { and, eq, gt } from 'drizzle-orm';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { userSettingsModule, type UserSettingsRow } from '../contract.ts';
import { applySettingsPatch, DEFAULT_USER_SETTINGS } from '../rules.ts';
import { nextVersion } from '../../../server/db/schema.ts';
import { userSettings } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import type { MutationContext, Tx } from '../../../server/sync/types.ts';
import { touchUser } from '../../../server/realtime/touched.ts';
import { lockScope } from '../../../server/db/locks.ts';
import { byUser } from '../../../server/sync/marks.ts';

/**
 * The user's settings write lock (namespace 5 of the advisory locks, see server/db/locks.ts):
 * two pushes of one user change the row one after the other, and versions commit in order.
 */
async function lockUserSettings(tx: Tx, userId: string) {
  touchUser(userId);
  await lockScope(tx, 'userSettings', userId);
}

export function toUserSettingsRow(row: typeof userSettings.$inferSelect): UserSettingsRow {
  return {
    id: row.userId,
    tutorialEnabled: row.tutorialEnabled,
    tutorialReset: row.tutorialReset ? row.tutorialReset.toISOString() : null,
    viewClockStyle: row.viewClockStyle,
    viewClockPosition: row.viewClockPosition,
    version: row.version.toString(),
  };
}

export async function setUserSettings(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'userSettings.set'>,
) {
  const userId = ctx.user.id;
  await lockUserSettings(tx, userId);
  const [stored] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId));
  const current =
    stored && !stored.deletedAt
      ? {
          tutorialEnabled: stored.tutorialEnabled,
          tutorialReset: stored.tutorialReset?.toISOString() ?? null,
          viewClockStyle: stored.viewClockStyle,
          viewClockPosition: stored.viewClockPosition,
        }
      : DEFAULT_USER_SETTINGS;
  const next = applySettingsPatch(current, args);
  const values = {
    tutorialEnabled: next.tutorialEnabled,
    tutorialReset: next.tutorialReset === null ? null : new Date(next.tutorialReset),
    viewClockStyle: next.viewClockStyle,
    viewClockPosition: next.viewClockPosition,
    version: nextVersion(),
    deletedAt: null,
  };
  await tx
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: values });
}

export const userSettingsServer = serverModule(userSettingsModule, {
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    userSettings: [byUser(userSettings)],
  },
  handlers: { 'userSettings.set': setUserSettings },
  loaders: {
    async userSettings(tx, { userId }, from) {
      const rows = await tx
        .select()
        .from(userSettings)
        .where(and(eq(userSettings.userId, userId), gt(userSettings.version, from)));
      return rows.map((row) => ({
        id: row.userId,
        version: row.version,
        row: row.deletedAt ? null : toUserSettingsRow(row),
      }));
    },
  },
});
