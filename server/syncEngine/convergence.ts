// The convergence probe: per collection, the count and a hash of the content of the live rows
// this user sees, read by the same loaders as the pull and hashed as the client hashes its
// local rows (convergenceLines + SHA-256), so a field that differs anywhere shows.
import { createHash } from 'node:crypto';
import {
  COLLECTION_DEFS,
  COLLECTIONS,
  convergenceLines,
  type Collection,
  type ConvergenceAnswer,
} from '../../src/api/sync.ts';
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

/**
 * What the user holds of each collection: nothing of one whose area their roles do not open. The
 * user's own collections are read through `sync`; a customer's through each of `customers` (the
 * delivery customers the device holds, issue 26), whose rows together make the device's table.
 */
export async function convergence(
  db: Db,
  sync: SyncSession,
  customers: readonly SyncSession[] = [sync],
): Promise<ConvergenceAnswer> {
  return db.transaction(
    async (tx) => {
      const answer: Partial<ConvergenceAnswer> = {};
      const read = async (collection: Collection, session: SyncSession, rows: object[]) => {
        const access = readable(session, collection);
        if (access.kind !== 'rows') return;
        const loader = LOADERS[collection] as Loader<SyncedRow>;
        for (let from = 0n; ;) {
          const changed = await loader(tx, access.load, from, PAGE);
          for (const c of changed) if (c.row) rows.push(c.row);
          const last = changed.at(-1);
          if (!last || changed.length < PAGE) break;
          from = last.version;
        }
      };
      for (const collection of COLLECTIONS) {
        const rows: object[] = [];
        const byCustomer = COLLECTION_DEFS[collection].scope === 'customer';
        for (const session of byCustomer ? customers : [sync]) {
          await read(collection, session, rows);
        }
        answer[collection] = summary(rows);
      }
      return answer as ConvergenceAnswer;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
