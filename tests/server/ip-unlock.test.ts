// Issue 12 "IP unlock": a user with requireKnownIp (demo ipschutz@demo.at) logs in only from
// addresses unlocked through a mailed link; the link is looked up, used once, and unlocks only
// its own address. Mails go to a real SMTP server started here.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/paths.ts';
import { accountDe } from '../../src/i18n/account.de.ts';
import { MAIL_FROM_DEFAULT } from '../../server/config.ts';
import { knownIps, userTokens, users } from '../../server/db/schema.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { IP_MAIL_INTERVAL_MS, normalizeAddress } from '../../server/services/ipUnlock.ts';
import { issueToken, TOKEN_TTL_MS } from '../../server/services/userTokens.ts';
import { linkIn, startSmtpInbox, type SmtpInbox } from '../support/smtpInbox.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

const api = (path: string) => `/api${path}`;
const { ipschutz } = DEMO_USERS;

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

const loginFrom = (ip: string, user: { email: string; password: string }) =>
  client(t.app, ip).post('/api/auth/login', { username: user.email, password: user.password });

const mailsTo = (email: string) => inbox.mails.filter((m) => m.to.includes(email));

const tokenOf = (path: string) => path.slice('/validate-ip/'.length);

describe('IP unlock', () => {
  it('refuses 10.0.0.1 with ip_unknown and a mail; the link unlocks it; other addresses stay refused', async () => {
    const refused = await loginFrom('10.0.0.1', ipschutz);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'ip_unknown', message: accountDe.server.ipUnknown });
    expect(refused.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const mail = await inbox.waitFor((m) => m.to.includes(ipschutz.email));
    expect(mail.subject).toBe(accountDe.mail.ipSubject);
    expect(mail.text).toContain('10.0.0.1');
    expect(mail.text).toContain('Alpenpharm Kundenportal');
    expect(mail.text).toContain('eine Stunde gültig');
    const path = linkIn(mail, '/validate-ip/');
    expect(mail.text).toContain(`${t.config.publicUrl}${path}`);
    const token = tokenOf(path);

    const lookup = await client(t.app).post(api(API.validateIpLookup), { token });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({ ip: '10.0.0.1' });

    // Unlocked from any browser (the link was mailed; the address is the one in the token).
    const unlocked = await client(t.app, '192.0.2.50').post(api(API.validateIpConfirm), { token });
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ ip: '10.0.0.1' });

    const ok = await loginFrom('10.0.0.1', ipschutz);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user: { email: ipschutz.email } });

    expect((await loginFrom('10.0.0.2', ipschutz)).statusCode).toBe(403);
    expect((await loginFrom('192.0.2.50', ipschutz)).statusCode).toBe(403);

    const used = await client(t.app).post(api(API.validateIpLookup), { token });
    expect(used.statusCode).toBe(404);
    expect(used.json()).toMatchObject({ message: 'Nicht gefunden!' });
    const again = await client(t.app).post(api(API.validateIpConfirm), { token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Fehlgeschlagen!' });
  });

  it('a wrong password from an unknown address is a bad login, and sends no mail', async () => {
    const before = mailsTo(ipschutz.email).length;
    const res = await loginFrom('10.0.0.9', { ...ipschutz, password: 'Falsch#Passwort1' });
    expect(res.statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(ipschutz.email).length).toBe(before);
  });

  it('sends at most one mail per user and address within a few minutes', async () => {
    const user = await createUser(t.db, { roles: ['User'] });
    await t.db.update(users).set({ requireKnownIp: true }).where(eq(users.id, user.id));
    for (let i = 0; i < 3; i += 1) {
      expect((await loginFrom('10.0.1.1', user)).statusCode).toBe(403);
    }
    await inbox.waitFor((m) => m.to.includes(user.email));
    // Parallel attempts too.
    await Promise.all([loginFrom('10.0.1.1', user), loginFrom('10.0.1.1', user)]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(user.email)).toHaveLength(1);

    // Another address gets its own mail.
    await loginFrom('10.0.1.2', user);
    await inbox.waitFor((m) => m.to.includes(user.email) && m.text.includes('10.0.1.2'));

    // After the interval, the same address gets a new mail.
    t.clock.advance(IP_MAIL_INTERVAL_MS + 1000);
    await loginFrom('10.0.1.1', user);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(user.email).filter((m) => m.text.includes('10.0.1.1'))).toHaveLength(2);
  });

  it('refuses an expired link, a forged one and a reset token', async () => {
    const user = await createUser(t.db, { roles: ['User'] });
    await t.db.update(users).set({ requireKnownIp: true }).where(eq(users.id, user.id));
    const expired = await issueToken(t.db, user.id, 'validate_ip', t.clock, { ip: '10.0.2.1' });
    t.clock.advance(TOKEN_TTL_MS + 1000);
    expect(
      (await client(t.app).post(api(API.validateIpLookup), { token: expired })).statusCode,
    ).toBe(404);
    expect(
      (await client(t.app).post(api(API.validateIpConfirm), { token: expired })).statusCode,
    ).toBe(404);
    const forged = 'B'.repeat(43);
    expect(
      (await client(t.app).post(api(API.validateIpConfirm), { token: forged })).statusCode,
    ).toBe(404);
    const reset = await issueToken(t.db, user.id, 'reset_password', t.clock);
    expect(
      (await client(t.app).post(api(API.validateIpConfirm), { token: reset })).statusCode,
    ).toBe(404);
    const unlocked = await t.db.select().from(knownIps).where(eq(knownIps.userId, user.id));
    expect(unlocked).toEqual([]);
    const [resetRow] = await t.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'reset_password')));
    expect(resetRow?.usedAt).toBeNull();
  });

  it('users without the rule log in from anywhere', async () => {
    const res = await loginFrom('203.0.113.7', DEMO_USERS.mitarbeiter);
    expect(res.statusCode).toBe(200);
  });

  it('spells an IPv4 client on an IPv6 socket as its IPv4 address', () => {
    expect(normalizeAddress('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8::1');
    expect(normalizeAddress('10.0.0.1')).toBe('10.0.0.1');
  });
});
