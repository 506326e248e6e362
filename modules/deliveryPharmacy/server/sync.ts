// The server half of the delivery pharmacy (modules/deliveryPharmacy/contract.ts): the loaders of a
// delivery customer's supplied institutions, the deliveries made for them and their lines. The
// rows are the wholesaler's record and never deleted, so every loaded row is an upsert; the
// area check (role Lieferapotheke) is the sync session's, from the collections' declared area.
import { and, asc, eq, gt } from 'drizzle-orm';
import {
  deliveryPharmacyModule,
  type SupplyDeliveryLineRow,
  type SupplyDeliveryRow,
  type SupplyRecipientRow,
} from '../contract.ts';
import { supplyDeliveries, supplyDeliveryLines, supplyRecipients } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';

export const deliveryPharmacyServer = serverModule(deliveryPharmacyModule, {
  handlers: {},
  loaders: {
    async supplyRecipients(tx, { lieferkundeNr }, from, take) {
      const found = await tx
        .select()
        .from(supplyRecipients)
        .where(
          and(
            eq(supplyRecipients.lieferkundeNr, lieferkundeNr),
            gt(supplyRecipients.version, from),
          ),
        )
        .orderBy(asc(supplyRecipients.version))
        .limit(take);
      return found.map(({ version, ...r }) => ({
        id: r.id,
        version,
        row: { ...r, version: version.toString() } satisfies SupplyRecipientRow,
      }));
    },

    async supplyDeliveries(tx, { lieferkundeNr }, from, take) {
      const found = await tx
        .select()
        .from(supplyDeliveries)
        .where(
          and(
            eq(supplyDeliveries.lieferkundeNr, lieferkundeNr),
            gt(supplyDeliveries.version, from),
          ),
        )
        .orderBy(asc(supplyDeliveries.version))
        .limit(take);
      return found.map(({ version, ...d }) => ({
        id: d.id,
        version,
        row: { ...d, version: version.toString() } satisfies SupplyDeliveryRow,
      }));
    },

    async supplyDeliveryLines(tx, { lieferkundeNr }, from, take) {
      const found = await tx
        .select()
        .from(supplyDeliveryLines)
        .where(
          and(
            eq(supplyDeliveryLines.lieferkundeNr, lieferkundeNr),
            gt(supplyDeliveryLines.version, from),
          ),
        )
        .orderBy(asc(supplyDeliveryLines.version))
        .limit(take);
      return found.map(({ version, ...l }) => ({
        id: l.id,
        version,
        row: { ...l, version: version.toString() } satisfies SupplyDeliveryLineRow,
      }));
    },
  },
});
