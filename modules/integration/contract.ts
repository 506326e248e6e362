// The integration boundary's contract (issue 29): the addresses of the integration API, the
// envelope of every outgoing message, and the incoming messages a wholesaler's system (ERP)
// sends. Shared: the server validates with it, the ERP simulator builds its calls with it, and
// docs/integration/ describes the same shapes for an ERP developer. Every incoming message names
// itself (`messageId`, applied once) and the version of the entity it changes (`version`: a
// lower or equal one than applied is acknowledged and ignored).
import { z } from 'zod';
import { INTEGRATION_SCOPES } from '../../src/api/access';
import { endpoint } from '../../src/api/endpoint';
import { calendarDay, id, isoDate, pznDigits } from '../../src/api/fields';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../src/api/quantity';
import {
  CONFIRMATION_PART_KINDS,
  DEFECT_REASONS,
  ERP_ORDER_STATUS,
} from '../../src/api/erpAnswers';
// The answer's words live in src/api (the shop's orders keep them too); named here as before.
export {
  CONFIRMATION_PART_KINDS,
  DEFECT_REASONS,
  ERP_ORDER_STATUS,
  type ConfirmationPartKind,
  type DefectReason,
  type ErpOrderStatus,
} from '../../src/api/erpAnswers';
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

// ---- Administration ---------------------------------------------------------------------------

/** A service account as /admin lists it: never its key, only the key's visible prefix. */
export const ServiceAccountRow = z.object({
  id,
  name: z.string(),
  keyPrefix: z.string(),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)),
  createdAt: isoDate,
  revokedAt: isoDate.nullable(),
  lastUsedAt: isoDate.nullable(),
});
export type ServiceAccountRow = z.infer<typeof ServiceAccountRow>;

export const SERVICE_ACCOUNT_NAME_MAX = 100;

export const CreateServiceAccountBody = z.strictObject({
  name: z.string().trim().min(1).max(SERVICE_ACCOUNT_NAME_MAX),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)).min(1).max(INTEGRATION_SCOPES.length),
});
export type CreateServiceAccountBody = z.infer<typeof CreateServiceAccountBody>;

/** The answer to a create: the account, and its key (shown this once, stored only as a hash). */
export const CreatedServiceAccount = z.object({ account: ServiceAccountRow, key: z.string() });

const ADMIN_PATH = '/admin/service-accounts';

/** The admin's calls for the service accounts (the panel shows its own errors). */
export const INTEGRATION_ADMIN_ENDPOINTS = {
  serviceAccounts: endpoint({
    method: 'GET',
    path: ADMIN_PATH,
    access: 'admin',
    answer: z.object({ items: z.array(ServiceAccountRow) }),
    silent: true,
  }),
  createServiceAccount: endpoint({
    method: 'POST',
    path: ADMIN_PATH,
    access: 'admin',
    body: CreateServiceAccountBody,
    answer: CreatedServiceAccount,
    status: 201,
    silent: true,
  }),
  revokeServiceAccount: endpoint({
    method: 'POST',
    path: (accountId: string) => `${ADMIN_PATH}/${encodeURIComponent(accountId)}/revoke`,
    access: 'admin',
    answer: z.object({ revoked: z.boolean() }),
    silent: true,
  }),
};
// ---- Incoming data feeds (delivery notes, invoices, catalogue, provisioning) -------------------
//
// Single messages (delivery notes, invoices) carry `messageId` and `version` in the body like the
// order answers; their `version` is the document's (per note or document number).
//
// NDJSON feeds (articles, customers, users): POST with `Content-Type: application/x-ndjson`, one
// JSON object a line (blank lines are skipped but counted), at most NDJSON_LINES_MAX lines and
// NDJSON_BYTES_MAX bytes. The message's identity goes in the query: `?messageId=<id>&version=<n>`
// (the body is the data alone, so a file exported by the ERP can be sent as it is). `version` is
// the feed's: a call whose version is not above the last one applied of the same feed is
// acknowledged as 'stale' and changes nothing, so an ERP numbers its runs (an export's sequence
// number, a timestamp in seconds). Every line is parsed and validated before anything is written:
// one bad line refuses the whole call with 400, naming each bad line (1-based) and the reason.

/** The NDJSON feeds' limits: 10,000 lines, 8 MiB a call. */
export const NDJSON_LINES_MAX = 10_000;
export const NDJSON_BYTES_MAX = 8 * 1024 * 1024;
export const NDJSON_CONTENT_TYPE = 'application/x-ndjson';

/** The identity of an NDJSON call, in its query string. */
export const NdjsonQuery = z.strictObject({
  messageId: messageFields.messageId,
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type NdjsonQuery = z.infer<typeof NdjsonQuery>;

/** A document's PDF, base64 (standard alphabet), at most PDF_BYTES_MAX bytes decoded. */
export const PDF_BYTES_MAX = 5 * 1024 * 1024;
const pdfBase64 = z
  .string()
  .max(Math.ceil(PDF_BYTES_MAX / 3) * 4 + 4)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'kein Base64');

const money = z.number().int().min(-1_000_000_000).max(1_000_000_000);
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

/** An invoice (Sammelrechnung) or a credit note (Gutschrift). */
export const InvoiceMessage = z.strictObject({
  ...messageFields,
  kind: z.enum(['invoice', 'credit']),
  docNo: documentNo,
  lieferkundeNr,
  day: calendarDay,
  /** The delivery notes it covers (a credit note: the note it refers to). */
  noteNos: z.array(documentNo).max(500),
  text: z.string().trim().min(1).max(200),
  netCents: money,
  vatCents: money,
  grossCents: money,
  pdf: pdfBase64.optional(),
});
export type InvoiceMessage = z.infer<typeof InvoiceMessage>;

export const ARTICLE_AVAILABILITY = ['lieferbar', 'knapp', 'nicht_lieferbar'] as const;

/**
 * One line of the articles feed: a partial change by PZN (only the fields given change), or a
 * new article (then every field but `expectedDate`, `stock` and `withdrawn` is required).
 * `expectedDate: null` clears the date; `withdrawn: true` takes the article off the catalogue
 * (the clients drop it), `false` brings it back.
 */
export const ArticleFeedLine = z.strictObject({
  pzn: pznDigits,
  name: z.string().trim().min(1).max(200).optional(),
  ingredient: z.string().trim().max(200).optional(),
  dosageForm: z.string().trim().max(60).optional(),
  packSize: z.number().int().min(1).max(100_000).optional(),
  packUnit: z.string().trim().min(1).max(20).optional(),
  manufacturer: z.string().trim().min(1).max(120).optional(),
  /** Apothekeneinkaufspreis and Apothekenverkaufspreis, cents. */
  aepCents: z.number().int().min(0).max(100_000_000).optional(),
  avpCents: z.number().int().min(0).max(100_000_000).optional(),
  rx: z.boolean().optional(),
  coldChain: z.boolean().optional(),
  narcotic: z.boolean().optional(),
  availability: z.enum(ARTICLE_AVAILABILITY).optional(),
  expectedDate: calendarDay.nullable().optional(),
  stock: z.number().int().min(0).max(10_000_000).optional(),
  withdrawn: z.boolean().optional(),
});
export type ArticleFeedLine = z.infer<typeof ArticleFeedLine>;

/** The fields a new article must name (the others default: no date, no stock, not withdrawn). */
export const ARTICLE_REQUIRED_FIELDS = [
  'name',
  'ingredient',
  'dosageForm',
  'packSize',
  'packUnit',
  'manufacturer',
  'aepCents',
  'avpCents',
  'rx',
  'coldChain',
  'narcotic',
  'availability',
] as const;

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

/** One line of the customers feed: a delivery customer, upserted by its number. */
export const CustomerFeedLine = z.strictObject({
  lieferkundeNr,
  /** The customer number (Kundennummer) the delivery customer belongs to. */
  a3KundeNr: z.number().int().min(0).max(2_147_483_647),
  a3KundeLabel: z.string().trim().max(200).optional(),
  /** The ERP's account numbers (the one shown, the default one). */
  a2KndNr: z.string().trim().min(1).max(40),
  a2KndNrDefault: z.string().trim().min(1).max(40).optional(),
  vorname: z.string().trim().max(100).optional(),
  /** The pharmacy's name (or the owner's surname). */
  nachname: z.string().trim().min(1).max(200),
  strasse: z.string().trim().min(1).max(200),
  plz: z.string().trim().min(1).max(10),
  ort: z.string().trim().min(1).max(100),
});
export type CustomerFeedLine = z.infer<typeof CustomerFeedLine>;

/**
 * One line of the users feed: a user by e-mail. `lieferkunden` is the whole list of delivery
 * customers the user acts for (a representative: those assigned): one missing from it that the
 * user had is taken away. A new user gets no password but a mail with a link to set one.
 */
export const UserFeedLine = z.strictObject({
  email: z.string().trim().toLowerCase().email().max(200),
  displayName: z.string().trim().min(1).max(200),
  /** The roles besides 'User' (always given): ROLE and the areas' roles of src/api/access.ts. */
  roles: z.array(z.string().trim().min(1).max(60)).max(40),
  kundeNr: z.number().int().min(0).max(2_147_483_647).nullable().optional(),
  /** A sales representative (Vertreter): acts for the customers assigned. */
  vertreter: z.boolean().optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  lieferkunden: z
    .array(z.strictObject({ lieferkundeNr, isDefault: z.boolean().optional() }))
    .max(2000),
});
export type UserFeedLine = z.infer<typeof UserFeedLine>;

/** What an NDJSON call answers when taken: IncomingResult and the count of lines applied. */
export const FeedResult = IncomingResult.extend({
  lines: z.number().int(),
});
export type FeedResult = z.infer<typeof FeedResult>;

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

/**
 * A 400 as an integration route declares it: a refusal with its faults, or the app's own answer to
 * a query or body the route does not take at all (then without `errors`).
 */
export const IncomingBadRequest = IncomingRefusal.extend({
  errors: IncomingRefusal.shape.errors.optional(),
});
