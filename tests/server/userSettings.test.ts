// User settings on the sync server (issue 13): one row per user through push and pull, changes
// that keep the fields they do not name, the checked clock style, and one user's row not shown
// to another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { loginAs, m, pull, pushOk, Replica, userIdOf } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const set = (args: Record<string, unknown>) => m('userSettings.set', args);

describe('userSettings through push and pull', () => {
  it('has no row until the first change, then one row keyed by the user with defaults', async () => {
    const c = await loginAs(t.app, DEMO_USERS.mitarbeiter);
    const before = await pull(c);
    expect(before.userSettings.upserts).toEqual([]);

    const results = await pushOk(c, [set({ viewClockStyle: 'kw', viewClockPosition: 'footer' })]);
    expect(results.map((r) => r.status)).toEqual(['applied']);
    const after = await pull(c, { userSettings: before.userSettings.cursor });
    expect(after.userSettings.upserts).toEqual([
      {
        id: await userIdOf(c),
        tutorialEnabled: true,
        tutorialReset: null,
        viewClockStyle: 'kw',
        viewClockPosition: 'footer',
        version: expect.stringMatching(/^\d+$/),
      },
    ]);
    // Nothing new after the cursor.
    const again = await pull(c, { userSettings: after.userSettings.cursor });
    expect(again.userSettings.upserts).toEqual([]);
  });

  it('keeps what two devices changed offline, each a different setting', async () => {
    const c = await loginAs(t.app, DEMO_USERS.vertreter);
    const replica = new Replica(c);
    await replica.sync();
    // Device A hides the clock, device B (another client id) turns the tutorials off and
    // shows the week; B's change reaches the server second.
    await pushOk(c, [set({ viewClockPosition: 'none' })]);
    await pushOk(c, [set({ tutorialEnabled: false, viewClockStyle: 'dkw' })]);
    await replica.sync();
    const [row] = [...replica.rows.userSettings.values()];
    expect(row).toMatchObject({
      tutorialEnabled: false,
      viewClockStyle: 'dkw',
      viewClockPosition: 'none',
    });
  });

  it('keeps the later tutorial reset, stored as UTC', async () => {
    const c = await loginAs(t.app, DEMO_USERS.admin);
    const results = await pushOk(c, [
      set({ tutorialReset: '2026-11-24T10:00:00+01:00' }),
      set({ tutorialReset: '2026-11-01T00:00:00.000Z' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied']);
    const [row] = (await pull(c)).userSettings.upserts;
    expect(row?.tutorialReset).toBe('2026-11-24T09:00:00.000Z');
  });

  it('refuses styles that are not a mix of d, z and kw, unknown positions and empty changes', async () => {
    const c = await loginAs(t.app, DEMO_USERS.kollege);
    const bad = [
      { viewClockStyle: '' },
      { viewClockStyle: 'k' },
      { viewClockStyle: 'dd' },
      { viewClockStyle: 'kwkw' },
      { viewClockStyle: 'dx' },
      { viewClockStyle: 'dzkwd' },
      { viewClockPosition: 'left' },
      { tutorialEnabled: 'yes' },
      { tutorialReset: 'gestern' },
      {},
      { viewClockStyle: 'd', theme: 'dark' },
    ];
    const results = await pushOk(c, [...bad.map(set), set({ viewClockStyle: 'zkwd' })]);
    expect(results.slice(0, -1).map((r) => r.code)).toEqual(Array(bad.length).fill('invalid_args'));
    expect(results.at(-1)?.status).toBe('applied');
    const [row] = (await pull(c)).userSettings.upserts;
    expect(row).toMatchObject({ viewClockStyle: 'zkwd', viewClockPosition: 'navbar' });
  });

  it('shows a user only their own row', async () => {
    const a = await loginAs(t.app, DEMO_USERS.apotheke);
    await pushOk(a, [set({ viewClockPosition: 'footer' })]);
    const rows = (await pull(a)).userSettings.upserts;
    expect(rows.map((r) => r.id)).toEqual([await userIdOf(a)]);
  });
});
