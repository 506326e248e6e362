// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { adminSurveyRoutes } from './routes.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { surveysServer } from './sync.ts';

export const surveysServerModule = moduleServer({
  name: 'surveys',
  sync: surveysServer,
  tables,
  routes: adminSurveyRoutes,
});
