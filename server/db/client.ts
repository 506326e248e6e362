// Opens the database: embedded PGlite (a directory, or memory for tests) or a PostgreSQL server.
// Both are driven through the same Drizzle schema and the same migrations (./migrate.ts).
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrate } from './migrate.ts';
// No schema is handed to Drizzle: the tables are imported where they are queried (the core here,
// a module's in modules/<name>/server/tables.ts), and no query uses Drizzle's relational API.
export type Db = PgDatabase<PgQueryResultHKT>;
/** The handle a transaction's callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OpenDb {
  db: Db;
  /** 'PGlite (./data)', 'PGlite (memory)' or 'PostgreSQL (host/db)', for the start-up log line. */
  label: string;
  close: () => Promise<void>;
  /** node-postgres's pool (its counts for GET /metrics); absent on PGlite. */
  pool?: PoolCounts;
}

/** What a pool tells of its connections: open, idle, and the queries waiting for one. */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export type DbTarget = { kind: 'pglite'; dataDir?: string } | { kind: 'postgres'; url: string };

export async function openDb(target: DbTarget): Promise<OpenDb> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // A connection PostgreSQL ends (a restart, an administrator's command) must not crash the
    // process with an unhandled 'error' event: the pool drops it and opens a new one; a query
    // that was running on it fails on its own.
    const lost = (error: Error) => console.warn(`[db] connection lost: ${error.message}`);
    pool.on('error', lost);
    pool.on('connect', (client) => client.on('error', lost));
    const db = drizzlePg(pool);
    await migrate(db, migrationsFolder);
    const url = new URL(target.url);
    return {
      db,
      label: `PostgreSQL (${url.host}${url.pathname})`,
      close: () => pool.end(),
      pool,
    };
  }
  const client = target.dataDir ? new PGlite(target.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client);
  await migrate(db, migrationsFolder);
  return {
    db,
    label: target.dataDir ? `PGlite (${target.dataDir})` : 'PGlite (memory)',
    close: () => client.close(),
  };
}
