// The legal conditions and who accepted them (../contract.ts), read by the module's gate
// (./service.ts), which the platform's guard asks through the server modules' registry.
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema.ts';
import * as column from '../../../server/db/columns.ts';

/**
 * Legal conditions (SPEC 3 "Condition"), versioned: publishing a new version of a matchcode
 * makes everyone accept again. The newest version of a matchcode is the one in force.
 */
export const conditions = pgTable(
  'conditions',
  {
    matchcode: text('matchcode').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** Sanitised on the server when published; shown as HTML. */
    html: text('html').notNull(),
    /** Path patterns ('/cashbook', '/enrollment/*') the condition guards; empty guards everything. */
    pathRegexes: jsonb('path_regexes').$type<string[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.matchcode, t.version] })],
);

export type ConditionDecision = 'accepted' | 'declined';

/** Who accepted (or last declined) which version of a condition, and when. */
export const conditionDecisions = pgTable(
  'condition_decisions',
  {
    userId: column.user(),
    matchcode: text('matchcode').notNull(),
    version: integer('version').notNull(),
    decision: text('decision').$type<ConditionDecision>().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.matchcode, t.version] })],
);
