// The shop's contract (baskets, wish lists, web orders): the synced rows, the collections and
// every mutation with its client half. The server halves: server/modules/mutations/{baskets,rows,
// orders}.ts, typed against these declarations in server/syncEngine/registry.ts.
import { z } from 'zod';
import { de } from '../../src/i18n/de';
import { id, isoDate, isoDay, LOCAL_VERSION, version } from '../../src/api/fields';
import {
  CONFIRMATION_PART_KINDS,
  DEFECT_REASONS,
  ERP_ORDER_STATUS,
} from '../../src/api/erpAnswers';
import { customerRow, lieferkundeNrArg } from '../../src/api/customerRow';
import {
  defineModule,
  defineMutation,
  type Collections,
  type LocalTables,
  type RowLookup,
  customerCollection,
} from '../../src/api/module';
import {
  LIST_KINDS,
  listRowArgs,
  listRowFields,
  newListRowArgs,
  OrderLine,
  ORDER_STATUS,
  placedOrderFields,
  type ListKind,
} from '../../src/api/orderList';
import { LIST_ROWS_MAX } from '../../src/api/quantity';
export {
  LIST_KINDS,
  type ListKind,
  OrderLine,
  ORDER_STATUS,
  type OrderStatus,
} from '../../src/api/orderList';
export { LIST_ROWS_MAX } from '../../src/api/quantity';
import {
  appendedRow,
  copiedRow,
  isPrimaryWhenCreated,
  orderLine,
  orderTotals,
  planAdds,
  positionCount,
  QUANTITY_MAX,
  QUANTITY_MIN,
  type NewListRow,
} from './rules';

/** A basket or a wish list (same rows, same features, except ordering and availability). */
export const BasketRow = customerRow({
  kind: z.enum(LIST_KINDS),
  label: z.string(),
  /** The user's primary list of this kind for this delivery customer (one per user, customer, kind). */
  primary: z.boolean(),
  ownerId: id,
  ownerName: z.string(),
  sharedWithCompany: z.boolean(),
  internalNote: z.string(),
  artikel_count: z.number().int(),
  /** Value in euro cents: quantity × the catalogue's AEP, summed over the article rows. */
  wert_summe: z.number().int(),
  createdAt: isoDate,
});
export type BasketRow = z.infer<typeof BasketRow>;

export const BasketItemRow = z.object({
  id,
  basketId: id,
  ...listRowFields,
  version,
});
export type BasketItemRow = z.infer<typeof BasketItemRow>;

/**
 * A web order's status: the supplier orders' two (ORDER_STATUS, shared) and then the wholesaler's
 * answers (issue 29): confirmed, picked, on its way with a tour, delivered.
 */
export const WEB_ORDER_STATUS = [...ORDER_STATUS, ...ERP_ORDER_STATUS] as const;
export type WebOrderStatus = (typeof WEB_ORDER_STATUS)[number];

/** One step of an order's way after 'uebermittelt' (that one is the order's createdAt). */
export const OrderStatusStep = z.object({
  status: z.enum(ERP_ORDER_STATUS),
  at: isoDate,
  /** 'unterwegs mit Tour …': the tour. */
  tour: z.string().optional(),
});
export type OrderStatusStep = z.infer<typeof OrderStatusStep>;

/**
 * One part of a confirmed line as the pharmacy's device keeps it: the integration contract's
 * ConfirmationPart, read leniently (a later field does not make a stored order unreadable).
 */
export const ConfirmedPart = z.object({
  kind: z.enum(CONFIRMATION_PART_KINDS),
  quantity: z.number().int(),
  tour: z.string().optional(),
  deliveryDay: isoDay.optional(),
  reason: z.enum(DEFECT_REASONS).optional(),
  reasonText: z.string().optional(),
  substitutePzn: z.string().optional(),
});
export type ConfirmedPart = z.infer<typeof ConfirmedPart>;

/** What the wholesaler confirmed of one article line (`position` counts article lines from 1). */
export const OrderLineConfirmation = z.object({
  position: z.number().int(),
  pzn: z.string(),
  parts: z.array(ConfirmedPart),
});
export type OrderLineConfirmation = z.infer<typeof OrderLineConfirmation>;

/**
 * A web order. Its lines are a snapshot taken when placed; the wholesaler's answers (issue 29) add
 * the status, its history and the confirmation per line. The defaults let orders stored on a
 * device before them still parse.
 */
export const OrderRow = customerRow({
  /** The basket it was made from (it may be gone since) and its label then. */
  basketId: id,
  label: z.string(),
  ...placedOrderFields(OrderLine),
  status: z.enum(WEB_ORDER_STATUS),
  /** The wholesaler's order number, once confirmed. */
  erpOrderNo: z.string().nullable().default(null),
  statusHistory: z.array(OrderStatusStep).default([]),
  /** Per article line, in order; null until the wholesaler confirmed the order. */
  confirmation: z.array(OrderLineConfirmation).nullable().default(null),
  /** The delivery note that delivered it (its number in the order archive), once recorded. */
  deliveryNoteNo: z.string().nullable().default(null),
});
export type OrderRow = z.infer<typeof OrderRow>;

export const SHOP_COLLECTIONS = {
  baskets: customerCollection(BasketRow, 'shop', {
    indexes: ['lieferkundeNr', '[lieferkundeNr+kind]'],
    pageMax: 1000,
    children: [{ collection: 'basketRows', key: 'basketId' }],
    // The value needs the catalogue's prices.
    serverFields: ['wert_summe'],
  }),
  basketRows: customerCollection(BasketItemRow, 'shop', {
    indexes: ['basketId', '[basketId+position]'],
    pageMax: 1000,
  }),
  /** Orders carry their lines (up to 1,000 each), so their pages stay smaller. */
  orders: customerCollection(OrderRow, 'shop', {
    indexes: ['lieferkundeNr', 'createdAt'],
    pageMax: 100,
    // Confirmed by the server, with the catalogue's names and prices when it applied the order.
    // The wholesaler's answers (issue 29) arrive later, through the server only.
    serverFields: [
      'status',
      'totalCents',
      'lines.*.name',
      'lines.*.unitPriceCents',
      'erpOrderNo',
      'statusHistory',
      'confirmation',
      'deliveryNoteNo',
    ],
  }),
} as const satisfies Collections;
type Shop = typeof SHOP_COLLECTIONS;
type Db = LocalTables<Shop>;

// ---- Argument schemas -------------------------------------------------------------------------

export { QUANTITY_MAX, QUANTITY_MIN };
const { quantity, pzn, note } = listRowArgs;
const label = z.string().trim().min(1).max(60);

// ---- Local helpers (client half) ---------------------------------------------------------------

/** The count of article rows; the value (wert_summe) stays the server's (prices: catalogue). */
async function recountBasket(db: Db, basketId: string): Promise<void> {
  const rows = await db.basketRows.where('basketId').equals(basketId).toArray();
  await db.baskets.update(basketId, { artikel_count: positionCount(rows) });
}

/** The rows of a list in position order. */
const rowsOf = (db: Db, basketId: string): Promise<BasketItemRow[]> =>
  db.basketRows
    .where('[basketId+position]')
    .between([basketId, -Infinity], [basketId, Infinity])
    .toArray();

/**
 * Adds rows by the merge rule (shopRules.planAdds: an article already there raises its row) or,
 * `separate`, as rows of their own. A row id already there anywhere is left as it is, and an add
 * merged before is recognised: re-applying changes nothing (idempotent, as the rebase needs).
 */
async function appendRows(db: Db, basketId: string, rows: readonly NewListRow[], separate = false) {
  const existing = await db.basketRows.bulkGet(rows.map((r) => r.rowId));
  const fresh = rows.filter((_, i) => !existing[i]);
  const current = await rowsOf(db, basketId);
  const plan = planAdds(current, fresh, { separate });
  const after = current.at(-1)?.position ?? 0;
  await db.basketRows.bulkPut(
    plan.append.map(({ row, mergedRowIds }, i) => ({
      ...appendedRow(row, after, i, mergedRowIds),
      basketId,
      version: LOCAL_VERSION,
    })),
  );
  for (const { id, quantity, mergedRowIds } of plan.raise) {
    await db.basketRows.update(id, { quantity, mergedRowIds });
  }
}

/** `primary` is per viewing user: locally every visible list of that customer and kind counts. */
const sameGroup = (a: Pick<BasketRow, 'lieferkundeNr' | 'kind'>) => (b: BasketRow) =>
  b.lieferkundeNr === a.lieferkundeNr && b.kind === a.kind;

// ---- Descriptions -----------------------------------------------------------------------------

const d = de.failedChanges.describe;
type Lookup = RowLookup<Shop>;

/** `what`, followed by the list it concerns when that list is known locally. */
function inList(what: string, rows: Lookup, basketId: string | undefined): string {
  const basket = basketId === undefined ? undefined : rows('baskets', basketId);
  return basket ? d.inBasket(what, basket.label, basket.kind) : what;
}
const kindOf = (rows: Lookup, basketId: string): ListKind =>
  rows('baskets', basketId)?.kind ?? 'warenkorb';
const basketOfRow = (rows: Lookup, rowId: string) => rows('basketRows', rowId)?.basketId;

// ---- Mutations ---------------------------------------------------------------------------------

const C = SHOP_COLLECTIONS;

/** `kind` absent means 'warenkorb' (the format before wish lists). */
export const basketCreate = defineMutation(C, {
  name: 'basket.create',
  v: 1,
  area: 'shop',
  args: z.strictObject({
    id,
    lieferkundeNr: lieferkundeNrArg,
    label,
    kind: z.enum(LIST_KINDS).optional(),
  }),
  tables: ['baskets'],
  describe: (args) => d.basketCreate(args.label, args.kind ?? 'warenkorb'),
  async local({ db, user, now }, { id, lieferkundeNr, label, kind = 'warenkorb' }) {
    // Already there (pulled after the server applied it): the server's row wins.
    if (await db.baskets.get(id)) return;
    const primaries = await db.baskets
      .where('lieferkundeNr')
      .equals(lieferkundeNr)
      .filter((b) => b.primary && sameGroup({ lieferkundeNr, kind })(b))
      .count();
    await db.baskets.put({
      id,
      kind,
      lieferkundeNr,
      label,
      primary: isPrimaryWhenCreated(primaries),
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
});

export const basketRename = defineMutation(C, {
  name: 'basket.rename',
  v: 1,
  area: 'shop',
  args: z.strictObject({ id, label }),
  tables: ['baskets'],
  describe: (args, rows) => d.basketRename(args.label, kindOf(rows, args.id)),
  async local({ db }, { id, label }) {
    await db.baskets.update(id, { label });
  },
});

export const basketDelete = defineMutation(C, {
  name: 'basket.delete',
  v: 1,
  area: 'shop',
  args: z.strictObject({ id }),
  tables: ['baskets', 'basketRows'],
  describe: (args, rows) => inList(d.basketDelete(kindOf(rows, args.id)), rows, args.id),
  async local({ db }, { id }) {
    await db.basketRows.where('basketId').equals(id).delete();
    await db.baskets.delete(id);
  },
});

export const basketSetPrimary = defineMutation(C, {
  name: 'basket.setPrimary',
  v: 1,
  area: 'shop',
  args: z.strictObject({ id }),
  tables: ['baskets'],
  describe: (args, rows) => inList(d.basketSetPrimary(kindOf(rows, args.id)), rows, args.id),
  async local({ db }, { id }) {
    const basket = await db.baskets.get(id);
    if (!basket) return;
    await db.baskets
      .where('lieferkundeNr')
      .equals(basket.lieferkundeNr)
      .filter((b) => b.id !== id && b.primary && sameGroup(basket)(b))
      .modify({ primary: false });
    await db.baskets.update(id, { primary: true });
  },
});

export const basketSetShared = defineMutation(C, {
  name: 'basket.setShared',
  v: 1,
  area: 'shop',
  args: z.strictObject({ id, shared: z.boolean() }),
  tables: ['baskets'],
  describe: (args, rows) => {
    const kind = kindOf(rows, args.id);
    return inList(args.shared ? d.basketShare(kind) : d.basketUnshare(kind), rows, args.id);
  },
  async local({ db }, { id, shared }) {
    await db.baskets.update(id, { sharedWithCompany: shared });
  },
});

export const basketSetInternalNote = defineMutation(C, {
  name: 'basket.setInternalNote',
  v: 1,
  area: 'shop',
  args: z.strictObject({ id, note: z.string().max(1000) }),
  tables: ['baskets'],
  describe: (args, rows) => inList(d.basketNote(kindOf(rows, args.id)), rows, args.id),
  async local({ db }, { id, note }) {
    await db.baskets.update(id, { internalNote: note });
  },
});

export const basketAddRow = defineMutation(C, {
  name: 'basket.addRow',
  v: 1,
  area: 'shop',
  args: z.union([
    // `separate`: a deliberate second row ('Duplizieren'); otherwise the article merges.
    z.strictObject({
      basketId: id,
      rowId: id,
      pzn,
      quantity,
      separate: z.literal(true).optional(),
    }),
    z.strictObject({ basketId: id, rowId: id, note }),
  ]),
  tables: ['baskets', 'basketRows'],
  describe: (args, rows) =>
    inList(
      'pzn' in args ? d.addArticle(args.pzn, args.quantity) : d.addNote(args.note),
      rows,
      args.basketId,
    ),
  async local({ db }, args) {
    if (!(await db.baskets.get(args.basketId))) return;
    const row: NewListRow =
      'pzn' in args
        ? { rowId: args.rowId, pzn: args.pzn, quantity: args.quantity }
        : { rowId: args.rowId, note: args.note };
    await appendRows(db, args.basketId, [row], 'pzn' in args && args.separate === true);
    await recountBasket(db, args.basketId);
  },
});

/** Several rows at once, appended in order (reorder, paste). */
export const basketAddRows = defineMutation(C, {
  name: 'basket.addRows',
  v: 1,
  area: 'shop',
  args: z.strictObject({ basketId: id, rows: z.array(newListRowArgs).min(1).max(LIST_ROWS_MAX) }),
  tables: ['baskets', 'basketRows'],
  describe: (args, rows) => inList(d.addRows(args.rows.length), rows, args.basketId),
  async local({ db }, { basketId, rows }) {
    if (!(await db.baskets.get(basketId))) return;
    await appendRows(db, basketId, rows);
    await recountBasket(db, basketId);
  },
});

/** Copies (or moves) rows of one list into another list of the same customer. */
export const basketTransferRows = defineMutation(C, {
  name: 'basket.transferRows',
  v: 1,
  area: 'shop',
  args: z.strictObject({
    targetBasketId: id,
    move: z.boolean(),
    rows: z
      .array(z.strictObject({ rowId: id, newRowId: id }))
      .min(1)
      .max(LIST_ROWS_MAX),
  }),
  tables: ['baskets', 'basketRows'],
  describe: (args, rows) => {
    const target = rows('baskets', args.targetBasketId);
    const into = target ? d.intoList(target.label, target.kind) : '';
    const n = args.rows.length;
    return args.move ? d.moveRows(n, into) : d.copyRows(n, into);
  },
  async local({ db }, { targetBasketId, move, rows }) {
    if (!(await db.baskets.get(targetBasketId))) return;
    const sources = await db.basketRows.bulkGet(rows.map((r) => r.rowId));
    const copies: NewListRow[] = [];
    const touched = new Set<string>([targetBasketId]);
    rows.forEach(({ newRowId }, i) => {
      const source = sources[i];
      // A source gone already (moved before, or deleted) has nothing to copy; the server refuses
      // such a transfer, and its rejection resyncs the lists.
      if (!source) return;
      touched.add(source.basketId);
      copies.push(copiedRow(source, newRowId));
    });
    // A move takes the sources out first, then appends the copies (so a move within one list
    // puts the rows at its end), as the server does.
    if (move) await db.basketRows.bulkDelete(sources.flatMap((s) => (s ? [s.id] : [])));
    await appendRows(db, targetBasketId, copies, true);
    for (const basketId of touched) await recountBasket(db, basketId);
  },
});

export const basketSetQuantity = defineMutation(C, {
  name: 'basket.setQuantity',
  v: 1,
  area: 'shop',
  args: z.strictObject({ rowId: id, quantity }),
  tables: ['basketRows'],
  describe: (args, rows) =>
    inList(d.setQuantity(args.quantity), rows, basketOfRow(rows, args.rowId)),
  async local({ db }, { rowId, quantity }) {
    await db.basketRows.update(rowId, { quantity });
  },
});

export const basketDeleteRow = defineMutation(C, {
  name: 'basket.deleteRow',
  v: 1,
  area: 'shop',
  args: z.strictObject({ rowId: id }),
  tables: ['baskets', 'basketRows'],
  describe: (args, rows) => inList(d.deleteRow, rows, basketOfRow(rows, args.rowId)),
  async local({ db }, { rowId }) {
    const row = await db.basketRows.get(rowId);
    if (!row) return;
    await db.basketRows.delete(rowId);
    await recountBasket(db, row.basketId);
  },
});

/**
 * Turns a basket into a web order `orderId` from the basket's rows as the server holds them
 * when it applies this (after every earlier mutation of the queue), then empties the basket.
 */
export const orderPlace = defineMutation(C, {
  name: 'order.place',
  v: 1,
  area: 'shop',
  args: z.strictObject({ orderId: id, basketId: id }),
  tables: ['baskets', 'basketRows', 'orders'],
  describe: (args, rows) => inList(d.orderPlace, rows, args.basketId),
  async local({ db, user, now }, { orderId, basketId }) {
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
});

/**
 * The optimistic order until the server's arrives: the lines are snapshots without the
 * catalogue's name and price (shopRules.orderLine), so the total is 0 until then.
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
  user: { readonly id: string; readonly name: string } | null;
  now: string;
}): OrderRow {
  const lines = rows.map((row) => orderLine(row, null));
  return {
    id: orderId,
    lieferkundeNr: basket.lieferkundeNr,
    basketId: basket.id,
    label: basket.label,
    userId: user?.id ?? '',
    userName: user?.name ?? '',
    status: 'wird_gesendet',
    createdAt: now,
    ...orderTotals(lines),
    lines,
    erpOrderNo: null,
    statusHistory: [],
    confirmation: null,
    deliveryNoteNo: null,
    version: LOCAL_VERSION,
  };
}

export const shopModule = defineModule({
  name: 'shop',
  collections: SHOP_COLLECTIONS,
  mutations: [
    basketCreate,
    basketRename,
    basketDelete,
    basketSetPrimary,
    basketSetShared,
    basketSetInternalNote,
    basketAddRow,
    basketAddRows,
    basketTransferRows,
    basketSetQuantity,
    basketDeleteRow,
    orderPlace,
  ],
});
