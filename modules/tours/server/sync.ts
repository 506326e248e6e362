// The server half of the tours (modules/tours/contract.ts): the loaders of a delivery customer's tours
// and tour changes. No handlers: the wholesaler plans the tours (here: the seed,
// modules/tours/server/seed.ts). Rows are never deleted, so every loaded row is an upsert.
import { toursModule } from '../contract.ts';
import { tourExceptions, tours } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { customerTableLoader } from '../../../server/sync/changedRows.ts';

export const toursServer = serverModule(toursModule, {
  handlers: {},
  loaders: {
    tours: customerTableLoader(tours),
    tourExceptions: customerTableLoader(tourExceptions),
  },
});
