// A real SMTP server inside the test (the smtp-server package), for server and e2e tests of the
// mailed flows (issue 12): it keeps every mail, decodes its plain-text part, and finds the link a
// user would click. Subjects and bodies are decoded just enough for that (quoted-printable,
// base64, RFC 2047 encoded words), no full MIME parser.
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  /** The decoded text/plain part. */
  readonly text: string;
  readonly raw: string;
}

export interface SmtpInbox {
  readonly port: number;
  readonly url: string;
  readonly mails: readonly ReceivedMail[];
  /** Resolves with the first mail (already received or arriving) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const c = joined[i] ?? '';
    const hex = joined.slice(i + 1, i + 3);
    if (c === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** RFC 2047 words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) of a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function header(block: string, name: string): string {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** The body of a part (after its headers), decoded per its Content-Transfer-Encoding. */
function bodyOf(part: string): { head: string; body: string } | null {
  const split = part.search(/\r?\n\r?\n/);
  if (split < 0) return null;
  return { head: part.slice(0, split), body: part.slice(split).replace(/^\r?\n\r?\n/, '') };
}

/**
 * The decoded text/plain part of a raw RFC 5322 message. Parts are split on the boundary the
 * Content-Type header names, so a signature line ("-- ") in the text is not taken for one.
 */
export function plainTextOf(raw: string): string {
  const message = bodyOf(raw);
  if (!message) return '';
  const type = header(message.head, 'content-type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts = boundary ? message.body.split(`--${boundary}`).slice(1, -1).map(bodyOf) : [message];
  for (const part of parts) {
    if (!part || !/^text\/plain/i.test(header(part.head, 'content-type'))) continue;
    const body = part.body.replace(/\r?\n$/, '');
    const text = decodeBody(body, header(part.head, 'content-transfer-encoding').toLowerCase());
    return text.replace(/\r\n/g, '\n');
  }
  return '';
}

/** The first link in the text whose path starts with `pathPrefix`, as a path with its query. */
export function linkIn(mail: ReceivedMail, pathPrefix: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(pathPrefix)) return url.pathname + url.search;
  }
  throw new Error(`no link to ${pathPrefix} in the mail "${mail.subject}":\n${mail.text}`);
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const split = raw.search(/\r?\n\r?\n/);
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeHeader(header(raw.slice(0, split), 'subject')),
          text: plainTextOf(raw),
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms; got ${mails.length}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
