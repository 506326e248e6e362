// The sync worker's last reported status (connectivity, syncing, leader). Its own module, free of
// Dexie, because the shell shows the connectivity on /login too, before the worker and the
// database are loaded (issue 11); until then src/platform/client.ts keeps the connectivity itself.
import { Store } from '../state/store';
import { INITIAL_WORKER_STATUS, type WorkerSyncStatus } from '../state/appEvents';

export const workerStatus = new Store<WorkerSyncStatus>(INITIAL_WORKER_STATUS);
