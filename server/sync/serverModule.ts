// The shape of a module's server half (issue 11): a handler per declared mutation and a loader
// per declared collection, typed against the module's declaration in src/api/. Kept apart from
// the registry so the modules can import it without an import cycle.
import type { z } from 'zod';
import type { Principal } from '../../src/api/access.ts';
import type { ModuleDef, MutationDef } from '../../src/api/module.ts';
import type { MarkSource } from './marks.ts';
import type { MutationContext, Rejection, Tx } from './types.ts';

export type Handler<A> = (tx: Tx, ctx: MutationContext, args: A) => Promise<void>;

/** One mutation's outcome in a run: applied (acting for these customers), or its rejection. */
export type RunResult = Rejection | { readonly actedFor: readonly number[] };

/**
 * Applies consecutive mutations of one name as a set (issue 27): the results, in order, that
 * they would have had one after the other, from a few statements for the whole run. It plans
 * in memory and writes only after every check, so a rejected mutation leaves no trace; an
 * unexpected error undoes the run, which the push then applies one by one.
 */
export type RunHandler<A> = (
  tx: Tx,
  ctx: MutationContext,
  args: readonly A[],
) => Promise<RunResult[]>;

/** What a loader may see of the session: the user, their roles and the delivery customer. */
export interface LoadScope {
  readonly userId: string;
  /** The delivery customer; 0 for user-scoped collections (never loaded without a customer). */
  readonly lieferkundeNr: number;
  /** The user's roles and feature flags, for a collection with a view (below). */
  readonly principal: Principal;
}

/**
 * The view of a collection whose rows depend on the user's roles beyond its area: a name for
 * each distinct set of rows ('' for all of them). It is part of the cursors' scope, so a role
 * granted or withdrawn resets the collection on the client, which then holds exactly the rows
 * of its new view (the loader decides which rows, with the same rule).
 */
export type View = (principal: Principal) => string;

/** One changed row: the row as this user sees it, or null when it is deleted or not visible. */
export interface Changed<Row> {
  readonly id: string;
  readonly version: bigint;
  readonly row: Row | null;
}

/** Rows of the scope changed after version `from`, in version order, at most `take`. */
export type Loader<Row> = (
  tx: Tx,
  scope: LoadScope,
  from: bigint,
  take: number,
) => Promise<Changed<Row>[]>;

type MutationsOf<M extends ModuleDef> = M['mutations'][number];

/** The server half of one module: a handler per mutation, a loader per collection. */
export interface ServerModule<M extends ModuleDef> {
  readonly handlers: {
    readonly [D in MutationsOf<M> as D['name']]: Handler<
      z.infer<D extends MutationDef<string, infer A> ? A : never>
    >;
  };
  readonly loaders: {
    readonly [K in keyof M['collections']]: Loader<z.infer<M['collections'][K]['row']>>;
  };
  readonly views?: { readonly [K in keyof M['collections']]?: View };
  /**
   * The tables a collection's own loader pages by (server/sync/marks.ts), so a pull skips it
   * while none of them moved; the shared loaders (customerTableLoader, registerLoader...) declare
   * theirs. A collection with neither is read on every pull.
   */
  readonly marks?: { readonly [K in keyof M['collections']]?: readonly MarkSource[] };
  /** Set-wise handlers for mutations that come in long runs (a list filled, a replay). */
  readonly runs?: {
    readonly [D in MutationsOf<M> as D['name']]?: RunHandler<
      z.infer<D extends MutationDef<string, infer A> ? A : never>
    >;
  };
}

export function serverModule<M extends ModuleDef>(_module: M, half: ServerModule<M>) {
  return half;
}
