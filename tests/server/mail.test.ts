// Outgoing mail (issue 12): without SMTP_URL every mail is written as an .eml file and listed in
// the admin's 'Postausgang'; with SMTP_URL it goes to the SMTP server (a real one started here,
// the smtp-server package); a failing SMTP server gives a German error; only admins see either.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/paths.ts';
import { MAIL_FROM_DEFAULT, readMailConfig } from '../../server/config.ts';
import { MESSAGES } from '../../server/errors.ts';
import { TEST_MAIL } from '../../server/routes/adminMail.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtpInbox.ts';
import { client } from './support/testApp.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

const mailApi = (path: string) => `/api${path}`;

async function loginClient(t: TestApp, user: { email: string; password: string }) {
  const c = client(t.app);
  await c.login(user.email, user.password);
  return c;
}

describe('without SMTP_URL: the outbox folder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes the test mail as an .eml file and lists it for the admin', async () => {
    const admin = await loginClient(t, DEMO_USERS.admin);
    const sent = await admin.post(mailApi(API.adminMailTest), {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ to: DEMO_USERS.admin.email });

    const files = await readdir(t.config.mail.outboxDir);
    const eml = files.find((f) => f.endsWith('.eml'));
    const raw = await readFile(join(t.config.mail.outboxDir, eml ?? 'missing'), 'utf8');
    expect(raw).toContain(`To: ${DEMO_USERS.admin.email}`);
    expect(raw).toContain(`Subject: ${TEST_MAIL.subject}`);
    expect(raw).toContain('Alpenpharm Kundenportal');
    expect(raw).toContain('multipart/alternative');

    const listed = await admin.get(mailApi(API.adminMail));
    expect(listed.statusCode).toBe(200);
    const outbox = listed.json<{
      mode: string;
      items: { to: string; subject: string; text: string }[];
    }>();
    expect(outbox.mode).toBe('file');
    expect(outbox.items[0]).toMatchObject({
      to: DEMO_USERS.admin.email,
      subject: TEST_MAIL.subject,
    });
    expect(outbox.items[0]?.text).toContain('E-Mails versenden kann');
  });

  it('is for admins only', async () => {
    const pharmacy = await loginClient(t, DEMO_USERS.apotheke);
    expect((await pharmacy.get(mailApi(API.adminMail))).statusCode).toBe(403);
    expect((await pharmacy.post(mailApi(API.adminMailTest), {})).statusCode).toBe(403);
    expect((await client(t.app).get(mailApi(API.adminMail))).statusCode).toBe(401);
  });
});

describe('with SMTP_URL: a real SMTP server', () => {
  let inbox: SmtpInbox;
  let t: TestApp;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({
      config: {
        mail: { smtpUrl: inbox.url, from: MAIL_FROM_DEFAULT, outboxDir: '/nonexistent' },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('delivers the test mail to the SMTP server, and the outbox folder stays empty', async () => {
    const admin = await loginClient(t, DEMO_USERS.admin);
    const sent = await admin.post(mailApi(API.adminMailTest), {});
    expect(sent.statusCode).toBe(200);
    expect(inbox.mails).toHaveLength(1);
    const mail = inbox.mails[0];
    expect(mail?.to).toEqual([DEMO_USERS.admin.email]);
    expect(mail?.from).toBe('portal@alpenpharm.at');
    expect(mail?.subject).toBe(TEST_MAIL.subject);
    // The decoded plain text, umlauts and all.
    expect(mail?.text).toContain('E-Mails versenden kann');
    // The whole text, to the portal's name under the signature line.
    expect(mail?.text.trimEnd().endsWith('-- \nAlpenpharm Kundenportal')).toBe(true);
    const listed = await admin.get(mailApi(API.adminMail));
    expect(listed.json()).toEqual({ mode: 'smtp', items: [] });
  });

  it('answers 502 with a German message when the SMTP server cannot be reached', async () => {
    const down = await createTestApp({
      config: {
        mail: { smtpUrl: 'smtp://127.0.0.1:1', from: MAIL_FROM_DEFAULT, outboxDir: '/nonexistent' },
      },
    });
    try {
      const admin = await loginClient(down, DEMO_USERS.admin);
      const res = await admin.post(mailApi(API.adminMailTest), {});
      expect(res.statusCode).toBe(502);
      expect(res.json<{ message: string }>().message).toBe(MESSAGES.mailFailed);
    } finally {
      await down.close();
    }
  });
});

describe('mail configuration', () => {
  it('reads SMTP_URL and MAIL_FROM and refuses what could not work or could inject headers', () => {
    expect(readMailConfig({}).smtpUrl).toBeNull();
    expect(readMailConfig({ SMTP_URL: 'smtps://u:p@mail.example.at:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.at:465',
    );
    expect(() => readMailConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => readMailConfig({ MAIL_FROM: 'a@b.at\r\nBcc: x@y.at' })).toThrow(/MAIL_FROM/);
    expect(readMailConfig({ DATA_DIR: '/tmp/x' }).outboxDir).toBe('/tmp/x/mail');
  });
});
