// The surveys' tables (modules/surveys/contract.ts): the surveys an admin created and each target
// user's response. Named by its server/index.ts.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../../server/db/schema.ts';
import * as column from '../../../server/db/columns.ts';
import type { SurveyState, SurveyType } from '../rules.ts';

/** A survey an admin created (modules/surveys/contract.ts): a rating or a question, for some users. */
export const surveys = pgTable('surveys', {
  id: column.id(),
  type: text('type').$type<SurveyType>().notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  /** The highest rating; null for a question. */
  maxRating: integer('max_rating'),
  /** The answers of a question; empty for a rating. */
  answers: jsonb('answers').$type<string[]>().notNull(),
  multiAnswers: boolean('multi_answers').notNull(),
  commentAllowed: boolean('comment_allowed').notNull(),
  /**
   * Both null: every user with role User; else the users with one of these roles, or with one
   * of these e-mail addresses, at creation.
   */
  targetRoles: jsonb('target_roles').$type<string[]>(),
  targetEmails: jsonb('target_emails').$type<string[]>(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: column.timestamptz('created_at').notNull(),
});

/**
 * A survey asked of one user, and their state (the synced row `surveys` of that user). Created
 * with the survey for every target user; written by the survey.* mutations under the survey
 * lock (advisory namespace 7).
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: column.user(),
    state: text('state').$type<SurveyState>().notNull(),
    postponedUntil: column.timestamptz('postponed_until'),
    /** A number for a rating, the chosen texts for a question; null until answered. */
    answer: jsonb('answer').$type<number | string[]>(),
    comment: text('comment'),
    /** When the server applied the answer or the decline. */
    settledAt: column.timestamptz('settled_at'),
    version: column.version(),
    deletedAt: column.deletedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.userId] }),
    index('survey_responses_user_version_idx').on(t.userId, t.version),
  ],
);
