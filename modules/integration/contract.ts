// The integration boundary's contract (issue 29): the addresses of the integration API, the
// envelope of every outgoing message, and the incoming messages a wholesaler's system (ERP)
// sends. Shared: the server validates with it, the ERP simulator builds its calls with it, and
// docs/integration/ describes the same shapes for an ERP developer. Every incoming message names
// itself (`messageId`, applied once) and the version of the entity it changes (`version`: a
// lower or equal one than applied is acknowledged and ignored).
import { z } from 'zod';
import { calendarDay, id, isoDate, pznDigits } from '../../src/api/fields';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../src/api/quantity';
import { ORDER_CHANNELS } from '../../src/api/orderChannels';

/** The integration API's root; every address below it is versioned by this `v1`. */
export const INTEGRATION_BASE = '/api/integration/v1';

export const INTEGRATION_API = {
  /** GET ?after=<cursor>&limit=<n>: the outgoing messages after the cursor (scope events:read). */
  events: `${INTEGRATION_BASE}/events`,
  /** POST: an order's confirmation, per line (orders:write). */
  orderConfirmation: `${INTEGRATION_BASE}/orders/:orderId/confirmation`,
  /** POST: an order's status (orders:write). */
  orderStatus: `${INTEGRATION_BASE}/orders/:orderId/status`,
  /** POST: a delivery note with its lines and PDF (documents:write). */
  deliveryNotes: `${INTEGRATION_BASE}/delivery-notes`,
  /** POST: an invoice or credit note with its PDF (documents:write). */
  invoices: `${INTEGRATION_BASE}/invoices`,
  /** POST application/x-ndjson: article, price and stock changes, one article a line (catalogue:write). */
  articles: `${INTEGRATION_BASE}/articles`,
  /** POST: the availability of some articles (catalogue:read). */
  articleLookup: `${INTEGRATION_BASE}/articles/lookup`,
  /** GET: a delivery customer with its tours (catalogue:read). */
  customer: `${INTEGRATION_BASE}/customers/:lieferkundeNr`,
  /** POST application/x-ndjson: delivery customers (customers:write). */
  customers: `${INTEGRATION_BASE}/customers`,
  /** POST application/x-ndjson: users and their delivery customers (customers:write). */
  users: `${INTEGRATION_BASE}/users`,
} as const;

/** Fills a path's parameters: `integrationPath(INTEGRATION_API.orderStatus, { orderId })`. */
export function integrationPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

// ---- Outgoing ---------------------------------------------------------------------------------

/** The source of every outgoing message (CloudEvents `source`). */
export const EVENT_SOURCE = '/apo-portal';

/**
 * What the portal sends, with its version in the name: a change that breaks a reader gets a new
 * type (`….v2`) and both are sent while readers move over.
 */
export const EVENT_TYPES = {
  orderPlaced: 'at.apo-portal.order.placed.v1',
  returnSubmitted: 'at.apo-portal.return.submitted.v1',
  preOrderPlaced: 'at.apo-portal.preorder.placed.v1',
  supplierOrderPlaced: 'at.apo-portal.supplier-order.placed.v1',
  destructionDeclared: 'at.apo-portal.destruction.declared.v1',
} as const;
export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

/** A CloudEvents 1.0 envelope (JSON format) around one message's data. */
export const OutgoingEvent = z.object({
  specversion: z.literal('1.0'),
  /** Unique per message: a consumer that saw it already drops it (delivery is at least once). */
  id,
  source: z.literal(EVENT_SOURCE),
  type: z.string(),
  /** The entity: `order/<id>`, `return/<id>` … */
  subject: z.string(),
  time: isoDate,
  datacontenttype: z.literal('application/json'),
  /** The message's JSON Schema (docs/integration/schemas/). */
  dataschema: z.string(),
  /** Its place in the outbox: the cursor API's position, strictly rising. */
  sequence: z.string().regex(/^\d+$/),
  data: z.record(z.string(), z.unknown()),
});
export type OutgoingEvent = z.infer<typeof OutgoingEvent>;

/** The data of `order.placed.v1`: a web order as the server recorded it. */
export const OrderPlacedData = z.object({
  orderId: id,
  lieferkundeNr: z.number().int(),
  placedAt: isoDate,
  /** The user who ordered (and the admin acting as that user, if one did). */
  userId: id,
  actingAdminId: id.nullable(),
  label: z.string(),
  totalCents: z.number().int(),
  /** Article lines in order; `position` counts article lines from 1 (notes are not numbered). */
  lines: z.array(
    z.object({
      position: z.number().int().min(1),
      pzn: pznDigits,
      name: z.string(),
      quantity: z.number().int(),
      unitPriceCents: z.number().int().nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type OrderPlacedData = z.infer<typeof OrderPlacedData>;

/** The cursor API's answer: messages after `after`, and the cursor to ask with next. */
export const EventPage = z.object({
  events: z.array(OutgoingEvent),
  cursor: z.string().regex(/^\d+$/),
  /** More are waiting: ask again at once. */
  more: z.boolean(),
});
export type EventPage = z.infer<typeof EventPage>;

// ---- Incoming ---------------------------------------------------------------------------------

/** The message's own id (applied once) and the ERP's version of the entity it changes. */
const messageFields = {
  messageId: z.string().trim().min(1).max(100),
  version: z.number().int().min(1).max(2_147_483_647),
};

/**
 * How a line is answered, after MSV3's parts: delivered with the tour (`normal`), from a partner
 * warehouse (`verbund`), later (`nachlieferung`, with a date), held for the wholesaler's
 * disposition (`dispo`), or not at all (`nicht_lieferbar`, with a reason).
 */
export const CONFIRMATION_PART_KINDS = [
  'normal',
  'verbund',
  'nachlieferung',
  'dispo',
  'nicht_lieferbar',
] as const;
export type ConfirmationPartKind = (typeof CONFIRMATION_PART_KINDS)[number];

/** Why an article is not delivered (MSV3 Defektgrund), shown to the pharmacy in German. */
export const DEFECT_REASONS = [
  'nicht_vorraetig',
  'lieferengpass',
  'ausser_handel',
  'nicht_gefuehrt',
  'kontingentiert',
  'kuehlkette',
  'sonstiges',
] as const;
export type DefectReason = (typeof DEFECT_REASONS)[number];

export const TOUR_MAX = 60;

export const ConfirmationPart = z
  .strictObject({
    kind: z.enum(CONFIRMATION_PART_KINDS),
    quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
    /** The tour it comes with (normal, verbund), as the pharmacy knows it ('Tour 2 – 10:30'). */
    tour: z.string().trim().min(1).max(TOUR_MAX).optional(),
    /** The day it comes (nachlieferung: required; normal, verbund: the tour's day). */
    deliveryDay: calendarDay.optional(),
    reason: z.enum(DEFECT_REASONS).optional(),
    /** The ERP's own words on the reason, shown under it. */
    reasonText: z.string().trim().min(1).max(200).optional(),
    /** An article offered instead (nicht_lieferbar, nachlieferung). */
    substitutePzn: pznDigits.optional(),
  })
  .superRefine((part, ctx) => {
    if (part.kind === 'nachlieferung' && !part.deliveryDay) {
      ctx.addIssue({
        code: 'custom',
        path: ['deliveryDay'],
        message: 'Nachlieferung ohne Liefertag',
      });
    }
    if (part.kind === 'nicht_lieferbar' && !part.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'nicht lieferbar ohne Grund' });
    }
  });
export type ConfirmationPart = z.infer<typeof ConfirmationPart>;

export const ConfirmationLine = z.strictObject({
  /** The article line's position as sent in order.placed (article lines counted from 1). */
  position: z.number().int().min(1).max(1000),
  pzn: pznDigits,
  /** Together the parts hold exactly the quantity ordered. */
  parts: z.array(ConfirmationPart).min(1).max(5),
});
export type ConfirmationLine = z.infer<typeof ConfirmationLine>;

/** The answer to an order (MSV3 Bestellantwort, ePharmGH Bestellantwort): every article line. */
export const OrderConfirmation = z.strictObject({
  ...messageFields,
  /** The ERP's order number (printed on its delivery note). */
  erpOrderNo: z.string().trim().min(1).max(40),
  confirmedAt: isoDate,
  lines: z.array(ConfirmationLine).min(1).max(1000),
});
export type OrderConfirmation = z.infer<typeof OrderConfirmation>;

/** An order's way after the confirmation. */
export const ERP_ORDER_STATUS = ['bestaetigt', 'kommissioniert', 'unterwegs', 'geliefert'] as const;
export type ErpOrderStatus = (typeof ERP_ORDER_STATUS)[number];

export const OrderStatusMessage = z.strictObject({
  ...messageFields,
  status: z.enum(ERP_ORDER_STATUS),
  at: isoDate,
  /** 'unterwegs mit Tour …': the tour. */
  tour: z.string().trim().min(1).max(TOUR_MAX).optional(),
});
export type OrderStatusMessage = z.infer<typeof OrderStatusMessage>;

/** What an incoming call answers when it was taken (200): applied now, or seen before. */
export const IncomingResult = z.object({
  messageId: z.string(),
  /** 'applied'; 'duplicate' (this messageId was applied before); 'stale' (an older version). */
  result: z.enum(['applied', 'duplicate', 'stale']),
});
export type IncomingResult = z.infer<typeof IncomingResult>;

/**
 * A refusal (400): nothing of the message was written. `errors` names each wrong place: the
 * line (1-based, of the lines array or of the NDJSON body) and the reason in German.
 */
export const IncomingRefusal = z.object({
  code: z.literal('validation'),
  message: z.string(),
  errors: z.array(z.object({ line: z.number().int().nullable(), reason: z.string() })),
});
export type IncomingRefusal = z.infer<typeof IncomingRefusal>;

// ---- Incoming data feeds (delivery notes, invoices, catalogue, provisioning) -------------------
//
// Single messages (delivery notes, invoices) carry `messageId` and `version` in the body like the
// order answers; their `version` is the document's (per note or document number).
// (The ERP simulator's subset of the feeds' shapes, as the feeds' part writes them.)

/** A document's PDF, base64 (standard alphabet), at most PDF_BYTES_MAX bytes decoded. */
export const PDF_BYTES_MAX = 5 * 1024 * 1024;
const pdfBase64 = z
  .string()
  .max(Math.ceil(PDF_BYTES_MAX / 3) * 4 + 4)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'kein Base64');

const documentNo = z.string().trim().min(1).max(40);
const lieferkundeNr = z.number().int().min(1).max(2_147_483_647);
const vatRate = z.number().int().min(0).max(100);

export const DELIVERY_LINE_STATES = ['delivered', 'partial', 'backordered', 'unavailable'] as const;

export const DeliveryNoteLine = z.strictObject({
  /** 1-based, unique within the note; the lines are printed in this order. */
  position: z.number().int().min(1).max(1000),
  pzn: pznDigits,
  name: z.string().trim().min(1).max(200),
  quantityOrdered: z.number().int().min(0).max(QUANTITY_MAX),
  quantityDelivered: z.number().int().min(0).max(QUANTITY_MAX),
  unitPriceCents: z.number().int().min(0).max(100_000_000),
  vatRate,
  batch: z.string().trim().min(1).max(40).optional(),
  /** The expiry day (or the month's last day) of the batch. */
  expiry: calendarDay.optional(),
  state: z.enum(DELIVERY_LINE_STATES),
  manufacturer: z.string().trim().max(120).optional(),
});
export type DeliveryNoteLine = z.infer<typeof DeliveryNoteLine>;

/**
 * A delivery note (Lieferschein) for one delivery customer. A newer version of the same note
 * number replaces its head and its lines by position (a line once delivered is never removed).
 */
export const DeliveryNoteMessage = z.strictObject({
  ...messageFields,
  noteNo: documentNo,
  lieferkundeNr,
  /** The ERP's order number, and how the order reached it. */
  orderNo: documentNo,
  channel: z.enum(ORDER_CHANNELS),
  /** The portal's order id when the note answers a web order. */
  orderId: id.optional(),
  /** A manufacturer's direct delivery (DTP) billed through the wholesaler. */
  dtp: z.boolean().optional(),
  day: calendarDay,
  lines: z.array(DeliveryNoteLine).min(1).max(1000),
  /** The note as printed, base64; without it the portal renders one from the data. */
  pdf: pdfBase64.optional(),
});
export type DeliveryNoteMessage = z.infer<typeof DeliveryNoteMessage>;

export const ARTICLE_AVAILABILITY = ['lieferbar', 'knapp', 'nicht_lieferbar'] as const;

export const ARTICLE_LOOKUP_MAX = 1000;
export const ArticleLookupBody = z.strictObject({
  pzns: z.array(pznDigits).min(1).max(ARTICLE_LOOKUP_MAX),
});
export type ArticleLookupBody = z.infer<typeof ArticleLookupBody>;

export const ArticleLookupAnswer = z.object({
  /** The articles found, in the order asked (a withdrawn one with `withdrawn: true`). */
  articles: z.array(
    z.object({
      pzn: z.string(),
      availability: z.enum(ARTICLE_AVAILABILITY),
      stock: z.number().int(),
      expectedDate: z.string().nullable(),
      withdrawn: z.boolean(),
    }),
  ),
  /** PZNs the catalogue does not have. */
  unknown: z.array(z.string()),
});
export type ArticleLookupAnswer = z.infer<typeof ArticleLookupAnswer>;

/** GET customer: a delivery customer and its tours (the simulator assigns them). */
export const IntegrationCustomer = z.object({
  lieferkundeNr: z.number().int(),
  a3KundeNr: z.number().int(),
  name: z.string(),
  strasse: z.string(),
  plz: z.string(),
  ort: z.string(),
  tours: z.array(
    z.object({
      /** 1 Monday … 7 Sunday, as the tours table holds it. */
      weekday: z.number().int(),
      tourNr: z.string(),
      name: z.string(),
      cutoff: z.string(),
      deliveryFrom: z.string(),
      deliveryTo: z.string(),
    }),
  ),
});
export type IntegrationCustomer = z.infer<typeof IntegrationCustomer>;
