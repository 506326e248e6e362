// The client half of every mutation (DESIGN "Data flows one way"): each applies the change
// optimistically to the local tables. They run inside a Dexie transaction opened by the caller
// (mutate, or the worker's rebase after a pull), so they only touch Dexie and await nothing else.
// Every mutator is idempotent (keyed by ids, set semantics): rebase re-applies pending mutations
// on top of freshly pulled rows, possibly many times.
import type { MutationArgs, MutationName } from '../api/sync';
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

type TableName = 'notifications' | 'baskets' | 'basketRows';

/** The tables each mutation touches: the transaction scope of mutate(). */
export const MUTATION_TABLES: { readonly [N in MutationName]: readonly TableName[] } = {
  'notification.markSeen': ['notifications'],
  'notification.markAllSeen': ['notifications'],
  'basket.create': ['baskets'],
  'basket.rename': ['baskets'],
  'basket.delete': ['baskets', 'basketRows'],
  'basket.setPrimary': ['baskets'],
  'basket.setShared': ['baskets'],
  'basket.setInternalNote': ['baskets'],
  'basket.addRow': ['baskets', 'basketRows'],
  'basket.setQuantity': ['basketRows'],
  'basket.deleteRow': ['baskets', 'basketRows'],
};

/** Versions of rows made locally; the next pull replaces them with the server's. */
const LOCAL_VERSION = '0';

/** The count of article rows (note rows are not articles). Value stays the server's. */
async function recountBasket(db: PortalDb, basketId: string): Promise<void> {
  const count = await db.basketRows
    .where('basketId')
    .equals(basketId)
    .filter((row) => row.pzn !== null)
    .count();
  await db.baskets.update(basketId, { artikel_count: count });
}

const later = (a: string, b: string) => Date.parse(a) <= Date.parse(b);

export const mutators: Mutators = {
  async 'notification.markSeen'({ db, now }, { ids }) {
    const rows = await db.notifications.bulkGet(ids);
    const changed = rows.flatMap((row) =>
      row && !row.seen ? [{ ...row, seen: true, dat_seen: row.dat_seen ?? now }] : [],
    );
    await db.notifications.bulkPut(changed);
  },

  async 'notification.markAllSeen'({ db, now }, { before }) {
    await db.notifications
      .filter((row) => !row.seen && later(row.dat_insert, before))
      .modify({ seen: true, dat_seen: now });
  },

  async 'basket.create'({ db, user, now }, { id, lieferkundeNr, label }) {
    // Already there (pulled after the server applied it): the server's row wins.
    if (await db.baskets.get(id)) return;
    const ownerId = user?.id ?? '';
    const mine = await db.baskets
      .where('lieferkundeNr')
      .equals(lieferkundeNr)
      .filter((b) => b.ownerId === ownerId)
      .count();
    await db.baskets.put({
      id,
      lieferkundeNr,
      label,
      primary: mine === 0,
      ownerId,
      ownerName: user?.name ?? '',
      sharedWithCompany: false,
      internalNote: '',
      artikel_count: 0,
      wert_summe: 0,
      createdAt: now,
      version: LOCAL_VERSION,
    });
  },

  async 'basket.rename'({ db }, { id, label }) {
    await db.baskets.update(id, { label });
  },

  async 'basket.delete'({ db }, { id }) {
    await db.basketRows.where('basketId').equals(id).delete();
    await db.baskets.delete(id);
  },

  async 'basket.setPrimary'({ db }, { id }) {
    const basket = await db.baskets.get(id);
    if (!basket) return;
    // One primary basket per owner and delivery customer.
    await db.baskets
      .where('lieferkundeNr')
      .equals(basket.lieferkundeNr)
      .filter((b) => b.ownerId === basket.ownerId && b.id !== id && b.primary)
      .modify({ primary: false });
    await db.baskets.update(id, { primary: true });
  },

  async 'basket.setShared'({ db }, { id, shared }) {
    await db.baskets.update(id, { sharedWithCompany: shared });
  },

  async 'basket.setInternalNote'({ db }, { id, note }) {
    await db.baskets.update(id, { internalNote: note });
  },

  async 'basket.addRow'({ db }, args) {
    if (!(await db.baskets.get(args.basketId))) return;
    if (!(await db.basketRows.get(args.rowId))) {
      const last = await db.basketRows
        .where('[basketId+position]')
        .between([args.basketId, -Infinity], [args.basketId, Infinity])
        .last();
      await db.basketRows.put({
        id: args.rowId,
        basketId: args.basketId,
        pzn: 'pzn' in args ? args.pzn : null,
        note: 'note' in args ? args.note : null,
        quantity: 'quantity' in args ? args.quantity : 1,
        position: (last?.position ?? 0) + 1,
        version: LOCAL_VERSION,
      });
    }
    await recountBasket(db, args.basketId);
  },

  async 'basket.setQuantity'({ db }, { rowId, quantity }) {
    await db.basketRows.update(rowId, { quantity });
  },

  async 'basket.deleteRow'({ db }, { rowId }) {
    const row = await db.basketRows.get(rowId);
    if (!row) return;
    await db.basketRows.delete(rowId);
    await recountBasket(db, row.basketId);
  },
};

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
