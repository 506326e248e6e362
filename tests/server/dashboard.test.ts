// The dashboard's layout on the sync server (issue 13 item 11): one row per user through push and
// pull, starting from the default layout, intents of two devices that merge, ids and positions
// the contract refuses, and one user's layout not shown to another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT } from '../../modules/dashboard/rules.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { loginAs, m, pull, pushOk, Replica, userIdOf } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('dashboardLayouts through push and pull', () => {
  it('has no row until the first change, which starts from the default layout', async () => {
    const c = await loginAs(t.app, DEMO_USERS.mitarbeiter);
    const before = await pull(c);
    expect(before.dashboardLayouts.upserts).toEqual([]);

    const results = await pushOk(c, [m('dashboard.remove', { widget: 'primaryBasket' })]);
    expect(results.map((r) => r.status)).toEqual(['applied']);
    const after = await pull(c, { dashboardLayouts: before.dashboardLayouts.cursor });
    expect(after.dashboardLayouts.upserts).toEqual([
      {
        id: await userIdOf(c),
        widgets: DEFAULT_LAYOUT.filter((id) => id !== 'primaryBasket'),
        version: expect.stringMatching(/^\d+$/),
      },
    ]);
    const again = await pull(c, { dashboardLayouts: after.dashboardLayouts.cursor });
    expect(again.dashboardLayouts.upserts).toEqual([]);
  });

  it('merges the intents of two devices changed offline', async () => {
    const c = await loginAs(t.app, DEMO_USERS.vertreter);
    const replica = new Replica(c);
    await replica.sync();
    // Device A removes the notifications; device B, which still showed them, moves the sync
    // status to the front. Both intents hold, whichever order they arrive in.
    await pushOk(c, [m('dashboard.remove', { widget: 'notifications' })]);
    await pushOk(c, [m('dashboard.move', { widget: 'syncStatus', to: 0 })]);
    await replica.sync();
    const [row] = [...replica.rows.dashboardLayouts.values()];
    expect(row?.widgets).toEqual(['syncStatus', 'primaryBasket', 'lastOrders']);
  });

  it('refuses unknown widgets, positions out of range and extra fields', async () => {
    const c = await loginAs(t.app, DEMO_USERS.kollege);
    const bad = [
      m('dashboard.add', { widget: 'cashBalance' }),
      m('dashboard.add', { widget: '' }),
      m('dashboard.add', {}),
      m('dashboard.move', { widget: 'syncStatus', to: -1 }),
      m('dashboard.move', { widget: 'syncStatus', to: 20 }),
      m('dashboard.move', { widget: 'syncStatus', to: 1.5 }),
      m('dashboard.move', { widget: 'laterWidget', to: 0 }),
      m('dashboard.remove', { widget: 'Nicht gültig!' }),
      m('dashboard.reset', { hard: true }),
    ];
    const results = await pushOk(c, [...bad, m('dashboard.move', { widget: 'lastOrders', to: 0 })]);
    expect(results.slice(0, -1).map((r) => r.code)).toEqual(Array(bad.length).fill('invalid_args'));
    expect(results.at(-1)?.status).toBe('applied');
    const [row] = (await pull(c)).dashboardLayouts.upserts;
    expect(row?.widgets).toEqual(['lastOrders', 'notifications', 'primaryBasket', 'syncStatus']);
  });

  it('removes a widget a newer version added (well-formed, not known here)', async () => {
    const c = await loginAs(t.app, pharmacyLogin(19));
    const results = await pushOk(c, [m('dashboard.remove', { widget: 'laterWidget' })]);
    expect(results.map((r) => r.status)).toEqual(['applied']);
  });

  it('shows a user only their own row', async () => {
    const a = await loginAs(t.app, DEMO_USERS.apotheke);
    await pushOk(a, [m('dashboard.reset', {})]);
    const rows = (await pull(a)).dashboardLayouts.upserts;
    expect(rows.map((r) => r.id)).toEqual([await userIdOf(a)]);
  });
});
