// The server half of the shop module (modules/shop/contract.ts): the handlers of the basket, row and
// order mutations (server/modules/mutations/) and the loaders of baskets, their rows and orders of
// the session's delivery customer. A basket that is no longer visible to the user (deleted, or
// no longer shared with them) comes back as a delete, with its rows.
import { eq, sql } from 'drizzle-orm';
import { shopModule, type BasketItemRow, type BasketRow, type OrderRow } from '../contract.ts';
import { articles, users } from '../../../server/db/schema.ts';
import { basketPrimary, basketRows, baskets, orders } from './tables.ts';
import * as basket from './baskets.ts';
import * as order from './orders.ts';
import * as rows from './rows.ts';
import { addRowRun, setQuantityRun } from './rowRuns.ts';
import { customerPage } from '../../../server/sync/changedRows.ts';
import { changedAtCustomer } from '../../../server/sync/customerRows.ts';
import { serverModule, type Changed } from '../../../server/sync/serverModule.ts';
import { basketVisibleTo } from './visibility.ts';
import { byCustomer } from '../../../server/sync/marks.ts';

const iso = (d: Date) => d.toISOString();

export const shopServer = serverModule(shopModule, {
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    baskets: [byCustomer(baskets)],
    basketRows: [byCustomer(basketRows)],
    orders: [byCustomer(orders)],
  },
  handlers: {
    'basket.create': basket.create,
    'basket.rename': basket.rename,
    'basket.delete': basket.remove,
    'basket.setPrimary': basket.setPrimary,
    'basket.setShared': basket.setShared,
    'basket.setInternalNote': basket.setInternalNote,
    'basket.addRow': rows.addRow,
    'basket.addRows': rows.addRows,
    'basket.transferRows': rows.transferRows,
    'basket.setQuantity': rows.setQuantity,
    'basket.deleteRow': rows.deleteRow,
    'order.place': order.place,
  },
  runs: { 'basket.addRow': addRowRun, 'basket.setQuantity': setQuantityRun },
  loaders: {
    async baskets(tx, { userId, lieferkundeNr }, from, take) {
      const live = sql`${basketRows.basketId} = ${baskets.id} and ${basketRows.deletedAt} is null`;
      const query = tx
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
        .$dynamic();
      const found = await customerPage(query, baskets, lieferkundeNr, from, take);
      return found.map(({ basket: b, ...r }): Changed<BasketRow> => {
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
    },

    async basketRows(tx, { userId, lieferkundeNr }, from, take) {
      const query = tx
        .select({ row: basketRows, basket: baskets })
        .from(basketRows)
        .innerJoin(baskets, eq(baskets.id, basketRows.basketId))
        .$dynamic();
      const found = await customerPage(query, basketRows, lieferkundeNr, from, take);
      return found.map(({ row: r, basket: b }): Changed<BasketItemRow> => {
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
                mergedRowIds: r.mergedRowIds,
                version: r.version.toString(),
              }
            : null,
        };
      });
    },

    /**
     * Orders are seen by everyone who may act for their customer: no deletes. Their lines stay as
     * placed; the wholesaler's answers (issue 29) change status, history and confirmation.
     */
    async orders(tx, { lieferkundeNr }, from, take) {
      const found = await changedAtCustomer(tx, orders, orders.userId, lieferkundeNr, from, take);
      return found.map(({ x: o, by: userName }): Changed<OrderRow> => ({
        id: o.id,
        version: o.version,
        row: {
          id: o.id,
          lieferkundeNr: o.lieferkundeNr,
          basketId: o.basketId,
          label: o.label,
          userId: o.userId,
          userName,
          status: o.status,
          createdAt: iso(o.createdAt),
          rowCount: o.rowCount,
          totalCents: o.totalCents,
          lines: o.lines,
          erpOrderNo: o.erpOrderNo,
          statusHistory: o.statusHistory,
          confirmation: o.confirmation,
          deliveryNoteNo: o.deliveryNoteNo,
          version: o.version.toString(),
        },
      }));
    },
  },
});
