// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import { moduleServer } from '../../../server/serverModules.ts';
import { webOrdersDuring } from './impersonationOrders.ts';
import { shopRoutes } from './routes.ts';
import { shopServer } from './sync.ts';
import * as tables from './tables.ts';

export const shopServerModule = moduleServer({
  name: 'shop',
  sync: shopServer,
  tables,
  routes: shopRoutes,
  ordersDuringImpersonations: webOrdersDuring,
});
