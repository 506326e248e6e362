// The sync worker: the only code that calls the API. A thin Comlink wrapper over the surface.
import { expose } from 'comlink';
import { catalogueDb } from '../catalogue/db';
import { createWorkerSurface } from './surface';

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
