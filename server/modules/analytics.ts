// The server half of the analytics data (src/api/analytics.ts): the loaders of a delivery
// customer's delivery notes, delivery lines, invoices and credit notes, and open backorders. No
// handlers: the module declares no mutations yet. The rows are never deleted, so every loaded
// row is an upsert.
import { and, asc, eq, gt } from 'drizzle-orm';
import {
  analyticsModule,
  type BackorderRow,
  type DeliveryLineRow,
  type DeliveryNoteRow,
  type InvoiceRow,
} from '../../src/api/analytics.ts';
import { backorders, customerDocuments, deliveryLines, deliveryNotes } from '../db/schema.ts';
import { serverModule } from '../sync/serverModule.ts';

export const analyticsServer = serverModule(analyticsModule, {
  handlers: {},
  loaders: {
    async deliveryNotes(tx, { lieferkundeNr }, from, take) {
      const found = await tx
        .select()
        .from(deliveryNotes)
        .where(and(eq(deliveryNotes.lieferkundeNr, lieferkundeNr), gt(deliveryNotes.version, from)))
        .orderBy(asc(deliveryNotes.version))
        .limit(take);
      return found.map(({ version, ...n }) => ({
        id: n.id,
        version,
        row: { ...n, version: version.toString() } satisfies DeliveryNoteRow,
      }));
    },

    async deliveryLines(tx, { lieferkundeNr }, from, take) {
      const found = await tx
        .select()
        .from(deliveryLines)
        .where(and(eq(deliveryLines.lieferkundeNr, lieferkundeNr), gt(deliveryLines.version, from)))
        .orderBy(asc(deliveryLines.version))
        .limit(take);
      return found.map(({ version, ...l }) => ({
        id: l.id,
        version,
        row: { ...l, version: version.toString() } satisfies DeliveryLineRow,
      }));
    },

    async invoices(tx, { lieferkundeNr }, from, take) {
      const found = await tx
        .select()
        .from(customerDocuments)
        .where(
          and(
            eq(customerDocuments.lieferkundeNr, lieferkundeNr),
            gt(customerDocuments.version, from),
          ),
        )
        .orderBy(asc(customerDocuments.version))
        .limit(take);
      return found.map(({ version, ...d }) => ({
        id: d.id,
        version,
        row: { ...d, version: version.toString() } satisfies InvoiceRow,
      }));
    },

    async backorders(tx, { lieferkundeNr }, from, take) {
      const found = await tx
        .select()
        .from(backorders)
        .where(and(eq(backorders.lieferkundeNr, lieferkundeNr), gt(backorders.version, from)))
        .orderBy(asc(backorders.version))
        .limit(take);
      return found.map(({ version, ...b }) => ({
        id: b.id,
        version,
        row: { ...b, version: version.toString() } satisfies BackorderRow,
      }));
    },
  },
});
