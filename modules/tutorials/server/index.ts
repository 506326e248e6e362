// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { tutorialRoutes } from './routes.ts';
import { tutorialsServer } from './sync.ts';

export const tutorialsServerModule = moduleServer({
  name: 'tutorials',
  sync: tutorialsServer,
  tables,
  routes: tutorialRoutes,
});
