// Surveys on the server (issue 13 item 6): only admins create and list them; a survey reaches
// exactly its target users; each user answers, postpones or declines only their own; the
// server checks the rules again (rating 1..max, answers among the survey's, one unless multi,
// comment only where allowed, bounds) with German reasons; an answer is applied once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminSurvey, CreateSurveyBody, SurveyRow } from '../../modules/surveys/contract.ts';
import { surveysDe } from '../../modules/surveys/texts.de.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { loginAs, m, pull, push, pushOk, type Client } from './support/sync.ts';
import { createTestApp, createUser, type TestApp } from './support/testApp.ts';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, DEMO_USERS.admin);
});
afterAll(async () => {
  await t.close();
});

const P = surveysDe.problems;

const rating = (over: Partial<CreateSurveyBody> = {}): CreateSurveyBody => ({
  type: 'rating',
  title: 'Lieferqualität',
  message: 'Wie zufrieden sind Sie mit unserer Lieferung?',
  maxRating: 5,
  answers: [],
  multiAnswers: false,
  commentAllowed: true,
  targetRoles: ['Umfrage-A'],
  targetEmails: null,
  ...over,
});
const question = (over: Partial<CreateSurveyBody> = {}): CreateSurveyBody => ({
  type: 'question',
  title: 'Zustellzeit',
  message: '',
  maxRating: null,
  answers: ['Vormittag', 'Mittag', 'Nachmittag'],
  multiAnswers: false,
  commentAllowed: false,
  targetRoles: ['Umfrage-A'],
  targetEmails: null,
  ...over,
});

async function create(body: CreateSurveyBody): Promise<AdminSurvey> {
  const res = await admin.post('/api/admin/surveys', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminSurvey>();
}

async function surveysOf(c: Client): Promise<SurveyRow[]> {
  return (await pull(c)).surveys.upserts;
}

async function userWith(roles: string[]) {
  const u = await createUser(t.db, { roles: ['User', ...roles] });
  return { ...u, c: await loginAs(t.app, u) };
}

describe('creating surveys', () => {
  it('is for admins only, listing too', async () => {
    const c = await loginAs(t.app, DEMO_USERS.apotheke);
    expect((await c.post('/api/admin/surveys', rating())).statusCode).toBe(403);
    expect((await c.get('/api/admin/surveys')).statusCode).toBe(403);
  });

  it('asks the users of the target roles, and only them', async () => {
    const a = await userWith(['Umfrage-A']);
    const b = await userWith(['Umfrage-B']);
    const created = await create(rating({ title: 'Nur A' }));
    expect(created).toMatchObject({ asked: 1, answered: 0, declined: 0, averageRating: null });
    const [row] = await surveysOf(a.c);
    expect(row).toMatchObject({
      id: created.id,
      type: 'rating',
      title: 'Nur A',
      maxRating: 5,
      answers: [],
      state: 'open',
      postponedUntil: null,
      answer: null,
      comment: null,
    });
    expect(await surveysOf(b.c)).toEqual([]);
  });

  it('asks every user with role User when no roles are given', async () => {
    const created = await create(question({ title: 'Alle', targetRoles: null }));
    const c = await loginAs(t.app, DEMO_USERS.vertreter);
    expect((await surveysOf(c)).map((s) => s.id)).toContain(created.id);
    expect(created.asked).toBeGreaterThan(10);
  });

  it('refuses bad definitions with a German reason and creates nothing', async () => {
    const before = (await admin.get('/api/admin/surveys')).json<{ items: unknown[] }>().items;
    const cases: [CreateSurveyBody, string][] = [
      [rating({ maxRating: null }), surveysDe.admin.errors.maxRating],
      [question({ answers: ['Nur eine'] }), surveysDe.admin.errors.answersCount],
      [question({ answers: ['Ja', 'Ja'] }), surveysDe.admin.errors.answersDistinct],
      [rating({ targetRoles: [] }), surveysDe.admin.errors.roles],
      [rating({ targetRoles: ['Gibt es nicht'] }), surveysDe.admin.errors.noUsers],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/api/admin/surveys', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
    for (const body of [
      rating({ maxRating: 11 }),
      rating({ title: '' }),
      rating({ title: 'x'.repeat(201) }),
      question({ answers: Array.from({ length: 21 }, (_, i) => `A${i}`) }),
    ]) {
      expect((await admin.post('/api/admin/surveys', body)).statusCode).toBe(400);
    }
    const after = (await admin.get('/api/admin/surveys')).json<{ items: unknown[] }>().items;
    expect(after).toHaveLength(before.length);
  });
});

describe('answering', () => {
  it('applies a rating once and counts it; a second answer is refused', async () => {
    const u = await userWith(['Umfrage-C']);
    const s = await create(rating({ targetRoles: ['Umfrage-C'] }));
    const answer = m('survey.answer', { surveyId: s.id, answer: 4, comment: ' Pünktlich ' });
    const clientId = crypto.randomUUID();
    expect((await pushOk(u.c, [answer], { clientId }))[0]?.status).toBe('applied');
    const [row] = await surveysOf(u.c);
    expect(row).toMatchObject({ state: 'answered', answer: 4, comment: 'Pünktlich' });
    // The same mutation sent again (a lost answer) is answered from the record, not re-run.
    expect((await pushOk(u.c, [answer], { clientId }))[0]?.status).toBe('applied');
    const [again] = await surveysOf(u.c);
    expect(again?.version).toBe(row?.version);
    // Another answer (a second device) is refused with the reason.
    const [second] = await pushOk(u.c, [m('survey.answer', { surveyId: s.id, answer: 2 })]);
    expect(second).toMatchObject({ status: 'rejected', message: P.answered });
    const listed = (await admin.get('/api/admin/surveys'))
      .json<{ items: AdminSurvey[] }>()
      .items.find((item) => item.id === s.id);
    expect(listed).toMatchObject({ asked: 1, answered: 1, declined: 0, averageRating: 4 });
  });

  it('checks the rules again, with German reasons', async () => {
    const u = await userWith(['Umfrage-D']);
    const r = await create(rating({ targetRoles: ['Umfrage-D'], commentAllowed: false }));
    const q = await create(question({ targetRoles: ['Umfrage-D'] }));
    const refused: [unknown, string][] = [
      [{ surveyId: r.id, answer: 6 }, P.rating],
      [{ surveyId: r.id, answer: ['Vormittag'] }, P.rating],
      [{ surveyId: r.id, answer: 3, comment: 'Nein' }, P.commentNotAllowed],
      [{ surveyId: q.id, answer: 2 }, P.noAnswer],
      [{ surveyId: q.id, answer: ['Abend'] }, P.unknownAnswer],
      [{ surveyId: q.id, answer: ['Vormittag', 'Mittag'] }, P.oneAnswer],
      [{ surveyId: q.id, answer: ['Mittag', 'Mittag'] }, P.duplicateAnswer],
    ];
    for (const [args, message] of refused) {
      const [result] = await pushOk(u.c, [m('survey.answer', args)]);
      expect(result, JSON.stringify(args)).toMatchObject({ status: 'rejected', message });
    }
    // Out of the contract's bounds: refused before any handler runs.
    for (const args of [
      { surveyId: r.id, answer: 0 },
      { surveyId: q.id, answer: [] },
      { surveyId: r.id, answer: 3, comment: 'x'.repeat(2001) },
      { surveyId: r.id, answer: 3, extra: true },
    ]) {
      const [result] = await pushOk(u.c, [m('survey.answer', args)]);
      expect(result?.status, JSON.stringify(args)).toBe('rejected');
    }
    expect((await surveysOf(u.c)).map((s) => s.state)).toEqual(['open', 'open']);
  });

  it('lets a user act only on their own survey', async () => {
    const owner = await userWith(['Umfrage-E']);
    const other = await userWith(['Umfrage-F']);
    const s = await create(rating({ targetRoles: ['Umfrage-E'] }));
    for (const mutation of [
      m('survey.answer', { surveyId: s.id, answer: 1 }),
      m('survey.decline', { surveyId: s.id }),
      m('survey.postpone1', { surveyId: s.id, at: '2026-11-21T09:00:00Z' }),
    ]) {
      const [result] = await pushOk(other.c, [mutation]);
      expect(result).toMatchObject({ status: 'rejected', message: P.notFound });
    }
    expect((await surveysOf(owner.c))[0]?.state).toBe('open');
  });

  it('postpones by one day or a week from the click, and declines', async () => {
    const u = await userWith(['Umfrage-G']);
    const s = await create(question({ targetRoles: ['Umfrage-G'], multiAnswers: true }));
    await pushOk(u.c, [m('survey.postpone1', { surveyId: s.id, at: '2026-11-21T10:00:00Z' })]);
    expect((await surveysOf(u.c))[0]?.postponedUntil).toBe('2026-11-22T10:00:00.000Z');
    await pushOk(u.c, [m('survey.postpone2', { surveyId: s.id, at: '2026-11-22T10:00:00Z' })]);
    expect((await surveysOf(u.c))[0]?.postponedUntil).toBe('2026-11-29T10:00:00.000Z');
    const [declined] = await pushOk(u.c, [m('survey.decline', { surveyId: s.id })]);
    expect(declined?.status).toBe('applied');
    expect((await surveysOf(u.c))[0]?.state).toBe('declined');
    const [late] = await pushOk(u.c, [
      m('survey.answer', { surveyId: s.id, answer: ['Mittag', 'Vormittag'] }),
    ]);
    expect(late).toMatchObject({ status: 'rejected', message: P.declined });
  });

  it('refuses the sync to a user without role User (the area of the survey mutations)', async () => {
    const u = await createUser(t.db, { roles: ['Umfrage-A'] });
    const c = await loginAs(t.app, u);
    const res = await push(c, [m('survey.decline', { surveyId: crypto.randomUUID() })]);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe('Keine Berechtigung für diese Aktion.');
  });
});

describe('chosen users', () => {
  it('asks the users of the given e-mail addresses (any case), refuses unknown ones', async () => {
    const a = await userWith([]);
    const b = await userWith([]);
    const created = await create(
      rating({
        targetRoles: null,
        targetEmails: [a.email.toUpperCase()],
        title: 'Nur ein Benutzer',
      }),
    );
    expect(created).toMatchObject({ asked: 1, targetEmails: [a.email], targetRoles: null });
    expect((await surveysOf(a.c)).map((s) => s.id)).toEqual([created.id]);
    expect(await surveysOf(b.c)).toEqual([]);

    const unknown = await admin.post(
      '/api/admin/surveys',
      rating({ targetRoles: null, targetEmails: [b.email, 'niemand@demo.at'] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe(
      surveysDe.admin.errors.unknownEmails(['niemand@demo.at']),
    );
    expect(await surveysOf(b.c)).toEqual([]);
    const both = await admin.post(
      '/api/admin/surveys',
      rating({ targetRoles: ['Umfrage-A'], targetEmails: [b.email] }),
    );
    expect(both.json<{ message: string }>().message).toBe(surveysDe.admin.errors.oneTarget);
    const bad = await admin.post(
      '/api/admin/surveys',
      rating({ targetRoles: null, targetEmails: ['kein at'] }),
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('impersonation', () => {
  it('refuses an answer an admin gives while impersonating the user', async () => {
    const u = await userWith(['Umfrage-H']);
    const s = await create(rating({ targetRoles: ['Umfrage-H'] }));
    const acting = await loginAs(t.app, DEMO_USERS.admin);
    const started = await acting.post('/api/admin/impersonate', { userId: u.id });
    expect(started.statusCode, started.body).toBe(200);
    const [result] = await pushOk(acting, [m('survey.answer', { surveyId: s.id, answer: 5 })], {
      userId: u.id,
    });
    expect(result).toMatchObject({ status: 'rejected', message: P.impersonated });
    expect((await surveysOf(u.c))[0]?.state).toBe('open');
  });
});
