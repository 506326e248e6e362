// User settings (SPEC 3, issue 13): one synced row per user, editable offline. The collection
// `userSettings` (scope 'user', area 'settings') and the mutation `userSettings.set`, which
// changes only the fields it names (the rules: ./userSettingsRules.ts). The server half:
// modules/userSettings/server/sync.ts.
import { z } from 'zod';
import { settingsShared } from '../../src/i18n/settingsShared.de';
import { isoDate, LOCAL_VERSION, version } from '../../src/api/fields';
import {
  defineModule,
  defineMutation,
  type Collections,
  userCollection,
} from '../../src/api/module';
import {
  applySettingsPatch,
  CLOCK_POSITIONS,
  CLOCK_STYLE_MAX,
  DEFAULT_USER_SETTINGS,
  isClockStyle,
  parseClockStyle,
} from './rules';

export const clockStyle = z.string().max(CLOCK_STYLE_MAX).refine(isClockStyle);
export const clockPosition = z.enum(CLOCK_POSITIONS);

/** The row's id is the user's id: one row per user. */
export const UserSettingsRow = z.object({
  id: z.string().uuid(),
  tutorialEnabled: z.boolean(),
  /**
   * When the user last asked to see the tutorials again (ISO time), null if never: the tutorial
   * watches it and treats steps seen before it as unseen.
   */
  tutorialReset: isoDate.nullable(),
  viewClockStyle: clockStyle,
  viewClockPosition: clockPosition,
  version,
});
export type UserSettingsRow = z.infer<typeof UserSettingsRow>;

const C = {
  userSettings: userCollection(UserSettingsRow, 'settings', { indexes: [], pageMax: 100 }),
} as const satisfies Collections;

const t = settingsShared;

/** A change of some settings; at least one. */
export const UserSettingsPatchArgs = z
  .strictObject({
    tutorialEnabled: z.boolean().optional(),
    /** The moment the user asked for the tutorials again (the client's clock). */
    tutorialReset: isoDate.optional(),
    viewClockStyle: clockStyle.optional(),
    viewClockPosition: clockPosition.optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined));

function describeChange(args: z.infer<typeof UserSettingsPatchArgs>): string {
  const changes: string[] = [];
  if (args.tutorialEnabled !== undefined) {
    changes.push(t.describe.tutorialEnabled(args.tutorialEnabled));
  }
  if (args.tutorialReset !== undefined) changes.push(t.describe.tutorialReset);
  if (args.viewClockStyle !== undefined) {
    const parts = parseClockStyle(args.viewClockStyle) ?? [];
    changes.push(t.describe.clockStyle(parts.map((part) => t.clockParts[part]).join(', ')));
  }
  if (args.viewClockPosition !== undefined) {
    changes.push(t.describe.clockPosition(t.clockPositions[args.viewClockPosition]));
  }
  return t.describe.changed(changes.join('; '));
}

export const userSettingsSet = defineMutation(C, {
  name: 'userSettings.set',
  v: 1,
  area: 'settings',
  args: UserSettingsPatchArgs,
  tables: ['userSettings'],
  describe: (args) => describeChange(args),
  async local({ db, user }, args) {
    if (!user) return;
    const current = (await db.userSettings.get(user.id)) ?? DEFAULT_USER_SETTINGS;
    const next = applySettingsPatch(current, args);
    await db.userSettings.put({
      id: user.id,
      tutorialEnabled: next.tutorialEnabled,
      tutorialReset: next.tutorialReset,
      viewClockStyle: next.viewClockStyle,
      viewClockPosition: next.viewClockPosition,
      version: LOCAL_VERSION,
    });
  },
});

export const userSettingsModule = defineModule({
  name: 'userSettings',
  collections: C,
  mutations: [userSettingsSet],
});
