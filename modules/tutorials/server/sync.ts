// The server half of the tutorial's seen steps (modules/tutorials/contract.ts): the handler of
// tutorial.seen and the loader of the user's web steps, and the three calls of SPEC 7 that
// modules/tutorials/server/routes.ts serves with the same rows.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { seenSinceReset, tutorialsModule } from '../contract.ts';
import type { Db } from '../../../server/db/client.ts';
import { nextVersion } from '../../../server/db/schema.ts';
import { userSettings } from '../../userSettings/server/tables.ts';
import { tutorialSeen } from './tables.ts';
import { touchUser } from '../../../server/realtime/touched.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import type { MutationContext, Tx } from '../../../server/sync/types.ts';
import { lockScope } from '../../../server/db/locks.ts';
import { byUser } from '../../../server/sync/marks.ts';

/**
 * The user's tutorial write lock (namespace 9 of the advisory locks, see server/db/locks.ts):
 * two writers of one user's steps commit their versions in order, so a pull misses none.
 */
async function lockTutorials(tx: Tx, userId: string) {
  touchUser(userId);
  await lockScope(tx, 'tutorials', userId);
}

/** Marks a step seen at `at`; seen again, it keeps the later time (set semantics). */
export async function markSeen(
  tx: Tx,
  userId: string,
  isApp: boolean,
  selector: string,
  at: Date,
): Promise<void> {
  await lockTutorials(tx, userId);
  await tx
    .insert(tutorialSeen)
    .values({ userId, isApp, selector, seenAt: at, version: nextVersion() })
    .onConflictDoUpdate({
      target: [tutorialSeen.userId, tutorialSeen.isApp, tutorialSeen.selector],
      set: {
        // A step deleted by a reset and seen again starts from this time.
        seenAt: sql`case when ${tutorialSeen.deletedAt} is null
          then greatest(${tutorialSeen.seenAt}, excluded.seen_at) else excluded.seen_at end`,
        version: nextVersion(),
        deletedAt: null,
      },
    });
}

/** SPEC 7 `POST /tutorials`: the selectors of the steps seen since the user's last reset. */
export async function seenSelectors(db: Db, userId: string, isApp: boolean): Promise<string[]> {
  const [settings] = await db
    .select({ reset: userSettings.tutorialReset, deletedAt: userSettings.deletedAt })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  const reset = settings && !settings.deletedAt ? settings.reset : null;
  const rows = await db
    .select({ selector: tutorialSeen.selector, seenAt: tutorialSeen.seenAt })
    .from(tutorialSeen)
    .where(
      and(
        eq(tutorialSeen.userId, userId),
        eq(tutorialSeen.isApp, isApp),
        isNull(tutorialSeen.deletedAt),
      ),
    )
    .orderBy(tutorialSeen.selector);
  return rows
    .filter((row) => seenSinceReset(row.seenAt.toISOString(), reset?.toISOString() ?? null))
    .map((row) => row.selector);
}

/** SPEC 7 `POST /tutorials/{id}/seen`. */
export function markSeenNow(db: Db, userId: string, isApp: boolean, selector: string, now: Date) {
  return db.transaction((tx) => markSeen(tx, userId, isApp, selector, now));
}

/**
 * SPEC 7 `POST /tutorials/reset`: every step of this kind of client is unseen again. The rows
 * become tombstones with a new version, so a synced web app drops them with its next pull.
 */
export function resetSeen(db: Db, userId: string, isApp: boolean, now: Date) {
  return db.transaction(async (tx) => {
    await lockTutorials(tx, userId);
    await tx
      .update(tutorialSeen)
      .set({ deletedAt: now, version: nextVersion() })
      .where(
        and(
          eq(tutorialSeen.userId, userId),
          eq(tutorialSeen.isApp, isApp),
          isNull(tutorialSeen.deletedAt),
        ),
      );
  });
}

const seenHandler = (tx: Tx, ctx: MutationContext, args: MutationArgs<'tutorial.seen'>) =>
  markSeen(tx, ctx.user.id, false, args.selector, new Date(args.at));

export const tutorialsServer = serverModule(tutorialsModule, {
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    tutorialSeen: [byUser(tutorialSeen)],
  },
  handlers: { 'tutorial.seen': seenHandler },
  loaders: {
    // The web app's own steps only; the app's (`is_app`) are served by POST /tutorials.
    async tutorialSeen(tx, { userId }, from) {
      const rows = await tx
        .select()
        .from(tutorialSeen)
        .where(
          and(
            eq(tutorialSeen.userId, userId),
            eq(tutorialSeen.isApp, false),
            gt(tutorialSeen.version, from),
          ),
        );
      return rows.map((row) => ({
        id: row.selector,
        version: row.version,
        row: row.deletedAt
          ? null
          : {
              id: row.selector,
              seenAt: row.seenAt.toISOString(),
              version: row.version.toString(),
            },
      }));
    },
  },
});
