// The user settings' table (modules/userSettings/contract.ts): one synced row per user. Named by its server/index.ts.
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import type { ClockPosition } from '../rules.ts';
import * as column from '../../../server/db/columns.ts';

/**
 * User settings (SPEC 3, issue 13): one synced row per user (the row's id is the user's id).
 * Written only by the mutation userSettings.set; a user without a row has the defaults of
 * modules/userSettings/rules.ts.
 */
export const userSettings = pgTable('user_settings', {
  userId: column.user().primaryKey(),
  tutorialEnabled: boolean('tutorial_enabled').notNull(),
  /** When the user last asked to see the tutorials again; null if never. */
  tutorialReset: column.timestamptz('tutorial_reset'),
  /** 'd' date, 'z' time, 'kw' calendar week, each at most once (checked by the contract). */
  viewClockStyle: text('view_clock_style').notNull(),
  viewClockPosition: text('view_clock_position').$type<ClockPosition>().notNull(),
  version: column.version(),
  deletedAt: column.deletedAt(),
});
