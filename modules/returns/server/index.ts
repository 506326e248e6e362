// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { returnsServer } from './sync.ts';
import { seedReturns } from './seed.ts';

export const returnsServerModule = moduleServer({
  name: 'returns',
  sync: returnsServer,
  tables,
  // Returns in every state, on the analytics' delivery lines (issue 15).
  seedDemo: (db) => seedReturns(db),
});
