// The survey rules both halves apply (modules/surveys/rules.ts) and the contract's bounds.
import { describe, expect, it } from 'vitest';
import { MUTATIONS } from '../../../src/api/modules';
import {
  answerProblem,
  definitionProblems,
  dueSurvey,
  isDue,
  nextDueAt,
  normaliseComment,
  postponedUntil,
  toggleAnswer,
  type SurveyShape,
} from '../../../modules/surveys/rules';
import { SurveyRow } from '../../../modules/surveys/contract';

const rating: SurveyShape = {
  type: 'rating',
  maxRating: 5,
  answers: [],
  multiAnswers: false,
  commentAllowed: true,
};
const single: SurveyShape = {
  type: 'question',
  maxRating: null,
  answers: ['Ja', 'Nein', 'Vielleicht'],
  multiAnswers: false,
  commentAllowed: false,
};
const multi: SurveyShape = { ...single, multiAnswers: true };

describe('answerProblem', () => {
  it('accepts a rating above 0 up to the maximum only', () => {
    expect(answerProblem(rating, 0, undefined)).toBe('rating');
    expect(answerProblem(rating, 1, undefined)).toBeNull();
    expect(answerProblem(rating, 5, undefined)).toBeNull();
    expect(answerProblem(rating, 6, undefined)).toBe('rating');
    expect(answerProblem(rating, 2.5, undefined)).toBe('rating');
    expect(answerProblem(rating, ['Ja'], undefined)).toBe('rating');
  });

  it('wants at least one of the answers, one only when single', () => {
    expect(answerProblem(single, [], undefined)).toBe('noAnswer');
    expect(answerProblem(single, 1, undefined)).toBe('noAnswer');
    expect(answerProblem(single, ['Ja'], undefined)).toBeNull();
    expect(answerProblem(single, ['Ja', 'Nein'], undefined)).toBe('oneAnswer');
    expect(answerProblem(multi, ['Ja', 'Nein'], undefined)).toBeNull();
    expect(answerProblem(multi, ['Ja', 'Ja'], undefined)).toBe('duplicateAnswer');
    expect(answerProblem(multi, ['Ja', 'Später'], undefined)).toBe('unknownAnswer');
  });

  it('takes a comment only where allowed; a blank one is none', () => {
    expect(answerProblem(rating, 3, 'Gut')).toBeNull();
    expect(answerProblem(single, ['Ja'], 'Gut')).toBe('commentNotAllowed');
    expect(answerProblem(single, ['Ja'], '   ')).toBeNull();
    expect(answerProblem(rating, 3, 'x'.repeat(2001))).toBe('commentTooLong');
    expect(normaliseComment('  Gut ')).toBe('Gut');
    expect(normaliseComment('  ')).toBeNull();
    expect(normaliseComment(undefined)).toBeNull();
  });
});

describe('toggleAnswer', () => {
  it('keeps one box in a single-answer question: ticking another replaces it', () => {
    expect(toggleAnswer(single, ['Ja'], 'Nein', true)).toEqual(['Nein']);
    expect(toggleAnswer(single, ['Ja'], 'Ja', false)).toEqual([]);
  });

  it('adds in a multi-answer question, in the order of the answers', () => {
    expect(toggleAnswer(multi, ['Vielleicht'], 'Ja', true)).toEqual(['Ja', 'Vielleicht']);
    expect(toggleAnswer(multi, ['Ja', 'Vielleicht'], 'Ja', false)).toEqual(['Vielleicht']);
  });
});

describe('postponing and the due survey', () => {
  const at = '2026-11-21T10:00:00+01:00';
  it('counts one day or a week from the click', () => {
    expect(postponedUntil(at, 'postpone1')).toBe('2026-11-22T09:00:00.000Z');
    expect(postponedUntil(at, 'postpone2')).toBe('2026-11-28T09:00:00.000Z');
  });

  const s = (id: string, createdAt: string, more: Partial<Parameters<typeof isDue>[0]> = {}) => ({
    id,
    createdAt,
    state: 'open' as const,
    postponedUntil: null,
    ...more,
  });
  const now = new Date('2026-11-21T12:00:00Z');

  it('shows the oldest open survey not postponed into the future', () => {
    const surveys = [
      s('c', '2026-11-20T00:00:00Z'),
      s('a', '2026-11-19T00:00:00Z', { postponedUntil: '2026-11-22T00:00:00Z' }),
      s('b', '2026-11-18T00:00:00Z', { state: 'answered' }),
      s('d', '2026-11-21T00:00:00Z', { postponedUntil: '2026-11-21T11:00:00Z' }),
    ];
    expect(dueSurvey(surveys, now)?.id).toBe('c');
    expect(dueSurvey(surveys.slice(1, 3), now)).toBeUndefined();
    expect(nextDueAt(surveys, now)).toBe(Date.parse('2026-11-22T00:00:00Z'));
    expect(isDue(surveys[3] ?? s('x', ''), now)).toBe(true);
  });
});

describe('definitions and the contract', () => {
  it('checks an admin survey', () => {
    const base = { title: 'T', message: '', maxRating: null, answers: [] };
    expect(definitionProblems({ ...base, type: 'rating', maxRating: 5 })).toEqual([]);
    expect(definitionProblems({ ...base, type: 'rating', maxRating: 1 })).toEqual(['maxRating']);
    expect(definitionProblems({ ...base, type: 'question', answers: ['a'] })).toEqual([
      'answersCount',
    ]);
    expect(definitionProblems({ ...base, type: 'question', answers: ['a', ' a'] })).toEqual([
      'answersDistinct',
    ]);
    expect(
      definitionProblems({ ...base, title: ' ', type: 'question', answers: ['a', ''] }),
    ).toEqual(['title', 'answerText']);
  });

  it('bounds the mutations to what the database holds', () => {
    const answer = MUTATIONS['survey.answer'].args;
    const surveyId = '5e000000-0000-4000-8000-000000000001';
    expect(answer.safeParse({ surveyId, answer: 3 }).success).toBe(true);
    expect(answer.safeParse({ surveyId, answer: 11 }).success).toBe(false);
    expect(answer.safeParse({ surveyId, answer: [] }).success).toBe(false);
    expect(answer.safeParse({ surveyId, answer: ['x'.repeat(201)] }).success).toBe(false);
    expect(answer.safeParse({ surveyId, answer: 1, comment: 'x'.repeat(2001) }).success).toBe(
      false,
    );
    const postpone = MUTATIONS['survey.postpone2'].args;
    expect(postpone.safeParse({ surveyId, at: 'morgen' }).success).toBe(false);
    expect(MUTATIONS['survey.decline'].args.safeParse({ surveyId, more: 1 }).success).toBe(false);
  });

  it('describes queued changes with the survey title', () => {
    const surveyId = '5e000000-0000-4000-8000-000000000001';
    const row = SurveyRow.parse({
      id: surveyId,
      type: 'rating',
      title: 'Lieferung',
      message: '',
      maxRating: 5,
      answers: [],
      multiAnswers: false,
      commentAllowed: false,
      createdAt: '2026-11-21T09:00:00.000Z',
      state: 'open',
      postponedUntil: null,
      answer: null,
      comment: null,
      version: '1',
    });
    const rows = <T>() => row as T;
    expect(MUTATIONS['survey.answer'].describe({ surveyId, answer: 3 }, rows)).toBe(
      'Umfrage „Lieferung“ beantwortet',
    );
    expect(MUTATIONS['survey.postpone1'].describe({ surveyId, at: '' }, () => undefined)).toBe(
      'Umfrage: morgen erinnern',
    );
  });
});
