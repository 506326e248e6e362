// The survey dialog in the shell over a local database (fake-indexeddb): it shows the first due
// survey, the prompt's four choices, the rating and question forms with submit disabled while
// invalid, the comment only where allowed, the thanks; every choice is a queued mutation (what
// the sync worker sends once). A SurveyChangedEvent runs a sync.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SurveyRow } from '../../../modules/surveys/contract';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { SurveyHost } from '../../../modules/surveys/ui';
import { surveysDe } from '../../../modules/surveys/texts.de';
import { emitAppEvent } from '../../../src/state/events';
import { freshDb, uuid } from '../db/support';

const syncNow = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../../src/db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/db')>()),
  syncNow,
}));

const t = surveysDe.dialog;
let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  userDb.current.set(db);
  syncNow.mockClear();
});
afterEach(() => {
  userDb.current.set(null);
  db.close();
});

function survey(over: Partial<SurveyRow> = {}): SurveyRow {
  return {
    id: uuid(1),
    type: 'rating',
    title: 'Lieferqualität',
    message: 'Wie zufrieden sind Sie mit unserer Lieferung?',
    maxRating: 5,
    answers: [],
    multiAnswers: false,
    commentAllowed: true,
    createdAt: '2026-11-20T09:00:00.000Z',
    state: 'open',
    postponedUntil: null,
    answer: null,
    comment: null,
    version: '7',
    ...over,
  };
}

const queued = async () =>
  (await db.outbox.orderBy('seq').toArray()).map((m) => ({ name: m.name, args: m.args }));

describe('SurveyHost', () => {
  it('shows nothing without a due survey', async () => {
    await db.surveys.bulkPut([
      survey({ id: uuid(1), state: 'answered' }),
      survey({ id: uuid(2), postponedUntil: '2999-01-01T00:00:00.000Z' }),
    ]);
    render(<SurveyHost />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a rating: submit disabled until one is chosen, queued with the comment, thanks', async () => {
    await db.surveys.put(survey());
    render(<SurveyHost />);
    const dialog = await screen.findByRole('dialog', { name: 'Lieferqualität' });
    expect(dialog.textContent).toContain('Wie zufrieden sind Sie mit unserer Lieferung?');
    for (const name of [t.takePart, t.postpone1, t.postpone2, t.decline]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: t.takePart }));
    const submit = screen.getByRole('button', { name: t.submit });
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText(t.needRating)).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(screen.getByRole('radio', { name: t.ratingOption(4, 5) }));
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByRole('textbox', { name: t.comment }), {
      target: { value: 'Immer pünktlich' },
    });
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { name: t.thanksAnswer })).toBeTruthy();
    expect(await screen.findByText(t.queued)).toBeTruthy();
    expect(await queued()).toEqual([
      {
        name: 'survey.answer',
        args: { surveyId: uuid(1), answer: 4, comment: 'Immer pünktlich' },
      },
    ]);
    expect(await db.surveys.get(uuid(1))).toMatchObject({
      state: 'answered',
      answer: 4,
      comment: 'Immer pünktlich',
    });
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('allows one box in a single-answer question and no comment where none is allowed', async () => {
    await db.surveys.put(
      survey({
        type: 'question',
        title: 'Zustellzeit',
        maxRating: null,
        answers: ['Vormittag', 'Nachmittag'],
        commentAllowed: false,
      }),
    );
    render(<SurveyHost />);
    fireEvent.click(await screen.findByRole('button', { name: t.takePart }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText(t.singleHint)).toBeTruthy();
    const submit = screen.getByRole('button', { name: t.submit });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Vormittag' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nachmittag' }));
    expect(screen.getByRole('checkbox', { name: 'Vormittag' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'Nachmittag' })).toHaveProperty('checked', true);
    fireEvent.click(submit);
    await screen.findByRole('heading', { name: t.thanksAnswer });
    expect(await queued()).toEqual([
      { name: 'survey.answer', args: { surveyId: uuid(1), answer: ['Nachmittag'] } },
    ]);
  });

  it('takes several boxes in a multi-answer question; unticking all disables submit', async () => {
    await db.surveys.put(
      survey({
        type: 'question',
        maxRating: null,
        answers: ['A', 'B', 'C'],
        multiAnswers: true,
        commentAllowed: false,
      }),
    );
    render(<SurveyHost />);
    fireEvent.click(await screen.findByRole('button', { name: t.takePart }));
    expect(screen.getByText(t.multiHint)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'C' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'A' }));
    const submit = screen.getByRole('button', { name: t.submit });
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'A' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'C' }));
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'B' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'A' }));
    fireEvent.click(submit);
    await screen.findByRole('heading', { name: t.thanksAnswer });
    expect((await queued())[0]?.args).toEqual({ surveyId: uuid(1), answer: ['A', 'B'] });
  });

  it('declines with "Danke!", then shows the next due survey', async () => {
    await db.surveys.bulkPut([
      survey({ id: uuid(1), title: 'Erste' }),
      survey({ id: uuid(2), title: 'Zweite', createdAt: '2026-11-21T09:00:00.000Z' }),
    ]);
    render(<SurveyHost />);
    await screen.findByRole('dialog', { name: 'Erste' });
    fireEvent.click(screen.getByRole('button', { name: t.decline }));
    expect(await screen.findByRole('heading', { name: t.thanksDecline })).toBeTruthy();
    expect(await db.surveys.get(uuid(1))).toMatchObject({ state: 'declined' });
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    expect(await screen.findByRole('dialog', { name: 'Zweite' })).toBeTruthy();
  });

  it('postpones by a day or a week from the click and closes without thanks', async () => {
    await db.surveys.bulkPut([
      survey({ id: uuid(1), title: 'Erste' }),
      survey({ id: uuid(2), title: 'Zweite', createdAt: '2026-11-21T09:00:00.000Z' }),
    ]);
    render(<SurveyHost />);
    await screen.findByRole('dialog', { name: 'Erste' });
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: t.postpone1 }));
    await screen.findByRole('dialog', { name: 'Zweite' });
    fireEvent.click(screen.getByRole('button', { name: t.postpone2 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, second] = await queued();
    expect(first?.name).toBe('survey.postpone1');
    expect(second?.name).toBe('survey.postpone2');
    const until = (await db.surveys.get(uuid(1)))?.postponedUntil ?? '';
    const day = 24 * 60 * 60 * 1000;
    expect(Date.parse(until) - before).toBeGreaterThanOrEqual(day - 1000);
    expect(Date.parse(until) - before).toBeLessThan(day + 5000);
    const week = Date.parse((await db.surveys.get(uuid(2)))?.postponedUntil ?? '') - before;
    expect(Math.round(week / day)).toBe(7);
  });

  it('goes back from the form with Esc and keeps the prompt open on Esc', async () => {
    await db.surveys.put(survey());
    render(<SurveyHost />);
    fireEvent.click(await screen.findByRole('button', { name: t.takePart }));
    fireEvent.keyDown(screen.getByRole('button', { name: t.submit }), { key: 'Escape' });
    expect(await screen.findByRole('button', { name: t.takePart })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: t.takePart }), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(await queued()).toEqual([]);
  });

  it('runs a sync on a SurveyChangedEvent', async () => {
    render(<SurveyHost />);
    act(() => emitAppEvent({ type: 'survey_changed' }));
    expect(syncNow).toHaveBeenCalledTimes(1);
  });
});
