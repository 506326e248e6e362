// The server half of the delivery pharmacy (modules/deliveryPharmacy/contract.ts): the loaders of a
// delivery customer's supplied institutions, the deliveries made for them and their lines. The
// rows are the wholesaler's record and never deleted, so every loaded row is an upsert; the
// area check (role Lieferapotheke) is the sync session's, from the collections' declared area.
import { eq } from 'drizzle-orm';
import {
  deliveryPharmacyModule,
  type SupplyDeliveryLineRow,
  type SupplyDeliveryRow,
  type SupplyRecipientRow,
} from '../contract.ts';
import { supplyDeliveries, supplyDeliveryLines, supplyRecipients } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { changedRows } from '../../../server/sync/changedRows.ts';

export const deliveryPharmacyServer = serverModule(deliveryPharmacyModule, {
  handlers: {},
  loaders: {
    async supplyRecipients(tx, { lieferkundeNr }, from, take) {
      const found = await changedRows(
        tx,
        supplyRecipients,
        from,
        take,
        eq(supplyRecipients.lieferkundeNr, lieferkundeNr),
      );
      return found.map(({ version, ...r }) => ({
        id: r.id,
        version,
        row: { ...r, version: version.toString() } satisfies SupplyRecipientRow,
      }));
    },

    async supplyDeliveries(tx, { lieferkundeNr }, from, take) {
      const found = await changedRows(
        tx,
        supplyDeliveries,
        from,
        take,
        eq(supplyDeliveries.lieferkundeNr, lieferkundeNr),
      );
      return found.map(({ version, ...d }) => ({
        id: d.id,
        version,
        row: { ...d, version: version.toString() } satisfies SupplyDeliveryRow,
      }));
    },

    async supplyDeliveryLines(tx, { lieferkundeNr }, from, take) {
      const found = await changedRows(
        tx,
        supplyDeliveryLines,
        from,
        take,
        eq(supplyDeliveryLines.lieferkundeNr, lieferkundeNr),
      );
      return found.map(({ version, ...l }) => ({
        id: l.id,
        version,
        row: { ...l, version: version.toString() } satisfies SupplyDeliveryLineRow,
      }));
    },
  },
});
