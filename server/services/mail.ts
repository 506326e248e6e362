// Outgoing mail (issue 12): through SMTP when SMTP_URL is set; otherwise, as after
// `npm install && npm start`, every mail is written as an .eml file (plus a small JSON summary
// for the admin's 'Postausgang') under the data directory, so a whole flow can be tried on one
// machine. Mails are German plain text plus simple HTML. Never logs the body: it may carry a
// single-use link.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailConfig {
  /** smtp(s)://user:pass@host:port; null writes mails to `outboxDir` instead. */
  smtpUrl: string | null;
  /** The sender, e.g. 'Alpenpharm Kundenportal <portal@alpenpharm.at>'. */
  from: string;
  /** Where mails go without SMTP (DATA_DIR/mail). */
  outboxDir: string;
}

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
      await mkdir(config.outboxDir, { recursive: true });
      await writeFile(path.join(config.outboxDir, `${id}.eml`), info.message as Buffer);
      const summary: OutboxMail = {
        id,
        to: message.to,
        subject: message.subject,
        sentAt,
        text: message.text,
      };
      await writeFile(path.join(config.outboxDir, `${id}${SUMMARY}`), JSON.stringify(summary));
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
            return JSON.parse(await readFile(path.join(config.outboxDir, n), 'utf8')) as OutboxMail;
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
