// Pull: per registered collection (src/api/modules.ts), the rows of its scope (the user, or the
// user at the current delivery customer) changed since the cursor, in version order and paged,
// read by the collection's loader (server/syncEngine/registry.ts). A changed row this user may not see
// comes back as a delete.
import type { CollectionDef, SyncedRow } from '../../src/api/module.ts';
import {
  COLLECTION_DEFS,
  collectionsOf,
  DENIED_CURSOR,
  PULL_PAGE_MAX,
  type Collection,
  type PullPartAnswer,
  type PullBody,
  type PullPage,
} from '../../src/api/sync.ts';
import type { Db } from '../db/client.ts';
import { LOADERS, VIEWS, type Changed, type Loader, type LoadScope } from './registry.ts';
import { decodeCursor, encodeCursor, lastIssuedVersion, scopeKey } from '../sync/scope.ts';
import type { SyncSession } from '../sync/session.ts';
import type { Tx } from '../sync/types.ts';

export const PULL_PAGE_DEFAULT = 500;

/**
 * Runs one page query (rows after `from`, at most limit + 1) and shapes the answer. A cursor this
 * database never gave (another scope, unparseable, out of range, beyond every version issued)
 * starts the collection over with `reset`, so the client replaces what it holds.
 */
async function page<T>(
  cursor: string | undefined,
  scope: string,
  limit: number,
  lastIssued: bigint,
  load: (from: bigint, take: number) => Promise<Changed<T>[]>,
): Promise<PullPage<T>> {
  const decoded = decodeCursor(cursor, scope);
  const { version, reset } = decoded.version > lastIssued ? { version: 0n, reset: true } : decoded;
  const changed = await load(version, limit + 1);
  const included = changed.slice(0, limit);
  const last = included.at(-1);
  return {
    upserts: included.flatMap((c) => (c.row ? [c.row] : [])),
    deletes: included.flatMap((c) => (c.row ? [] : [c.id])),
    cursor: encodeCursor(scope, last ? last.version : version),
    hasMore: changed.length > limit,
    reset,
  };
}

const emptyPage = <T>(cursor: string | undefined): PullPage<T> => ({
  upserts: [],
  deletes: [],
  cursor: cursor ?? '',
  hasMore: false,
  reset: false,
});

/** A collection this user may not receive: drop what the client has, once. */
const deniedPage = <T>(cursor: string | undefined): PullPage<T> => ({
  upserts: [],
  deletes: [],
  cursor: DENIED_CURSOR,
  hasMore: false,
  reset: cursor !== DENIED_CURSOR,
});

export type Readable =
  | { readonly kind: 'denied' }
  | { readonly kind: 'none' }
  | { readonly kind: 'rows'; readonly scope: string; readonly load: LoadScope };

/**
 * Whether and where the session reads a collection: not at all when the user's roles do not open
 * its area (or its customer was taken away), nothing yet while no customer is chosen. A
 * collection's view (server/sync/serverModule.ts) joins the scope, so a change of view resets it.
 */
export function readable(sync: SyncSession, collection: Collection): Readable {
  const def: CollectionDef = COLLECTION_DEFS[collection];
  const byCustomer = def.scope === 'customer';
  if (!sync.mayRead(collection) || (byCustomer && sync.revoked)) return { kind: 'denied' };
  const { user } = sync;
  const principal = { roles: user.roles, features: user.features };
  const view = VIEWS[collection]?.(principal) ?? '';
  const scoped = (scope: string) => (view === '' ? scope : `${scope}:${view}`);
  if (!byCustomer) {
    const load = { userId: user.id, lieferkundeNr: 0, principal };
    return { kind: 'rows', scope: scoped(scopeKey(user.id)), load };
  }
  if (sync.lieferkundeNr === null) return { kind: 'none' };
  const load = { userId: user.id, lieferkundeNr: sync.lieferkundeNr, principal };
  return { kind: 'rows', scope: scoped(scopeKey(user.id, sync.lieferkundeNr)), load };
}

async function pageOf<C extends Collection>(
  tx: Tx,
  sync: SyncSession,
  collection: C,
  cursor: string | undefined,
  limit: number,
  lastIssued: bigint,
) {
  const access = readable(sync, collection);
  if (access.kind === 'denied') return deniedPage(cursor);
  if (access.kind === 'none') return emptyPage(cursor);
  const def: CollectionDef = COLLECTION_DEFS[collection];
  const loader = LOADERS[collection] as Loader<SyncedRow>;
  return page(cursor, access.scope, Math.min(limit, def.pageMax), lastIssued, (from, take) =>
    loader(tx, access.load, from, take),
  );
}

export async function pull(db: Db, sync: SyncSession, body: PullBody): Promise<PullPartAnswer> {
  const limit = Math.min(body.limit ?? PULL_PAGE_DEFAULT, PULL_PAGE_MAX);
  // One snapshot for all collections, so a basket and its rows are seen in one state.
  return db.transaction(
    async (tx) => {
      const answer: Partial<Record<Collection, PullPage<unknown>>> = {};
      const lastIssued = await lastIssuedVersion(tx);
      for (const collection of collectionsOf(body.part)) {
        const cursor = body.cursors[collection];
        answer[collection] = await pageOf(tx, sync, collection, cursor, limit, lastIssued);
      }
      return answer as PullPartAnswer;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
