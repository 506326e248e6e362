// The sync worker: the only code that calls the API. A thin Comlink wrapper over the surface. A
// root: it registers the synced modules (../modules) before anything else runs.
import '../modules';
import { expose } from 'comlink';
import { catalogueDb } from '../../src/catalogue/db';
import { createWorkerSurface } from '../../src/worker/surface';

const surface = createWorkerSurface({
  fetch: (input, init) => fetch(input, init),
  browserOnline: navigator.onLine,
  locks: typeof navigator.locks === 'undefined' ? undefined : navigator.locks,
  channel: (name) => new BroadcastChannel(name),
  openCatalogueDb: catalogueDb,
  catalogueLocks: typeof navigator.locks === 'undefined' ? undefined : navigator.locks,
  eventStream: true,
});

expose(surface);
