// The guided tutorial's seen steps (SPEC 3 "Tutorial step", SPEC 4 "Tutorial", SPEC 7, issue 13
// item 9): one synced row per step the user has seen in the web app, so the tutorial works and
// remembers offline. The collection `tutorialSeen` (scope 'user', area 'settings': every user)
// and the mutation `tutorial.seen`. A step counts as seen only when it was seen after the user's
// last TutorialReset (a user setting, ./userSettings.ts), so "show the tutorials again" needs no
// deletes and merges with steps seen offline on another device.
//
// SPEC 7's calls `POST /tutorials`, `/tutorials/{id}/seen` and `/tutorials/reset` with `{isApp}`
// are served too (modules/tutorials/server/routes.ts) and read and write the same rows: for clients
// without the sync protocol, and for the app (`isApp: true`), whose steps are kept apart.
import { z } from 'zod';
import { settingsShared } from '../../src/i18n/settingsShared.de';
import { isoDate, LOCAL_VERSION, version } from '../../src/api/fields';
import {
  defineModule,
  defineMutation,
  type Collections,
  userCollection,
} from '../../src/api/module';

/** A step is identified by its focus selector (SPEC 3); the longest one the server stores. */
export const TUTORIAL_SELECTOR_MAX = 100;

/** A CSS selector of printable characters without line breaks. */
export const tutorialSelector = z
  .string()
  .min(1)
  .max(TUTORIAL_SELECTOR_MAX)
  .regex(/^[^\p{Cc}]+$/u);

/** The row's id is the step's selector: one row per step in the user's own database. */
export const TutorialSeenRow = z.object({
  id: tutorialSelector,
  /** When the user last closed the step (ISO time); compared with TutorialReset. */
  seenAt: isoDate,
  version,
});
export type TutorialSeenRow = z.infer<typeof TutorialSeenRow>;

const C = {
  tutorialSeen: userCollection(TutorialSeenRow, 'settings', { indexes: [], pageMax: 500 }),
} as const satisfies Collections;

/** The later of two ISO times, as UTC ('seen again' never moves a step back in time). */
export function laterSeenAt(current: string | undefined, at: string): string {
  const next = new Date(at).toISOString();
  return current !== undefined && Date.parse(current) >= Date.parse(next) ? current : next;
}

/**
 * Whether a step counts as seen: seen at all, and after the user's last reset (null: never
 * reset). The web app's tutorial and the server's `POST /tutorials` both decide by it.
 */
export function seenSinceReset(seenAt: string | undefined, reset: string | null): boolean {
  if (seenAt === undefined) return false;
  return reset === null || Date.parse(seenAt) > Date.parse(reset);
}

export const tutorialSeen = defineMutation(C, {
  name: 'tutorial.seen',
  v: 1,
  area: 'settings',
  args: z.strictObject({
    selector: tutorialSelector,
    /** The moment the user closed the step (the client's clock), so a rebase gives the same row. */
    at: isoDate,
  }),
  tables: ['tutorialSeen'],
  describe: () => settingsShared.describe.tutorialSeen,
  async local({ db }, args) {
    const current = await db.tutorialSeen.get(args.selector);
    await db.tutorialSeen.put({
      id: args.selector,
      seenAt: laterSeenAt(current?.seenAt, args.at),
      version: LOCAL_VERSION,
    });
  },
});

export const tutorialsModule = defineModule({
  name: 'tutorials',
  collections: C,
  mutations: [tutorialSeen],
});

/** SPEC 7: every tutorial call carries whether it comes from the app. */
export const TutorialsBody = z.strictObject({ isApp: z.boolean() });
/** `POST /tutorials`: the selectors of the steps seen since the last reset. */
export const TutorialsAnswer = z.array(z.string());
export const TutorialStepParams = z.strictObject({ id: tutorialSelector });
export const TutorialDoneAnswer = z.object({ ok: z.literal(true) });
