// The survey form of /admin: its fields, its empty state and the request body it makes, with the errors per field.
import {
  definitionProblems,
  SURVEY_LIMITS,
  type DefinitionProblem,
  type SurveyType,
} from '../rules';
import { EMAIL_PATTERN } from '../../../src/api/email';
import type { CreateSurveyBody } from '../contract';
import { surveysDe } from '../texts.de';

const t = surveysDe.admin;

const L = SURVEY_LIMITS;

export interface SurveyForm {
  type: SurveyType;
  title: string;
  message: string;
  maxRating: string;
  answers: string;
  multiAnswers: boolean;
  commentAllowed: boolean;
  target: 'all' | 'roles' | 'users';
  roles: string;
  emails: string;
}

export type Field = 'title' | 'message' | 'maxRating' | 'answers' | 'roles' | 'emails';

export type Errors = Partial<Record<Field, string>>;

export const EMPTY_SURVEY_FORM: SurveyForm = {
  type: 'rating',
  title: '',
  message: '',
  maxRating: '5',
  answers: '',
  multiAnswers: false,
  commentAllowed: true,
  target: 'all',
  roles: '',
  emails: '',
};

export const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const FIELD_OF: Record<DefinitionProblem, Field> = {
  title: 'title',
  message: 'message',
  maxRating: 'maxRating',
  answersCount: 'answers',
  answerText: 'answers',
  answersDistinct: 'answers',
};

/** The request of the form, and the German field messages (the server checks them again). */
export function surveyFormBody(form: SurveyForm): { body: CreateSurveyBody; errors: Errors } {
  const rating = form.type === 'rating';
  const maxRating = Number(form.maxRating);
  const body: CreateSurveyBody = {
    type: form.type,
    title: form.title.trim(),
    message: form.message.trim(),
    maxRating: rating && /^\d+$/.test(form.maxRating.trim()) ? maxRating : null,
    answers: rating ? [] : lines(form.answers),
    multiAnswers: !rating && form.multiAnswers,
    commentAllowed: form.commentAllowed,
    targetRoles: form.target === 'roles' ? lines(form.roles) : null,
    targetEmails: form.target === 'users' ? lines(form.emails) : null,
  };
  const errors: Errors = {};
  for (const problem of definitionProblems(body)) {
    errors[FIELD_OF[problem]] ??= t.errors[problem];
  }
  const roles = body.targetRoles;
  if (
    roles !== null &&
    (roles.length === 0 || roles.length > L.rolesMax || roles.some((r) => r.length > L.roleMax))
  ) {
    errors.roles = t.errors.roles;
  }
  const emails = body.targetEmails;
  if (emails !== null) {
    const bad = emails.findIndex((e) => e.length > L.emailMax || !EMAIL_PATTERN.test(e));
    if (emails.length === 0 || emails.length > L.emailsMax) errors.emails = t.errors.emails;
    else if (bad >= 0) {
      // The line as the admin sees it, blank lines counted.
      const line = form.emails.split('\n').findIndex((text) => text.trim() === emails[bad]);
      errors.emails = t.errors.emailLine(line + 1);
    }
  }
  return { body, errors };
}
