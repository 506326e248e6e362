// Outgoing mail (issue 12): without SMTP_URL every mail is written as an .eml file (mode 0600)
// and listed in the admin's 'Postausgang' with its single-use links redacted, each read audited; with SMTP_URL it goes to the SMTP server (a real one started here,
// the smtp-server package); a failing SMTP server gives a German error; only admins see either.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { desc } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../src/api/paths.ts';
import { MAIL_FROM_DEFAULT, readMailConfig } from '../../server/config.ts';
import { MESSAGES } from '../../server/errors.ts';
import { adminAuditEvents } from '../../server/db/schema.ts';
import { TEST_MAIL } from '../../server/routes/adminMail.ts';
import { DEMO_USERS } from '../../server/seed/demo.ts';
import { startSmtpInbox, type SmtpInbox } from '../support/smtpInbox.ts';
import { client, createTestApp, createUser, type TestApp } from './support/testApp.ts';

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

  it("shows no single-use link: the reset link is redacted, the .eml keeps it, readable by the server's user only (issue 23 item 2)", async () => {
    const user = await createUser(t.db, { roles: ['User', 'Auftrag'] });
    const asked = await client(t.app, '10.12.0.1').post(mailApi(API.passwordResetRequest), {
      email: user.email,
    });
    expect(asked.statusCode).toBe(200);
    const files = await readdir(t.config.mail.outboxDir);
    let token = '';
    for (const name of files.filter((f) => f.endsWith('.eml'))) {
      const path = join(t.config.mail.outboxDir, name);
      // Quoted-printable wraps long lines with soft breaks ('=' at the line's end).
      const raw = (await readFile(path, 'utf8')).replace(/=\r?\n/g, '');
      token = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(raw)?.[1] ?? token;
      expect((await stat(path)).mode & 0o777).toBe(0o600);
    }
    expect(token).toHaveLength(43);
    for (const name of files.filter((f) => f.endsWith('.txt'))) {
      const path = join(t.config.mail.outboxDir, name);
      expect((await stat(path)).mode & 0o777).toBe(0o600);
    }
    const texts = await Promise.all(
      files
        .filter((f) => f.endsWith('.txt'))
        .map((f) => readFile(join(t.config.mail.outboxDir, f), 'utf8')),
    );
    expect(texts.some((text) => text.includes(`/reset-password/${token}`))).toBe(true);
    expect((await stat(t.config.mail.outboxDir)).mode & 0o777).toBe(0o700);
    for (const name of files.filter((f) => f.endsWith('.json'))) {
      const path = join(t.config.mail.outboxDir, name);
      expect(await readFile(path, 'utf8')).not.toContain(token);
      expect((await stat(path)).mode & 0o777).toBe(0o600);
    }

    const admin = await loginClient(t, DEMO_USERS.admin);
    const listed = await admin.get(mailApi(API.adminMail));
    const mail = listed
      .json<{ items: { to: string; text: string }[] }>()
      .items.find((m) => m.to === user.email);
    expect(mail?.text).toContain(
      `${t.config.publicUrl}/reset-password/[entfernt: nur für den Empfänger]`,
    );
    expect(listed.body).not.toContain(token);
    // The link itself still works for its recipient.
    const check = await client(t.app).post(mailApi(API.passwordResetCheck), { token });
    expect(check.statusCode).toBe(200);
  });

  it('redacts links of mails written before the rule, when it lists them', async () => {
    const token = 'A'.repeat(20) + 'b_-'.repeat(5) + 'C'.repeat(8);
    await writeFile(
      join(t.config.mail.outboxDir, '2026-11-20T08-00-00-000Z-legacy01.json'),
      JSON.stringify({
        id: '2026-11-20T08-00-00-000Z-legacy01',
        to: 'alt@demo.at',
        subject: 'Neue IP-Adresse freischalten',
        sentAt: '2026-11-20T08:00:00.000Z',
        text: `Bitte öffnen Sie http://localhost:8080/validate-ip/${token} im Browser.`,
      }),
    );
    const admin = await loginClient(t, DEMO_USERS.admin);
    const listed = await admin.get(mailApi(API.adminMail));
    expect(listed.body).not.toContain(token);
    expect(listed.body).toContain('/validate-ip/[entfernt: nur für den Empfänger] im Browser.');
  });

  it('records every read of the outbox and lists the latest reads with it (issue 23 item 2)', async () => {
    const admin = await loginClient(t, DEMO_USERS.admin);
    const before = await t.db.$count(adminAuditEvents);
    t.clock.advance(1000);
    const listed = await admin.get(mailApi(API.adminMail));
    const answer = listed.json<{
      items: unknown[];
      reads: { adminName: string; at: string; shown: number }[];
    }>();
    expect(await t.db.$count(adminAuditEvents)).toBe(before + 1);
    const [row] = await t.db
      .select()
      .from(adminAuditEvents)
      .orderBy(desc(adminAuditEvents.at), desc(adminAuditEvents.id))
      .limit(1);
    expect(row).toMatchObject({
      action: 'mail_outbox_read',
      adminName: 'Sabine Leitner',
      detail: { shown: answer.items.length },
    });
    expect(answer.reads[0]).toEqual({
      adminName: 'Sabine Leitner',
      at: t.clock().toISOString(),
      shown: answer.items.length,
    });
    // Refused calls are no reads.
    const pharmacy = await loginClient(t, DEMO_USERS.apotheke);
    await pharmacy.get(mailApi(API.adminMail));
    expect(await t.db.$count(adminAuditEvents)).toBe(before + 1);
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
    expect(listed.json()).toMatchObject({ mode: 'smtp', items: [] });
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
