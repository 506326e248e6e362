// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { customerAccountServer } from './sync.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { seedCustomerAccounts } from './seed.ts';

export const customerAccountServerModule = moduleServer({
  name: 'customerAccount',
  sync: customerAccountServer,
  tables,
  // Every customer's account: the recent invoices of the analytics documents are its open items.
  seedDemo: (db) => seedCustomerAccounts(db),
});
