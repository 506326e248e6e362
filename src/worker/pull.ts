// Pull (DESIGN "Sync protocol"): per collection a cursor and pages. Each answer is applied in ONE
// transaction together with the rebase: the still-pending outbox mutations are re-applied on top
// of the pulled rows, so nothing on screen jumps back. A corrupt answer never reaches this code
// (the zod parse in syncApi throws), so it is never half-applied.
import type { CollectionDef } from '../api/module';
import {
  COLLECTION_DEFS,
  COLLECTIONS,
  collectionsOf,
  CUSTOMER_KEY,
  RESYNC_CURSOR,
  type Collection,
  type MutationName,
  type PullPartAnswer,
  type PullBody,
} from '../api/sync';
import Dexie from 'dexie';
import { markFirstPulls } from '../db/firstPull';
import { applyMutation, MUTATION_TABLES, readOwner } from '../db/mutators';
import { META, type PortalDb } from '../db/schema';
import type { SyncApi } from './syncApi';

/** Guards against a server that always says hasMore. */
export const PULL_ROUNDS_MAX = 1000;

/**
 * What one pull reads: every collection (clients before issue 26, and tests), the user's own, or
 * one delivery customer's (the device keeps several, each with its own cursors).
 */
export type PullTarget =
  | { readonly part?: undefined }
  | { readonly part: 'user' }
  | { readonly part: 'customer'; readonly lieferkundeNr: number };

const ALL: PullTarget = {};

/** The customer whose cursors a collection uses in this target (none for the user's own). */
const customerOf = (target: PullTarget, collection: Collection) =>
  target.part === 'customer' && COLLECTION_DEFS[collection].scope === 'customer'
    ? target.lieferkundeNr
    : undefined;

const cursorKey = (target: PullTarget, collection: Collection) =>
  META.cursor(collection, customerOf(target, collection));

export async function readCursors(
  db: PortalDb,
  target: PullTarget = ALL,
): Promise<Partial<Record<Collection, string>>> {
  const collections = collectionsOf(target.part);
  const entries = await db.meta.bulkGet(collections.map((c) => cursorKey(target, c)));
  const cursors: Partial<Record<Collection, string>> = {};
  collections.forEach((collection, i) => {
    const value = entries[i]?.value;
    if (typeof value === 'string') cursors[collection] = value;
    // A customer never pulled here may still have rows: optimistic ones of queued changes (the
    // rebase makes them again), or an earlier version's. The first page replaces them.
    else if (target.part === 'customer') cursors[collection] = RESYNC_CURSOR;
  });
  return cursors;
}

/**
 * Deletes one customer's rows of a collection (its reset, or the customer left the device). A
 * child that names no customer (basket rows) goes with its parent's rows of that customer
 * (`parentKeys`: read before a reset of the parent in the same answer; else read now), and with
 * rows whose parent is gone altogether.
 */
export async function clearCustomerRows(
  db: PortalDb,
  collection: Collection,
  lieferkundeNr: number,
  parentKeys?: readonly string[],
) {
  const how = CUSTOMER_KEY[collection];
  const table = db.table(collection);
  if (how?.kind === 'own') {
    await table.where('lieferkundeNr').equals(lieferkundeNr).delete();
    return;
  }
  if (how?.kind !== 'parent') return;
  const keys =
    parentKeys ??
    ((await db
      .table(how.parent)
      .where('lieferkundeNr')
      .equals(lieferkundeNr)
      .primaryKeys()) as string[]);
  await table
    .where(how.key)
    .anyOf([...keys])
    .delete();
  const parents = new Set((await db.table(how.parent).toCollection().primaryKeys()) as string[]);
  await table.filter((row: Record<string, string>) => !parents.has(row[how.key] ?? '')).delete();
}

/** The keys of the parent's rows of a customer, for the children this answer resets. */
async function parentKeysOf(db: PortalDb, answer: PullPartAnswer, lieferkundeNr: number) {
  const keys = new Map<Collection, string[]>();
  for (const collection of COLLECTIONS) {
    const how = CUSTOMER_KEY[collection];
    if (how?.kind !== 'parent' || !answer[collection]?.reset) continue;
    const parentRows = db.table(how.parent).where('lieferkundeNr').equals(lieferkundeNr);
    keys.set(collection, (await parentRows.primaryKeys()) as string[]);
  }
  return keys;
}

/**
 * The rebase's mutation needs a table the transaction does not hold: the outbox grew between the
 * look at it and the transaction. The answer is applied again over every table.
 */
class OutOfScope extends Error {}

/**
 * Re-applies the pending mutations in order (inside the caller's transaction). With `written`,
 * only those that touch one of these collections: the others' optimistic changes are still in
 * place (mutators are idempotent, re-applying them would change nothing), and every pending one
 * on every page made a first pull of 10,000 rows behind 1,000 queued changes quadratic.
 */
export async function rebase(db: PortalDb, written?: ReadonlySet<Collection>): Promise<void> {
  if (written?.size === 0) return;
  const all = await db.outbox.orderBy('seq').toArray();
  const pending = written ? all.filter((e) => touches(e.name, written)) : all;
  if (pending.length === 0) return;
  const user = await readOwner(db);
  const held = new Set(Dexie.currentTransaction?.storeNames ?? []);
  for (const entry of pending) {
    if (written && MUTATION_TABLES[entry.name].some((t) => !held.has(t))) throw new OutOfScope();
    await applyMutation({ db, user, now: entry.createdAt }, entry.name, entry.args);
  }
}

const touches = (name: MutationName, written: ReadonlySet<Collection>) =>
  MUTATION_TABLES[name].some((t) => written.has(t));

/**
 * The collections an answer writes: its pages with rows, resets or deletes (an empty page only
 * moves its cursor), and the children its resets and deletes reach.
 */
function writtenBy(answer: PullPartAnswer): Set<Collection> {
  const written = new Set<Collection>();
  for (const collection of COLLECTIONS) {
    const page = answer[collection];
    if (!page || (!page.reset && page.upserts.length === 0 && page.deletes.length === 0)) continue;
    written.add(collection);
    if (page.reset || page.deletes.length > 0) {
      for (const child of childrenOf(collection)) written.add(child.collection);
    }
  }
  return written;
}

/**
 * The tables one answer's transaction needs: what it writes, the parents a customer's reset reads,
 * and the tables of the queued mutations the rebase re-applies (as queued now; see OutOfScope).
 * Not every collection: a transaction over all ~50 stores locked out every reader of the UI
 * during each page and grew with each module.
 */
async function tablesFor(db: PortalDb, written: ReadonlySet<Collection>): Promise<Set<string>> {
  const tables = new Set<string>(['meta', 'outbox', ...written]);
  for (const collection of written) {
    const how = CUSTOMER_KEY[collection];
    if (how?.kind === 'parent') tables.add(how.parent);
  }
  if (written.size === 0) return tables;
  const queued = new Set<MutationName>();
  await db.outbox.each((e) => void queued.add(e.name));
  for (const name of queued) {
    if (touches(name, written)) for (const t of MUTATION_TABLES[name]) tables.add(t);
  }
  return tables;
}

/**
 * The children a reset of `parent` restarts (their cursors become RESYNC_CURSOR): clearing
 * them here would show empty baskets until their next page; a reset of theirs replaces them
 * atomically in that page.
 */
function childrenOf(parent: Collection) {
  const def: CollectionDef = COLLECTION_DEFS[parent];
  return (def.children ?? []) as readonly { collection: Collection; key: string }[];
}

/**
 * Applies one pull answer and rebases, atomically, collection by collection in registry order
 * (a parent before its children). Returns true when another page is due. `target` is what was
 * asked for: a customer's reset drops only that customer's rows.
 */
export async function applyPullAnswer(
  db: PortalDb,
  answer: PullPartAnswer,
  target: PullTarget = ALL,
): Promise<boolean> {
  const collections = COLLECTIONS.filter((c) => answer[c] !== undefined);
  let more = collections.some((c) => answer[c]?.hasMore);
  const written = writtenBy(answer);
  const apply = async () => {
    /** Children restarted by their parent's reset keep their old cursor until their own page. */
    const restarted = new Set<Collection>();
    const nr = target.part === 'customer' ? target.lieferkundeNr : undefined;
    const parentKeys =
      nr === undefined ? new Map<Collection, string[]>() : await parentKeysOf(db, answer, nr);
    for (const collection of collections) {
      const page = answer[collection];
      if (!page || !written.has(collection)) continue;
      const table = db.table(collection);
      if (page.reset) {
        const customer = customerOf(target, collection);
        if (customer === undefined) await table.clear();
        else await clearCustomerRows(db, collection, customer, parentKeys.get(collection));
        for (const child of childrenOf(collection)) {
          if (answer[child.collection]?.reset) continue;
          await db.meta.put({ key: cursorKey(target, child.collection), value: RESYNC_CURSOR });
          restarted.add(child.collection);
          more = true;
        }
      }
      if (page.deletes.length > 0) {
        for (const child of childrenOf(collection)) {
          await db.table(child.collection).where(child.key).anyOf(page.deletes).delete();
        }
        await table.bulkDelete(page.deletes);
      }
      await table.bulkPut(page.upserts);
    }

    // A rejection that arrived while this pull was under way marked collections for a resync.
    // This answer was asked with the old cursor: keeping its cursor would keep the undone change
    // on screen, so the mark stays and the next page resets those collections.
    const stored = await storedCursors(db, target, collections);
    const awaitingResync = (c: Collection) => stored[c] === RESYNC_CURSOR && !answer[c]?.reset;
    if (collections.some(awaitingResync)) more = true;
    const cursors = collections
      .filter((c) => !restarted.has(c) && !awaitingResync(c))
      .map((c) => ({ key: cursorKey(target, c), value: answer[c]?.cursor }));
    await db.meta.bulkPut(cursors);
    // A collection whose pages reached their end has had its first pull (issue 27).
    const ended = collections.filter(
      (c) => answer[c]?.hasMore === false && !restarted.has(c) && !awaitingResync(c),
    );
    await markFirstPulls(
      db,
      ended.map((c) => META.firstPulled(c, customerOf(target, c))),
    );

    await rebase(db, written);
  };
  try {
    const tables = [...(await tablesFor(db, written))].map((t) => db.table(t));
    await db.transaction('rw', tables, apply);
  } catch (error) {
    if (!(error instanceof OutOfScope)) throw error;
    await db.transaction('rw', [db.meta, db.outbox, ...COLLECTIONS.map((c) => db.table(c))], apply);
  }
  return more;
}

/** The cursors stored for the answer's collections (absent ones stay absent). */
async function storedCursors(db: PortalDb, target: PullTarget, collections: Collection[]) {
  const entries = await db.meta.bulkGet(collections.map((c) => cursorKey(target, c)));
  return Object.fromEntries(collections.map((c, i) => [c, entries[i]?.value])) as Partial<
    Record<Collection, unknown>
  >;
}

/** The pull body's fields that name the target. */
function bodyOf(target: PullTarget): Pick<PullBody, 'part' | 'lieferkundeNr'> {
  if (target.part === 'customer') return { part: 'customer', lieferkundeNr: target.lieferkundeNr };
  return target.part === 'user' ? { part: 'user' } : {};
}

/**
 * Pulls until no collection has more; returns the number of pages applied. `userId` is the owner
 * of `db`: under another user's session the server refuses (409) instead of sending their rows.
 * `shouldYield`, asked after each page while more are due, stops early when it says true: every
 * page is stored with its cursors, so a later pull goes on where this one stopped. `beforeNextPage`
 * runs before each further page is asked for (the worker waits there while the user searches).
 */
export async function pullAll(
  db: PortalDb,
  api: Pick<SyncApi, 'pull'>,
  userId: string,
  limit?: number,
  shouldYield?: () => boolean,
  beforeNextPage?: () => Promise<unknown>,
  target: PullTarget = ALL,
): Promise<number> {
  for (let round = 1; round <= PULL_ROUNDS_MAX; round++) {
    if (round > 1) await beforeNextPage?.();
    const cursors = await readCursors(db, target);
    const body = { userId, cursors, ...bodyOf(target) };
    const answer = await api.pull(limit === undefined ? body : { ...body, limit });
    if (!(await applyPullAnswer(db, answer, target))) return round;
    if (shouldYield?.()) return round;
  }
  return PULL_ROUNDS_MAX;
}
