// The tutorial's seen steps on the server (issue 13 item 9): through push and pull for the web
// app, and SPEC 7's calls `POST /tutorials`, `/tutorials/{id}/seen` and `/tutorials/reset` with
// `{isApp}` on the same rows; the user's TutorialReset hides steps seen before it; one user's
// steps are not another's; bad input is refused with a German message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { loginAs, m, pull, pushOk } from './support/sync.ts';
import { client, createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DASHBOARD = '[data-tutorial="dashboard"]';
const CALENDAR = '[data-area-link="/calendar"]';
const seenPath = (selector: string) => `/api/tutorials/${encodeURIComponent(selector)}/seen`;

describe('tutorial.seen through push and pull', () => {
  it('syncs one row per step keyed by the selector, keeping the later time', async () => {
    const c = await loginAs(t.app, DEMO_USERS.mitarbeiter);
    const before = await pull(c);
    expect(before.tutorialSeen.upserts).toEqual([]);

    await pushOk(c, [
      m('tutorial.seen', { selector: DASHBOARD, at: '2026-11-24T10:00:00+01:00' }),
      m('tutorial.seen', { selector: DASHBOARD, at: '2026-11-20T08:00:00Z' }),
    ]);
    const after = await pull(c, { tutorialSeen: before.tutorialSeen.cursor });
    expect(after.tutorialSeen.upserts).toEqual([
      {
        id: DASHBOARD,
        seenAt: '2026-11-24T09:00:00.000Z',
        version: expect.stringMatching(/^\d+$/),
      },
    ]);
    // SPEC 7's list says the same for the web (isApp false), and nothing for the app.
    expect((await c.post('/api/tutorials', { isApp: false })).json()).toEqual([DASHBOARD]);
    expect((await c.post('/api/tutorials', { isApp: true })).json()).toEqual([]);
  });

  it('refuses a selector that is too long or has a line break', async () => {
    const c = await loginAs(t.app, DEMO_USERS.kollege);
    const results = await pushOk(c, [
      m('tutorial.seen', { selector: 'x'.repeat(101), at: '2026-11-24T10:00:00Z' }),
      m('tutorial.seen', { selector: 'a\nb', at: '2026-11-24T10:00:00Z' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('SPEC 7 tutorial calls', () => {
  it('marks steps seen per kind of client, lists them, and resets one kind', async () => {
    const c = await loginAs(t.app, DEMO_USERS.vertreter);
    const seen = await c.post(seenPath(CALENDAR), { isApp: true });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ ok: true });
    await c.post(seenPath(DASHBOARD), { isApp: false });

    expect((await c.post('/api/tutorials', { isApp: true })).json()).toEqual([CALENDAR]);
    expect((await c.post('/api/tutorials', { isApp: false })).json()).toEqual([DASHBOARD]);

    // Reset of the app's steps leaves the web's; the web's reset reaches the synced client as a
    // deletion.
    const cursor = (await pull(c)).tutorialSeen.cursor;
    expect((await c.post('/api/tutorials/reset', { isApp: true })).json()).toEqual({ ok: true });
    expect((await c.post('/api/tutorials', { isApp: true })).json()).toEqual([]);
    expect((await c.post('/api/tutorials', { isApp: false })).json()).toEqual([DASHBOARD]);
    await c.post('/api/tutorials/reset', { isApp: false });
    const after = await pull(c, { tutorialSeen: cursor });
    expect(after.tutorialSeen.deletes).toEqual([DASHBOARD]);

    // Seen again after a reset: listed again.
    await c.post(seenPath(DASHBOARD), { isApp: false });
    expect((await c.post('/api/tutorials', { isApp: false })).json()).toEqual([DASHBOARD]);
  });

  it("hides steps seen before the user's TutorialReset", async () => {
    const c = await loginAs(t.app, DEMO_USERS.admin);
    await pushOk(c, [m('tutorial.seen', { selector: DASHBOARD, at: '2026-11-24T08:00:00Z' })]);
    await pushOk(c, [m('tutorial.seen', { selector: CALENDAR, at: '2026-11-24T12:00:00Z' })]);
    await pushOk(c, [m('userSettings.set', { tutorialReset: '2026-11-24T10:00:00Z' })]);
    expect((await c.post('/api/tutorials', { isApp: false })).json()).toEqual([CALENDAR]);
  });

  it("keeps one user's steps from another", async () => {
    const a = await loginAs(t.app, DEMO_USERS.apotheke);
    await a.post(seenPath('[data-tutorial="own-step"]'), { isApp: false });
    const b = await loginAs(t.app, DEMO_USERS.passwort);
    expect((await b.post('/api/tutorials', { isApp: false })).json()).not.toContain(
      '[data-tutorial="own-step"]',
    );
  });

  it('needs a session and a well-formed body', async () => {
    const anonymous = client(t.app);
    expect((await anonymous.post('/api/tutorials', { isApp: false })).statusCode).toBe(401);
    const c = await loginAs(t.app, DEMO_USERS.apotheke);
    const missing = await c.post('/api/tutorials', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/isApp/);
    const extra = await c.post('/api/tutorials', { isApp: false, userId: 'someone' });
    expect(extra.statusCode).toBe(400);
    const long = await c.post(seenPath('x'.repeat(101)), { isApp: false });
    expect([400, 404, 414]).toContain(long.statusCode);
  });
});
