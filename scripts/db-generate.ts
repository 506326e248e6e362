// `npm run db:generate [-- --name <name>] [-- --custom]`: drizzle-kit compares the tables (server/syncEngine/tables.ts)
// with the stored snapshot and writes server/db/migrations/<UTC timestamp>_<name>.sql. It runs in
// a scratch folder holding only the joined snapshot and an empty journal, so no journal and no
// chain of snapshots is committed: two branches that each add a migration merge as they are.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import kitConfig from '../drizzle.config.ts';
import { joinSnapshot, splitSnapshot } from './migrationSnapshot.ts';

const root = join(import.meta.dirname, '..');
const migrations = join(root, kitConfig.out ?? 'server/db/migrations');
const scratch = mkdtempSync(join(tmpdir(), 'db-generate-'));
const out = join(scratch, 'migrations');
mkdirSync(join(out, 'meta'), { recursive: true });
writeFileSync(
  join(out, 'meta/_journal.json'),
  JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
);
writeFileSync(join(out, 'meta/0000_snapshot.json'), JSON.stringify(joinSnapshot()));
const config = join(scratch, 'drizzle.config.cjs');
writeFileSync(
  config,
  `module.exports = ${JSON.stringify({
    ...kitConfig,
    schema: [kitConfig.schema ?? []].flat().map((glob) => join(root, glob)),
    // drizzle-kit reads its snapshots by paths relative to its working folder, the scratch one.
    out: './migrations',
  })};\n`,
);

const kit = join(root, 'node_modules/.bin/drizzle-kit');
/** A module's name as the migration's file name wants it (tests/server/migrate.test.ts): callOff → call_off. */
const snakeCase = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .toLowerCase();
const given = process.argv.slice(2);
const args = [
  'generate',
  '--config',
  config,
  ...given.map((arg, i) => (given[i - 1] === '--name' ? snakeCase(arg) : arg)),
];
// Inherits the terminal: drizzle-kit asks whether a changed column or table was renamed.
const run = spawnSync(kit, args, { stdio: 'inherit', cwd: scratch });
if (run.status !== 0) process.exit(run.status ?? 1);

const written = readdirSync(out).filter((file) => file.endsWith('.sql'));
for (const file of written) {
  copyFileSync(join(out, file), join(migrations, file));
  const snapshot = readdirSync(join(out, 'meta')).find(
    (name) => name.endsWith('_snapshot.json') && name !== '0000_snapshot.json',
  );
  if (snapshot) splitSnapshot(JSON.parse(readFileSync(join(out, 'meta', snapshot), 'utf8')));
  console.log(`server/db/migrations/${file} written, snapshot in server/db/migrations/meta/schema`);
}
