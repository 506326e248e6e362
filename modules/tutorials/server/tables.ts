// The tutorials' table (modules/tutorials/contract.ts): the steps each user has seen, per kind of
// client. Named by its server/index.ts.
import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import * as column from '../../../server/db/columns.ts';

/**
 * The tutorial steps a user has seen (issue 13 item 9, modules/tutorials/contract.ts), per step selector
 * and per kind of client (SPEC 7's `isApp`): the web app syncs its own (`is_app` false). A step
 * counts as seen when `seen_at` is after the user's TutorialReset; `POST /tutorials/reset`
 * deletes a kind's rows (tombstones, so synced clients drop them too).
 */
export const tutorialSeen = pgTable(
  'tutorial_seen',
  {
    userId: column.user(),
    isApp: boolean('is_app').notNull(),
    selector: text('selector').notNull(),
    seenAt: column.timestamptz('seen_at').notNull(),
    version: column.version(),
    deletedAt: column.deletedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.isApp, t.selector] })],
);
