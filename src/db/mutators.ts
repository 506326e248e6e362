// The client half of every mutation (DESIGN "Data flows one way"): each applies the change
// optimistically to the local tables. They run inside a Dexie transaction opened by the caller
// (mutate, or the worker's rebase after a pull), so they only touch Dexie and await nothing else.
// Every mutator is idempotent (keyed by ids, set semantics): rebase re-applies pending mutations
// on top of freshly pulled rows, possibly many times.
import type {
  BasketItemRow,
  BasketRow,
  MutationArgs,
  MutationName,
  OrderLine,
  OrderRow,
} from '../api/sync';
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

type TableName = 'notifications' | 'baskets' | 'basketRows' | 'orders';

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
  'basket.addRows': ['baskets', 'basketRows'],
  'basket.transferRows': ['baskets', 'basketRows'],
  'basket.setQuantity': ['basketRows'],
  'basket.deleteRow': ['baskets', 'basketRows'],
  'order.place': ['baskets', 'basketRows', 'orders'],
};

/** Versions of rows made locally; the next pull replaces them with the server's. */
const LOCAL_VERSION = '0';

/**
 * The count of article rows (note rows are not articles). The value (wert_summe) stays the
 * server's here: prices live in the catalogue database, outside this transaction, so screens
 * compute the current value from the rows and the catalogue themselves.
 */
async function recountBasket(db: PortalDb, basketId: string): Promise<void> {
  const count = await db.basketRows
    .where('basketId')
    .equals(basketId)
    .filter((row) => row.pzn !== null)
    .count();
  await db.baskets.update(basketId, { artikel_count: count });
}

/** The rows of a list in position order. */
const rowsOf = (db: PortalDb, basketId: string): Promise<BasketItemRow[]> =>
  db.basketRows
    .where('[basketId+position]')
    .between([basketId, -Infinity], [basketId, Infinity])
    .toArray();

async function lastPosition(db: PortalDb, basketId: string): Promise<number> {
  const last = await db.basketRows
    .where('[basketId+position]')
    .between([basketId, -Infinity], [basketId, Infinity])
    .last();
  return last?.position ?? 0;
}

type NewRow = MutationArgs<'basket.addRows'>['rows'][number];

/** Appends rows whose ids are new (a row id already there is left as it is: idempotent). */
async function appendRows(db: PortalDb, basketId: string, rows: readonly NewRow[]) {
  const existing = await db.basketRows.bulkGet(rows.map((r) => r.rowId));
  let position = await lastPosition(db, basketId);
  const fresh: BasketItemRow[] = [];
  rows.forEach((row, i) => {
    if (existing[i]) return;
    const article = 'pzn' in row;
    fresh.push({
      id: row.rowId,
      basketId,
      pzn: article ? row.pzn : null,
      note: article ? null : row.note,
      // A note row carries quantity 1, as the server stores it.
      quantity: article ? row.quantity : 1,
      position: ++position,
      version: LOCAL_VERSION,
    });
  });
  await db.basketRows.bulkPut(fresh);
}

const later = (a: string, b: string) => Date.parse(a) <= Date.parse(b);

/** `primary` is per viewing user: locally every visible list of that customer and kind counts. */
const sameGroup = (a: Pick<BasketRow, 'lieferkundeNr' | 'kind'>) => (b: BasketRow) =>
  b.lieferkundeNr === a.lieferkundeNr && b.kind === a.kind;

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

  async 'basket.create'({ db, user, now }, { id, lieferkundeNr, label, kind = 'warenkorb' }) {
    // Already there (pulled after the server applied it): the server's row wins.
    if (await db.baskets.get(id)) return;
    // As on the server: a user without a primary list of this kind gets the new one as primary.
    const hasPrimary = await db.baskets
      .where('lieferkundeNr')
      .equals(lieferkundeNr)
      .filter((b) => b.primary && sameGroup({ lieferkundeNr, kind })(b))
      .count();
    await db.baskets.put({
      id,
      kind,
      lieferkundeNr,
      label,
      primary: hasPrimary === 0,
      ownerId: user?.id ?? '',
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
    // One primary list per user, delivery customer and kind (shared lists count too).
    await db.baskets
      .where('lieferkundeNr')
      .equals(basket.lieferkundeNr)
      .filter((b) => b.id !== id && b.primary && sameGroup(basket)(b))
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
    const row: NewRow =
      'pzn' in args
        ? { rowId: args.rowId, pzn: args.pzn, quantity: args.quantity }
        : { rowId: args.rowId, note: args.note };
    await appendRows(db, args.basketId, [row]);
    await recountBasket(db, args.basketId);
  },

  async 'basket.addRows'({ db }, { basketId, rows }) {
    if (!(await db.baskets.get(basketId))) return;
    await appendRows(db, basketId, rows);
    await recountBasket(db, basketId);
  },

  async 'basket.transferRows'({ db }, { targetBasketId, move, rows }) {
    if (!(await db.baskets.get(targetBasketId))) return;
    const sources = await db.basketRows.bulkGet(rows.map((r) => r.rowId));
    const copies: NewRow[] = [];
    const touched = new Set<string>([targetBasketId]);
    rows.forEach(({ newRowId }, i) => {
      const source = sources[i];
      // A source gone already (moved before, or deleted) has nothing to copy; the server refuses
      // such a transfer, and its rejection resyncs the lists.
      if (!source) return;
      touched.add(source.basketId);
      copies.push(
        source.pzn !== null
          ? { rowId: newRowId, pzn: source.pzn, quantity: source.quantity }
          : { rowId: newRowId, note: source.note ?? '' },
      );
    });
    // As on the server: a move takes the sources out first, then appends the copies (so a move
    // within one list puts the rows at its end).
    if (move) await db.basketRows.bulkDelete(sources.flatMap((s) => (s ? [s.id] : [])));
    await appendRows(db, targetBasketId, copies);
    for (const basketId of touched) await recountBasket(db, basketId);
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

  async 'order.place'({ db, user, now }, { orderId, basketId }) {
    const basket = await db.baskets.get(basketId);
    if (!basket) return;
    const rows = await rowsOf(db, basketId);
    // Applied again (rebase after a pull that still had the rows): the order stays as first
    // made, the basket is emptied again, as the server will do when it applies it.
    if (!(await db.orders.get(orderId)) && rows.length > 0) {
      await db.orders.put(localOrder({ orderId, basket, rows, user, now }));
    }
    await db.basketRows.bulkDelete(rows.map((r) => r.id));
    await db.baskets.update(basketId, { artikel_count: 0, wert_summe: 0 });
  },
};

/**
 * The optimistic order until the server's arrives. Names and prices live in the catalogue
 * database, outside this transaction: an article line carries an empty name and no price (and
 * the order a total of 0), and screens look them up in the catalogue when they show a
 * 'wird_gesendet' order.
 */
export function localOrder({
  orderId,
  basket,
  rows,
  user,
  now,
}: {
  orderId: string;
  basket: BasketRow;
  rows: readonly BasketItemRow[];
  user: SessionOwner | null;
  now: string;
}): OrderRow {
  const lines: OrderLine[] = rows.map((row) => ({
    pzn: row.pzn,
    name: row.pzn === null ? (row.note ?? '') : '',
    note: row.pzn === null ? row.note : null,
    quantity: row.quantity,
    unitPriceCents: null,
  }));
  return {
    id: orderId,
    lieferkundeNr: basket.lieferkundeNr,
    basketId: basket.id,
    label: basket.label,
    userId: user?.id ?? '',
    userName: user?.name ?? '',
    status: 'wird_gesendet',
    createdAt: now,
    rowCount: rows.filter((r) => r.pzn !== null).length,
    totalCents: 0,
    lines,
    version: LOCAL_VERSION,
  };
}

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
