// The server half of the surveys (modules/surveys/contract.ts): the handlers of survey.answer,
// survey.postpone1, survey.postpone2 and survey.decline, which check the rules again
// (modules/surveys/rules.ts: rating 1..max, answers among the survey's, one unless multi, comment
// only where allowed), and the loader of the user's surveys. Also what the admin routes
// (modules/surveys/server/routes.ts) and the seed use: creating a survey for its target users and
// the list with counts.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { MutationArgs } from '../../../src/api/sync.ts';
import { answerProblem, normaliseComment, postponedUntil, type PostponeKind } from '../rules.ts';
import {
  surveysModule,
  type AdminSurvey,
  type CreateSurveyBody,
  type SurveyRow,
} from '../contract.ts';
import { surveysDe } from '../texts.de.ts';
import { ROLE } from '../../../src/api/access.ts';
import type { Db } from '../../../server/db/client.ts';
import { nextVersion, users } from '../../../server/db/schema.ts';
import { surveyResponses, surveys } from './tables.ts';
import { touchUser } from '../../../server/realtime/touched.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import {
  rejectForbidden,
  rejectInvalid,
  rejectNotFound,
  type MutationContext,
  type Tx,
} from '../../../server/sync/types.ts';
import { lockScope } from '../../../server/db/locks.ts';
import { byUser } from '../../../server/sync/marks.ts';

const P = surveysDe.problems;

/**
 * The surveys' write lock (namespace 7 of the advisory locks, see server/db/locks.ts), one for
 * all users: creating a survey writes rows of many users at once, and survey writes are rare.
 * Versions of every user's survey rows therefore commit in order.
 */
export async function lockSurveys(tx: Tx, userId?: string) {
  if (userId !== undefined) touchUser(userId);
  await lockScope(tx, 'surveys', 0);
}

type SurveyRecord = typeof surveys.$inferSelect;
type ResponseRecord = typeof surveyResponses.$inferSelect;

export function toSurveyRow(survey: SurveyRecord, response: ResponseRecord): SurveyRow {
  return {
    id: survey.id,
    type: survey.type,
    title: survey.title,
    message: survey.message,
    maxRating: survey.maxRating,
    answers: survey.answers,
    multiAnswers: survey.multiAnswers,
    commentAllowed: survey.commentAllowed,
    createdAt: survey.createdAt.toISOString(),
    state: response.state,
    postponedUntil: response.postponedUntil?.toISOString() ?? null,
    answer: response.answer ?? null,
    comment: response.comment,
    version: response.version.toString(),
  };
}

/**
 * The user's own survey, locked; refuses one not asked of them, answered or declined, and any
 * change by an admin impersonating the user (the answer is the user's own opinion).
 */
async function openSurvey(tx: Tx, ctx: MutationContext, surveyId: string) {
  if (ctx.impersonation !== null) throw rejectForbidden(P.impersonated);
  await lockSurveys(tx, ctx.user.id);
  const [found] = await tx
    .select()
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.userId, ctx.user.id)));
  if (!found || found.survey_responses.deletedAt) throw rejectNotFound(P.notFound);
  if (found.survey_responses.state === 'answered') throw rejectInvalid(P.answered);
  if (found.survey_responses.state === 'declined') throw rejectInvalid(P.declined);
  return found.surveys;
}

async function update(
  tx: Tx,
  ctx: MutationContext,
  surveyId: string,
  set: Partial<typeof surveyResponses.$inferInsert>,
) {
  await tx
    .update(surveyResponses)
    .set({ ...set, version: nextVersion() })
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.userId, ctx.user.id)));
}

export async function answerSurvey(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'survey.answer'>,
) {
  const survey = await openSurvey(tx, ctx, args.surveyId);
  const problem = answerProblem(survey, args.answer, args.comment);
  if (problem !== null) throw rejectInvalid(P[problem]);
  await update(tx, ctx, args.surveyId, {
    state: 'answered',
    answer: typeof args.answer === 'number' ? args.answer : [...args.answer],
    comment: normaliseComment(args.comment),
    settledAt: ctx.clock(),
  });
}

function postpone(kind: PostponeKind) {
  return async (tx: Tx, ctx: MutationContext, args: MutationArgs<'survey.postpone1'>) => {
    await openSurvey(tx, ctx, args.surveyId);
    await update(tx, ctx, args.surveyId, {
      postponedUntil: new Date(postponedUntil(args.at, kind)),
    });
  };
}

export async function declineSurvey(
  tx: Tx,
  ctx: MutationContext,
  args: MutationArgs<'survey.decline'>,
) {
  await openSurvey(tx, ctx, args.surveyId);
  await update(tx, ctx, args.surveyId, { state: 'declined', settledAt: ctx.clock() });
}

export const surveysServer = serverModule(surveysModule, {
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    surveys: [byUser(surveyResponses)],
  },
  handlers: {
    'survey.answer': answerSurvey,
    'survey.postpone1': postpone('postpone1'),
    'survey.postpone2': postpone('postpone2'),
    'survey.decline': declineSurvey,
  },
  loaders: {
    async surveys(tx, { userId }, from, take) {
      const rows = await tx
        .select()
        .from(surveyResponses)
        .innerJoin(surveys, eq(surveys.id, surveyResponses.surveyId))
        .where(and(eq(surveyResponses.userId, userId), gt(surveyResponses.version, from)))
        .orderBy(asc(surveyResponses.version))
        .limit(take);
      return rows.map(({ surveys: survey, survey_responses: response }) => ({
        id: survey.id,
        version: response.version,
        row: response.deletedAt ? null : toSurveyRow(survey, response),
      }));
    },
  },
});

// ---- Admin ---------------------------------------------------------------------------------

export type CreateSurveyOutcome =
  | { readonly ok: true; readonly survey: AdminSurvey; readonly userIds: readonly string[] }
  | { readonly ok: false; readonly reason: 'noUsers' }
  | { readonly ok: false; readonly reason: 'unknownEmails'; readonly emails: readonly string[] };

/**
 * Creates a survey and asks it of its target users: every user with role User, or those that
 * also hold one of the target roles. The caller publishes SurveyChangedEvent after the commit.
 */
export async function createSurvey(
  db: Db,
  now: Date,
  adminId: string | null,
  body: CreateSurveyBody,
  options: { readonly id?: string; readonly userIds?: readonly string[] } = {},
): Promise<CreateSurveyOutcome> {
  const id = options.id ?? randomUUID();
  return db.transaction(async (tx) => {
    const all = await tx
      .select({ id: users.id, roles: users.roles, email: users.email })
      .from(users);
    const asked = all.filter((u) => u.roles.includes(ROLE.User));
    const emails = body.targetEmails?.map((e) => e.toLowerCase()) ?? null;
    if (emails !== null) {
      const known = new Set(asked.map((u) => u.email.toLowerCase()));
      const unknown = emails.filter((e) => !known.has(e));
      if (unknown.length > 0)
        return { ok: false, reason: 'unknownEmails', emails: unknown } as const;
    }
    const targets = asked
      .filter((u) => body.targetRoles === null || body.targetRoles.some((r) => u.roles.includes(r)))
      .filter((u) => emails === null || emails.includes(u.email.toLowerCase()))
      // The seed and the tests ask chosen users (the admin form targets roles).
      .filter((u) => options.userIds === undefined || options.userIds.includes(u.id))
      .map((u) => u.id);
    if (targets.length === 0) return { ok: false, reason: 'noUsers' } as const;
    await lockSurveys(tx);
    const question = body.type === 'question';
    const [survey] = await tx
      .insert(surveys)
      .values({
        id,
        type: body.type,
        title: body.title,
        message: body.message,
        maxRating: question ? null : body.maxRating,
        answers: question ? body.answers : [],
        multiAnswers: question && body.multiAnswers,
        commentAllowed: body.commentAllowed,
        targetRoles: body.targetRoles,
        targetEmails: emails,
        createdBy: adminId,
        createdAt: now,
      })
      .returning();
    if (!survey) throw new Error('survey insert returned nothing');
    await tx
      .insert(surveyResponses)
      .values(targets.map((userId) => ({ surveyId: id, userId, state: 'open' as const })));
    return {
      ok: true,
      survey: toAdminSurvey(survey, { asked: targets.length, answered: 0, declined: 0, avg: null }),
      userIds: targets,
    } as const;
  });
}

interface Counts {
  readonly asked: number;
  readonly answered: number;
  readonly declined: number;
  readonly avg: number | null;
}

function toAdminSurvey(survey: SurveyRecord, counts: Counts): AdminSurvey {
  return {
    id: survey.id,
    type: survey.type,
    title: survey.title,
    message: survey.message,
    maxRating: survey.maxRating,
    answers: survey.answers,
    multiAnswers: survey.multiAnswers,
    commentAllowed: survey.commentAllowed,
    targetRoles: survey.targetRoles,
    targetEmails: survey.targetEmails,
    createdAt: survey.createdAt.toISOString(),
    asked: counts.asked,
    answered: counts.answered,
    declined: counts.declined,
    averageRating: counts.avg,
  };
}

/** Every survey, newest first, with how many users were asked, answered and declined. */
export async function listSurveys(db: Db): Promise<AdminSurvey[]> {
  const counts = await db
    .select({
      surveyId: surveyResponses.surveyId,
      asked: sql<number>`count(*)::int`,
      answered: sql<number>`(count(*) filter (where ${surveyResponses.state} = 'answered'))::int`,
      declined: sql<number>`(count(*) filter (where ${surveyResponses.state} = 'declined'))::int`,
      avg: sql<
        number | null
      >`avg((${surveyResponses.answer})::text::numeric) filter (where jsonb_typeof(${surveyResponses.answer}) = 'number')`,
    })
    .from(surveyResponses)
    .groupBy(surveyResponses.surveyId);
  const bySurvey = new Map(counts.map((c) => [c.surveyId, c]));
  const all = await db.select().from(surveys).orderBy(desc(surveys.createdAt), asc(surveys.id));
  return all.map((survey) => {
    const c = bySurvey.get(survey.id);
    return toAdminSurvey(survey, {
      asked: c?.asked ?? 0,
      answered: c?.answered ?? 0,
      declined: c?.declined ?? 0,
      avg: c?.avg === null || c?.avg === undefined ? null : Number(c.avg),
    });
  });
}
