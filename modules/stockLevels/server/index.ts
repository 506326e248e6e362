// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { seedStockLevels } from './seed.ts';
import { stockLevelsServer } from './sync.ts';

export const stockLevelsServerModule = moduleServer({
  name: 'stockLevels',
  sync: stockLevelsServer,
  tables,
  seedDemo: (db) => seedStockLevels(db),
});
