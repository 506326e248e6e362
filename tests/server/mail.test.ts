// Outgoing mail (issue 12): without SMTP_URL every mail is written as an .eml file and listed in
// the admin's 'Postausgang'; with SMTP_URL it goes to the SMTP server (a real one started here,
// the smtp-server package); a failing SMTP server gives a German error; only admins see either.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/paths.ts';
import { MAIL_FROM_DEFAULT, readMailConfig } from '../../server/config.ts';
import { MESSAGES } from '../../server/errors.ts';
import { TEST_MAIL } from '../../server/routes/adminMail.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
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
  const received: { from: string; to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let port = 0;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (data += chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const address = smtp.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    t = await createTestApp({
      config: {
        mail: {
          smtpUrl: `smtp://127.0.0.1:${port}`,
          from: MAIL_FROM_DEFAULT,
          outboxDir: '/nonexistent',
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the test mail to the SMTP server, and the outbox folder stays empty', async () => {
    const admin = await loginClient(t, DEMO_USERS.admin);
    const sent = await admin.post(mailApi(API.adminMailTest), {});
    expect(sent.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([DEMO_USERS.admin.email]);
    expect(received[0]?.from).toBe('portal@alpenpharm.at');
    expect(received[0]?.data).toContain(`Subject: ${TEST_MAIL.subject}`);
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
