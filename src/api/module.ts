// A synced module is one declaration (issue 11): its collections (row schema, local indexes,
// scope, area, page size) and its mutations (name, format version, argument schema, area, the
// local tables it writes, a German description, and its client half). The server half of every
// mutation and the server's loader of every collection are typed against the same declaration
// in server/syncEngine/registry.ts, so a missing half does not compile.
//
// This file holds only types, two identity helpers and the two collection builders; it imports
// nothing at run time, so the server can load the contracts without Dexie.
import type { EntityTable } from 'dexie';
import type { z } from 'zod';
import type { AreaKey } from './access';

/** Every synced row has an id and the server's version. */
export interface SyncedRow {
  readonly id: string;
  readonly version: string;
}

export interface CollectionDef<Row extends SyncedRow = SyncedRow> {
  readonly row: z.ZodType<Row>;
  /** The SPEC 6 area whose roles and feature flags a user needs to receive the rows. */
  readonly area: AreaKey;
  /**
   * Further areas whose screens read the same rows: any one of them opens the collection too
   * (the delivery lines serve batch documentation, order archive, documents and statistics).
   */
  readonly alsoAreas?: readonly AreaKey[];
  /** 'user': the user's own rows; 'customer': the session's delivery customer's rows. */
  readonly scope: 'user' | 'customer';
  /** Dexie index specs after the primary key `id` ('basketId', '[basketId+position]'). */
  readonly indexes: readonly string[];
  /** The most rows of one pull page (big rows, such as orders with their lines, page smaller). */
  readonly pageMax: number;
  /**
   * Rows of other collections that belong to a row of this one, by the index naming its id:
   * deleting the row deletes them locally, and a reset of this collection restarts theirs.
   */
  readonly children?: readonly { readonly collection: string; readonly key: string }[];
  /**
   * Fields only the server can compute (from data outside the client's transaction, such as
   * catalogue prices, or numbers it assigns): the optimistic row holds a placeholder until the
   * next pull. The parity test leaves them out. Dotted paths, '*' for every item of an array.
   */
  readonly serverFields?: readonly string[];
}

export type Collections = Readonly<Record<string, CollectionDef>>;

/** A collection's fields besides its row schema, area and scope (indexes, page size, ...). */
export type CollectionOptions = Omit<CollectionDef, 'row' | 'area' | 'scope'>;

/**
 * A collection of the user's own rows, or of rows the same for every user: one call a collection,
 * so that a module's declarations read one a line. The result is the plain declaration.
 */
export function userCollection<
  const R extends z.ZodType<SyncedRow>,
  const A extends AreaKey,
  const O extends CollectionOptions,
>(row: R, area: A, options: O) {
  return { row, area, scope: 'user', ...options } as const;
}

/** A collection of the session's delivery customer's rows (see userCollection). */
export function customerCollection<
  const R extends z.ZodType<SyncedRow>,
  const A extends AreaKey,
  const O extends CollectionOptions,
>(row: R, area: A, options: O) {
  return { row, area, scope: 'customer', ...options } as const;
}

/** A | B → A & B: merges the per-module tables of collections or handlers into one. */
export type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  u: infer I,
) => void
  ? I
  : never;
export type RowOfDef<D> = D extends CollectionDef<infer R> ? R : never;

/** The local (Dexie) tables of a module's collections. */
export type LocalTables<C extends Collections> = {
  readonly [K in keyof C]: EntityTable<RowOfDef<C[K]>, 'id'>;
};

/** Who acts, and when the mutation was made (its createdAt: the same on every re-apply). */
export interface LocalContext<C extends Collections> {
  readonly db: LocalTables<C>;
  readonly user: { readonly id: string; readonly name: string } | null;
  readonly now: string;
}

/** Looks rows up synchronously for a description (loaded beforehand by the screen). */
export type RowLookup<C extends Collections> = <K extends keyof C & string>(
  collection: K,
  id: string,
) => RowOfDef<C[K]> | undefined;

export interface MutationDef<
  N extends string = string,
  A extends z.ZodType = z.ZodType,
  C extends Collections = Collections,
> {
  readonly name: N;
  /** Format version of the arguments; the server answers 426 to another one. */
  readonly v: number;
  readonly args: A;
  /** Checked with the same access function as the area's screens, feature flags included. */
  readonly area: AreaKey;
  /** The local tables the client half writes: the scope of its transaction. */
  readonly tables: readonly (keyof C & string)[];
  // Methods, not function properties: a concrete declaration must fit the registry's general
  // type (method parameters are checked bivariantly).
  /** The change in German words for 'Nicht übertragene Änderungen'. */
  describe(args: z.infer<A>, rows: RowLookup<C>): string;
  /**
   * The client half: applies the change optimistically inside the caller's Dexie transaction. It
   * must be idempotent (keyed by ids, set semantics): the rebase after a pull re-applies it.
   */
  local(ctx: LocalContext<C>, args: z.infer<A>): Promise<void>;
}

/** Declares one mutation of a module, typed against the module's collections. */
export function defineMutation<C extends Collections, const N extends string, A extends z.ZodType>(
  _collections: C,
  def: MutationDef<N, A, C>,
): MutationDef<N, A, C> {
  return def;
}

export interface ModuleDef<
  C extends Collections = Collections,
  M extends readonly MutationDef<string, z.ZodType, C>[] = readonly MutationDef<
    string,
    z.ZodType,
    C
  >[],
  N extends string = string,
> {
  /** The module's folder name; it also names the module's lock (server/db/locks.ts). */
  readonly name: N;
  readonly collections: C;
  readonly mutations: M;
}

export function defineModule<
  C extends Collections,
  const M extends readonly MutationDef<string, z.ZodType, C>[],
  const N extends string,
>(def: ModuleDef<C, M, N>): ModuleDef<C, M, N> {
  return def;
}
