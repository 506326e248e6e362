// The integration boundary's contract (issue 29): the addresses of the integration API, the
// envelope of every outgoing message, and the incoming messages a wholesaler's system (ERP)
// sends. Shared: the server validates with it, the ERP simulator builds its calls with it, and
// docs/integration/ describes the same shapes for an ERP developer. Every incoming message names
// itself (`messageId`, applied once) and the version of the entity it changes (`version`: a
// lower or equal one than applied is acknowledged and ignored).
import { z } from 'zod';
import { calendarDay, id, isoDate, pznDigits } from '../../src/api/fields';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../src/api/quantity';

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

/** Who submitted it: the user, and the admin acting as that user (impersonation), if one did. */
const submittedBy = { userId: id, actingAdminId: id.nullable() };

/** The data of `return.submitted.v1`: one delivered line announced for return (Retoure). */
export const ReturnSubmittedData = z.object({
  returnId: id,
  /** The portal's number of it: R-<year>-<seq>, per delivery customer. */
  returnNo: z.string(),
  lieferkundeNr: z.number().int(),
  submittedAt: isoDate,
  ...submittedBy,
  /** The delivery line returned, with its delivery note and day. */
  deliveryLineId: id,
  noteNo: z.string(),
  deliveryDay: calendarDay,
  pzn: pznDigits,
  name: z.string(),
  quantity: z.number().int().min(1),
  /** The portal's reason code: wrongOrder, wrongDelivery, damaged, expiry, recall, other. */
  reason: z.string(),
  note: z.string(),
  batch: z.string(),
  /** The batch's expiry day as the pharmacy entered it. */
  expiry: calendarDay,
  coldChainConfirmed: z.boolean(),
});
export type ReturnSubmittedData = z.infer<typeof ReturnSubmittedData>;

/** The data of `preorder.placed.v1`: one article pre-ordered in an order window. */
export const PreOrderPlacedData = z.object({
  preOrderId: id,
  windowId: id,
  lieferkundeNr: z.number().int(),
  placedAt: isoDate,
  ...submittedBy,
  pzn: pznDigits,
  quantity: z.number().int().min(1),
  /** The prescriber's initials and the prescription's day, where it is for a prescription. */
  prescriptionInitials: z.string(),
  prescriptionDay: calendarDay.nullable(),
});
export type PreOrderPlacedData = z.infer<typeof PreOrderPlacedData>;

/** The data of `supplier-order.placed.v1`: an order to a supplier, passed on by the wholesaler. */
export const SupplierOrderPlacedData = z.object({
  orderId: id,
  /** The portal's number of it ('DB-303701-0007'). */
  number: z.string(),
  lieferkundeNr: z.number().int(),
  supplierId: id,
  supplierName: z.string(),
  placedAt: isoDate,
  ...submittedBy,
  /** The pharmacy's message to the supplier; may be empty. */
  note: z.string(),
  totalCents: z.number().int(),
  lines: z.array(
    z.object({
      position: z.number().int().min(1),
      pzn: pznDigits,
      name: z.string(),
      /** In the supplier's order units (`unit`). */
      quantity: z.number().int(),
      unit: z.string(),
      unitPriceCents: z.number().int().nullable(),
      note: z.string().nullable(),
    }),
  ),
});
export type SupplierOrderPlacedData = z.infer<typeof SupplierOrderPlacedData>;

/** The data of `destruction.declared.v1`: a declaration of destruction (or its correction). */
export const DestructionDeclaredData = z.object({
  declarationId: id,
  lieferkundeNr: z.number().int(),
  declaredAt: isoDate,
  ...submittedBy,
  /** The day the goods were destroyed. */
  day: calendarDay,
  /** The reason code: expired, damaged, coldChain, recall, notReturnable, other. */
  reason: z.string(),
  note: z.string(),
  declaredBy: z.string(),
  witnessName: z.string(),
  witnessFunction: z.string(),
  /** The declaration this one corrects, with why; null for an original one. */
  replacesId: id.nullable(),
  correctionNote: z.string(),
  lines: z.array(
    z.object({
      pzn: pznDigits,
      name: z.string(),
      quantity: z.number().int().min(1),
      batch: z.string(),
      expiry: calendarDay,
      /** The delivery line it came with; null for an article from the catalogue. */
      deliveryLineId: id.nullable(),
    }),
  ),
});
export type DestructionDeclaredData = z.infer<typeof DestructionDeclaredData>;

/** Each event type's data schema (published as docs/integration/schemas/<type>.json). */
export const EVENT_DATA = {
  [EVENT_TYPES.orderPlaced]: OrderPlacedData,
  [EVENT_TYPES.returnSubmitted]: ReturnSubmittedData,
  [EVENT_TYPES.preOrderPlaced]: PreOrderPlacedData,
  [EVENT_TYPES.supplierOrderPlaced]: SupplierOrderPlacedData,
  [EVENT_TYPES.destructionDeclared]: DestructionDeclaredData,
} as const satisfies Record<EventType, z.ZodType<Record<string, unknown>>>;
export type EventData<T extends EventType> = z.infer<(typeof EVENT_DATA)[T]>;

/** Where an event type's JSON Schema is published (the envelope's `dataschema`). */
export const dataschemaOf = (type: string) => `/docs/integration/schemas/${type}.json`;

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
