// drizzle-kit's snapshot of the schema all migrations leave, kept as one small file per table
// (server/db/migrations/meta/schema/<section>/<name>.json), so two branches that change
// different tables merge without a conflict. drizzle-kit itself wants one file: `joinSnapshot`
// builds it for `npm run db:generate`, `splitSnapshot` stores the one it writes back.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SNAPSHOT_DIR = join(import.meta.dirname, '..', 'server/db/migrations/meta/schema');

/** The sections of a PostgreSQL snapshot (version 7) that hold named objects. */
const SECTIONS = ['schemas', 'enums', 'sequences', 'tables', 'views', 'roles', 'policies'];

type Snapshot = Record<string, unknown>;

/** The stored snapshot as drizzle-kit reads it (its id only has to be some id). */
export function joinSnapshot(dir = SNAPSHOT_DIR): Snapshot {
  const snapshot: Snapshot = {
    id: '00000000-0000-0000-0000-000000000000',
    prevId: '00000000-0000-0000-0000-000000000000',
    version: '7',
    dialect: 'postgresql',
  };
  for (const section of SECTIONS) {
    const objects: Record<string, unknown> = {};
    const folder = join(dir, section);
    const files = existsSync(folder) ? readdirSync(folder).sort() : [];
    for (const file of files.filter((name) => name.endsWith('.json'))) {
      objects[file.slice(0, -'.json'.length)] = JSON.parse(
        readFileSync(join(folder, file), 'utf8'),
      );
    }
    snapshot[section] = objects;
  }
  snapshot._meta = { columns: {}, schemas: {}, tables: {} };
  return snapshot;
}

/** Stores `snapshot` (written by drizzle-kit) as one file per object, replacing what was there. */
export function splitSnapshot(snapshot: Snapshot, dir = SNAPSHOT_DIR) {
  rmSync(dir, { recursive: true, force: true });
  for (const section of SECTIONS) {
    const objects = (snapshot[section] ?? {}) as Record<string, unknown>;
    for (const [name, object] of Object.entries(objects)) {
      mkdirSync(join(dir, section), { recursive: true });
      writeFileSync(join(dir, section, `${name}.json`), `${JSON.stringify(object, null, 2)}\n`);
    }
  }
}
