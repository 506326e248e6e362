// Which script the sync worker runs. The root names it (app/client/main.tsx): the script imports
// the root's module list (app/modules.ts), which the platform does not import. Kept apart from
// ./client.ts so that naming it costs /login no Comlink.
let createWorker: (() => Worker) | null = null;

/** Set once at start-up, as `() => new Worker(new URL('./sync.worker.ts', import.meta.url), …)`. */
export function setSyncWorkerScript(create: () => Worker): void {
  createWorker = create;
}

export function newSyncWorker(): Worker {
  if (!createWorker) throw new Error('The sync worker script was not set (app/client/main.tsx).');
  return createWorker();
}
