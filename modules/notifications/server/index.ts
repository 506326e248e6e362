// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { adminNotificationRoutes } from './routes.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { notificationsServer } from './sync.ts';

export const notificationsServerModule = moduleServer({
  name: 'notifications',
  sync: notificationsServer,
  tables,
  routes: adminNotificationRoutes,
});
