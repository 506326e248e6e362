// Browser side of bench/link.bench.ts, bundled by esbuild into an IIFE and injected into the
// app's page: a PZN search through the app's own catalogue search, and whether the first sync
// (the catalogue, the user's own collections, every customer the device keeps) is complete.
// The synced modules, registered as the app's roots do (the local database's tables follow them).
import '../../app/modules';
import { searchArticles } from '../../src/catalogue/search';
import { CATALOGUE_DB_NAME, CATALOGUE_META, CatalogueDb } from '../../src/catalogue/db';
import { databaseName, META, PortalDb } from '../../src/db/schema';

export interface SyncState {
  readonly catalogue: boolean;
  readonly user: boolean;
  /** Customers of the working set whose first pull is complete, of how many. */
  readonly customers: readonly [done: number, of: number];
}

const exists = async (name: string) => (await indexedDB.databases()).some((d) => d.name === name);

let catalogue: CatalogueDb | null = null;

const probe = {
  /** The app's search for a PZN: true once the article is found. */
  async findsPzn(pzn: string): Promise<boolean> {
    if (!catalogue) {
      if (!(await exists(CATALOGUE_DB_NAME))) return false;
      catalogue = new CatalogueDb();
    }
    return (await searchArticles(catalogue, pzn, 10)).some((a) => a.pzn === pzn);
  },

  async state(userId: string): Promise<SyncState> {
    const none: SyncState = { catalogue: false, user: false, customers: [0, 0] };
    if (!(await exists(CATALOGUE_DB_NAME)) || !(await exists(databaseName(userId)))) return none;
    catalogue ??= new CatalogueDb();
    const userDb = new PortalDb(databaseName(userId));
    try {
      const done = (await catalogue.meta.get(CATALOGUE_META.lastSyncAt)) !== undefined;
      const user = (await userDb.meta.get(META.lastSyncAt)) !== undefined;
      const set = (await userDb.meta.get(META.workingSet))?.value as
        { entries?: { lieferkundeNr: number }[] } | undefined;
      const entries = set?.entries ?? [];
      const synced = await userDb.meta.bulkGet(
        entries.map((e) => META.customerSyncedAt(e.lieferkundeNr)),
      );
      const customers = synced.filter((s) => typeof s?.value === 'string').length;
      return { catalogue: done, user, customers: [customers, entries.length] };
    } finally {
      userDb.close();
    }
  },
};

export type LinkProbe = typeof probe;
(window as unknown as { linkProbe: LinkProbe }).linkProbe = probe;
