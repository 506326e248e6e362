// Issue 12 "Passwords": the reset link by mail (through a real SMTP server started here), its
// single use, expiry and purpose, the sessions a reset ends; the logged-in change; and SPEC 8's
// 'user must change password'.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_CODE } from '../../src/api/errors.ts';
import { API } from '../../src/api/paths.ts';
import { accountDe } from '../../src/i18n/account.de.ts';
import { MAIL_FROM_DEFAULT } from '../../server/config.ts';
import { impersonations, sessions, userTokens, users } from '../../server/db/schema.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { hashPassword } from '../../server/services/passwords.ts';
import { issueToken, TOKEN_TTL_MS } from '../../server/services/userTokens.ts';
import { linkIn, startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../support/smtpInbox.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

// Counts the argon2 hashes the server computes (issue 23 item 1), otherwise the real function.
vi.mock('../../server/services/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/services/passwords.ts')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

const api = (path: string) => `/api${path}`;

/** A new client address for each call, so the tests do not share the budget per address. */
let addresses = 0;
const nextIp = () => {
  addresses += 1;
  return `10.200.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
const NEW_PASSWORD = 'Neu#Passwort7';

let inbox: SmtpInbox;
let t: TestApp;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({
    config: { mail: { smtpUrl: inbox.url, from: MAIL_FROM_DEFAULT, outboxDir: '/nonexistent' } },
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** A fresh user with role User (password 'Test#Passwort1'), so the tests do not share state. */
const freshUser = () => createUser(t.db, { roles: ['User', 'Auftrag'] });

/** Asks for a reset link and returns the token of the mailed one. */
async function requestReset(email: string, ip = nextIp()): Promise<string> {
  const before = inbox.mails.length;
  const res = await client(t.app, ip).post(api(API.passwordResetRequest), { email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ sent: true });
  const mail = await inbox.waitFor((m) => m.to.includes(email) && inbox.mails.indexOf(m) >= before);
  return tokenOfMail(mail);
}

const tokenOfMail = (mail: ReceivedMail) =>
  linkIn(mail, '/reset-password/').slice('/reset-password/'.length);

const confirm = (token: string, password: string, ip = nextIp()) =>
  client(t.app, ip).post(api(API.passwordResetConfirm), { token, password });

const passwordHashOf = async (id: string) =>
  (await t.db.select().from(users).where(eq(users.id, id)))[0]?.passwordHash;

describe('password reset by mail', () => {
  it('mails a link to the public URL; following it sets the password, which then logs in', async () => {
    const user = await freshUser();
    const res = await client(t.app).post(api(API.passwordResetRequest), { email: user.email });
    expect(res.statusCode).toBe(200);
    const mail = await inbox.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe(accountDe.mail.resetSubject);
    expect(mail.text).toContain('Alpenpharm Kundenportal');
    expect(mail.text).toContain('eine Stunde gültig');
    expect(mail.text).toContain('Falls Sie das nicht angefordert haben');
    expect(mail.raw).toContain('text/html');
    const path = linkIn(mail, '/reset-password/');
    expect(mail.text).toContain(`${t.config.publicUrl}${path}`);
    const token = path.slice('/reset-password/'.length);

    const check = await client(t.app).post(api(API.passwordResetCheck), { token });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true });

    const done = await confirm(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ changed: true });

    const old = await client(t.app).post('/api/auth/login', {
      username: user.email,
      password: user.password,
    });
    expect(old.statusCode).toBe(401);
    await client(t.app).login(user.email, NEW_PASSWORD);
  });

  it('answers an unknown address with "Ungültige E-Mail Adresse!" and sends nothing', async () => {
    const before = inbox.mails.length;
    const res = await client(t.app, '10.9.0.2').post(api(API.passwordResetRequest), {
      email: 'niemand@demo.at',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: ERROR_CODE.unknownEmail,
      message: 'Ungültige E-Mail Adresse!',
    });
    expect(inbox.mails.length).toBe(before);
  });

  it('refuses a malformed address with 400', async () => {
    const res = await client(t.app).post(api(API.passwordResetRequest), { email: 'kein-at' });
    expect(res.statusCode).toBe(400);
  });

  it("counts every request against the address's budget of account requests, not against its logins", async () => {
    const ip = '10.9.0.3';
    const answers: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const res = await client(t.app, ip).post(api(API.passwordResetRequest), {
        email: `probe-${i}@demo.at`,
      });
      answers.push(res.statusCode);
    }
    // 30 per address in 15 minutes (config.accountRequests.maxPerAddress).
    const budget = t.config.accountRequests.maxPerAddress;
    expect(answers.slice(0, budget).every((s) => s === 404)).toBe(true);
    expect(answers.slice(budget).every((s) => s === 429)).toBe(true);
    const refused = await client(t.app, ip).post(api(API.passwordResetRequest), {
      email: DEMO_USERS.apotheke.email,
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: ERROR_CODE.rateLimited });
    // The address's logins are a budget of their own.
    await client(t.app, ip).login(DEMO_USERS.apotheke.email, DEMO_USERS.apotheke.password);
  });

  it('sends at most three reset mails an hour to one account, wherever they are asked from (issue 23 item 1)', async () => {
    const user = await freshUser();
    const mailsTo = () => inbox.mails.filter((m) => m.to.includes(user.email)).length;
    for (let i = 0; i < 3; i += 1) await requestReset(user.email);
    const fourth = await client(t.app, nextIp()).post(api(API.passwordResetRequest), {
      email: user.email,
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<{ message: string }>().message).toBe(
      'Für dieses Benutzerkonto wurden gerade mehrere Links gesendet. Bitte prüfen Sie Ihr Postfach (auch den Spam-Ordner) oder fordern Sie in 60 Minuten einen neuen Link an.',
    );
    expect(Number(fourth.headers['retry-after'])).toBe(3600);
    expect(mailsTo()).toBe(3);
    t.clock.advance(60 * 60 * 1000);
    await requestReset(user.email);
    expect(mailsTo()).toBe(4);
  });

  it('checks the token before it hashes: made-up tokens cost no argon2 hash (issue 23 item 1)', async () => {
    const hashes = vi.mocked(hashPassword);
    hashes.mockClear();
    const madeUp = await Promise.all(
      Array.from({ length: 24 }, () =>
        confirm(randomBytes(32).toString('base64url'), NEW_PASSWORD),
      ),
    );
    expect(madeUp.map((res) => res.statusCode)).toEqual(Array(24).fill(404));
    expect(hashes).not.toHaveBeenCalled();
    const user = await freshUser();
    const token = await requestReset(user.email);
    hashes.mockClear();
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect(hashes).toHaveBeenCalledTimes(1);
  });

  it("counts confirmations against the address's budget before looking at the token", async () => {
    const ip = '10.9.0.4';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (await confirm(randomBytes(32).toString('base64url'), NEW_PASSWORD, ip)).statusCode,
      );
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(statuses[30]).toBe(429);
    // Even a real link waits for the window's end at that address; it still works elsewhere.
    const user = await freshUser();
    const token = await requestReset(user.email);
    expect((await confirm(token, NEW_PASSWORD, ip)).statusCode).toBe(429);
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a link works once: the second use is refused', async () => {
    const user = await freshUser();
    const token = await requestReset(user.email);
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await confirm(token, 'Anders#Passwort8');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: ERROR_CODE.tokenInvalid, message: 'Fehlgeschlagen!' });
    const check = await client(t.app).post(api(API.passwordResetCheck), { token });
    expect(check.statusCode).toBe(404);
    expect(check.json()).toMatchObject({ message: 'Nicht gefunden!' });
    await client(t.app).login(user.email, NEW_PASSWORD);
  });

  it('a new request voids the older link', async () => {
    const user = await freshUser();
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect((await confirm(first, NEW_PASSWORD)).statusCode).toBe(404);
    expect((await confirm(second, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link (after more than one hour)', async () => {
    const user = await freshUser();
    const token = await requestReset(user.email);
    t.clock.advance(TOKEN_TTL_MS + 1000);
    expect((await client(t.app).post(api(API.passwordResetCheck), { token })).statusCode).toBe(404);
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(404);
    expect(await passwordHashOf(user.id)).toBeDefined();
    await client(t.app).login(user.email, user.password);
  });

  it('refuses forged tokens and a token of another purpose', async () => {
    const user = await freshUser();
    const forged = 'A'.repeat(43);
    expect((await confirm(forged, NEW_PASSWORD)).statusCode).toBe(404);
    expect((await confirm('kurz', NEW_PASSWORD)).statusCode).toBe(404);
    const ipToken = await issueToken(t.db, user.id, 'validate_ip', t.clock, { ip: '10.1.1.1' });
    expect((await confirm(ipToken, NEW_PASSWORD)).statusCode).toBe(404);
    // ... and the other purpose's token is not spent by the attempt.
    const [row] = await t.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row?.usedAt).toBeNull();
    await client(t.app).login(user.email, user.password);
  });

  it('a weak password is refused without spending the link', async () => {
    const user = await freshUser();
    const token = await requestReset(user.email);
    for (const weak of ['kurz#1A', 'ohneziffer#A', 'OHNEKLEIN#1', 'ohnegross#1', 'OhneSonder1']) {
      const res = await confirm(token, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ERROR_CODE.weakPassword });
    }
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every session of the user: an old logged-in client gets 401', async () => {
    const user = await freshUser();
    const a = client(t.app);
    const b = client(t.app, '10.2.0.1');
    await a.login(user.email, user.password);
    await b.login(user.email, user.password);
    expect((await a.get('/api/auth/me')).statusCode).toBe(200);
    const token = await requestReset(user.email);
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await a.get('/api/auth/me')).statusCode).toBe(401);
    expect((await b.get('/api/auth/me')).statusCode).toBe(401);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toEqual([]);
  });

  it("ends an admin's impersonation when the admin resets the password, recorded 'password'", async () => {
    const adminId = await idOf(DEMO_USERS.admin.email);
    const admin = client(t.app, '10.3.0.1');
    await admin.login(DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const target = await freshUser();
    const started = await admin.post('/api/admin/impersonate', { userId: target.id });
    expect(started.statusCode).toBe(200);
    const token = await requestReset(DEMO_USERS.admin.email, '10.3.0.2');
    expect((await confirm(token, 'Admin#Neu2027')).statusCode).toBe(200);
    expect((await admin.get('/api/auth/me')).statusCode).toBe(401);
    const [audit] = await t.db
      .select()
      .from(impersonations)
      .where(eq(impersonations.adminId, adminId));
    expect(audit?.endReason).toBe('password');
    // Back to the seeded password for the other tests.
    const back = await requestReset(DEMO_USERS.admin.email, '10.3.0.2');
    expect((await confirm(back, DEMO_USERS.admin.password)).statusCode).toBe(200);
  });
});

async function idOf(email: string): Promise<string> {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

describe('change password (logged in)', () => {
  const change = (c: ReturnType<typeof client>, currentPassword: string, newPassword: string) =>
    c.post(api(API.changePassword), { currentPassword, newPassword });

  it('refuses a wrong current password, a weak new one and the same one', async () => {
    const user = await freshUser();
    const c = client(t.app, '10.4.0.1');
    await c.login(user.email, user.password);
    const wrong = await change(c, 'Falsch#Passwort1', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: ERROR_CODE.wrongPassword,
      message: accountDe.server.wrongPassword,
    });
    const weak = await change(c, user.password, 'schwach');
    expect(weak.json()).toMatchObject({ code: ERROR_CODE.weakPassword });
    const same = await change(c, user.password, user.password);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: accountDe.server.samePassword });
    await client(t.app).login(user.email, user.password);
  });

  it('needs a session', async () => {
    const res = await change(client(t.app), 'x', 'y');
    expect(res.statusCode).toBe(401);
  });

  it('ends the other sessions; the current one continues under a new id', async () => {
    const user = await freshUser();
    const current = client(t.app, '10.5.0.1');
    const other = client(t.app, '10.5.0.2');
    await current.login(user.email, user.password);
    await other.login(user.email, user.password);
    const cookieBefore = current.cookie;
    const res = await change(current, user.password, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: user.email, mustChangePassword: false } });
    expect(current.cookie).not.toBe(cookieBefore);
    expect((await current.get('/api/auth/me')).statusCode).toBe(200);
    expect((await other.get('/api/auth/me')).statusCode).toBe(401);
    // The old cookie of the current browser is gone as well (the id rotated).
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: cookieBefore ?? '' },
    });
    expect(stale.statusCode).toBe(401);
    expect(await passwordHashOf(user.id)).not.toContain(NEW_PASSWORD);
    await client(t.app).login(user.email, NEW_PASSWORD);
  });

  it('is refused while an admin impersonates the user', async () => {
    const admin = client(t.app, '10.6.0.1');
    await admin.login(DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const target = await freshUser();
    await admin.post('/api/admin/impersonate', { userId: target.id });
    const res = await change(admin, target.password, NEW_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: accountDe.server.impersonating });
  });
});

describe("SPEC 8: 'user must change password'", () => {
  it('logs in with the flag; other routes answer 403 password_change_required until changed', async () => {
    const { passwort } = DEMO_USERS;
    const c = client(t.app, '10.7.0.1');
    const login = await c.login(passwort.email, passwort.password);
    expect(login.json()).toMatchObject({ user: { mustChangePassword: true } });
    expect((await c.get('/api/auth/me')).json()).toMatchObject({
      user: { mustChangePassword: true },
    });
    expect((await c.get('/api/auth/session')).statusCode).toBe(200);

    const refused = await c.get('/api/lieferkunden?search=&differential=false&limit=20');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'password_change_required',
      message: accountDe.server.passwordChangeRequired,
    });
    const store = await c.get('/api/user-store/autologon_lkndnr');
    expect(store.json()).toMatchObject({ code: 'password_change_required' });

    const changed = await c.post(api(API.changePassword), {
      currentPassword: passwort.password,
      newPassword: 'Passwort#2027',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ user: { mustChangePassword: false } });
    expect((await c.get('/api/lieferkunden?search=&differential=false&limit=20')).statusCode).toBe(
      200,
    );
    const [row] = await t.db.select().from(users).where(eq(users.email, passwort.email));
    expect(row?.mustChangePassword).toBe(false);
  });

  it('a reset clears the flag too', async () => {
    const user = await freshUser();
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    const token = await requestReset(user.email);
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
    const c = client(t.app);
    const login = await c.login(user.email, NEW_PASSWORD);
    expect(login.json()).toMatchObject({ user: { mustChangePassword: false } });
  });
});
