// The server half of the tours (modules/tours/contract.ts): the loaders of a delivery customer's tours
// and tour changes. No handlers: the wholesaler plans the tours (here: the seed,
// modules/tours/server/seed.ts). Rows are never deleted, so every loaded row is an upsert.
import { eq } from 'drizzle-orm';
import { toursModule, type TourExceptionRow, type TourRow } from '../contract.ts';
import { tourExceptions, tours } from './tables.ts';
import { serverModule } from '../../../server/sync/serverModule.ts';
import { changedRows } from '../../../server/sync/changedRows.ts';

export const toursServer = serverModule(toursModule, {
  handlers: {},
  loaders: {
    async tours(tx, { lieferkundeNr }, from, take) {
      const found = await changedRows(
        tx,
        tours,
        from,
        take,
        eq(tours.lieferkundeNr, lieferkundeNr),
      );
      return found.map(({ version, ...t }) => ({
        id: t.id,
        version,
        row: { ...t, version: version.toString() } satisfies TourRow,
      }));
    },

    async tourExceptions(tx, { lieferkundeNr }, from, take) {
      const found = await changedRows(
        tx,
        tourExceptions,
        from,
        take,
        eq(tourExceptions.lieferkundeNr, lieferkundeNr),
      );
      return found.map(({ version, ...e }) => ({
        id: e.id,
        version,
        row: { ...e, version: version.toString() } satisfies TourExceptionRow,
      }));
    },
  },
});
