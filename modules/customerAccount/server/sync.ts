// The server half of the customer account (modules/customerAccount/contract.ts): the loaders of the
// session's delivery customer's account terms and open items. Read-only: no handlers. Written
// by the wholesaler's accounting (here the seed, modules/customerAccount/server/seed.ts).
import { eq } from 'drizzle-orm';
import { customerAccountModule, type AccountSummaryRow, type OpenItemRow } from '../contract.ts';
import { customerAccounts, openItems } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { changedRows } from '../../../server/sync/changedRows.ts';

export const customerAccountServer = serverModule(customerAccountModule, {
  handlers: {},
  loaders: {
    async accountSummaries(tx, { lieferkundeNr }, from, take) {
      const found = await changedRows(
        tx,
        customerAccounts,
        from,
        take,
        eq(customerAccounts.lieferkundeNr, lieferkundeNr),
      );
      return found.map(({ version, ...a }) => ({
        id: a.id,
        version,
        row: { ...a, version: version.toString() } satisfies AccountSummaryRow,
      }));
    },
    async openItems(tx, { lieferkundeNr }, from, take) {
      const found = await changedRows(
        tx,
        openItems,
        from,
        take,
        eq(openItems.lieferkundeNr, lieferkundeNr),
      );
      return found.map(({ version, ...i }) => ({
        id: i.id,
        version,
        row: { ...i, version: version.toString() } satisfies OpenItemRow,
      }));
    },
  },
});
