// Pull: per collection, the rows of the scope (user, current delivery customer) changed since the
// cursor, in version order and paged. A changed row this user may not see (deleted, or a basket
// that is no longer shared with them) comes back as a delete.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  DENIED_CURSOR,
  PULL_PAGE_MAX,
  type Collection,
  type BasketItemRow,
  type BasketRow,
  type NotificationRow,
  type OrderRow,
  type PullAnswer,
  type PullBody,
} from '../../src/api/sync.ts';
import type { Db } from '../db/client.ts';
import {
  articles,
  basketPrimary,
  basketRows,
  baskets,
  notifications,
  orders,
  users,
} from '../db/schema.ts';
import { basketScope, decodeCursor, encodeCursor, notificationScope } from './scope.ts';
import type { SyncSession } from './session.ts';
import type { Tx } from './types.ts';
import { basketVisibleTo } from './visibility.ts';

export const PULL_PAGE_DEFAULT = 500;
/** Orders carry their lines (up to 1,000 each), so their pages stay smaller. */
export const ORDERS_PAGE_MAX = 100;

interface Page<T> {
  upserts: T[];
  deletes: string[];
  cursor: string;
  hasMore: boolean;
  reset: boolean;
}

interface Changed<T> {
  id: string;
  version: bigint;
  /** The row as this user sees it, or null when it is deleted or not visible to them. */
  row: T | null;
}

/** Runs one page query (rows after `from`, at most limit + 1) and shapes the answer. */
async function page<T>(
  cursor: string | undefined,
  scope: string,
  limit: number,
  load: (from: bigint, take: number) => Promise<Changed<T>[]>,
): Promise<Page<T>> {
  const { version, reset } = decodeCursor(cursor, scope);
  const changed = await load(version, limit + 1);
  const included = changed.slice(0, limit);
  const last = included.at(-1);
  return {
    upserts: included.flatMap((c) => (c.row ? [c.row] : [])),
    deletes: included.flatMap((c) => (c.row ? [] : [c.id])),
    cursor: encodeCursor(scope, last ? last.version : version),
    hasMore: changed.length > limit,
    reset,
  };
}

const emptyPage = <T>(cursor: string | undefined): Page<T> => ({
  upserts: [],
  deletes: [],
  cursor: cursor ?? '',
  hasMore: false,
  reset: false,
});

/** A collection this user may not receive: drop what the client has, once. */
const deniedPage = <T>(cursor: string | undefined): Page<T> => ({
  upserts: [],
  deletes: [],
  cursor: DENIED_CURSOR,
  hasMore: false,
  reset: cursor !== DENIED_CURSOR,
});

const iso = (d: Date) => d.toISOString();

export function loadNotifications(tx: Tx, userId: string, from: bigint, take: number) {
  return tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.version, from)))
    .orderBy(asc(notifications.version))
    .limit(take);
}

export function toNotificationRow(n: typeof notifications.$inferSelect): NotificationRow {
  return {
    id: n.id,
    dat_insert: iso(n.datInsert),
    dat_seen: n.datSeen ? iso(n.datSeen) : null,
    seen: n.datSeen !== null,
    dismissable: n.dismissable,
    label: n.label,
    text: n.text,
    icon: n.icon,
    url: n.url,
    version: n.version.toString(),
  };
}

async function loadBaskets(
  tx: Tx,
  userId: string,
  lieferkundeNr: number,
  from: bigint,
  take: number,
) {
  const live = sql`${basketRows.basketId} = ${baskets.id} and ${basketRows.deletedAt} is null`;
  const rows = await tx
    .select({
      basket: baskets,
      ownerName: users.displayName,
      primary: sql<boolean>`exists (select 1 from ${basketPrimary} where ${basketPrimary.basketId} = ${baskets.id} and ${basketPrimary.userId} = ${userId})`,
      artikelCount:
        sql<number>`(select count(*) from ${basketRows} where ${live} and ${basketRows.pzn} is not null)`.mapWith(
          Number,
        ),
      // Quantity × the catalogue's current AEP, as the client computes it from its catalogue:
      // an article the catalogue does not (or no longer) hold adds nothing.
      wertSumme:
        sql<number>`(select coalesce(sum(${basketRows.quantity}::bigint * ${articles.aepCents}), 0) from ${basketRows} join ${articles} on ${articles.pzn} = ${basketRows.pzn} and ${articles.deletedAt} is null where ${live})`.mapWith(
          Number,
        ),
    })
    .from(baskets)
    .innerJoin(users, eq(users.id, baskets.ownerId))
    .where(and(eq(baskets.lieferkundeNr, lieferkundeNr), gt(baskets.version, from)))
    .orderBy(asc(baskets.version))
    .limit(take);
  return rows.map(({ basket: b, ...r }): Changed<BasketRow> => {
    const visible = !b.deletedAt && basketVisibleTo(b, userId);
    return {
      id: b.id,
      version: b.version,
      row: visible
        ? {
            id: b.id,
            kind: b.kind,
            lieferkundeNr: b.lieferkundeNr,
            label: b.label,
            primary: r.primary,
            ownerId: b.ownerId,
            ownerName: r.ownerName,
            sharedWithCompany: b.sharedWithCompany,
            internalNote: b.internalNote,
            artikel_count: r.artikelCount,
            wert_summe: r.wertSumme,
            createdAt: iso(b.createdAt),
            version: b.version.toString(),
          }
        : null,
    };
  });
}

async function loadBasketRows(
  tx: Tx,
  userId: string,
  lieferkundeNr: number,
  from: bigint,
  take: number,
) {
  const rows = await tx
    .select({ row: basketRows, basket: baskets })
    .from(basketRows)
    .innerJoin(baskets, eq(baskets.id, basketRows.basketId))
    .where(and(eq(basketRows.lieferkundeNr, lieferkundeNr), gt(basketRows.version, from)))
    .orderBy(asc(basketRows.version))
    .limit(take);
  return rows.map(({ row: r, basket: b }): Changed<BasketItemRow> => {
    const visible = !r.deletedAt && !b.deletedAt && basketVisibleTo(b, userId);
    return {
      id: r.id,
      version: r.version,
      row: visible
        ? {
            id: r.id,
            basketId: r.basketId,
            pzn: r.pzn,
            note: r.note,
            quantity: r.quantity,
            position: r.position,
            version: r.version.toString(),
          }
        : null,
    };
  });
}

/** Orders are immutable and seen by everyone who may act for their customer: no deletes. */
async function loadOrders(tx: Tx, lieferkundeNr: number, from: bigint, take: number) {
  const rows = await tx
    .select({ order: orders, userName: users.displayName })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.lieferkundeNr, lieferkundeNr), gt(orders.version, from)))
    .orderBy(asc(orders.version))
    .limit(take);
  return rows.map(({ order: o, userName }): Changed<OrderRow> => ({
    id: o.id,
    version: o.version,
    row: {
      id: o.id,
      lieferkundeNr: o.lieferkundeNr,
      basketId: o.basketId,
      label: o.label,
      userId: o.userId,
      userName,
      status: 'uebermittelt',
      createdAt: iso(o.createdAt),
      rowCount: o.rowCount,
      totalCents: o.totalCents,
      lines: o.lines,
      version: o.version.toString(),
    },
  }));
}

export async function pull(db: Db, sync: SyncSession, body: PullBody): Promise<PullAnswer> {
  const limit = Math.min(body.limit ?? PULL_PAGE_DEFAULT, PULL_PAGE_MAX);
  const userId = sync.user.id;
  const { lieferkundeNr } = sync;
  const { cursors } = body;
  /**
   * The page of one collection: none at all for a collection the user's roles do not open (or
   * whose customer was taken away), nothing new while no customer is chosen.
   */
  const pageOf = async <T>(
    collection: Collection,
    customer: boolean,
    load: () => Promise<Page<T>>,
  ): Promise<Page<T>> => {
    if (!sync.mayRead(collection) || (customer && sync.revoked)) {
      return deniedPage(cursors[collection]);
    }
    if (customer && lieferkundeNr === null) return emptyPage(cursors[collection]);
    return load();
  };
  // One snapshot for all collections, so a basket and its rows are seen in one state.
  return db.transaction(
    async (tx) => {
      const scope = lieferkundeNr === null ? '' : basketScope(userId, lieferkundeNr);
      const nr = lieferkundeNr ?? 0;
      return {
        notifications: await pageOf('notifications', false, () =>
          page(cursors.notifications, notificationScope(userId), limit, async (from, take) =>
            (await loadNotifications(tx, userId, from, take)).map((n) => ({
              id: n.id,
              version: n.version,
              row: n.deletedAt ? null : toNotificationRow(n),
            })),
          ),
        ),
        baskets: await pageOf('baskets', true, () =>
          page(cursors.baskets, scope, limit, (from, take) =>
            loadBaskets(tx, userId, nr, from, take),
          ),
        ),
        basketRows: await pageOf('basketRows', true, () =>
          page(cursors.basketRows, scope, limit, (from, take) =>
            loadBasketRows(tx, userId, nr, from, take),
          ),
        ),
        orders: await pageOf('orders', true, () =>
          page(cursors.orders, scope, Math.min(limit, ORDERS_PAGE_MAX), (from, take) =>
            loadOrders(tx, nr, from, take),
          ),
        ),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
