// The client halves of the mutations, run by name. Each is declared with its mutation in the
// module's contract (modules/shop/contract.ts, modules/notifications/contract.ts, ...; registry src/api/modules.ts)
// and applies the change optimistically to the local tables. They run inside a Dexie transaction
// opened by the caller (mutate, retry, or the worker's rebase after a pull), so they only touch
// Dexie and await nothing else; the rebase re-applies them, so each is idempotent.
import { onModulesRegistered } from '../api/modules';
import { MUTATIONS, type Collection, type MutationArgs, type MutationName } from '../api/sync';
import { META, type PortalDb } from './schema';

/** Who acts, and when the mutation was made (its createdAt: the same on every re-apply). */
export interface MutatorContext {
  readonly db: PortalDb;
  readonly user: SessionOwner | null;
  readonly now: string;
}

export interface SessionOwner {
  readonly id: string;
  readonly name: string;
}

type Mutator<N extends MutationName> = (
  ctx: MutatorContext,
  args: MutationArgs<N>,
) => Promise<void>;
export type Mutators = { readonly [N in MutationName]: Mutator<N> };

/** The client halves by name (tests swap one for a failing one); filled on registration. */
export const mutators = {} as Mutators;

/** The tables each mutation touches: the transaction scope of mutate(). */
export const MUTATION_TABLES = {} as { readonly [N in MutationName]: readonly Collection[] };

onModulesRegistered(() => {
  for (const def of Object.values(MUTATIONS)) {
    Object.assign(mutators, { [def.name]: def.local });
    Object.assign(MUTATION_TABLES, { [def.name]: def.tables });
  }
});

/** Runs one mutator by name; the args were validated when the mutation was made. */
export function applyMutation(
  ctx: MutatorContext,
  name: MutationName,
  args: unknown,
  table: Mutators = mutators,
): Promise<void> {
  const mutator = table[name] as (ctx: MutatorContext, args: unknown) => Promise<void>;
  return mutator(ctx, args);
}

/** The owner written by the main thread when it opened the database (see userDb). */
export async function readOwner(db: PortalDb): Promise<SessionOwner | null> {
  const entry = await db.meta.get(META.user);
  const value = entry?.value as Partial<SessionOwner> | undefined;
  return value && typeof value.id === 'string' && typeof value.name === 'string'
    ? { id: value.id, name: value.name }
    : null;
}
