// The module's server parts (sync half, tables, routes, seeds), listed by app/server/modules.ts.
import { viennaDay } from '../../../src/api/viennaTime.ts';
import { lastChanceServer, takeOfferStock } from './sync.ts';
import * as tables from './tables.ts';
import { moduleServer } from '../../../server/serverModules.ts';
import { seedLastChance } from './seed.ts';

export const lastChanceServerModule = moduleServer({
  name: 'lastChance',
  sync: lastChanceServer,
  tables,
  // The offers, on the catalogue's articles (issue 15).
  seedDemo: (db) => seedLastChance(db),
  // An order takes the packs it orders from the running offers, in its transaction.
  onOrderPlaced: (tx, order) => takeOfferStock(tx, order.lines, viennaDay(order.placedAt)),
});
