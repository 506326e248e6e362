// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { drugBookServer } from './sync.ts';
import { moduleServer } from '../../../server/serverModules.ts';

export const drugBookServerModule = moduleServer({
  name: 'drugBook',
  sync: drugBookServer,
  tables,
});
