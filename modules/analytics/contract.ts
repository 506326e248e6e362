// The analytics data's contract (issue 14): what the wholesaler delivered to the pharmacy, with
// every line as confirmed, the invoices and credit notes, and the open backorders. The server
// half: modules/analytics/server/sync.ts; the demo data: modules/analytics/server/seed.ts.
//
// The rows are the wholesaler's record, read-only for the pharmacy except for one mutation:
// `backorder.cancel`, the pharmacy cancelling an open backorder line. One set of delivery lines serves
// batch documentation, order archive, documents and statistics, so the lines open to any of
// their areas (`alsoAreas`) instead of being sent once per screen.
import { z } from 'zod';
import { analyticsDe } from './texts.de';
import { id, isoDay, LOCAL_VERSION } from '../../src/api/fields';
import { customerRow } from '../../src/api/customerRow';
import {
  defineModule,
  defineMutation,
  type Collections,
  customerCollection,
} from '../../src/api/module';
import { STAT_CATEGORIES } from './rules';

import { ORDER_CHANNELS, type OrderChannel } from '../../src/api/orderChannels';

export { ORDER_CHANNELS, type OrderChannel };

/** A line as the wholesaler confirmed it. */
export const LINE_STATES = ['delivered', 'partial', 'backordered', 'unavailable'] as const;
export type LineState = (typeof LINE_STATES)[number];

/** A backorder is open until it arrives or the pharmacy cancels it (then it stays as a record). */
export const BACKORDER_STATES = ['open', 'cancelled'] as const;
export type BackorderState = (typeof BACKORDER_STATES)[number];

export const DOCUMENT_KINDS = ['invoice', 'credit'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The areas whose screens read deliveries (SPEC 6): any one of them opens the rows. */
const DELIVERY_AREAS = ['orderArchive', 'documents', 'statistics'] as const;

/** One delivery (Lieferschein) and the order it answered. */
export const DeliveryNoteRow = customerRow({
  /** The delivery note number printed on the paper ('LS' and eight digits). */
  noteNo: z.string(),
  /** The order number the wholesaler gave the order, whatever its channel. */
  orderNo: z.string(),
  channel: z.enum(ORDER_CHANNELS),
  /**
   * A DTP delivery note (direct to pharmacy): the manufacturer shipped the goods straight to the
   * pharmacy, the wholesaler took the order and bills it (SPEC 6's 'Dokumente DTP Lieferschein').
   */
  dtp: z.boolean(),
  /** Day of delivery ('YYYY-MM-DD'). */
  day: isoDay,
  lineCount: z.number().int(),
  /** Net value of what was delivered, euro cents (AEP, without VAT). */
  netCents: z.number().int(),
  vatCents: z.number().int(),
});
export type DeliveryNoteRow = z.infer<typeof DeliveryNoteRow>;

/**
 * One line of a delivery note. Note number and day are repeated from the note, so a batch search
 * answers from this one table (the recall case: "did we receive batch X, when, on which note?").
 */
export const DeliveryLineRow = customerRow({
  noteId: id,
  noteNo: z.string(),
  day: isoDay,
  position: z.number().int(),
  pzn: z.string(),
  /** The article's name as printed on the note (the catalogue may rename it later). */
  name: z.string(),
  quantityOrdered: z.number().int(),
  /** 0 for a backordered or undeliverable line, less than ordered for a partial one. */
  quantityDelivered: z.number().int(),
  /** AEP per pack, euro cents. */
  unitPriceCents: z.number().int(),
  vatRate: z.number().int(),
  /** Batch (Charge) and expiry of what was delivered; null when nothing was delivered. */
  batch: z.string().nullable(),
  expiry: isoDay.nullable(),
  state: z.enum(LINE_STATES),
  /** The manufacturer as printed on the note. */
  manufacturer: z.string(),
  /** The statistics category decided at delivery (modules/analytics/rules.ts). */
  statCategory: z.enum(STAT_CATEGORIES),
});
export type DeliveryLineRow = z.infer<typeof DeliveryLineRow>;

/** An invoice (collective, per half month) or a credit note, naming the notes it covers. */
export const InvoiceRow = customerRow({
  kind: z.enum(DOCUMENT_KINDS),
  docNo: z.string(),
  day: isoDay,
  noteNos: z.array(z.string()),
  /** A credit note's reason ('Retoure …'); empty for an invoice. */
  text: z.string(),
  /** Signed: a credit note is negative. */
  netCents: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
});
export type InvoiceRow = z.infer<typeof InvoiceRow>;

/**
 * An open backorder (Rückstand): a line confirmed for later delivery, by a delivery note (its line
 * and number) or by the wholesaler's confirmation of a web order (issue 29: `orderId`, no note).
 */
export const BackorderRow = customerRow({
  lineId: id.nullable(),
  noteNo: z.string().nullable(),
  /** The web order (/shop/bestellungen) whose confirmation announced it; absent in older rows. */
  orderId: id.nullable().default(null),
  orderNo: z.string(),
  pzn: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  orderedDay: isoDay,
  /** The wholesaler's expected delivery day; null when the manufacturer named none. */
  expectedDay: isoDay.nullable(),
  state: z.enum(BACKORDER_STATES),
});
export type BackorderRow = z.infer<typeof BackorderRow>;

export const ANALYTICS_COLLECTIONS = {
  deliveryNotes: customerCollection(DeliveryNoteRow, 'batchDocumentation', {
    alsoAreas: DELIVERY_AREAS,
    // The device holds several customers (issue 26): periods are read per customer.
    indexes: ['[lieferkundeNr+day]', 'noteNo', 'orderNo'],
    pageMax: 1000,
  }),
  deliveryLines: customerCollection(DeliveryLineRow, 'batchDocumentation', {
    alsoAreas: DELIVERY_AREAS,
    // The batch search reads PZN and 'batch' prefixes; the archive 'noteId' and days. PZNs and
    // days per customer (the device holds several, issue 26: 49,000 lines each).
    indexes: ['noteId', '[lieferkundeNr+pzn]', 'batch', '[lieferkundeNr+day]'],
    pageMax: 1000,
  }),
  // Not 'documents': that opens to delivery-note roles too, which must not receive invoices.
  invoices: customerCollection(InvoiceRow, 'documentInvoices', {
    indexes: ['[lieferkundeNr+day]', 'docNo'],
    pageMax: 1000,
  }),
  backorders: customerCollection(BackorderRow, 'residues', {
    // A customer's open ones: the screen, the widget and its badge.
    indexes: ['orderedDay', 'pzn', '[lieferkundeNr+state]'],
    pageMax: 1000,
  }),
} as const satisfies Collections;

/**
 * The pharmacy cancels an open backorder line (it ordered elsewhere or no longer needs it). The
 * client half marks it cancelled at once; the server checks that it belongs to the session's
 * delivery customer and is still open. Cancelling twice is the same as once.
 */
export const backorderCancel = defineMutation(ANALYTICS_COLLECTIONS, {
  name: 'backorder.cancel',
  v: 1,
  area: 'residues',
  args: z.strictObject({ id }),
  tables: ['backorders'],
  describe: (args, rows) => {
    const row = rows('backorders', args.id);
    return analyticsDe.residues.describeCancel(row ? `${row.name} (PZN ${row.pzn})` : undefined);
  },
  async local({ db }, args) {
    const row = await db.backorders.get(args.id);
    if (!row || row.state === 'cancelled') return;
    await db.backorders.put({ ...row, state: 'cancelled', version: LOCAL_VERSION });
  },
});

export const analyticsModule = defineModule({
  name: 'analytics',
  collections: ANALYTICS_COLLECTIONS,
  mutations: [backorderCancel],
});
