// React hooks over the shared catalogue database (Dexie live queries): they read only local data,
// so search and article details work offline, and pages pulled by the leader tab's worker show
// up in every tab as they are written.
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import type { Article } from '../api/catalogue';
import { catalogueDb } from './db';
import { queryTerms, SEARCH_LIMIT, searchArticles } from './search';
import {
  catalogueStatus,
  catalogueWorkerStatus,
  EMPTY_FACTS,
  readCatalogueFacts,
  type CatalogueStatus,
} from './status';

export type { CatalogueStatus };

const NO_ARTICLES: readonly Article[] = [];

export interface ArticleSearchResult {
  /** The results of the latest query; while it runs, those of the query before it. */
  readonly results: readonly Article[];
  /** True while the latest query's results are not there yet. */
  readonly pending: boolean;
  /** The normalised query the results belong to ('' for none). */
  readonly query: string;
}

/**
 * Results as you type. Each query is its own live query; a newer query unsubscribes the older
 * one, so an older answer can never arrive after a newer one. Results also refresh while the
 * catalogue's first sync writes more pages.
 */
export function useArticleSearch(query: string, limit: number = SEARCH_LIMIT): ArticleSearchResult {
  const key = queryTerms(query).join(' ');
  const answer = useLiveQuery(
    async () => ({
      key,
      limit,
      results: key ? await searchArticles(catalogueDb(), key, limit) : NO_ARTICLES,
    }),
    [key, limit],
  );
  if (!key) return { results: NO_ARTICLES, pending: false, query: '' };
  const current = answer !== undefined && answer.key === key && answer.limit === limit;
  return {
    results: answer?.results ?? NO_ARTICLES,
    pending: !current,
    query: current ? key : (answer?.key ?? ''),
  };
}

/** The catalogue's articles for these PZNs (live); undefined until read. Unknown PZNs are absent. */
export function useArticles(pzns: readonly string[]): ReadonlyMap<string, Article> | undefined {
  const unique = [...new Set(pzns)].sort();
  const key = unique.join(',');
  return useLiveQuery(async () => {
    const rows = await catalogueDb().articles.bulkGet(unique);
    const map = new Map<string, Article>();
    for (const row of rows) if (row) map.set(row.pzn, row);
    return map as ReadonlyMap<string, Article>;
    // `key` stands for the content of `unique`: a new array with the same PZNs reads nothing new.
  }, [key]);
}

/** 'empty' | 'syncing' | 'ready' | 'error', with the first sync's progress. */
export function useCatalogueStatus(): CatalogueStatus {
  const facts = useLiveQuery(() => readCatalogueFacts(catalogueDb()), []) ?? EMPTY_FACTS;
  const worker = useSyncExternalStore(catalogueWorkerStatus.subscribe, catalogueWorkerStatus.get);
  return catalogueStatus(facts, worker);
}
