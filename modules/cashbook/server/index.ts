// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import * as tables from './tables.ts';
import { cashbookServer } from './sync.ts';
import { createRandom, seededUuid } from '../../../server/seed/random.ts';
import { seedCashbookData } from './seed.ts';
import { moduleServer } from '../../../server/serverModules.ts';

export const cashbookServerModule = moduleServer({
  name: 'cashbook',
  sync: cashbookServer,
  tables,
  seedDemoAccounts: (tx, { seed, users }) => {
    // The cash book of the owner with role Kassabuch, from a stream of its own.
    const random = createRandom(seed + 3);
    return seedCashbookData(tx, users.apotheke, random, () => seededUuid(random));
  },
});
