// The module's server parts (issue 29): the integration API's routes, the outbox's dispatcher
// and the embedded ERP simulator; listed by app/server/modules.ts.
import { moduleServer } from '../../../server/serverModules.ts';
import { integrationRoutes } from './routes.ts';
import { startErpSimulator } from './simulator/start.ts';
import * as tables from './tables.ts';

export const integrationServerModule = moduleServer({
  name: 'integration',
  tables,
  routes: integrationRoutes,
  // The embedded ERP simulator, unless ERP_SIMULATOR=off or a real ERP is configured.
  start: startErpSimulator,
});
