// Bad input: the zod contract answers 400 `{ code, message }` in German and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { client, createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
let c: ReturnType<typeof client>;
beforeAll(async () => {
  t = await createTestApp();
  c = client(t.app);
  await c.login(DEMO_USERS.apotheke.email, DEMO_USERS.apotheke.password);
});
afterAll(async () => {
  await t.close();
});

function expectBadRequest(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { code: string; message: string };
  expect(body.code).toBe('validation');
  expect(body.message).toMatch(/^Ungültige (Eingabe|Anfrage)/);
}

describe('request validation', () => {
  it('malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-window-id': 'w' },
      payload: '{"username": "apotheke@demo.at", ',
    });
    expectBadRequest(res);
    expect(res.json<{ message: string }>().message).toBe(
      'Ungültige Anfrage: der Inhalt ist kein gültiges JSON.',
    );
  });

  it('wrong types', async () => {
    expectBadRequest(await c.post('/api/auth/login', { username: 42, password: true }));
    expectBadRequest(
      await c.put('/api/lieferkunden/current', { LieferkundeNr: '100101', differential: false }),
    );
  });

  it('unknown fields', async () => {
    const res = await c.post('/api/auth/login', {
      username: DEMO_USERS.apotheke.email,
      password: DEMO_USERS.apotheke.password,
      admin: true,
    });
    expectBadRequest(res);
    expect(res.json<{ message: string }>().message).toContain('admin');
    expectBadRequest(await c.get('/api/lieferkunden?search=a&sortBy=name'));
  });

  it('over-long strings and out-of-range numbers', async () => {
    expectBadRequest(
      await c.post('/api/auth/login', { username: `${'a'.repeat(120)}@demo.at`, password: 'x' }),
    );
    expectBadRequest(await c.get(`/api/lieferkunden?search=${'x'.repeat(101)}`));
    expectBadRequest(await c.get('/api/lieferkunden?limit=21'));
    expectBadRequest(await c.put('/api/user-store/autologon_lkndnr', { value: 'x'.repeat(1001) }));
  });

  it('bad path parameters and values', async () => {
    expectBadRequest(await c.get('/api/user-store/passwort'));
    expectBadRequest(await c.put('/api/user-store/autologon_lkndnr', { value: 'abc' }));
  });

  it('changes nothing when the input is rejected', async () => {
    await c.put('/api/user-store/autologon_lkndnr', { value: '100102' });
    await c.put('/api/user-store/autologon_lkndnr', { value: '100102; drop table users' });
    const stored = await c.get('/api/user-store/autologon_lkndnr');
    expect(stored.json()).toEqual({ key: 'autologon_lkndnr', value: '100102' });

    await c.put('/api/lieferkunden/current', { LieferkundeNr: 100101, differential: false });
    await c.put('/api/lieferkunden/current', { LieferkundeNr: 100103, differential: 'ja' });
    const me = await c.get('/api/auth/me');
    expect(me.json<{ lieferkunde: { LieferkundeNr: number } }>().lieferkunde.LieferkundeNr).toBe(
      100101,
    );
  });
});
