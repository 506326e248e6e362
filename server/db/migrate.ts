// Applies the schema migrations (server/db/migrations/*.sql) by file name, each exactly once.
// Names start with a UTC timestamp (`20261129061500_name.sql`; the first 36 with 0000–0035), so
// two branches that each add one never collide, and a merge needs neither renumbering nor
// regenerating. A migration counts as applied by its name (table drizzle.schema_migrations), not
// by its position: one merged later with an older timestamp than one already applied still runs.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockScope } from './locks.ts';

/** drizzle-kit's marker between two statements of a migration file. */
const BREAKPOINT = '--> statement-breakpoint';

/**
 * The journal of drizzle's own migrator, frozen at 0000–0035, which every database before this
 * migrator recorded by its entry's `when` in drizzle.__drizzle_migrations.
 */
export const LEGACY_JOURNAL = 'meta/legacy_journal.json';

interface LegacyEntry {
  tag: string;
  when: number;
}

export interface Migration {
  name: string;
  sql: string;
  hash: string;
}

/** The migration files of `folder`, in the order they apply. */
export function readMigrations(folder: string): Migration[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const text = readFileSync(join(folder, file), 'utf8');
      return {
        name: file.slice(0, -'.sql'.length),
        sql: text,
        hash: createHash('sha256').update(text).digest('hex'),
      };
    });
}

function readLegacyJournal(folder: string): Map<string, number> {
  const journal = JSON.parse(readFileSync(join(folder, LEGACY_JOURNAL), 'utf8')) as {
    entries: LegacyEntry[];
  };
  return new Map(journal.entries.map((entry) => [entry.tag, entry.when]));
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The database was migrated by a newer version of the server: it holds migrations this build's
 * folder does not know. This build must not serve it (its queries would miss new columns and
 * constraints, its writes break the newer version's assumptions), nor roll anything back.
 */
export class SchemaNewerError extends Error {
  constructor(readonly unknown: readonly string[]) {
    super(
      `Das Datenbankschema ist neuer als diese Version des Servers (unbekannte Migrationen: ` +
        `${unknown.join(', ')}). Bitte die neuere Version starten oder die Datenbank ` +
        `aus einer Sicherung dieser Version zurückspielen.`,
    );
    this.name = 'SchemaNewerError';
  }
}

/**
 * Applies the migrations of `folder` that this database has not applied yet, in name order, in
 * one transaction (all or none) under the migrations lock, so two servers starting at once apply
 * each migration once. Returns the names it applied. Throws SchemaNewerError, applying nothing,
 * when the database holds a migration this folder lacks (a newer version migrated it).
 */
export async function migrate<TSchema extends Record<string, unknown>>(
  db: PgDatabase<PgQueryResultHKT, TSchema>,
  folder: string,
): Promise<string[]> {
  const migrations = readMigrations(folder);
  const legacy = readLegacyJournal(folder);
  return db.transaction(async (tx) => {
    await lockScope(tx, 'migrations', 0);
    await tx.execute(sql`create schema if not exists drizzle`);
    // drizzle's table, as its migrator made it: databases of older versions have it filled.
    await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`);
    await tx.execute(sql`create table if not exists drizzle.schema_migrations (
      name text primary key, hash text not null,
      applied_at timestamptz not null default now())`);
    const applied = new Set(
      rowsOf<{ name: string }>(
        await tx.execute(sql`select name from drizzle.schema_migrations`),
      ).map((row) => row.name),
    );
    const known = new Set(migrations.map((migration) => migration.name));
    const unknown = [...applied].filter((name) => !known.has(name)).sort();
    if (unknown.length > 0) throw new SchemaNewerError(unknown);
    // drizzle's migrator applied an entry when its `when` was later than the last one recorded:
    // a database it migrated has exactly the entries up to that one.
    const [last] = rowsOf<{ when: string | null }>(
      await tx.execute(
        sql`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`,
      ),
    );
    const legacyUpTo = Number(last?.when ?? -1);
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      const when = legacy.get(migration.name);
      const byDrizzle = when !== undefined && when <= legacyUpTo;
      if (!byDrizzle) {
        for (const statement of migration.sql.split(BREAKPOINT)) {
          if (statement.trim()) await tx.execute(sql.raw(statement));
        }
        // Recorded for drizzle's migrator too, so the previous version still starts on this
        // database (a rollback during a deploy).
        if (when !== undefined) {
          await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at)
            values (${migration.hash}, ${when})`);
        }
        done.push(migration.name);
      }
      await tx.execute(sql`insert into drizzle.schema_migrations (name, hash)
        values (${migration.name}, ${migration.hash})`);
    }
    return done;
  });
}
