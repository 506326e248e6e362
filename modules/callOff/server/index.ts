// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { callOffServer } from './sync.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { seedCallOffs } from './seed.ts';

export const callOffServerModule = moduleServer({
  name: 'callOff',
  sync: callOffServer,
  tables,
  // After the catalogue: the agreements are on its articles.
  seedDemo: (db) => seedCallOffs(db),
});
