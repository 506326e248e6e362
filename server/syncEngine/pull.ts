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
import { sql } from 'drizzle-orm';
import { LOADERS, MARKS, VIEWS, type Changed, type Loader, type LoadScope } from './registry.ts';
import { markId, markKeyOf, type MarkKey } from '../sync/marks.ts';
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
  floor = 0n,
): Promise<PullPage<T>> {
  const decoded = decodeCursor(cursor, scope);
  const { version, reset } = decoded.version > lastIssued ? { version: 0n, reset: true } : decoded;
  const changed = await load(version, limit + 1);
  const included = changed.slice(0, limit);
  const last = included.at(-1);
  const hasMore = changed.length > limit;
  const reached = last ? last.version : version;
  // Read to its end: no row of its tables up to the marks is left for this scope.
  const through = !hasMore && floor > reached ? floor : reached;
  return {
    upserts: included.flatMap((c) => (c.row ? [c.row] : [])),
    deletes: included.flatMap((c) => (c.row ? [] : [c.id])),
    cursor: encodeCursor(scope, through),
    hasMore,
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
  floor?: bigint,
) {
  const access = readable(sync, collection);
  if (access.kind === 'denied') return deniedPage(cursor);
  if (access.kind === 'none') return emptyPage(cursor);
  const def: CollectionDef = COLLECTION_DEFS[collection];
  const loader = LOADERS[collection] as Loader<SyncedRow>;
  return page(
    cursor,
    access.scope,
    Math.min(limit, def.pageMax),
    lastIssued,
    (from, take) => loader(tx, access.load, from, take),
    floor,
  );
}

/** The marks this database keeps (sync_mark_sources), read once per process and database. */
const INSTALLED = new WeakMap<Db, Promise<Set<string>>>();

function installedSources(db: Db): Promise<Set<string>> {
  let installed = INSTALLED.get(db);
  if (!installed) {
    installed = db
      .execute<{ tbl: string; mode: string }>(sql`select tbl, mode from sync_mark_sources`)
      .then((result) => new Set(rowsOf<{ tbl: string; mode: string }>(result).map(sourceId)));
    installed.catch(() => INSTALLED.delete(db));
    INSTALLED.set(db, installed);
  }
  return installed;
}

const sourceId = (source: { tbl: string; mode: string }) => `${source.tbl}\u0000${source.mode}`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A collection whose tables all keep marks: its cursor (none on a first pull) and marks. */
interface Candidate {
  readonly collection: Collection;
  /** The cursor's version; undefined on a first pull or a cursor of another scope. */
  readonly version: bigint | undefined;
  readonly marks: readonly MarkKey[];
}

/** The collections of the request whose tables all keep marks, and which the session reads. */
function candidatesOf(
  sync: SyncSession,
  collections: readonly Collection[],
  cursors: PullBody['cursors'],
  installed: Set<string>,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const collection of collections) {
    const sources = MARKS[collection];
    const access = readable(sync, collection);
    if (!sources || access.kind !== 'rows') continue;
    const marks = sources.map((source) => markKeyOf(source, access.load));
    if (!marks.every((mark) => installed.has(sourceId(mark)))) continue;
    const cursor = cursors[collection];
    const decoded = cursor ? decodeCursor(cursor, access.scope) : undefined;
    // An empty collection's cursor counts: it names the scope and version 0.
    const version = decoded && !decoded.reset ? decoded.version : undefined;
    candidates.push({ collection, version, marks });
  }
  return candidates;
}

/** The last version issued and the marks asked for (absent: nothing written there yet, 0). */
async function readMarks(
  db: Db,
  marks: readonly MarkKey[],
): Promise<{ lastIssued: bigint; marks: Map<string, bigint> }> {
  const unique = [...new Map(marks.map((mark) => [markId(mark), mark])).values()];
  const wanted = sql.join(
    unique.map((mark) => sql`(${mark.tbl}, ${mark.mode}, ${mark.key})`),
    sql`, `,
  );
  const result = await db.execute(
    sql`select '' as tbl, '' as mode, '' as key, last_value::text as version from sync_version
        union all
        select tbl, mode, key, version::text from sync_marks where (tbl, mode, key) in (${wanted})`,
  );
  const [last, ...found] = rowsOf<MarkKey & { version: string }>(result);
  return {
    lastIssued: BigInt(last?.version ?? '0'),
    marks: new Map(found.map((mark) => [markId(mark), BigInt(mark.version)])),
  };
}

/**
 * The steady state of an open app (issue 28): one query reads the marks of every collection the
 * request holds a cursor of, and only the collections whose tables moved beyond their cursor are
 * read, in one snapshot. A collection read to its end moves its cursor up to its marks, so rows
 * its loader leaves out (another view's, a filtered window's) do not make it move again.
 */
export async function pull(db: Db, sync: SyncSession, body: PullBody): Promise<PullPartAnswer> {
  const limit = Math.min(body.limit ?? PULL_PAGE_DEFAULT, PULL_PAGE_MAX);
  const collections = collectionsOf(body.part);
  const candidates = candidatesOf(sync, collections, body.cursors, await installedSources(db));
  const answer: Partial<Record<Collection, PullPage<unknown>>> = {};
  const floors = new Map<Collection, bigint>();
  let lastIssued: bigint | undefined;
  if (candidates.length > 0) {
    const read = await readMarks(
      db,
      candidates.flatMap((candidate) => candidate.marks),
    );
    lastIssued = read.lastIssued;
    for (const { collection, version, marks } of candidates) {
      const high = marks.reduce((max, mark) => {
        const at = read.marks.get(markId(mark)) ?? 0n;
        return at > max ? at : max;
      }, 0n);
      const valid = version !== undefined && version <= read.lastIssued;
      if (valid && high <= version) answer[collection] = emptyPage(body.cursors[collection]);
      else floors.set(collection, high);
    }
  }
  // Denied and not yet chosen need no read either.
  for (const collection of collections) {
    if (answer[collection]) continue;
    const access = readable(sync, collection);
    const cursor = body.cursors[collection];
    if (access.kind === 'denied') answer[collection] = deniedPage(cursor);
    else if (access.kind === 'none') answer[collection] = emptyPage(cursor);
  }
  const moved = collections.filter((collection) => !answer[collection]);
  if (moved.length === 0) return answer as PullPartAnswer;
  // One snapshot for all collections read, so a basket and its rows are seen in one state.
  return db.transaction(
    async (tx) => {
      const issued = lastIssued ?? (await lastIssuedVersion(tx));
      for (const collection of moved) {
        const cursor = body.cursors[collection];
        const floor = floors.get(collection);
        answer[collection] = await pageOf(tx, sync, collection, cursor, limit, issued, floor);
      }
      return answer as PullPartAnswer;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
