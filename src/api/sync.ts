// The sync contract (DESIGN "Sync protocol"): synced row shapes, the mutations (one definition
// each: name, format version, argument schema), and the push, pull and convergence calls.
// Imported by the sync worker, the client's mutators and the server.
import { z } from 'zod';
import type { AreaKey } from './access';
import { INT4_MAX, SAFE_INTEGER_MAX } from './numbers';

export const SYNC_API = {
  push: '/sync/push',
  pull: '/sync/pull',
  convergence: '/sync/convergence',
  adminNotifications: '/admin/notifications',
} as const;

/** The collections that sync per scope (user, current delivery customer). */
export const COLLECTIONS = ['notifications', 'baskets', 'basketRows', 'orders'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/**
 * The SPEC 6 area (src/api/access.ts) whose roles and feature flags a user needs to receive a
 * collection: without role Auftrag no baskets, wish lists or orders.
 */
export const COLLECTION_AREA = {
  notifications: 'notifications',
  baskets: 'shop',
  basketRows: 'shop',
  orders: 'shop',
} as const satisfies Record<Collection, AreaKey>;

const id = z.string().uuid();
const isoDate = z.string().datetime({ offset: true });
/** Monotonic version from one server sequence; a string because it is a bigint. */
const version = z.string().regex(/^\d+$/);

export const NotificationRow = z.object({
  id,
  dat_insert: isoDate,
  dat_seen: isoDate.nullable(),
  seen: z.boolean(),
  dismissable: z.boolean(),
  label: z.string(),
  text: z.string(),
  icon: z.string(),
  /** Target url: an app path ('/shop/...') or an external http(s) url; null for none. */
  url: z.string().nullable(),
  version,
});
export type NotificationRow = z.infer<typeof NotificationRow>;

/** A basket (Warenkorb) can be ordered; a wish list (Merkliste) only collects articles. */
export const LIST_KINDS = ['warenkorb', 'merkliste'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** A basket or a wish list (same rows, same features, except ordering and availability). */
export const BasketRow = z.object({
  id,
  kind: z.enum(LIST_KINDS),
  lieferkundeNr: z.number().int(),
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
  version,
});
export type BasketRow = z.infer<typeof BasketRow>;

export const BasketItemRow = z.object({
  id,
  basketId: id,
  /** Article number; null for a note row. */
  pzn: z.string().nullable(),
  /** Free text of a note row; null for an article row. */
  note: z.string().nullable(),
  quantity: z.number().int(),
  position: z.number().int(),
  version,
});
export type BasketItemRow = z.infer<typeof BasketItemRow>;

/** 'wird_gesendet' exists only on the client, until the server confirms the order. */
export const ORDER_STATUS = ['wird_gesendet', 'uebermittelt'] as const;
export type OrderStatus = (typeof ORDER_STATUS)[number];

/** One ordered line, a snapshot taken when the order was placed. */
export const OrderLine = z.object({
  pzn: z.string().nullable(),
  /** The article name when ordered; the note text of a note row. */
  name: z.string(),
  note: z.string().nullable(),
  quantity: z.number().int(),
  /** AEP in euro cents when ordered; null for a note row or an unknown price. */
  unitPriceCents: z.number().int().nullable(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/** A web order. Immutable once placed, so its lines travel with it. */
export const OrderRow = z.object({
  id,
  lieferkundeNr: z.number().int(),
  /** The basket it was made from (it may be gone since) and its label then. */
  basketId: id,
  label: z.string(),
  userId: id,
  userName: z.string(),
  status: z.enum(ORDER_STATUS),
  createdAt: isoDate,
  rowCount: z.number().int(),
  totalCents: z.number().int(),
  lines: z.array(OrderLine),
  version,
});
export type OrderRow = z.infer<typeof OrderRow>;

export const ROW_SCHEMAS = {
  notifications: NotificationRow,
  baskets: BasketRow,
  basketRows: BasketItemRow,
  orders: OrderRow,
} as const satisfies Record<Collection, z.ZodType>;

export type RowOf<C extends Collection> = z.infer<(typeof ROW_SCHEMAS)[C]>;

// ---- Mutations ------------------------------------------------------------------------------

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;
const quantity = z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX);
const label = z.string().trim().min(1).max(60);
const pzn = z.string().regex(/^\d{7,8}$/);
const note = z.string().trim().min(1).max(200);
/** The most rows a list, a bulk change or an order may have. */
export const LIST_ROWS_MAX = 1000;
const newRow = z.union([
  z.strictObject({ rowId: id, pzn, quantity }),
  z.strictObject({ rowId: id, note }),
]);

/** Current format version of every mutation; the server answers 426 to versions it lacks. */
export const MUTATION_VERSION = 1;

export const MUTATION_ARGS = {
  'notification.markSeen': z.strictObject({ ids: z.array(id).min(1).max(100) }),
  /** Marks every notification inserted up to `before` as seen (not ones that arrived later). */
  'notification.markAllSeen': z.strictObject({ before: isoDate }),
  /** `kind` absent means 'warenkorb' (the format before wish lists). */
  'basket.create': z.strictObject({
    id,
    lieferkundeNr: z.number().int().positive().max(INT4_MAX),
    label,
    kind: z.enum(LIST_KINDS).optional(),
  }),
  'basket.rename': z.strictObject({ id, label }),
  'basket.delete': z.strictObject({ id }),
  'basket.setPrimary': z.strictObject({ id }),
  'basket.setShared': z.strictObject({ id, shared: z.boolean() }),
  'basket.setInternalNote': z.strictObject({ id, note: z.string().max(1000) }),
  'basket.addRow': z.union([
    z.strictObject({ basketId: id, rowId: id, pzn, quantity }),
    z.strictObject({ basketId: id, rowId: id, note }),
  ]),
  /** Several rows at once, appended in order (reorder, paste). */
  'basket.addRows': z.strictObject({
    basketId: id,
    rows: z.array(newRow).min(1).max(LIST_ROWS_MAX),
  }),
  /** Copies (or moves) rows of one list into another list of the same customer. */
  'basket.transferRows': z.strictObject({
    targetBasketId: id,
    move: z.boolean(),
    rows: z
      .array(z.strictObject({ rowId: id, newRowId: id }))
      .min(1)
      .max(LIST_ROWS_MAX),
  }),
  'basket.setQuantity': z.strictObject({ rowId: id, quantity }),
  'basket.deleteRow': z.strictObject({ rowId: id }),
  /**
   * Turns a basket into a web order `orderId` from the basket's rows as the server holds them
   * when it applies this (after every earlier mutation of the queue), then empties the basket.
   */
  'order.place': z.strictObject({ orderId: id, basketId: id }),
} as const;

export type MutationName = keyof typeof MUTATION_ARGS;
export const MUTATION_NAMES = Object.keys(MUTATION_ARGS) as MutationName[];
export type MutationArgs<N extends MutationName> = z.infer<(typeof MUTATION_ARGS)[N]>;

/** A queued mutation as it sits in the outbox and travels in a push. */
export const Mutation = z.object({
  id,
  v: z.number().int().positive().max(INT4_MAX),
  /**
   * The outbox position (grows per client): the server keeps a mutation's result until the
   * client acknowledges it (`ack`), then prunes it. Absent from clients before issue 10.
   */
  seq: z.number().int().positive().max(SAFE_INTEGER_MAX).optional(),
  name: z.string().max(60),
  args: z.unknown(),
  createdAt: isoDate,
});
export type Mutation = z.infer<typeof Mutation>;

export const PUSH_BATCH_MAX = 100;

export const PushBody = z.strictObject({
  clientId: id,
  /**
   * The user whose local database the queue comes from. A push under another user's session is
   * refused with 409 `user_mismatch`; a client too old to send it gets 426.
   */
  userId: id.optional(),
  /** The sync leader's epoch for this client; an older epoch than the server saw is refused. */
  epoch: z.number().int().nonnegative().max(INT4_MAX),
  /**
   * The highest `seq` whose result this client has stored: the server may forget the results
   * up to it (they are never asked for again). Absent = nothing acknowledged.
   */
  ack: z.number().int().nonnegative().max(SAFE_INTEGER_MAX).optional(),
  mutations: z.array(Mutation).min(1).max(PUSH_BATCH_MAX),
});
export type PushBody = z.infer<typeof PushBody>;

export const MutationResult = z.object({
  id,
  status: z.enum(['applied', 'rejected']),
  /** For a rejection: a code for programs and the German reason for the user. */
  code: z.string().optional(),
  message: z.string().optional(),
});
export type MutationResult = z.infer<typeof MutationResult>;

export const PushAnswer = z.object({ results: z.array(MutationResult) });
export type PushAnswer = z.infer<typeof PushAnswer>;

/** Rejection codes recorded with a mutation's result. */
export const REJECTION = {
  invalidArgs: 'invalid_args',
  unknownMutation: 'unknown_mutation',
  forbidden: 'forbidden',
  notFound: 'not_found',
  foreignCustomer: 'foreign_customer',
  /** An order the server refused on business grounds (empty, too many rows, unknown article). */
  orderRefused: 'order_refused',
  /** An unexpected error while applying this one mutation; the ones behind it still apply. */
  serverError: 'server_error',
  /** A mutation at or below the client's own acknowledgement: already settled, not run again. */
  alreadySettled: 'already_settled',
} as const;

/** Codes of a push, pull or convergence call refused as a whole (with ERROR_CODE's spelling). */
export const SYNC_REFUSAL = {
  /** 409: the call names another user than the session's: another user logged in meanwhile. */
  userMismatch: 'user_mismatch',
  /** 426: a client too old for this server (no user id): it waits for the app update. */
  updateRequired: 'mutation_version',
  /** 409: another tab of this client leads now. */
  staleEpoch: 'stale_epoch',
} as const;

export const PULL_PAGE_MAX = 1000;

/**
 * The cursor of a collection the user may not receive (no role for its area, or a delivery
 * customer taken away): its page comes with `reset: true` once, so the client drops the rows.
 */
export const DENIED_CURSOR = 'denied';

/**
 * A cursor no scope ever has. The server answers any cursor of another scope with `reset: true`
 * and a pull from the start, so a client sends this one to replace a collection's local rows
 * with the server's (after a rejection, to drop the rejected optimistic change).
 */
export const RESYNC_CURSOR = 'resync';

export const PullBody = z.strictObject({
  /** The user whose local database asks (409 `user_mismatch` under another user's session). */
  userId: id.optional(),
  /** Per collection the cursor of the last page applied; absent = from the start. */
  cursors: z.partialRecord(z.enum(COLLECTIONS), z.string().max(100)),
  limit: z.number().int().min(1).max(PULL_PAGE_MAX).optional(),
});
export type PullBody = z.infer<typeof PullBody>;

const page = <T extends z.ZodType>(row: T) =>
  z.object({
    upserts: z.array(row),
    deletes: z.array(id),
    cursor: z.string(),
    hasMore: z.boolean(),
    /** True when the cursor belongs to another scope: drop local rows before applying. */
    reset: z.boolean(),
  });

export const PullAnswer = z.object({
  notifications: page(NotificationRow),
  baskets: page(BasketRow),
  basketRows: page(BasketItemRow),
  orders: page(OrderRow),
});
export type PullAnswer = z.infer<typeof PullAnswer>;

export const ConvergenceQuery = z.strictObject({ userId: id.optional() });

export const ConvergenceAnswer = z.object({
  notifications: z.object({ count: z.number().int(), hash: z.string() }),
  baskets: z.object({ count: z.number().int(), hash: z.string() }),
  basketRows: z.object({ count: z.number().int(), hash: z.string() }),
  orders: z.object({ count: z.number().int(), hash: z.string() }),
});
export type ConvergenceAnswer = z.infer<typeof ConvergenceAnswer>;

/** The convergence hash: SHA-256 hex of the sorted lines `${id}:${version}` joined by '\n'. */
export const convergenceLines = (rows: readonly { id: string; version: string }[]) =>
  rows
    .map((r) => `${r.id}:${r.version}`)
    .sort()
    .join('\n');

export const CreateNotificationBody = z.strictObject({
  userId: id,
  label: z.string().trim().min(1).max(120),
  text: z.string().trim().min(1).max(2000),
  icon: z.string().max(40).optional(),
  url: z
    .string()
    .max(500)
    .refine((u) => u.startsWith('/') || /^https?:\/\//.test(u))
    .nullable()
    .optional(),
  dismissable: z.boolean().optional(),
});
