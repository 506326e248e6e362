// The article catalogue on this device (issue 4): ONE Dexie database shared by every user of the
// browser, apart from the per-user databases (the catalogue is the same for all shop users, so
// 100,000 articles are stored once, not once per user). It is a cache the sync worker can pull
// again at any time, so it skips the strict durability the per-user outbox needs.
import { Dexie, type EntityTable } from 'dexie';
import type { Article } from '../api/catalogue';

export const CATALOGUE_DB_NAME = 'portal-catalogue';

/** An article as stored: the contract's row plus its search tokens (articleTokens). */
export interface CatalogueArticle extends Article {
  tokens: string[];
}

export interface CatalogueMetaEntry {
  key: string;
  value: unknown;
}

/** Progress of a first (or reset) sync, written with every page so every tab can show it. */
export interface CatalogueProgress {
  readonly loaded: number;
  readonly total: number;
}

export const CATALOGUE_META = {
  /** The cursor of the last page applied (written in the page's own transaction). */
  cursor: 'cursor',
  /** ISO time of the last pull that reached the end of the stream; absent until the first. */
  lastSyncAt: 'lastSyncAt',
  /** Number of articles stored, as of the last complete pull. */
  count: 'count',
  /** CatalogueProgress of the running first sync. */
  progress: 'progress',
  /** TokenStats (src/catalogue/stats.ts), updated with every page. */
  stats: 'stats',
  /** Bumped with every change of `stats`, so readers reload them only then. */
  statsRev: 'statsRev',
} as const;

export class CatalogueDb extends Dexie {
  articles!: EntityTable<CatalogueArticle, 'pzn'>;
  meta!: EntityTable<CatalogueMetaEntry, 'key'>;

  constructor(name: string = CATALOGUE_DB_NAME) {
    super(name, { chromeTransactionDurability: 'relaxed' });
    // `*tokens`: a multiEntry index over the folded words of name, ingredient and manufacturer
    // plus the PZN, so every query word is a prefix range on one index.
    this.version(1).stores({
      articles: 'pzn, *tokens',
      meta: 'key',
    });
  }
}

let instance: CatalogueDb | null = null;

/** The device's catalogue database, created on first use (main thread and worker alike). */
export function catalogueDb(): CatalogueDb {
  instance ??= new CatalogueDb();
  return instance;
}
