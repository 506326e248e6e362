// mutate(name, args): the one way the UI changes data (DESIGN "Data flows one way"). The local
// change and the outbox entry are written in ONE strict-durability transaction; the promise
// resolves after that transaction committed, then the sync leader is nudged.
import { MUTATIONS, type MutationArgs, type MutationName } from '../api/sync';
import { de } from '../i18n/de';
import { isRecoverableStorageError, MutationError, storageFailed } from './errors';
import { applyMutation, MUTATION_TABLES, readOwner, type Mutators } from './mutators';
import type { OutboxEntry, PortalDb } from './schema';
import type { DbWait } from './userDb';

/**
 * How long a mutation waits for the user's database to open (right after a page load it opens a
 * moment after the screen shows). Only then does the user see an error.
 */
export const DB_OPEN_TIMEOUT_MS = 10_000;

/** A client-made id for an entity created offline (the server accepts client UUIDs). */
export const newId = (): string => crypto.randomUUID();

/** Validates args against the contract; throws a MutationError with a German message. */
export function validateArgs<N extends MutationName>(name: N, args: unknown): MutationArgs<N> {
  const schema = (MUTATIONS[name] as (typeof MUTATIONS)[MutationName] | undefined)?.args;
  if (!schema) throw new MutationError('unknown_mutation', de.sync.unknownMutation(String(name)));
  const result = schema.safeParse(args);
  if (!result.success) {
    const field = result.error.issues[0]?.path.join('.') ?? '';
    throw new MutationError('invalid_args', de.sync.invalidArgs(name, field));
  }
  return result.data as MutationArgs<N>;
}

export interface MutateDeps {
  /** The open database; only used without waitForDb. */
  readonly db: () => PortalDb | null;
  /** The session user's database, waited for while it opens (userDb.whenOpen). */
  readonly waitForDb?: (timeoutMs: number) => Promise<DbWait>;
  /** A fresh connection after a storage error (userDb.reopen). */
  readonly reopen: () => Promise<PortalDb | null>;
  /** Tells the sync leader (any tab) that the outbox grew. */
  readonly nudge: () => void;
  /** Reports a storage failure to the user. */
  readonly onStorageError: (message: string) => void;
  readonly mutators?: Mutators;
  readonly now?: () => string;
}

/** Writes the optimistic change and its outbox entry atomically. */
export async function writeMutation<N extends MutationName>(
  db: PortalDb,
  name: N,
  args: MutationArgs<N>,
  options: { mutators?: Mutators; now?: string; id?: string } = {},
): Promise<OutboxEntry> {
  const now = options.now ?? new Date().toISOString();
  const entry: OutboxEntry = {
    id: options.id ?? newId(),
    v: MUTATIONS[name].v,
    name,
    args,
    createdAt: now,
  };
  const tables = [...MUTATION_TABLES[name].map((t) => db.table(t)), db.outbox, db.meta];
  await db.transaction('rw', tables, async () => {
    const user = await readOwner(db);
    await applyMutation({ db, user, now }, name, args, options.mutators);
    await db.outbox.add(entry);
  });
  return entry;
}

/**
 * The session user's database, waited for (also during a switch: never the previous user's);
 * a German error when nobody is logged in or it cannot open.
 */
async function databaseOf(deps: Pick<MutateDeps, 'db' | 'waitForDb'>): Promise<PortalDb> {
  const waited = deps.waitForDb ? await deps.waitForDb(DB_OPEN_TIMEOUT_MS) : null;
  if (waited?.db) return waited.db;
  const open = waited ? null : deps.db();
  if (open) return open;
  const message =
    waited?.reason === 'unavailable' ? de.sync.databaseUnavailable : de.sync.noDatabase;
  throw new MutationError('no_database', message);
}

/** Retries once on a fresh connection after a quota error or a lost connection. */
export async function withStorageRetry<T>(
  deps: Pick<MutateDeps, 'db' | 'waitForDb' | 'reopen' | 'onStorageError'>,
  run: (db: PortalDb) => Promise<T>,
): Promise<T> {
  const db = await databaseOf(deps);
  try {
    return await run(db);
  } catch (error) {
    if (!isRecoverableStorageError(error)) throw error;
    try {
      const fresh = await deps.reopen();
      if (!fresh) throw error;
      return await run(fresh);
    } catch (again) {
      deps.onStorageError(de.sync.storageError);
      throw storageFailed(again);
    }
  }
}

export function createMutate(deps: MutateDeps) {
  return async function mutate<N extends MutationName>(name: N, args: MutationArgs<N>) {
    const valid = validateArgs(name, args);
    await withStorageRetry(deps, (db) =>
      writeMutation(db, name, valid, { mutators: deps.mutators, now: deps.now?.() }),
    );
    deps.nudge();
  };
}
