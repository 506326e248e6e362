import type { CreateSurveyBody, surveysModule } from '../../../modules/surveys/contract.ts';
import type { Db } from '../../../server/db/client.ts';
import { createSurvey } from '../../../modules/surveys/server/sync.ts';
import type { Scenarios } from './scenario.ts';

const survey = (n: number) => `5e000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

const rating = (title: string, commentAllowed: boolean): CreateSurveyBody => ({
  type: 'rating',
  title,
  message: 'Wie zufrieden sind Sie?',
  maxRating: 5,
  answers: [],
  multiAnswers: false,
  commentAllowed,
  targetRoles: null,
  targetEmails: null,
});
const question = (title: string, multiAnswers: boolean): CreateSurveyBody => ({
  type: 'question',
  title,
  message: '',
  maxRating: null,
  answers: ['Ja', 'Nein', 'Weiß nicht'],
  multiAnswers,
  commentAllowed: !multiAnswers,
  targetRoles: null,
  targetEmails: null,
});

const SURVEYS: readonly CreateSurveyBody[] = [
  rating('Parität 1', true),
  question('Parität 2', true),
  question('Parität 3', false),
  rating('Parität 4', false),
  question('Parität 5', false),
  rating('Parität 6', true),
];

/** Asks the parity test's user the surveys the scenarios answer (before its first pull). */
export async function createParitySurveys(db: Db, now: Date, userId: string) {
  for (const [i, body] of SURVEYS.entries()) {
    await createSurvey(db, new Date(now.getTime() + i), null, body, {
      id: survey(i + 1),
      userIds: [userId],
    });
  }
}

export const surveyScenarios: Scenarios<typeof surveysModule> = {
  'survey.answer': [
    {
      title: 'a rating with a comment, kept trimmed',
      steps: () => [
        {
          name: 'survey.answer',
          args: { surveyId: survey(1), answer: 4, comment: '  Sehr gut  ' },
        },
      ],
    },
    {
      title: 'a multi-answer question with two answers in the order chosen',
      steps: () => [
        { name: 'survey.answer', args: { surveyId: survey(2), answer: ['Weiß nicht', 'Ja'] } },
      ],
    },
    {
      title: 'a single-answer question after a postponement, a blank comment is none',
      steps: () => [
        {
          name: 'survey.postpone1',
          args: { surveyId: survey(3), at: '2026-11-21T10:00:00+01:00' },
        },
        { name: 'survey.answer', args: { surveyId: survey(3), answer: ['Nein'], comment: '  ' } },
      ],
    },
  ],
  'survey.postpone1': [
    {
      title: 'postponed twice, the later click counts',
      steps: () => [
        { name: 'survey.postpone1', args: { surveyId: survey(4), at: '2026-11-21T09:00:00Z' } },
        {
          name: 'survey.postpone1',
          args: { surveyId: survey(4), at: '2026-11-22T09:30:00.500Z' },
        },
      ],
    },
  ],
  'survey.postpone2': [
    {
      title: 'postponed by a week from the click',
      steps: () => [
        {
          name: 'survey.postpone2',
          args: { surveyId: survey(5), at: '2026-11-21T23:30:00+01:00' },
        },
      ],
    },
  ],
  'survey.decline': [
    {
      title: 'declined',
      steps: () => [{ name: 'survey.decline', args: { surveyId: survey(6) } }],
    },
  ],
};
