// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { preOrderServer } from './sync.ts';
import { seedPreOrder } from './seed.ts';

export const preOrderServerModule = moduleServer({
  name: 'preOrder',
  sync: preOrderServer,
  tables,
  seedDemo: (db) => seedPreOrder(db),
});
