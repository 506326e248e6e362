// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { cashbookServer } from './sync.ts';
import { moduleServer } from '../../../server/serverModules.ts';

export const cashbookServerModule = moduleServer({
  name: 'cashbook',
  sync: cashbookServer,
  tables,
});
