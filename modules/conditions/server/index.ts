// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import { conditionsRoutes } from './routes.ts';
import { DEMO_USERS } from '../../../server/seed/demo.ts';
import { seedConditions } from './seed.ts';
import { moduleServer } from '../../../server/serverModules.ts';

export const conditionsServerModule = moduleServer({
  name: 'conditions',
  routes: conditionsRoutes,
  // The published conditions, accepted by every demo user but one (who sees the AGB's dialog).
  seedDemoAccounts: (tx) =>
    seedConditions(tx, {
      pending: DEMO_USERS.bedingungen.email,
      publisher: DEMO_USERS.admin.email,
    }),
});
