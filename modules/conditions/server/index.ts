// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import { conditionsRoutes } from './routes.ts';
import { DEMO_USERS } from '../../../server/seed/demo.ts';
import { seedConditions } from './seed.ts';
import { acceptCurrentConditions, refuseWhileConditionsOpen } from './service.ts';
import * as tables from './tables.ts';
import { moduleServer } from '../../../server/serverModules.ts';

export const conditionsServerModule = moduleServer({
  name: 'conditions',
  tables,
  routes: conditionsRoutes,
  // SPEC 4: an open condition holds the areas it names, and the sync while one names none.
  gate: refuseWhileConditionsOpen,
  // The registration ticked the general terms (agb): that acceptance carries over.
  onRegistrationApproved: (tx, { userId, registeredAt }, clock) =>
    acceptCurrentConditions(tx, userId, clock, { generalTermsSince: registeredAt }),
  // The published conditions, accepted by every demo user but one (who sees the AGB's dialog).
  seedDemoAccounts: (tx) =>
    seedConditions(tx, {
      pending: DEMO_USERS.bedingungen.email,
      publisher: DEMO_USERS.admin.email,
    }),
});
