// The catalogue's sync state on the main thread: the articles and the progress every tab sees in
// the shared database (written by the leader's worker page by page), plus this tab's worker
// status (running, failed) from its events.
import { Store } from '../state/store';
import { onAppEvent } from '../state/events';
import { INITIAL_CATALOGUE_STATUS, type CatalogueSyncStatus } from '../state/appEvents';
import { CATALOGUE_META, type CatalogueDb, type CatalogueProgress } from './db';

export type CatalogueState = 'empty' | 'syncing' | 'ready' | 'error';

export interface CatalogueStatus {
  readonly state: CatalogueState;
  readonly loaded: number;
  readonly total: number;
  readonly lastSyncAt: string | null;
}

/** What the shared database says about the catalogue. */
export interface StoredCatalogueFacts {
  readonly lastSyncAt: string | null;
  readonly count: number;
  readonly progress: CatalogueProgress | null;
}

export const EMPTY_FACTS: StoredCatalogueFacts = { lastSyncAt: null, count: 0, progress: null };

/** This tab's worker, as last reported. */
export const catalogueWorkerStatus = new Store<CatalogueSyncStatus>(INITIAL_CATALOGUE_STATUS);

onAppEvent((event) => {
  if (event.type === 'catalogue_status') catalogueWorkerStatus.set(event.status);
});

const isProgress = (v: unknown): v is CatalogueProgress =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CatalogueProgress).loaded === 'number' &&
  typeof (v as CatalogueProgress).total === 'number';

export async function readCatalogueFacts(db: CatalogueDb): Promise<StoredCatalogueFacts> {
  const [lastSyncAt, count, progress] = await db.meta.bulkGet([
    CATALOGUE_META.lastSyncAt,
    CATALOGUE_META.count,
    CATALOGUE_META.progress,
  ]);
  return {
    lastSyncAt: typeof lastSyncAt?.value === 'string' ? lastSyncAt.value : null,
    count: typeof count?.value === 'number' ? count.value : 0,
    progress: isProgress(progress?.value) ? progress.value : null,
  };
}

/**
 * Ready once a pull reached the end of the stream (later delta pulls keep it ready). Before
 * that: syncing while pages arrive (here or in another tab), error when this tab's worker
 * failed, empty when nothing started (offline first start, or a user without the shop).
 */
export function catalogueStatus(
  facts: StoredCatalogueFacts,
  worker: CatalogueSyncStatus,
): CatalogueStatus {
  const { lastSyncAt } = facts;
  if (lastSyncAt) return { state: 'ready', loaded: facts.count, total: facts.count, lastSyncAt };
  const running = worker.running && worker.total > 0;
  const progress = running ? worker : facts.progress;
  const loaded = progress?.loaded ?? 0;
  const total = progress?.total ?? 0;
  if (worker.error) return { state: 'error', loaded, total, lastSyncAt };
  if (worker.running || progress) return { state: 'syncing', loaded, total, lastSyncAt };
  return { state: 'empty', loaded, total, lastSyncAt };
}
