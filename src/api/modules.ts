// The registry of synced modules (issues 11 and 25). The platform imports no module: the client
// root app/modules.ts lists the modules' contracts, hands them to registerModules() before
// anything syncs, and tells the compiler their types through the `Register` interface below (as
// TanStack Router's `Register` does). Everything that lists collections or mutations derives from
// this registry: the Dexie schema, the pull answer's shape and its local application, the outbox's
// transaction scopes, the descriptions of rejected changes, the server's pull, push and
// convergence (whose halves the server root types against it) and the e2e convergence check.
import type { z } from 'zod';
import type { ModuleDef, RowOfDef, UnionToIntersection } from './module';

/**
 * Filled in by the root's declaration merging: `interface Register { modules: typeof MODULES }`.
 * Without it (a file compiled alone) the registry's types are the general ones.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Register {}

type Registered = Register extends { modules: infer M extends readonly ModuleDef[] }
  ? M
  : readonly ModuleDef[];
type AnyModule = Registered[number];

export type CollectionDefs = UnionToIntersection<AnyModule['collections']>;
export type Collection = keyof CollectionDefs & string;
export type RowOf<C extends Collection> = RowOfDef<CollectionDefs[C]>;

/** The synced modules' names (each module's folder). */
export type ModuleName = AnyModule['name'];

type AnyMutation = AnyModule['mutations'][number];
export type MutationName = AnyMutation['name'];
export type MutationDefOf<N extends MutationName> = Extract<AnyMutation, { name: N }>;
export type MutationArgs<N extends MutationName> = z.infer<MutationDefOf<N>['args']>;

/**
 * The registered values. Filled in place by registerModules(), so that a reference taken at
 * import time (before the root registered) sees the modules once they are there.
 */
export const COLLECTION_DEFS = {} as CollectionDefs;
/** The collections that sync, in pull order (a parent before its children). */
export const COLLECTIONS: Collection[] = [];
export const MUTATIONS = {} as { readonly [N in MutationName]: MutationDefOf<N> };
export const MUTATION_NAMES: MutationName[] = [];

let registered: readonly ModuleDef[] | null = null;
const listeners: (() => void)[] = [];

function unique(kind: string, names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`Two synced modules declare the ${kind} '${name}'.`);
    seen.add(name);
  }
}

/**
 * Registers the synced modules, in pull order. Called once by each root (the page, the sync
 * worker, the server, a test setup); a second call with the same list does nothing.
 */
export function registerModules(modules: Registered): void {
  if (registered) {
    if (registered.length === modules.length && registered.every((m, i) => m === modules[i])) {
      return;
    }
    throw new Error('The synced modules were registered twice with different lists.');
  }
  const list: readonly ModuleDef[] = modules;
  unique(
    'collection',
    list.flatMap((m) => Object.keys(m.collections)),
  );
  unique(
    'mutation',
    list.flatMap((m) => m.mutations.map((d) => d.name)),
  );
  registered = list;
  Object.assign(COLLECTION_DEFS, ...list.map((m) => m.collections));
  COLLECTIONS.push(...(list.flatMap((m) => Object.keys(m.collections)) as Collection[]));
  Object.assign(
    MUTATIONS,
    Object.fromEntries(list.flatMap((m) => m.mutations.map((d) => [d.name, d]))),
  );
  MUTATION_NAMES.push(...(Object.keys(MUTATIONS) as MutationName[]));
  for (const listener of listeners.splice(0)) listener();
}

/** Runs `fill` once the modules are registered (at once when they are). */
export function onModulesRegistered(fill: () => void): void {
  if (registered) fill();
  else listeners.push(fill);
}

/** The registered modules; throws before registration, so a root that forgot it shows at once. */
export function registeredModules(): readonly ModuleDef[] {
  if (!registered) {
    throw new Error('No synced modules registered: import the root app/modules.ts first.');
  }
  return registered;
}

export const isMutationName = (name: string): name is MutationName =>
  Object.hasOwn(MUTATIONS, name);

/** The collections of the module that declares a mutation (what its description may look at). */
export function moduleCollectionsOf(name: MutationName): Collection[] {
  const module = registeredModules().find((m) => m.mutations.some((d) => d.name === name));
  return Object.keys(module?.collections ?? {}) as Collection[];
}
