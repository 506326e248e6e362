// The client root's synced modules (issue 25). Their list is generated from the folders in
// modules/ (./modules.gen.ts, `npm run modules:generate`): a new module adds no line here.
// Importing this file registers them (src/api/modules.ts); every root imports it before anything
// syncs: the page (app/client/main.tsx), the sync worker (app/client/sync.worker.ts), the server
// (app/server/modules.ts), the test setups and the benches.
import { registerModules } from '../src/api/modules';
import { MODULES } from './modules.gen';

export { MODULES };

declare module '../src/api/modules' {
  interface Register {
    modules: typeof MODULES;
  }
}

registerModules(MODULES);
