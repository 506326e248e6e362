// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { enclosedShippingServer } from './sync.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { seedEnclosedShipping } from './seed.ts';

export const enclosedShippingServerModule = moduleServer({
  name: 'enclosedShipping',
  sync: enclosedShippingServer,
  tables,
  // The wholesaler's sites and a few past announcements (issue 15).
  seedDemo: (db) => seedEnclosedShipping(db),
  // Without demo data the sites alone: an announcement needs one to go to.
  seedBase: (db) => seedEnclosedShipping(db, false),
});
