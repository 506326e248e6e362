// The server half of the delivery pharmacy (modules/deliveryPharmacy/contract.ts): the loaders of a
// delivery customer's supplied institutions, the deliveries made for them and their lines. The
// rows are the wholesaler's record and never deleted, so every loaded row is an upsert; the
// area check (role Lieferapotheke) is the sync session's, from the collections' declared area.
import { deliveryPharmacyModule } from '../contract.ts';
import { supplyDeliveries, supplyDeliveryLines, supplyRecipients } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { customerTableLoader } from '../../../server/sync/changedRows.ts';

export const deliveryPharmacyServer = serverModule(deliveryPharmacyModule, {
  handlers: {},
  loaders: {
    supplyRecipients: customerTableLoader(supplyRecipients),
    supplyDeliveries: customerTableLoader(supplyDeliveries),
    supplyDeliveryLines: customerTableLoader(supplyDeliveryLines),
  },
});
