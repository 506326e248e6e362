// The sync protocol (DESIGN "Sync protocol"): the push, pull and convergence calls. The synced
// rows and the mutations are declared by module (modules/<name>/contract.ts), listed by the root
// app/modules.ts and registered in src/api/modules.ts; the shapes here derive from that registry,
// so those that list the collections are built once the modules are registered.
import { z } from 'zod';
import { canAccess, type AreaKey, type Principal } from './access';
import { id, isoDate } from './fields';
import {
  COLLECTION_DEFS,
  COLLECTIONS,
  MUTATIONS,
  onModulesRegistered,
  registeredModules,
  type Collection,
  type MutationName,
  type RowOf,
} from './modules';
import type { CollectionDef } from './module';
import { INT4_MAX, SAFE_INTEGER_MAX } from './numbers';

export {
  COLLECTION_DEFS,
  COLLECTIONS,
  MUTATIONS,
  MUTATION_NAMES,
  isMutationName,
  type Collection,
  type CollectionDefs,
  type MutationArgs,
  type MutationName,
  type RowOf,
} from './modules';

/** The rows the platform's own screens read (the global search, the shell's basket count). */
export type BasketRow = RowOf<'baskets'>;
export type OrderRow = RowOf<'orders'>;
export { ORDER_STATUS, type OrderStatus } from './orderList';

export const SYNC_API = {
  push: '/sync/push',
  pull: '/sync/pull',
  convergence: '/sync/convergence',
  adminNotifications: '/admin/notifications',
} as const;

/**
 * The SPEC 6 area (src/api/access.ts) whose roles and feature flags a user needs to receive a
 * collection: without role Auftrag no baskets, wish lists or orders.
 */
export const COLLECTION_AREA = {} as Record<Collection, AreaKey>;

/** Every area that opens a collection: its own and its `alsoAreas`. */
export const COLLECTION_AREAS = {} as Record<Collection, readonly AreaKey[]>;

/** Whether the principal may receive a collection: any of its areas is open to them. */
export const mayReceive = (principal: Principal, collection: Collection) =>
  COLLECTION_AREAS[collection].some((area) => canAccess(principal, area));

/**
 * How a customer collection's local rows name their delivery customer (issue 26: the device holds
 * several): by their own `lieferkundeNr`, or (a child such as basket rows) by their parent's, found
 * through the `key` that points at it. A user collection has none.
 */
export type CustomerKey =
  | { readonly kind: 'own' }
  | { readonly kind: 'parent'; readonly parent: Collection; readonly key: string };
export const CUSTOMER_KEY = {} as Partial<Record<Collection, CustomerKey>>;

/** The user's own collections, and those of one delivery customer (pulled apart, issue 26). */
export const USER_COLLECTIONS: Collection[] = [];
export const CUSTOMER_COLLECTIONS: Collection[] = [];

const namesCustomer = (row: unknown) =>
  row instanceof z.ZodObject && (row.shape as Record<string, unknown>).lieferkundeNr !== undefined;

/** The argument schema of each mutation (from its declaration). */
export const MUTATION_ARGS = {} as { readonly [N in MutationName]: (typeof MUTATIONS)[N]['args'] };

onModulesRegistered(() => {
  for (const c of COLLECTIONS) {
    const def: CollectionDef = COLLECTION_DEFS[c];
    COLLECTION_AREA[c] = def.area;
    COLLECTION_AREAS[c] = [def.area, ...(def.alsoAreas ?? [])];
    (def.scope === 'customer' ? CUSTOMER_COLLECTIONS : USER_COLLECTIONS).push(c);
  }
  for (const c of CUSTOMER_COLLECTIONS) {
    if (namesCustomer(COLLECTION_DEFS[c].row)) {
      CUSTOMER_KEY[c] = { kind: 'own' };
      continue;
    }
    const childOf = (p: Collection) =>
      (COLLECTION_DEFS[p] as CollectionDef).children?.find((child) => child.collection === c);
    const parent = CUSTOMER_COLLECTIONS.find((p) => childOf(p) !== undefined);
    const link = parent && childOf(parent);
    // A customer row that names no customer could not be told apart on a device with several.
    if (!parent || !link) throw new Error(`Collection ${c} names neither its customer nor parent`);
    CUSTOMER_KEY[c] = { kind: 'parent', parent, key: link.key };
  }
  Object.assign(
    MUTATION_ARGS,
    Object.fromEntries(Object.values(MUTATIONS).map((d) => [d.name, d.args])),
  );
});

/** Builds a schema once, at its first use, after the modules are registered. */
function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    if (built === undefined) {
      registeredModules();
      built = build();
    }
    return built;
  };
}

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
  /**
   * The user may no longer act for the customer the mutation names: it was taken away after the
   * change was made (issue 26). Kept in 'Nicht übertragene Änderungen' like every rejection.
   */
  customerNotAssigned: 'customer_not_assigned',
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

const pullBody = () =>
  z.strictObject({
    /** The user whose local database asks (409 `user_mismatch` under another user's session). */
    userId: id.optional(),
    /** Per collection the cursor of the last page applied; absent = from the start. */
    cursors: z.partialRecord(
      z.enum(COLLECTIONS as [Collection, ...Collection[]]),
      z.string().max(100),
    ),
    limit: z.number().int().min(1).max(PULL_PAGE_MAX).optional(),
    /**
     * The delivery customer whose collections this pull reads (issue 26: a device keeps several
     * customers, each with its own cursors); absent = the session's chosen one. The server checks
     * that the user may act for it, as for a mutation; if not, its collections answer `denied`.
     */
    lieferkundeNr: z.number().int().positive().max(INT4_MAX).optional(),
    /**
     * Which collections the answer holds: the user's own ('user'), or a delivery customer's
     * ('customer'); absent = all of them (clients before issue 26).
     */
    part: z.enum(['user', 'customer']).optional(),
  });
export type PullBody = z.infer<ReturnType<typeof pullBody>>;
/** The pull's body: cursors only of registered collections. */
export const pullBodySchema = once(pullBody);

/** A deleted row's id has the format of its collection's ids (a uuid, or a step's selector). */
const idOf = (row: z.ZodType): z.ZodType =>
  row instanceof z.ZodObject && row.shape.id instanceof z.ZodType ? row.shape.id : id;

const page = <T extends z.ZodType>(row: T) =>
  z.object({
    upserts: z.array(row),
    deletes: z.array(idOf(row)),
    cursor: z.string(),
    hasMore: z.boolean(),
    /** True when the cursor belongs to another scope: drop local rows before applying. */
    reset: z.boolean(),
  });

export interface PullPage<Row> {
  upserts: Row[];
  deletes: string[];
  cursor: string;
  hasMore: boolean;
  reset: boolean;
}
/** One page per registered collection: the answer to a pull that names no part. */
export type PullAnswer = { [C in Collection]: PullPage<RowOf<C>> };
/** One page per collection of the part asked for (issue 26). */
export type PullPartAnswer = Partial<PullAnswer>;
/** One page per registered collection, each row checked against its collection's schema. */
export const pullAnswerSchema = once(
  () =>
    z
      .object(Object.fromEntries(COLLECTIONS.map((c) => [c, page(COLLECTION_DEFS[c].row)])))
      .partial() as unknown as z.ZodType<PullPartAnswer>,
);

/** The collections of a pull's part. */
export const collectionsOf = (part: PullBody['part']): readonly Collection[] =>
  part === 'user' ? USER_COLLECTIONS : part === 'customer' ? CUSTOMER_COLLECTIONS : COLLECTIONS;

/** At most as many customers as a device keeps (the working set's cap). */
export const CONVERGENCE_CUSTOMERS_MAX = 100;

export const ConvergenceQuery = z.strictObject({
  userId: id.optional(),
  /**
   * The delivery customers whose rows the device holds, comma-separated (issue 26); absent = the
   * session's chosen one. Each is checked like a pull's; one the user may not act for counts empty.
   */
  customers: z
    .string()
    .max(CONVERGENCE_CUSTOMERS_MAX * 10)
    .regex(/^\d{1,9}(,\d{1,9})*$/)
    .optional(),
});

const summary = z.object({ count: z.number().int(), hash: z.string() });
export type ConvergenceAnswer = Record<Collection, z.infer<typeof summary>>;
export const convergenceAnswerSchema = once(
  () =>
    z.object(
      Object.fromEntries(COLLECTIONS.map((c) => [c, summary])),
    ) as unknown as z.ZodType<ConvergenceAnswer>,
);

/**
 * The convergence hash covers each row's whole content, not only its id and version: SHA-256
 * hex of the sorted lines `canonicalJson(row)` joined by '\n'. Server and client hash the same
 * text, so any field that differs shows.
 */
export const convergenceLines = (rows: readonly object[]) =>
  rows
    .map((r) => canonicalJson(r))
    .sort()
    .join('\n');

/** JSON with object keys sorted at every depth (array order kept). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

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
