// The guard every module's demo seed runs under: the seeds run at every start (so an older
// database gets new demo data too) but must write their rows once.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { lockScope, type LockName } from '../db/locks.ts';
import type { Tx } from '../sync/types.ts';

export interface SeedOnceOptions {
  /** The module's advisory lock (server/db/locks.ts): two servers on one PostgreSQL seed once. */
  lock: LockName;
  lockKey?: number;
  /** The seed is skipped when any of these tables has a row. */
  marker: PgTable | readonly PgTable[];
}

/** Runs `seed` in one transaction under the lock unless it ran before; 0 when skipped. */
export async function seedOnce(
  db: Db,
  { lock, lockKey = 0, marker }: SeedOnceOptions,
  seed: (tx: Tx) => Promise<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockScope(tx, lock, lockKey);
    for (const table of Array.isArray(marker) ? marker : [marker]) {
      const existing = await tx
        .select({ one: sql`1` })
        .from(table)
        .limit(1);
      if (existing.length > 0) return 0;
    }
    return seed(tx);
  });
}

/**
 * Gathers the statistics of the tables a seed has just filled, at once (PGlite has no
 * autovacuum), so that the first pulls' loaders use their indexes.
 */
export async function analyzeTables(db: Db, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) await db.execute(sql`analyze ${table}`);
}
