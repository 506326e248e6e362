// The operator's admin command (issue 23 item 5): `npm run admin -- <command>`.
//   create --email <address> [--name "<Vorname Nachname>"]   a production database's first (or a
//     further) administrator; the password is typed twice at a prompt or read from stdin, never a
//     flag (a flag would stay in the shell history and in the process list)
//   remove-demo   takes the demo accounts' access away (server/seed/demoAccounts.ts)
//   service-account create/list/revoke   the integration boundary's accounts (serviceAccountCommands.ts)
// The command runs against the same database the server would (DATABASE_URL, else PGlite in
// DATA_DIR); with PGlite the server must be stopped first (one process per data folder).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ROLE } from '../../src/api/access.ts';
import { isStrongPassword, PASSWORD_MAX, PASSWORD_MIN } from '../../src/api/passwordRules.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { Clock } from '../services/clock.ts';
import { removeDemoAccounts } from '../seed/demoAccounts.ts';
import { hashPassword } from '../services/passwords.ts';
import { runServiceAccountCommand, SERVICE_ACCOUNT_USAGE } from './serviceAccountCommands.ts';

/** What a command needs from outside: the password (prompt or stdin) and where to write. */
export interface AdminIo {
  readPassword(): Promise<string>;
  out(line: string): void;
}

export const ADMIN_USAGE = [
  'Aufruf: npm run admin -- <Befehl>',
  '  create --email <Adresse> [--name "<Vorname Nachname>"]',
  '      legt einen Administrator an; das Passwort wird zweimal abgefragt oder von stdin gelesen',
  '  remove-demo',
  '      entzieht den Demo-Konten (…@demo.at, veröffentlichte Passwörter) den Zugang',
  SERVICE_ACCOUNT_USAGE,
].join('\n');

/** A refusal of the command: its message is printed as it is, the exit code is 2. */
export class AdminCommandError extends Error {}

const Email = z.string().trim().toLowerCase().max(100).email();
const Name = z.string().trim().min(1).max(100);

function options(
  args: readonly string[],
  allowed: readonly string[] = ['--email', '--name'],
): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--password' || arg.startsWith('--password=')) {
      throw new AdminCommandError(
        'Das Passwort ist kein Parameter: es wird abgefragt oder von stdin gelesen.',
      );
    }
    const [flag, inline] = arg.split(/=(.*)/s, 2);
    if (flag === undefined || !allowed.includes(flag)) {
      throw new AdminCommandError(`Unbekannter Parameter: ${arg}\n${ADMIN_USAGE}`);
    }
    const value = inline ?? args[(i += 1)];
    if (value === undefined) throw new AdminCommandError(`${flag} braucht einen Wert.`);
    found.set(flag, value);
  }
  return found;
}

async function createAdmin(db: Db, io: AdminIo, args: readonly string[]): Promise<void> {
  const given = options(args);
  const email = Email.safeParse(given.get('--email') ?? '');
  if (!email.success) throw new AdminCommandError('Bitte eine gültige --email angeben.');
  const name = Name.safeParse(given.get('--name') ?? email.data.split('@')[0]);
  if (!name.success) throw new AdminCommandError('--name darf 1 bis 100 Zeichen lang sein.');
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.data))
    .limit(1);
  if (taken) throw new AdminCommandError(`Es gibt bereits ein Benutzerkonto ${email.data}.`);
  const password = await io.readPassword();
  if (!isStrongPassword(password)) {
    throw new AdminCommandError(
      `Das Passwort erfüllt nicht alle Anforderungen: ${PASSWORD_MIN} bis ${PASSWORD_MAX} Zeichen ` +
        'mit Ziffer, Groß- und Kleinbuchstabe und Sonderzeichen.',
    );
  }
  await db.insert(users).values({
    id: randomUUID(),
    email: email.data,
    passwordHash: await hashPassword(password),
    displayName: name.data,
    kundeNr: null,
    vertreter: false,
    roles: [ROLE.User, ROLE.Admin],
    features: [],
  });
  io.out(`Administrator ${email.data} angelegt. Die Anmeldung erfolgt auf /login.`);
}

/** Runs one command; throws AdminCommandError for wrong use (the caller prints it, exit 2). */
export async function runAdminCommand(
  db: Db,
  clock: Clock,
  io: AdminIo,
  argv: readonly string[],
): Promise<void> {
  const [command, ...args] = argv;
  switch (command) {
    case 'create':
      return createAdmin(db, io, args);
    case 'remove-demo': {
      if (args.length > 0) throw new AdminCommandError(ADMIN_USAGE);
      const removed = await removeDemoAccounts(db, clock);
      io.out(
        removed.length === 0
          ? 'Keine Demo-Konten mit Zugang gefunden.'
          : `${removed.length} Demo-Konten haben keinen Zugang mehr (${removed.join(', ')}).`,
      );
      return;
    }
    case 'service-account':
      return runServiceAccountCommand(
        db,
        clock,
        (line) => io.out(line),
        options,
        (message) => new AdminCommandError(message),
        args,
      );
    default:
      throw new AdminCommandError(ADMIN_USAGE);
  }
}
