// The log at level info never shows a mailed token or a password (issue 12): page requests for
// mailed links carry the token in their path, logins and password changes carry passwords in
// their bodies. Read from the server's own log stream.
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { redactErrorText, redactUrl, redactedDetails } from '../../server/logRedaction.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { loginAs, userIdOf } from './support/sync.ts';
import { client, createTestApp, type TestApp } from './support/testApp.ts';

describe('redactUrl', () => {
  it('hides the token of mailed links and drops queries', () => {
    expect(redactUrl('/reset-password/abcDEF123_-')).toBe('/reset-password/:token');
    expect(redactUrl('/validate-ip/xyz?x=1')).toBe('/validate-ip/:token');
    expect(redactUrl('/client-app/link/t0k3n')).toBe('/client-app/link/:token');
    expect(redactUrl('/register/confirm/t0k3n?x=1')).toBe('/register/confirm/:token');
    expect(redactUrl('/register')).toBe('/register');
    expect(redactUrl('/api/auth/login?returnUrl=/shop')).toBe('/api/auth/login?…');
    expect(redactUrl('/reset-password')).toBe('/reset-password');
    expect(redactUrl('/dashboard')).toBe('/dashboard');
  });
});

describe('redactErrorText (issue 23)', () => {
  it('cuts drizzle’s parameters and masks what a database message quotes, but the names it names', () => {
    expect(redactErrorText('Failed query: select $1\nparams: a@b.at,x\ny')).toBe(
      'Failed query: select $1\nparams: [hidden]',
    );
    const db = (text: string, ...names: string[]) => redactErrorText(text, { names });
    // The messages PostgreSQL writes (PGlite and PostgreSQL 15 alike).
    expect(db('invalid input syntax for type integer: "geheim"')).toBe(
      'invalid input syntax for type integer: "…"',
    );
    expect(db('invalid input value for enum mood: "a"b"c"')).toBe(
      'invalid input value for enum mood: "…"',
    );
    expect(db('value "99999999999" is out of range for type integer')).toBe(
      'value "…" is out of range for type integer',
    );
    expect(db('invalid input syntax for type integer: "a"b"', 'public')).toBe(
      'invalid input syntax for type integer: "…"',
    );
    expect(
      db(
        'new row for relation "u" violates check constraint "u_n_check"',
        'public',
        'u',
        'u_n_check',
      ),
    ).toBe('new row for relation "u" violates check constraint "u_n_check"');
    expect(db('duplicate key value violates unique constraint "users_email_unique"')).toBe(
      'duplicate key value violates unique constraint "…"',
    );
  });
});

describe('the request log', () => {
  let t: TestApp;
  let log = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    t = await createTestApp({ logStream: stream });
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows requests at info, without the mailed token or the password', async () => {
    const token = 'Q2hhbmdlTWVQbGVhc2VUaGlzSXNBVGVzdFRva2VuMTIz';
    const c = client(t.app);
    await c.get(`/reset-password/${token}`);
    await c.get(`/validate-ip/${token}?from=mail`);
    await c.get(`/register/confirm/${token}`);
    await c.post('/api/register/confirm', { token });
    await c.post('/api/account/password-reset/confirm', { token, password: 'Geheim#2026x' });
    await c.login(DEMO_USERS.apotheke.email, DEMO_USERS.apotheke.password);
    // The log is written (the requests are there) ...
    expect(log).toContain('/reset-password/:token');
    expect(log).toContain('/validate-ip/:token');
    expect(log).toContain('/register/confirm/:token');
    expect(log).toContain('/api/auth/login');
    // ... and holds neither secret.
    expect(log).not.toContain(token);
    expect(log).not.toContain('Geheim#2026x');
    expect(log).not.toContain(DEMO_USERS.apotheke.password);
  });
});

describe('issue 23 finding 10: what an error and the telemetry write into the log', () => {
  let t: TestApp;
  let log = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
    t = await createTestApp({ logStream: stream });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    log = '';
  });

  /** The log lines with this message, parsed. */
  const lines = (msg: string) =>
    log
      .split('\n')
      .filter((line) => line.includes(`"msg":"${msg}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  /** The error a failed query throws (a real one, from the database). */
  async function dbError(run: () => Promise<unknown>): Promise<Error> {
    try {
      await run();
    } catch (error) {
      if (error instanceof Error) return error;
    }
    throw new Error('the query did not fail');
  }

  it('a 5xx is logged with its SQL but without the parameter values, and with the URL without its query', async () => {
    const admin = await loginAs(t.app, DEMO_USERS.admin);
    // A paging cursor (start time and id of the last entry) travels in the query string.
    const id = '7d1f0c2a-9e4b-4c6d-8a1e-3b5c7d9e0f12';
    const cursor = `2026-10-01T08:15:42.123Z_${id}`;
    // The audit's table is gone for a moment: the query fails with the cursor as its parameters.
    await t.db.execute(sql`alter table impersonations rename to impersonations_away`);
    try {
      const res = await admin.get(`/api/admin/impersonations?limit=5&cursor=${cursor}`);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table impersonations_away rename to impersonations`);
    }
    const [failed] = lines('request failed');
    expect(failed).toBeDefined();
    // What helps: the statement and the database's reason.
    expect(JSON.stringify(failed)).toContain('Failed query: select');
    expect(JSON.stringify(failed)).toContain('impersonations');
    expect(failed?.url).toBe('/api/admin/impersonations?…');
    // What must not be there: the values, in any field.
    expect(log).not.toContain(id);
    expect(log).not.toContain('2026-10-01T08:15:42');
    expect(log).not.toContain('cursor=');
  });

  it('no field of a logged database error carries a value: message, detail, where, params, cause', async () => {
    const secret = 'geheim-4711@apotheke.at';
    const invalid = await dbError(() => t.db.execute(sql`select ${secret}::int`));
    const duplicate = await dbError(async () => {
      const row = {
        email: secret,
        passwordHash: 'x',
        displayName: 'Doppelt',
        roles: [],
        features: [],
      };
      await t.db.insert(users).values({ ...row, id: '11111111-1111-4111-8111-111111111111' });
      await t.db.insert(users).values({ ...row, id: '22222222-2222-4222-8222-222222222222' });
    });
    // The errors do carry the value (else this test would show nothing) ...
    const raw = (e: Error) => JSON.stringify({ ...e, message: e.message, cause: e.cause });
    expect(raw(invalid) + raw(duplicate)).toContain(secret);
    t.app.log.error({ err: invalid }, 'invalid input');
    t.app.log.error({ err: duplicate }, 'duplicate');
    t.app.log.error(duplicate, 'as the first argument');
    // ... code that logs only the message (the realtime bus, push) gets the same treatment.
    t.app.log.warn({ err: duplicate.message }, 'only the message');
    // ... and the log does not.
    expect(lines('duplicate')).toHaveLength(1);
    expect(lines('only the message')).toHaveLength(1);
    expect(log).not.toContain(secret);
    expect(log).not.toContain('geheim-4711');
    // The realtime bus of app/server/main.ts logs to the console, before the server's logger exists.
    expect(JSON.stringify(redactedDetails({ err: duplicate }))).not.toContain('geheim-4711');
    // The database's reason stays readable.
    expect(JSON.stringify(lines('duplicate'))).toMatch(/duplicate key value violates unique/);
    expect(JSON.stringify(lines('invalid input'))).toMatch(/invalid input syntax for type integer/);
  });

  it('telemetry names no user a request claims: only the session’s, and only with its own claim', async () => {
    const usage = (userId: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/usage',
        remoteAddress: '10.91.0.1',
        headers: {
          'content-type': 'application/json',
          'x-window-id': 'w-telemetry',
          ...(cookie ? { cookie } : {}),
        },
        payload: JSON.stringify({
          kind: 'pageview',
          path: '/dashboard',
          viewId: '0123456789abcdef0123456789abcdef',
          time: '2026-11-25T10:00:00.000Z',
          userId,
        }),
      });
    const someoneElse = '0b7c2a4e-4f0e-4d4a-9a55-2f1f0f2d9c11';
    const c = await loginAs(t.app, DEMO_USERS.apotheke);
    const me = await userIdOf(c);

    // Without a session: any id is only a claim, and is left out.
    expect((await usage(someoneElse)).statusCode).toBe(204);
    // With a session, a claim of another user is left out too.
    expect((await usage(someoneElse, c.cookie)).statusCode).toBe(204);
    // The session's own user, who consented to be named: named.
    expect((await usage(me, c.cookie)).statusCode).toBe(204);
    const users = lines('usage analytics').map((line) => line.user);
    expect(users).toEqual([null, null, me]);
    expect(log).not.toContain(someoneElse);
  });
});
