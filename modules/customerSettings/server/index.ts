// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { customerSettingsRoutes } from './routes.ts';
import { scheduleAutoSend } from './autoSend.ts';
import { moduleServer } from '../../../server/serverModules.ts';

export const customerSettingsServerModule = moduleServer({
  name: 'customerSettings',
  tables,
  routes: customerSettingsRoutes,
  // The main baskets sent at the tours' cut-offs (issue 24).
  start: scheduleAutoSend,
});
