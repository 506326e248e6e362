// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { seedTours } from './seed.ts';
import { toursServer } from './sync.ts';

export const toursServerModule = moduleServer({
  name: 'tours',
  sync: toursServer,
  tables,
  // The tours and their changes around holidays (issue 15).
  seedDemo: (db) => seedTours(db),
});
