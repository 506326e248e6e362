// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { adminNotificationRoutes } from './routes.ts';
import { createRandom, seededUuid } from '../../../server/seed/random.ts';
import { seedSyncData } from './seed.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { notificationsServer } from './sync.ts';

export const notificationsServerModule = moduleServer({
  name: 'notifications',
  sync: notificationsServer,
  tables,
  routes: adminNotificationRoutes,
  seedDemoAccounts: (tx, { seed, users }) => {
    // The demo accounts' notifications and a demo basket, from a stream of their own.
    const random = createRandom(seed + 1);
    return seedSyncData(tx, users, () => seededUuid(random));
  },
});
