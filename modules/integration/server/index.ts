// The module's server parts (issue 29): the integration API's routes, the outbox's dispatcher
// and the embedded ERP simulator; listed by app/server/modules.ts.
import { moduleServer } from '../../../server/serverModules.ts';
import { enqueueOrderPlaced } from './outbox/orderPlaced.ts';
import { startOutbox } from './outbox/start.ts';
import { integrationRoutes } from './routes.ts';
import { startErpSimulator } from './simulator/start.ts';
import * as tables from './tables.ts';

export const integrationServerModule = moduleServer({
  name: 'integration',
  tables,
  routes: integrationRoutes,
  // Every web order leaves through the outbox, written in the order's transaction.
  onOrderPlaced: enqueueOrderPlaced,
  // The outbox's dispatcher to RabbitMQ or a webhook (when one is configured), and the embedded
  // ERP simulator (unless ERP_SIMULATOR=off or a real ERP is configured).
  start: (app, deps) => {
    startOutbox(app, deps);
    startErpSimulator(app, deps);
  },
});
