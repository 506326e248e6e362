// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { seedTemperatureLog } from './seed.ts';
import { temperatureLogRoutes } from './routes.ts';
import { temperatureLogServer } from './sync.ts';

export const temperatureLogServerModule = moduleServer({
  name: 'temperatureLog',
  sync: temperatureLogServer,
  tables,
  routes: temperatureLogRoutes,
  // The pharmacies' fridges and rooms with three months of readings (issue 15).
  seedDemo: (db) => seedTemperatureLog(db),
});
