// The pure rules of the surveys (SPEC "Survey", issue 13 item 6) that the client half, the
// dialog and the server half all apply: bounds, the validity of an answer, the comment, the
// postponements and which survey the dialog shows. No imports at run time beyond the texts.

export const SURVEY_TYPES = ['rating', 'question'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

export const SURVEY_STATES = ['open', 'answered', 'declined'] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];

/** Bounds of what the database holds; the contract's zod schemas and the forms use them. */
export const SURVEY_LIMITS = {
  titleMax: 200,
  messageMax: 2000,
  /** A rating runs from 1 to maxRating; maxRating between these. */
  ratingMin: 2,
  ratingMax: 10,
  answersMin: 2,
  answersMax: 20,
  answerMax: 200,
  commentMax: 2000,
  /** Roles an admin may target (a role name is short). */
  rolesMax: 20,
  roleMax: 100,
  /** Chosen users, by e-mail address. */
  emailsMax: 200,
  emailMax: 254,
} as const;

/**
 * The two postponements of the prompt: 'Morgen erinnern' (one day) and 'In einer Woche
 * erinnern' (seven days), counted from the click.
 */
export const POSTPONE_DAYS = { postpone1: 1, postpone2: 7 } as const;
export type PostponeKind = keyof typeof POSTPONE_DAYS;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a survey postponed at `at` (ISO) shows again (ISO, UTC). */
export function postponedUntil(at: string, kind: PostponeKind): string {
  return new Date(Date.parse(at) + POSTPONE_DAYS[kind] * DAY_MS).toISOString();
}

/** What a survey's answer is checked against. */
export interface SurveyShape {
  readonly type: SurveyType;
  readonly maxRating: number | null;
  readonly answers: readonly string[];
  readonly multiAnswers: boolean;
  readonly commentAllowed: boolean;
}

export type SurveyAnswerValue = number | readonly string[];

/** Why an answer is not valid; null when it is. */
export type AnswerProblem =
  | 'rating'
  | 'noAnswer'
  | 'unknownAnswer'
  | 'oneAnswer'
  | 'duplicateAnswer'
  | 'commentNotAllowed'
  | 'commentTooLong';

/** An empty or blank comment is no comment; a given one is kept trimmed. */
export function normaliseComment(comment: string | null | undefined): string | null {
  const trimmed = (comment ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * SPEC: a rating is valid when above 0 (and at most the survey's maximum); a question when at
 * least one answer is chosen, each one of the survey's answers, only one unless the survey
 * allows several. The comment is optional, and only where the survey allows one.
 */
export function answerProblem(
  survey: SurveyShape,
  answer: SurveyAnswerValue,
  comment: string | null | undefined,
): AnswerProblem | null {
  if (survey.type === 'rating') {
    if (
      typeof answer !== 'number' ||
      !Number.isInteger(answer) ||
      answer < 1 ||
      answer > (survey.maxRating ?? 0)
    ) {
      return 'rating';
    }
  } else {
    if (typeof answer === 'number' || answer.length === 0) return 'noAnswer';
    if (answer.some((text) => !survey.answers.includes(text))) return 'unknownAnswer';
    if (new Set(answer).size !== answer.length) return 'duplicateAnswer';
    if (!survey.multiAnswers && answer.length > 1) return 'oneAnswer';
  }
  const given = normaliseComment(comment);
  if (given !== null && !survey.commentAllowed) return 'commentNotAllowed';
  if (given !== null && given.length > SURVEY_LIMITS.commentMax) return 'commentTooLong';
  return null;
}

/**
 * Ticks or unticks an answer of a question form. A single-answer question allows only one
 * checked box: ticking another replaces the first. The order follows the survey's answers.
 */
export function toggleAnswer(
  survey: Pick<SurveyShape, 'answers' | 'multiAnswers'>,
  chosen: readonly string[],
  text: string,
  checked: boolean,
): string[] {
  if (!checked) return chosen.filter((t) => t !== text);
  const next = survey.multiAnswers ? new Set([...chosen, text]) : new Set([text]);
  return survey.answers.filter((t) => next.has(t));
}

/** What the dialog needs to pick a survey. */
export interface SurveyPick {
  readonly id: string;
  readonly state: SurveyState;
  readonly postponedUntil: string | null;
  readonly createdAt: string;
}

/** Whether the survey waits for the user now: open and not postponed into the future. */
export function isDue(survey: SurveyPick, now: Date): boolean {
  return (
    survey.state === 'open' &&
    (survey.postponedUntil === null || Date.parse(survey.postponedUntil) <= now.getTime())
  );
}

/** The survey the dialog shows: the oldest due one (by creation, then id). */
export function dueSurvey<S extends SurveyPick>(surveys: readonly S[], now: Date): S | undefined {
  return surveys
    .filter((s) => isDue(s, now))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : 1))
    .at(0);
}

/** The next moment a postponed open survey becomes due after `now`, if any (to re-check then). */
export function nextDueAt(surveys: readonly SurveyPick[], now: Date): number | null {
  const times = surveys
    .filter((s) => s.state === 'open' && s.postponedUntil !== null)
    .map((s) => Date.parse(s.postponedUntil ?? ''))
    .filter((t) => t > now.getTime());
  return times.length > 0 ? Math.min(...times) : null;
}

/** Whether an admin's survey is well-formed (the admin form and the server check it). */
export type DefinitionProblem =
  'title' | 'message' | 'maxRating' | 'answersCount' | 'answerText' | 'answersDistinct';

export interface SurveyDefinition {
  readonly type: SurveyType;
  readonly title: string;
  readonly message: string;
  readonly maxRating: number | null;
  readonly answers: readonly string[];
}

export function definitionProblems(def: SurveyDefinition): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const title = def.title.trim();
  if (title === '' || title.length > SURVEY_LIMITS.titleMax) problems.push('title');
  if (def.message.trim().length > SURVEY_LIMITS.messageMax) problems.push('message');
  if (def.type === 'rating') {
    const max = def.maxRating;
    if (
      max === null ||
      !Number.isInteger(max) ||
      max < SURVEY_LIMITS.ratingMin ||
      max > SURVEY_LIMITS.ratingMax
    ) {
      problems.push('maxRating');
    }
  } else {
    const answers = def.answers.map((a) => a.trim());
    if (answers.length < SURVEY_LIMITS.answersMin || answers.length > SURVEY_LIMITS.answersMax) {
      problems.push('answersCount');
    }
    if (answers.some((a) => a === '' || a.length > SURVEY_LIMITS.answerMax)) {
      problems.push('answerText');
    } else if (new Set(answers).size !== answers.length) problems.push('answersDistinct');
  }
  return problems;
}
