// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import { conditionsRoutes } from './routes.ts';
import { moduleServer } from '../../../server/serverModules.ts';

export const conditionsServerModule = moduleServer({
  name: 'conditions',
  routes: conditionsRoutes,
});
