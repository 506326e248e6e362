// The synced halves of the registered modules (issues 11 and 25), merged for pull, push and
// convergence. The server root (app/server/modules.ts) lists each module's server parts and checks
// that every declared mutation and collection has its half; each half is typed against its
// module's contract where it is written (server/sync/serverModule.ts).
import type { Collection, MutationArgs, MutationName, RowOf } from '../../src/api/sync.ts';
import { onServerModulesRegistered } from '../serverModules.ts';
import { markSourcesOf, type MarkSource } from '../sync/marks.ts';
import type { Handler, Loader, RunHandler, View } from '../sync/serverModule.ts';

export type {
  Changed,
  Handler,
  Loader,
  LoadScope,
  RunHandler,
  RunResult,
  View,
} from '../sync/serverModule.ts';

/** Filled in place on registration, so references taken at import time see the modules. */
export const HANDLERS = {} as { readonly [N in MutationName]: Handler<MutationArgs<N>> };
export const LOADERS = {} as { readonly [C in Collection]: Loader<RowOf<C>> };
/** The collections with a view of their own (rows that depend on the user's roles). */
export const VIEWS: { readonly [C in Collection]?: View } = {};
/** The tables each collection pages by, where declared (server/sync/marks.ts). */
export const MARKS: { [C in Collection]?: readonly MarkSource[] } = {};
/** The mutations with a set-wise handler for runs of them (server/syncEngine/runs.ts). */
export const RUNS: { readonly [N in MutationName]?: RunHandler<MutationArgs<N>> } = {};

onServerModulesRegistered((modules) => {
  for (const { sync } of modules) {
    if (!sync) continue;
    Object.assign(HANDLERS, sync.handlers);
    Object.assign(LOADERS, sync.loaders);
    Object.assign(VIEWS, sync.views ?? {});
    Object.assign(RUNS, sync.runs ?? {});
    for (const [collection, loader] of Object.entries(sync.loaders) as [Collection, object][]) {
      const declared = sync.marks?.[collection] ?? markSourcesOf(loader);
      if (declared) MARKS[collection] = declared;
    }
  }
});
