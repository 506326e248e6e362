// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { medTestServer } from './sync.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { seedMedTest } from './seed.ts';

export const medTestServerModule = moduleServer({
  name: 'medTest',
  sync: medTestServer,
  tables,
  seedDemo: (db) => seedMedTest(db),
});
