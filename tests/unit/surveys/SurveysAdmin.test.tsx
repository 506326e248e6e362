// The admin's survey section on /admin: field messages from the shared rules before anything is
// sent, the request the form builds, and a refused request that keeps the form as it was.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SurveysAdmin } from '../../../modules/surveys/ui/SurveysAdmin';
import { EMPTY_SURVEY_FORM, surveyFormBody } from '../../../modules/surveys/ui/surveyForm';
import { surveysDe } from '../../../modules/surveys/texts.de';

const api = vi.hoisted(() => ({
  adminSurveys: vi.fn(),
  createSurvey: vi.fn(),
}));
// The module's calls come from endpointClient (modules/surveys/ui/api.ts).
vi.mock('../../../src/platform/client', () => ({ api }));
vi.mock('../../../src/platform/endpointClient', () => ({ endpointClient: () => api }));

const t = surveysDe.admin;

beforeEach(() => {
  api.adminSurveys.mockReset().mockResolvedValue({ items: [] });
  api.createSurvey.mockReset();
});

describe('surveyFormBody', () => {
  it('builds a rating for every user', () => {
    const { body, errors } = surveyFormBody({ ...EMPTY_SURVEY_FORM, title: ' Lieferung ' });
    expect(errors).toEqual({});
    expect(body).toEqual({
      type: 'rating',
      title: 'Lieferung',
      message: '',
      maxRating: 5,
      answers: [],
      multiAnswers: false,
      commentAllowed: true,
      targetRoles: null,
      targetEmails: null,
    });
  });

  it('builds a question for chosen users, one line each, blank lines ignored', () => {
    const { body, errors } = surveyFormBody({
      ...EMPTY_SURVEY_FORM,
      type: 'question',
      title: 'Zustellzeit',
      answers: 'Vormittag\n\n Nachmittag ',
      multiAnswers: true,
      target: 'users',
      emails: 'apotheke-22@demo.at\n',
    });
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      maxRating: null,
      answers: ['Vormittag', 'Nachmittag'],
      multiAnswers: true,
      targetRoles: null,
      targetEmails: ['apotheke-22@demo.at'],
    });
  });

  it('names each bad field in German', () => {
    expect(surveyFormBody({ ...EMPTY_SURVEY_FORM, maxRating: '11' }).errors).toEqual({
      title: t.errors.title,
      maxRating: t.errors.maxRating,
    });
    expect(
      surveyFormBody({
        ...EMPTY_SURVEY_FORM,
        title: 'x',
        type: 'question',
        answers: 'Ja\nJa',
        target: 'roles',
      }).errors,
    ).toEqual({ answers: t.errors.answersDistinct, roles: t.errors.roles });
    expect(
      surveyFormBody({
        ...EMPTY_SURVEY_FORM,
        title: 'x',
        target: 'users',
        emails: 'a@b.at\n\nkein',
      }).errors,
    ).toEqual({ emails: t.errors.emailLine(3) });
  });
});

describe('SurveysAdmin', () => {
  it('lists surveys with their counts', async () => {
    api.adminSurveys.mockResolvedValue({
      items: [
        {
          id: '5e000000-0000-4000-8000-000000000001',
          type: 'rating',
          title: 'Lieferung',
          message: '',
          maxRating: 5,
          answers: [],
          multiAnswers: false,
          commentAllowed: true,
          targetRoles: ['Auftrag'],
          targetEmails: null,
          createdAt: '2026-11-21T09:00:00.000Z',
          asked: 10,
          answered: 3,
          declined: 2,
          averageRating: 4.25,
        },
      ],
    });
    render(<SurveysAdmin />);
    const row = await screen.findByTestId('survey-admin-row');
    expect(row.textContent).toContain('Lieferung');
    expect(row.textContent).toContain('Bewertung 1–5 · Durchschnitt 4,3');
    expect(row.textContent).toContain('Rollen: Auftrag');
    expect(row.textContent).toContain('21.11.2026');
    expect([...row.querySelectorAll('td')].slice(3).map((td) => td.textContent)).toEqual([
      '3',
      '2',
      '5',
    ]);
  });

  it('shows field messages without sending, and keeps the form when the server refuses', async () => {
    render(<SurveysAdmin />);
    await screen.findByText(t.empty);
    fireEvent.click(screen.getByRole('button', { name: t.form.submit }));
    expect(await screen.findByText(t.errors.title)).toBeTruthy();
    expect(api.createSurvey).not.toHaveBeenCalled();

    api.createSurvey.mockRejectedValue(new Error(t.errors.noUsers));
    fireEvent.change(screen.getByLabelText(t.form.title), { target: { value: 'Lieferung' } });
    fireEvent.click(screen.getByRole('radio', { name: t.form.targetRoles }));
    fireEvent.change(screen.getByLabelText(t.form.rolesLabel), { target: { value: 'Niemand' } });
    fireEvent.click(screen.getByRole('button', { name: t.form.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.errors.noUsers);
    expect(api.createSurvey).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Lieferung', targetRoles: ['Niemand'] }),
    );
    expect(screen.getByLabelText(t.form.title)).toHaveProperty('value', 'Lieferung');
    expect(screen.getByLabelText(t.form.rolesLabel)).toHaveProperty('value', 'Niemand');
  });

  it('creates, says for how many users, empties the form and reloads the list', async () => {
    api.createSurvey.mockResolvedValue({ title: 'Lieferung', asked: 12 });
    render(<SurveysAdmin />);
    await screen.findByText(t.empty);
    fireEvent.change(screen.getByLabelText(t.form.title), { target: { value: 'Lieferung' } });
    fireEvent.click(screen.getByRole('button', { name: t.form.submit }));
    expect((await screen.findByRole('status')).textContent).toBe(t.form.created('Lieferung', 12));
    expect(screen.getByLabelText(t.form.title)).toHaveProperty('value', '');
    await waitFor(() => expect(api.adminSurveys).toHaveBeenCalledTimes(2));
  });
});
