// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { customerSettingsRoutes } from './routes.ts';
import { moduleServer } from '../../../server/serverModules.ts';

export const customerSettingsServerModule = moduleServer({
  name: 'customerSettings',
  tables,
  routes: customerSettingsRoutes,
});
