// Surveys (SPEC "Survey", issue 13 item 6): an admin asks users for a rating or a question; each
// user gets the survey as one synced row with their own state. The collection `surveys` (scope
// 'user', area 'surveys') and the mutations survey.answer, survey.postpone1, survey.postpone2
// and survey.decline with their client halves; the rules both halves apply: ./surveyRules.ts.
// The server half: modules/surveys/server/sync.ts; the admin's online-only routes:
// modules/surveys/server/routes.ts (schemas at the end of this file).
import { z } from 'zod';
import { EMAIL_PATTERN } from '../../src/api/email';
import { endpoint } from '../../src/api/endpoint';
import { API } from '../../src/api/paths';
import { surveysDe } from './texts.de';
import { id, isoDate, version } from '../../src/api/fields';
import {
  defineModule,
  defineMutation,
  type Collections,
  type LocalTables,
  userCollection,
} from '../../src/api/module';
import {
  answerProblem,
  normaliseComment,
  postponedUntil,
  SURVEY_LIMITS,
  SURVEY_STATES,
  SURVEY_TYPES,
  type PostponeKind,
} from './rules';

const L = SURVEY_LIMITS;

export const SurveyType = z.enum(SURVEY_TYPES);
export const SurveyState = z.enum(SURVEY_STATES);
export const SurveyAnswerText = z.string().min(1).max(L.answerMax);
/** A number for a rating, the chosen texts for a question (SPEC "Survey answer"). */
export const SurveyAnswerValue = z.union([
  z.number().int().min(1).max(L.ratingMax),
  z.array(SurveyAnswerText).min(1).max(L.answersMax),
]);

/** One survey as the user sees it: the admin's definition and the user's own state. */
export const SurveyRow = z.object({
  /** The survey's id (one row per survey in the user's own database). */
  id,
  type: SurveyType,
  title: z.string().max(L.titleMax),
  message: z.string().max(L.messageMax),
  /** The highest rating (ratings run from 1); null for a question. */
  maxRating: z.number().int().min(L.ratingMin).max(L.ratingMax).nullable(),
  /** The answers to choose from; empty for a rating. */
  answers: z.array(SurveyAnswerText).max(L.answersMax),
  multiAnswers: z.boolean(),
  commentAllowed: z.boolean(),
  createdAt: isoDate,
  state: SurveyState,
  /** Postponed: the dialog shows it again from this moment. */
  postponedUntil: isoDate.nullable(),
  answer: SurveyAnswerValue.nullable(),
  comment: z.string().max(L.commentMax).nullable(),
  version,
});
export type SurveyRow = z.infer<typeof SurveyRow>;

const C = {
  surveys: userCollection(SurveyRow, 'surveys', { indexes: ['createdAt'], pageMax: 200 }),
} as const satisfies Collections;

const t = surveysDe.describe;

export const SurveyAnswerArgs = z.strictObject({
  surveyId: id,
  answer: SurveyAnswerValue,
  comment: z.string().max(L.commentMax).optional(),
});
/** The moment of the click: the postponement counts from it, also when sent later. */
export const SurveyPostponeArgs = z.strictObject({ surveyId: id, at: isoDate });
export const SurveyDeclineArgs = z.strictObject({ surveyId: id });

type Db = LocalTables<typeof C>;

async function openSurvey(db: Db, surveyId: string) {
  const row = await db.surveys.get(surveyId);
  return row?.state === 'open' ? row : undefined;
}

export const surveyAnswer = defineMutation(C, {
  name: 'survey.answer',
  v: 1,
  area: 'surveys',
  args: SurveyAnswerArgs,
  tables: ['surveys'],
  describe: (args, rows) => t.answer(rows('surveys', args.surveyId)?.title),
  async local({ db }, args) {
    const row = await openSurvey(db, args.surveyId);
    // An answer the survey refuses changes nothing here; the server rejects it with the reason.
    if (!row || answerProblem(row, args.answer, args.comment) !== null) return;
    await db.surveys.put({
      ...row,
      state: 'answered',
      answer: args.answer,
      comment: normaliseComment(args.comment),
    });
  },
});

function postpone<const N extends string>(name: N, kind: PostponeKind) {
  return defineMutation(C, {
    name,
    v: 1,
    area: 'surveys',
    args: SurveyPostponeArgs,
    tables: ['surveys'],
    describe: (args, rows) => t[kind](rows('surveys', args.surveyId)?.title),
    async local({ db }, args) {
      const row = await openSurvey(db, args.surveyId);
      if (!row) return;
      await db.surveys.put({ ...row, postponedUntil: postponedUntil(args.at, kind) });
    },
  });
}

export const surveyPostpone1 = postpone('survey.postpone1', 'postpone1');
export const surveyPostpone2 = postpone('survey.postpone2', 'postpone2');

export const surveyDecline = defineMutation(C, {
  name: 'survey.decline',
  v: 1,
  area: 'surveys',
  args: SurveyDeclineArgs,
  tables: ['surveys'],
  describe: (args, rows) => t.decline(rows('surveys', args.surveyId)?.title),
  async local({ db }, args) {
    const row = await openSurvey(db, args.surveyId);
    if (!row) return;
    await db.surveys.put({ ...row, state: 'declined' });
  },
});

export const surveysModule = defineModule({
  name: 'surveys',
  collections: C,
  mutations: [surveyAnswer, surveyPostpone1, surveyPostpone2, surveyDecline],
});

// ---- Admin (online only, role Admin) -------------------------------------------------------

const Role = z.string().trim().min(1).max(L.roleMax);
const Email = z.string().trim().max(L.emailMax).regex(EMAIL_PATTERN);

/**
 * A new survey. Target: every user with role User, those with one of the given roles, or the
 * users with the given e-mail addresses (at most one of the two lists).
 */
export const CreateSurveyBody = z.strictObject({
  type: SurveyType,
  title: z.string().trim().min(1).max(L.titleMax),
  message: z.string().trim().max(L.messageMax),
  maxRating: z.number().int().min(L.ratingMin).max(L.ratingMax).nullable(),
  answers: z.array(z.string().trim().min(1).max(L.answerMax)).max(L.answersMax),
  multiAnswers: z.boolean(),
  commentAllowed: z.boolean(),
  targetRoles: z.array(Role).max(L.rolesMax).nullable(),
  targetEmails: z.array(Email).max(L.emailsMax).nullable(),
});
export type CreateSurveyBody = z.infer<typeof CreateSurveyBody>;

export const AdminSurvey = z.object({
  id,
  type: SurveyType,
  title: z.string(),
  message: z.string(),
  maxRating: z.number().int().nullable(),
  answers: z.array(z.string()),
  multiAnswers: z.boolean(),
  commentAllowed: z.boolean(),
  /** Both null: every user. */
  targetRoles: z.array(z.string()).nullable(),
  targetEmails: z.array(z.string()).nullable(),
  createdAt: isoDate,
  /** The users asked, and how many answered, declined or still have it open. */
  asked: z.number().int(),
  answered: z.number().int(),
  declined: z.number().int(),
  /** The mean of the ratings given; null for a question or before any answer. */
  averageRating: z.number().nullable(),
});
export type AdminSurvey = z.infer<typeof AdminSurvey>;

export const AdminSurveysList = z.object({ items: z.array(AdminSurvey) });
export type AdminSurveysList = z.infer<typeof AdminSurveysList>;

/** The admin's calls of the surveys (the section shows its own errors and the server's message). */
export const SURVEYS_ENDPOINTS = {
  /** Every survey with its counts. */
  adminSurveys: endpoint({
    method: 'GET',
    path: API.adminSurveys,
    access: 'admin',
    answer: AdminSurveysList,
    silent: true,
  }),
  /** Creates a survey for its target users. */
  createSurvey: endpoint({
    method: 'POST',
    path: API.adminSurveys,
    access: 'admin',
    body: CreateSurveyBody,
    answer: AdminSurvey,
    status: 201,
    silent: true,
  }),
};
