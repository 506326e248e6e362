// The server root's modules (issue 25). Their list is generated from the folders in modules/
// (./modules.gen.ts, `npm run modules:generate`), in seed order. Importing this file registers the synced modules' contracts (../modules.ts) and then each
// module's server parts (server/serverModules.ts), which the sync engine, buildServer, the seed
// and the migration check read. The server's entry point and the server tests import it first.
import '../modules.ts';
import type { UnionToIntersection } from '../../src/api/module.ts';
import type { Collection, MutationName } from '../../src/api/sync.ts';
import { registerServerModules } from '../../server/serverModules.ts';
import { SERVER_MODULES } from './modules.gen.ts';

export { SERVER_MODULES };

registerServerModules(SERVER_MODULES);

/** Fails to compile while a declared mutation or collection has no server half. */
type Halves = NonNullable<Extract<(typeof SERVER_MODULES)[number], { sync: unknown }>['sync']>;
type NoneMissing<T extends never> = T;
export type HandlersComplete = NoneMissing<
  Exclude<MutationName, keyof UnionToIntersection<Halves['handlers']>>
>;
export type LoadersComplete = NoneMissing<
  Exclude<Collection, keyof UnionToIntersection<Halves['loaders']>>
>;
