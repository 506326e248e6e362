// The server half of the customer account (modules/customerAccount/contract.ts): the loaders of the
// session's delivery customer's account terms and open items. Read-only: no handlers. Written
// by the wholesaler's accounting (here the seed, modules/customerAccount/server/seed.ts).
import { customerAccountModule } from '../contract.ts';
import { customerAccounts, openItems } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { customerTableLoader } from '../../../server/sync/changedRows.ts';

export const customerAccountServer = serverModule(customerAccountModule, {
  handlers: {},
  loaders: {
    accountSummaries: customerTableLoader(customerAccounts),
    openItems: customerTableLoader(openItems),
  },
});
