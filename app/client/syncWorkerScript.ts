// Starts the sync worker's script. Loaded with the worker (src/worker/script.ts), so that its
// address is not part of /login's entry.
export const createSyncWorker = (): Worker =>
  new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' });
