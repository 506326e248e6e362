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
