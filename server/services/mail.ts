// Outgoing mail (issue 12): through SMTP when SMTP_URL is set; otherwise, as after
// `npm install && npm start`, every mail is written as an .eml file (plus a small JSON summary
// for the admin's 'Postausgang') under the data directory, so a whole flow can be tried on one
// machine. Mails are German plain text plus simple HTML. Never logs the body: it may carry a
// single-use link.
//
// Only the recipient may follow such a link (issue 23 item 2): the .eml and .txt files (the whole
// mail, for the operator on the server's disk) are written with mode 0600 in a folder of mode
// 0700, and what the admin's 'Postausgang' lists has every token in a link replaced
// (`redactLinks`), also in summaries written before this rule.
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { accountDe } from '../../src/i18n/account.de.ts';
import type { MailConfig } from '../config.ts';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** What the admin's 'Postausgang' shows of a mail written to the outbox folder. */
export interface OutboxMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly sentAt: string;
  readonly text: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'file';
  send(message: MailMessage): Promise<void>;
  /** The newest mails of the outbox folder (empty when sending through SMTP). */
  outbox(limit: number): Promise<OutboxMail[]>;
}

const SUMMARY = '.json';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;
/** A token in a link: 32 random bytes in base64url are 43 characters; shorter runs are words. */
const TOKEN_IN_URL = /[A-Za-z0-9_-]{32,}/g;

/** The text with every single-use token in its links replaced (reset, IP unlock, confirmation). */
export function redactLinks(text: string): string {
  return text.replace(URL_IN_TEXT, (url) => url.replace(TOKEN_IN_URL, accountDe.mail.linkRedacted));
}

/** Only the server's own user may read the mail folder and its files. */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

export function createMailer(config: MailConfig, clock: () => Date): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
      outbox: () => Promise.resolve([]),
    };
  }
  // Builds the same RFC 5322 message SMTP would carry, kept as a file.
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    mode: 'file',
    async send(message) {
      const info = await stream.sendMail({ from: config.from, ...message });
      const sentAt = clock().toISOString();
      const id = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      await mkdir(config.outboxDir, { recursive: true, mode: PRIVATE_DIR });
      // A folder made before this rule (or by another tool) is closed too.
      await chmod(config.outboxDir, PRIVATE_DIR);
      await writeFile(path.join(config.outboxDir, `${id}.eml`), info.message as Buffer, {
        mode: PRIVATE_FILE,
      });
      // The plain text as it is, links unbroken (the .eml wraps them, quoted-printable), for the
      // operator who follows a flow on the server's own machine: `cat DATA_DIR/mail/<id>.txt`.
      await writeFile(path.join(config.outboxDir, `${id}.txt`), message.text, {
        mode: PRIVATE_FILE,
      });
      const summary: OutboxMail = {
        id,
        to: message.to,
        subject: message.subject,
        sentAt,
        text: redactLinks(message.text),
      };
      await writeFile(path.join(config.outboxDir, `${id}${SUMMARY}`), JSON.stringify(summary), {
        mode: PRIVATE_FILE,
      });
    },
    async outbox(limit) {
      let names: string[];
      try {
        names = await readdir(config.outboxDir);
      } catch {
        return [];
      }
      const newest = names
        .filter((n) => n.endsWith(SUMMARY))
        .sort()
        .reverse()
        .slice(0, limit);
      const mails = await Promise.all(
        newest.map(async (n) => {
          try {
            const mail = JSON.parse(
              await readFile(path.join(config.outboxDir, n), 'utf8'),
            ) as OutboxMail;
            return { ...mail, text: redactLinks(mail.text) };
          } catch {
            return null;
          }
        }),
      );
      return mails.filter((m): m is OutboxMail => m !== null);
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The name that heads and signs the portal's mails. */
export const PORTAL_NAME = 'Alpenpharm Kundenportal';

/** Plain text and its simple HTML twin, with the portal's name as header and footer. */
export function composeMail(portalName: string, paragraphs: readonly string[]) {
  const text = [...paragraphs, '', `-- `, portalName].join('\n');
  const html = [
    `<!doctype html><html lang="de"><body style="font-family:sans-serif;color:#0f172a">`,
    `<p style="font-weight:600">${escapeHtml(portalName)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    `</body></html>`,
  ].join('\n');
  return { text, html };
}
