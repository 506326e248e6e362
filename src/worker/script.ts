// Which script the sync worker runs. The root names it (app/client/main.tsx): the script imports
// the root's module list (app/modules.ts), which the platform does not import. The root hands a
// loader of the function that starts it, so that the worker's address sits in a chunk loaded only
// with the worker (after the login), not in /login's entry; apart from ./client.ts so that naming
// it costs /login no Comlink.
export type CreateWorker = () => Worker;

let load: (() => Promise<CreateWorker>) | null = null;

/** Set once at start-up: `() => import('./syncWorkerScript').then((m) => m.createSyncWorker)`. */
export function setSyncWorkerScript(loader: () => Promise<CreateWorker>): void {
  load = loader;
}

export function loadSyncWorkerScript(): Promise<CreateWorker> {
  if (!load)
    return Promise.reject(new Error('The sync worker script was not set (app/client/main.tsx).'));
  return load();
}
