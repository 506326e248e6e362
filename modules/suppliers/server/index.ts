// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { seedSuppliers } from './seed.ts';
import { suppliersServer } from './sync.ts';

export const suppliersServerModule = moduleServer({
  name: 'suppliers',
  sync: suppliersServer,
  tables,
  // The direct suppliers and their assortments, on the catalogue's articles (issue 15).
  seedDemo: (db) => seedSuppliers(db),
});
