// Entry point of `npm run admin -- <command>` (server/admin/commands.ts): opens the database the
// server would use, runs the command, prints one line per result. Exit codes: 0 done, 2 wrong use
// (the message says why), 1 anything else.
import { readDbTarget } from './config.ts';
import { openDb } from './db/client.ts';
import { AdminCommandError, runAdminCommand, type AdminIo } from './admin/commands.ts';
import { systemClock } from './services/clock.ts';

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new AdminCommandError('Abgebrochen.'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of stdin (a pipe or a file): `printf '%s\n' "$PW" | npm run admin -- create …`. */
async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/, 1)[0] ?? '';
}

const io: AdminIo = {
  async readPassword() {
    if (!process.stdin.isTTY) return firstLineOfStdin();
    const first = await promptHidden('Passwort: ');
    const again = await promptHidden('Passwort wiederholen: ');
    if (first !== again) throw new AdminCommandError('Die Passwörter stimmen nicht überein.');
    return first;
  },
  out: (line) => console.log(line),
};

const opened = await openDb(readDbTarget(process.env));
let code = 0;
try {
  await runAdminCommand(opened.db, systemClock, io, process.argv.slice(2));
} catch (error) {
  code = error instanceof AdminCommandError ? 2 : 1;
  console.error(error instanceof Error ? error.message : String(error));
} finally {
  await opened.close();
}
process.exit(code);
