// Supplier orders (Lieferantenbestellung / Direktbezug, issue 15): the manufacturers and other
// suppliers a pharmacy orders from directly, their assortments with their own purchase prices
// and order units, one basket per supplier and delivery customer, and the orders placed from it.
// The server half: modules/suppliers/server/sync.ts; the demo data: modules/suppliers/server/seed.ts.
//
// A module of its own rather than shop lists with a supplier id (./README.md,
// 'Suppliers'): its area, prices and minimum order value are the supplier's, not the
// wholesaler's. The row, line and total rules are the shop's (modules/shop/rules.ts, ./rules.ts).
import { z } from 'zod';
import { suppliersDe } from './texts.de';
import { id, LOCAL_VERSION, version } from '../../src/api/fields';
import { customerRow, lieferkundeNrArg } from '../../src/api/customerRow';
import {
  defineModule,
  defineMutation,
  type Collections,
  type LocalTables,
  type RowLookup,
  customerCollection,
  userCollection,
} from '../../src/api/module';
import {
  listRowArgs,
  listRowFields,
  newListRowArgs,
  placedOrderFields,
  ROW_NOTE_MAX,
} from '../../src/api/orderList';
import { LIST_ROWS_MAX, OrderLine, QUANTITY_MAX, QUANTITY_MIN } from '../shop/contract';
import { appendedRow, planAdds, type NewListRow } from '../shop/rules';
import { supplierOrderLine, supplierOrderTotals } from './rules';

export const SUPPLIER_KINDS = ['hersteller', 'vertrieb'] as const;
export type SupplierKind = (typeof SUPPLIER_KINDS)[number];

/** A supplier the pharmacy may order from directly (the same list for every pharmacy). */
export const SupplierRow = z.object({
  id,
  name: z.string(),
  /** The pharmacy's customer number at the supplier is the supplier's business; this is ours. */
  supplierNumber: z.string(),
  kind: z.enum(SUPPLIER_KINDS),
  /** The least an order must be worth (Σ quantity × price), euro cents; 0: none. */
  minOrderCents: z.number().int(),
  /** The weekdays the supplier delivers ('Mo–Fr', 'Di und Do'). */
  deliveryDays: z.string(),
  /** Working days from order to delivery. */
  leadTimeDays: z.number().int(),
  /** How the supplier takes the order, in words (portal, field staff, confirmation). */
  orderChannel: z.string(),
  contact: z.string(),
  version,
});
export type SupplierRow = z.infer<typeof SupplierRow>;

/** One article of a supplier's assortment: a catalogue article at the supplier's terms. */
export const SupplierArticleRow = z.object({
  id,
  supplierId: id,
  pzn: z.string(),
  /** The article's name and maker when the supplier listed it. */
  name: z.string(),
  manufacturer: z.string(),
  supplierArticleNo: z.string(),
  /** What one ordered unit is ('Packung', 'Karton à 12 Packungen'). */
  orderUnit: z.string(),
  packsPerUnit: z.number().int(),
  /** The supplier's purchase price per order unit, euro cents, without VAT. */
  priceCents: z.number().int(),
  version,
});
export type SupplierArticleRow = z.infer<typeof SupplierArticleRow>;

/** A row of the basket of one supplier at one delivery customer (shared by its users). */
export const SupplierBasketRow = customerRow({
  supplierId: id,
  /** Its quantity counts order units. */
  ...listRowFields,
});
export type SupplierBasketRow = z.infer<typeof SupplierBasketRow>;

/** The shop's order line plus the order unit the quantity counts. */
export const SupplierOrderLine = OrderLine.extend({ unit: z.string() });
export type SupplierOrderLine = z.infer<typeof SupplierOrderLine>;

/** An order to a supplier; immutable once placed, so its lines travel with it. */
export const SupplierOrderRow = customerRow({
  supplierId: id,
  supplierName: z.string(),
  /** The number the server gives it ('DB-303701-0007'); '' until then. */
  number: z.string(),
  /** The message to the supplier sent with the order; may be empty. */
  note: z.string(),
  ...placedOrderFields(SupplierOrderLine),
});
export type SupplierOrderRow = z.infer<typeof SupplierOrderRow>;

export const SUPPLIER_COLLECTIONS = {
  // The same suppliers and terms for every pharmacy: not bound to the delivery customer.
  suppliers: userCollection(SupplierRow, 'suppliers', { indexes: ['name'], pageMax: 500 }),
  supplierArticles: userCollection(SupplierArticleRow, 'suppliers', {
    indexes: ['supplierId', 'pzn'],
    pageMax: 1000,
  }),
  supplierBasketRows: customerCollection(SupplierBasketRow, 'suppliers', {
    indexes: ['lieferkundeNr', '[lieferkundeNr+supplierId]'],
    pageMax: 1000,
  }),
  supplierOrders: customerCollection(SupplierOrderRow, 'suppliers', {
    indexes: ['lieferkundeNr', 'supplierId', 'createdAt'],
    pageMax: 100,
    // Numbered and confirmed by the server, priced with the terms when it applied the order.
    serverFields: [
      'number',
      'status',
      'totalCents',
      'lines.*.name',
      'lines.*.unitPriceCents',
      'lines.*.unit',
    ],
  }),
} as const satisfies Collections;
type Suppliers = typeof SUPPLIER_COLLECTIONS;
type Db = LocalTables<Suppliers>;

// ---- Argument schemas -------------------------------------------------------------------------

export { LIST_ROWS_MAX, QUANTITY_MAX, QUANTITY_MIN };
export { ROW_NOTE_MAX };
export const ORDER_NOTE_MAX = 500;
const { quantity } = listRowArgs;

// ---- Local helpers (client half) ---------------------------------------------------------------

/** The rows of one supplier's basket at a customer, in position order. */
export async function basketRowsOf(
  db: Pick<Db, 'supplierBasketRows'>,
  customer: number,
  supplierId: string,
): Promise<SupplierBasketRow[]> {
  const rows = await db.supplierBasketRows
    .where('[lieferkundeNr+supplierId]')
    .equals([customer, supplierId])
    .toArray();
  return rows.sort((a, b) => a.position - b.position);
}

// ---- Descriptions -----------------------------------------------------------------------------

const d = suppliersDe.describe;
type Lookup = RowLookup<Suppliers>;
const supplierName = (rows: Lookup, supplierId: string | undefined) =>
  (supplierId === undefined ? undefined : rows('suppliers', supplierId)?.name) ?? d.unknownSupplier;
const supplierOfRow = (rows: Lookup, rowId: string) =>
  rows('supplierBasketRows', rowId)?.supplierId;

// ---- Mutations ---------------------------------------------------------------------------------

const C = SUPPLIER_COLLECTIONS;

/** Appends rows (one article, a note, or a reorder's lines) to a supplier's basket. */
export const supplierBasketAddRows = defineMutation(C, {
  name: 'supplierBasket.addRows',
  v: 1,
  area: 'suppliers',
  args: z.strictObject({
    lieferkundeNr: lieferkundeNrArg,
    supplierId: id,
    rows: z.array(newListRowArgs).min(1).max(LIST_ROWS_MAX),
  }),
  tables: ['supplierBasketRows'],
  describe: (args, rows) => d.addRows(args.rows.length, supplierName(rows, args.supplierId)),
  async local({ db }, { lieferkundeNr, supplierId, rows }) {
    const existing = await db.supplierBasketRows.bulkGet(rows.map((r) => r.rowId));
    const fresh: NewListRow[] = rows.filter((_, i) => !existing[i]);
    const current = await basketRowsOf(db, lieferkundeNr, supplierId);
    // The shop's merge rule: an article already in the basket raises its row (idempotent).
    const plan = planAdds(current, fresh);
    const after = current.at(-1)?.position ?? 0;
    await db.supplierBasketRows.bulkPut(
      plan.append.map(({ row, mergedRowIds }, i) => ({
        ...appendedRow(row, after, i, mergedRowIds),
        lieferkundeNr,
        supplierId,
        version: LOCAL_VERSION,
      })),
    );
    for (const { id: rowId, quantity, mergedRowIds } of plan.raise) {
      await db.supplierBasketRows.update(rowId, { quantity, mergedRowIds });
    }
  },
});

export const supplierBasketSetQuantity = defineMutation(C, {
  name: 'supplierBasket.setQuantity',
  v: 1,
  area: 'suppliers',
  args: z.strictObject({ rowId: id, quantity }),
  tables: ['supplierBasketRows'],
  describe: (args, rows) =>
    d.setQuantity(args.quantity, supplierName(rows, supplierOfRow(rows, args.rowId))),
  async local({ db }, { rowId, quantity }) {
    const row = await db.supplierBasketRows.get(rowId);
    if (row && row.pzn !== null) await db.supplierBasketRows.update(rowId, { quantity });
  },
});

export const supplierBasketDeleteRow = defineMutation(C, {
  name: 'supplierBasket.deleteRow',
  v: 1,
  area: 'suppliers',
  args: z.strictObject({ rowId: id }),
  tables: ['supplierBasketRows'],
  describe: (args, rows) => d.deleteRow(supplierName(rows, supplierOfRow(rows, args.rowId))),
  async local({ db }, { rowId }) {
    await db.supplierBasketRows.delete(rowId);
  },
});

/**
 * Orders a supplier's basket as the server holds it when it applies this (after every earlier
 * mutation of the queue): priced with the supplier's terms, refused below its minimum order
 * value, numbered; the basket is emptied.
 */
export const supplierOrderPlace = defineMutation(C, {
  name: 'supplierOrder.place',
  v: 1,
  area: 'suppliers',
  args: z.strictObject({
    orderId: id,
    lieferkundeNr: lieferkundeNrArg,
    supplierId: id,
    note: z.string().trim().max(ORDER_NOTE_MAX),
  }),
  tables: ['suppliers', 'supplierArticles', 'supplierBasketRows', 'supplierOrders'],
  describe: (args, rows) => d.place(supplierName(rows, args.supplierId)),
  async local({ db, user, now }, { orderId, lieferkundeNr, supplierId, note }) {
    const rows = await basketRowsOf(db, lieferkundeNr, supplierId);
    const supplier = await db.suppliers.get(supplierId);
    // Applied again (rebase after a pull that still had the rows): the order stays as first
    // made, the basket is emptied again, as the server will do when it applies it.
    if (supplier && !(await db.supplierOrders.get(orderId)) && rows.some((r) => r.pzn !== null)) {
      const assortment = await db.supplierArticles.where('supplierId').equals(supplierId).toArray();
      const byPzn = new Map(assortment.map((a) => [a.pzn, a]));
      const lines = rows.map((row) =>
        supplierOrderLine(row, row.pzn === null ? null : (byPzn.get(row.pzn) ?? null)),
      );
      await db.supplierOrders.put({
        id: orderId,
        lieferkundeNr,
        supplierId,
        supplierName: supplier.name,
        number: '',
        userId: user?.id ?? '',
        userName: user?.name ?? '',
        status: 'wird_gesendet',
        createdAt: now,
        note,
        ...supplierOrderTotals(lines),
        lines,
        version: LOCAL_VERSION,
      });
    }
    await db.supplierBasketRows.bulkDelete(rows.map((r) => r.id));
  },
});

export const suppliersModule = defineModule({
  name: 'suppliers',
  collections: SUPPLIER_COLLECTIONS,
  mutations: [
    supplierBasketAddRows,
    supplierBasketSetQuantity,
    supplierBasketDeleteRow,
    supplierOrderPlace,
  ],
});
