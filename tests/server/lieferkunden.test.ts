// The delivery customer selector's server side (SPEC 4, 5): who sees which customers, the
// representatives' search with its limit, differential mode, and the autologon store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lieferkunde, Me } from '../../src/api/schemas.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { client, createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DIFFERENTIAL = /^(Krankenhaus|Anstalts)apotheke/i;

async function as(user: { email: string; password: string }) {
  const c = client(t.app);
  await c.login(user.email, user.password);
  return c;
}
const items = (res: { json: () => unknown }) => (res.json() as { items: Lieferkunde[] }).items;

describe('customers', () => {
  it('see their three delivery addresses under one parent number, one of them the default', async () => {
    const c = await as(DEMO_USERS.apotheke);
    const list = items(await c.get('/api/lieferkunden'));
    expect(list).toHaveLength(3);
    expect(new Set(list.map((k) => k.a3KundeNr))).toEqual(new Set([100100]));
    expect(list.filter((k) => k.isDefault).map((k) => k.LieferkundeNr)).toEqual([100101]);
  });

  it('can narrow their list with a search', async () => {
    const c = await as(DEMO_USERS.apotheke);
    const list = items(await c.get('/api/lieferkunden?search=Seiersberg'));
    expect(list.map((k) => k.LieferkundeNr)).toEqual([100103]);
  });

  it('choose one of theirs, but not a foreign one, and never in differential mode', async () => {
    const c = await as(DEMO_USERS.apotheke);
    const chosen = await c.put('/api/lieferkunden/current', {
      LieferkundeNr: 100102,
      differential: false,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<Me>().lieferkunde?.LieferkundeNr).toBe(100102);
    expect((await c.get('/api/auth/me')).json<Me>().lieferkunde?.LieferkundeNr).toBe(100102);

    const foreign = await c.put('/api/lieferkunden/current', {
      LieferkundeNr: 200001,
      differential: false,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({
      code: 'forbidden',
      message: 'Dieser Lieferkunde steht Ihnen nicht zur Verfügung.',
    });
    const differential = await c.put('/api/lieferkunden/current', {
      LieferkundeNr: 100101,
      differential: true,
    });
    expect(differential.statusCode).toBe(403);
    expect((await c.get('/api/auth/me')).json<Me>().lieferkunde?.LieferkundeNr).toBe(100102);
  });
});

describe('representatives', () => {
  it('see nothing without a search text', async () => {
    const c = await as(DEMO_USERS.vertreter);
    expect(items(await c.get('/api/lieferkunden'))).toEqual([]);
    expect(items(await c.get('/api/lieferkunden?search=%20%20'))).toEqual([]);
  });

  it('get at most 20 results, none of them a differential customer', async () => {
    const c = await as(DEMO_USERS.vertreter);
    const list = items(await c.get('/api/lieferkunden?search=Mag.%20pharm.'));
    expect(list).toHaveLength(20);
    expect(list.some((k) => DIFFERENTIAL.test(k.Vorname))).toBe(false);
    expect(items(await c.get('/api/lieferkunden?search=Mag.&limit=5'))).toHaveLength(5);
  });

  it('find a customer by number', async () => {
    const c = await as(DEMO_USERS.vertreter);
    const list = items(await c.get('/api/lieferkunden?search=200008'));
    expect(list.map((k) => k.LieferkundeNr)).toEqual([200008]);
  });

  it('in differential mode see only the matching customers, and can enter and leave it', async () => {
    const c = await as(DEMO_USERS.vertreter);
    const normal = items(await c.get('/api/lieferkunden?search=Krankenhausapotheke'));
    expect(normal).toEqual([]);
    const list = items(
      await c.get('/api/lieferkunden?search=Krankenhausapotheke&differential=true'),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((k) => DIFFERENTIAL.test(k.Vorname))).toBe(true);

    const base = items(await c.get('/api/lieferkunden?search=Mag.'))[0];
    const target = list[0];
    if (!base || !target) throw new Error('demo data lacks customers');
    await c.put('/api/lieferkunden/current', {
      LieferkundeNr: base.LieferkundeNr,
      differential: false,
    });

    // A normal customer cannot be chosen in differential mode, nor the other way round.
    expect(
      (
        await c.put('/api/lieferkunden/current', {
          LieferkundeNr: base.LieferkundeNr,
          differential: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await c.put('/api/lieferkunden/current', {
          LieferkundeNr: target.LieferkundeNr,
          differential: false,
        })
      ).statusCode,
    ).toBe(403);

    const entered = await c.put('/api/lieferkunden/current', {
      LieferkundeNr: target.LieferkundeNr,
      differential: true,
    });
    expect(entered.json<Me>()).toMatchObject({
      differential: true,
      lieferkunde: { LieferkundeNr: target.LieferkundeNr },
    });
    const left = await c.post('/api/lieferkunden/differential/reset');
    expect(left.json<Me>()).toMatchObject({
      differential: false,
      lieferkunde: { LieferkundeNr: base.LieferkundeNr },
    });
  });
});

describe('autologon store', () => {
  it('keeps autologon_lkndnr per user', async () => {
    const a = await as(DEMO_USERS.apotheke);
    const m = await as(DEMO_USERS.mitarbeiter);
    expect((await a.get('/api/user-store/autologon_lkndnr')).json()).toEqual({
      key: 'autologon_lkndnr',
      value: null,
    });
    await a.put('/api/user-store/autologon_lkndnr', { value: '100103' });
    await m.put('/api/user-store/autologon_lkndnr', { value: '0' });
    expect((await a.get('/api/user-store/autologon_lkndnr')).json()).toMatchObject({
      value: '100103',
    });
    expect((await m.get('/api/user-store/autologon_lkndnr')).json()).toMatchObject({ value: '0' });
  });
});
