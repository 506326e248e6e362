// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { destructionRoutes } from './routes.ts';
import { destructionServer } from './sync.ts';
import { seedDestructions } from './seed.ts';
import { moduleServer } from '../../../server/serverModules.ts';

export const destructionServerModule = moduleServer({
  name: 'destruction',
  sync: destructionServer,
  tables,
  routes: destructionRoutes,
  // Declarations of expired and damaged goods, one corrected (issue 15).
  seedDemo: (db) => seedDestructions(db),
});
