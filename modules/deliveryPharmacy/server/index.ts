// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { deliveryPharmacyServer } from './sync.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { seedDeliveryPharmacy } from './seed.ts';

export const deliveryPharmacyServerModule = moduleServer({
  name: 'deliveryPharmacy',
  sync: deliveryPharmacyServer,
  tables,
  // The institutions and deliveries, sized like the analytics history.
  seedDemo: (db, sizes) => seedDeliveryPharmacy(db, sizes.analyticsLinesPerDay),
});
