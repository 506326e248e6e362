// The migrator (server/db/migrate.ts): migrations apply by name, each once; parallel branches'
// migrations merge without renumbering; databases that drizzle's own migrator brought to
// 0000–0035 go on with no manual step, and stay readable by it (a rollback). On PGlite, and on
// PostgreSQL with TEST_DB=postgres and TEST_DATABASE_URL.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as drizzleMigratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as drizzleMigratePglite } from 'drizzle-orm/pglite/migrator';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { joinSnapshot } from '../../scripts/migrationSnapshot.ts';
import { LEGACY_JOURNAL, migrate, readMigrations } from '../../server/db/migrate.ts';
import { allTables } from '../../server/syncEngine/tables.ts';
import { createPostgresDatabase } from './support/testApp.ts';

const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
const LEGACY = /^\d{4}_/;

type AnyDb = PgDatabase<PgQueryResultHKT, Record<string, never>>;

interface Target {
  db: AnyDb;
  /** What the code before this migrator ran: drizzle's migrator with the journal. */
  drizzleMigrate: (folder: string) => Promise<void>;
  /** A second connection (a second server); PGlite has only the one. */
  other: () => Promise<AnyDb>;
  close: () => Promise<void>;
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openTarget(): Promise<Target> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && baseUrl) {
    const created = await createPostgresDatabase(baseUrl);
    const pools: pg.Pool[] = [];
    const connect = () => {
      const pool = new pg.Pool({ connectionString: created.url, max: 2 });
      pools.push(pool);
      return drizzlePg(pool);
    };
    const db = connect();
    const target: Target = {
      db,
      drizzleMigrate: (folder) => drizzleMigratePg(db, { migrationsFolder: folder }),
      other: async () => connect(),
      close: async () => {
        await Promise.all(pools.map((pool) => pool.end()));
        await created.drop();
      },
    };
    cleanups.push(target.close);
    return target;
  }
  const client = new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client);
  const target: Target = {
    db,
    drizzleMigrate: (folder) => drizzleMigratePglite(db, { migrationsFolder: folder }),
    other: async () => db,
    close: () => client.close(),
  };
  cleanups.push(target.close);
  return target;
}

/**
 * A migrations folder: the repository's legacy files 0000–0035 with drizzle's journal (as the
 * code before this migrator had them), plus `extra` files by name.
 */
function folderWith(extra: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'migrate-test-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'meta'));
  for (const file of readdirSync(MIGRATIONS).filter((name) => LEGACY.test(name))) {
    copyFileSync(join(MIGRATIONS, file), join(dir, file));
  }
  copyFileSync(join(MIGRATIONS, LEGACY_JOURNAL), join(dir, LEGACY_JOURNAL));
  copyFileSync(join(MIGRATIONS, LEGACY_JOURNAL), join(dir, 'meta/_journal.json'));
  for (const [name, text] of Object.entries(extra)) writeFileSync(join(dir, name), text);
  return dir;
}

const table = (name: string) =>
  `create table ${name} (id integer primary key);\n--> statement-breakpoint\n` +
  `insert into ${name} values (1);`;

/** The rows of a query (node-postgres and PGlite both answer `{ rows }`). */
async function rows<T>(db: AnyDb, query: SQL) {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function appliedNames(db: AnyDb) {
  const applied = await rows<{ name: string }>(
    db,
    sql`select name from drizzle.schema_migrations order by name`,
  );
  return applied.map((row) => row.name);
}

async function drizzleRows(db: AnyDb) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n;
}

// A whole migration run takes seconds on PGlite, more on a busy machine.
describe('migrations', { timeout: 120_000 }, () => {
  it('names every migration file by 4 digits (before this migrator) or a UTC timestamp', () => {
    const names = readMigrations(MIGRATIONS).map((m) => m.name);
    for (const name of names) expect(name).toMatch(/^(\d{4}|\d{14})_[a-z0-9_]+$/);
    expect(names.filter((name) => LEGACY.test(name))).toHaveLength(36);
  });

  it('has a migration for every change of the schema (db:generate finds nothing to do)', async () => {
    const stored = joinSnapshot() as unknown as DrizzleSnapshotJSON;
    expect(await generateMigration(stored, generateDrizzleJson(allTables()))).toEqual([]);
  });

  it('applies every migration of a fresh database once, in name order', async () => {
    const target = await openTarget();
    const all = readMigrations(MIGRATIONS).map((m) => m.name);
    expect(await migrate(target.db, MIGRATIONS)).toEqual(all);
    expect(await migrate(target.db, MIGRATIONS)).toEqual([]);
    expect(await appliedNames(target.db)).toEqual(all);
    // Recorded for drizzle's migrator too: the previous version (a rollback) finds nothing to do.
    expect(await drizzleRows(target.db)).toBe(36);
    await target.drizzleMigrate(folderWith());
    expect(await drizzleRows(target.db)).toBe(36);
  });

  it('goes on from a database that the previous version (drizzle’s migrator) brought to 0035', async () => {
    const target = await openTarget();
    const legacy = folderWith();
    await target.drizzleMigrate(legacy);
    const recorded = await drizzleRows(target.db);
    const next = folderWith({ '20990101000000_branch_a.sql': table('migrate_a') });
    expect(await migrate(target.db, next)).toEqual(['20990101000000_branch_a']);
    expect(await appliedNames(target.db)).toHaveLength(37);
    const [a] = await rows<{ n: number }>(target.db, sql`select count(*)::int as n from migrate_a`);
    expect(a?.n).toBe(1);
    expect(await drizzleRows(target.db)).toBe(recorded);
    // Still readable by the previous version: its migrator finds nothing to do.
    await target.drizzleMigrate(legacy);
    expect(await drizzleRows(target.db)).toBe(recorded);
  });

  it('applies a branch merged later with an older timestamp, nothing twice, all or nothing', async () => {
    const { db } = await openTarget();
    const b = { '20990102000000_branch_b.sql': table('migrate_b') };
    await migrate(db, folderWith(b));
    const merged = { ...b, '20990101000000_branch_a.sql': table('migrate_a') };
    expect(await migrate(db, folderWith(merged))).toEqual(['20990101000000_branch_a']);
    expect(await migrate(db, folderWith(merged))).toEqual([]);
    // A failing migration leaves no trace of the ones before it in the same run.
    const broken = folderWith({
      ...merged,
      '20990103000000_branch_c.sql': table('migrate_c'),
      '20990104000000_broken.sql': 'select * from no_such_table;',
    });
    await expect(migrate(db, broken)).rejects.toThrow();
    expect(await appliedNames(db)).toHaveLength(38);
    const [c] = await rows<{ t: string | null }>(
      db,
      sql`select to_regclass('migrate_c')::text as t`,
    );
    expect(c?.t).toBeNull();
  });

  it('applies each migration once when two servers start at the same time', async () => {
    const target = await openTarget();
    const folder = folderWith({ '20990101000000_branch_a.sql': table('migrate_a') });
    const [one, two] = await Promise.all([
      migrate(target.db, folder),
      target.other().then((db) => migrate(db, folder)),
    ]);
    expect([...one, ...two].sort()).toEqual(readMigrations(folder).map((m) => m.name));
  });
});
