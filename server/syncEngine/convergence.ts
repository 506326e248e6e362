// The convergence probe: per collection, the count and a hash of the content of the live rows
// this user sees, read by the same loaders as the pull and hashed as the client hashes its
// local rows (convergenceLines + SHA-256), so a field that differs anywhere shows.
import { createHash } from 'node:crypto';
import { COLLECTIONS, convergenceLines, type ConvergenceAnswer } from '../../src/api/sync.ts';
import type { Db } from '../db/client.ts';
import { readable } from './pull.ts';
import { LOADERS, type Loader } from './registry.ts';
import type { SyncedRow } from '../../src/api/module.ts';
import type { SyncSession } from '../sync/session.ts';

const PAGE = 1000;

function summary(rows: readonly object[]) {
  const lines = convergenceLines(rows);
  return { count: rows.length, hash: createHash('sha256').update(lines).digest('hex') };
}

/** What the user holds of each collection: nothing of one whose area their roles do not open. */
export async function convergence(db: Db, sync: SyncSession): Promise<ConvergenceAnswer> {
  return db.transaction(
    async (tx) => {
      const answer: Partial<ConvergenceAnswer> = {};
      for (const collection of COLLECTIONS) {
        const access = readable(sync, collection);
        const rows: object[] = [];
        if (access.kind === 'rows') {
          const loader = LOADERS[collection] as Loader<SyncedRow>;
          for (let from = 0n; ;) {
            const changed = await loader(tx, access.load, from, PAGE);
            for (const c of changed) if (c.row) rows.push(c.row);
            const last = changed.at(-1);
            if (!last || changed.length < PAGE) break;
            from = last.version;
          }
        }
        answer[collection] = summary(rows);
      }
      return answer as ConvergenceAnswer;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
