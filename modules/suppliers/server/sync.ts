// The server half of the supplier orders (modules/suppliers/contract.ts): the loaders of the
// suppliers, their assortments, and a delivery customer's supplier baskets and orders, and the
// handlers of the basket and order mutations (./mutations.ts).
import {
  suppliersModule,
  type SupplierArticleRow,
  type SupplierBasketRow,
  type SupplierOrderRow,
  type SupplierRow,
} from '../contract.ts';
import { supplierArticles, supplierBasketRows, supplierOrders, suppliers } from './tables.ts';
import { changedAtCustomer } from '../../../server/sync/customerRows.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { changedCustomerRows, changedRows } from '../../../server/sync/changedRows.ts';
import { addRows, deleteRow, place, setQuantity } from './mutations.ts';
import { byCustomer, wholeTable } from '../../../server/sync/marks.ts';

export const suppliersServer = serverModule(suppliersModule, {
  // The tables each hand-written loader pages by (server/sync/marks.ts).
  marks: {
    suppliers: [wholeTable(suppliers)],
    supplierArticles: [wholeTable(supplierArticles)],
    supplierBasketRows: [byCustomer(supplierBasketRows)],
    supplierOrders: [byCustomer(supplierOrders)],
  },
  handlers: {
    'supplierBasket.addRows': addRows,
    'supplierBasket.setQuantity': setQuantity,
    'supplierBasket.deleteRow': deleteRow,
    'supplierOrder.place': place,
  },
  loaders: {
    async suppliers(tx, _scope, from, take) {
      const found = await changedRows(tx, suppliers, from, take);
      return found.map(({ version, deletedAt, ...s }) => ({
        id: s.id,
        version,
        row: deletedAt ? null : ({ ...s, version: version.toString() } satisfies SupplierRow),
      }));
    },

    async supplierArticles(tx, _scope, from, take) {
      const found = await changedRows(tx, supplierArticles, from, take);
      return found.map(({ version, deletedAt, ...a }) => ({
        id: a.id,
        version,
        row: deletedAt
          ? null
          : ({ ...a, version: version.toString() } satisfies SupplierArticleRow),
      }));
    },

    async supplierBasketRows(tx, { lieferkundeNr }, from, take) {
      const found = await changedCustomerRows(tx, supplierBasketRows, lieferkundeNr, from, take);
      return found.map(({ version, deletedAt, ...row }) => ({
        id: row.id,
        version,
        row: deletedAt
          ? null
          : ({ ...row, version: version.toString() } satisfies SupplierBasketRow),
      }));
    },

    /** Orders are immutable and seen by everyone who may act for their customer: no deletes. */
    async supplierOrders(tx, { lieferkundeNr }, from, take) {
      const found = await changedAtCustomer(
        tx,
        supplierOrders,
        supplierOrders.userId,
        lieferkundeNr,
        from,
        take,
      );
      return found.map(({ x: o, by: userName }) => ({
        id: o.id,
        version: o.version,
        row: {
          id: o.id,
          lieferkundeNr: o.lieferkundeNr,
          supplierId: o.supplierId,
          supplierName: o.supplierName,
          number: o.number,
          userId: o.userId,
          userName,
          status: 'uebermittelt',
          createdAt: o.createdAt.toISOString(),
          note: o.note,
          rowCount: o.rowCount,
          totalCents: o.totalCents,
          lines: o.lines,
          version: o.version.toString(),
        } satisfies SupplierOrderRow,
      }));
    },
  },
});
