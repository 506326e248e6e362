// Gathers the global search's groups from what this device holds (issue 13): the catalogue's
// token-index search, the baskets, wish lists and orders of the current delivery customer in the
// user's Dexie database, the screens the user may open, and a representative's customers as the
// selector finds them (his own on this device once synced, issue 26; before that the server's
// search, whose failure leaves the other groups intact).
import { canAccess, type Principal } from '../../api/access';
import type { Lieferkunde } from '../../api/schemas';
import type { NumberConfig } from '../../platform/customerDisplay';
import type { CatalogueDb } from '../../catalogue/db';
import { searchArticles } from '../../catalogue/search';
import type { PortalDb } from '../../db';
import {
  articleEntries,
  buildGroups,
  customerEntries,
  GROUP_LIMIT,
  isSearchable,
  listEntries,
  orderEntries,
  screenEntries,
  type SearchGroup,
  type SearchScreen,
} from './logic';
import { markInteractive } from '../../state/interactive';

export interface SearchSources {
  readonly principal: Principal & { readonly vertreter: boolean };
  readonly catalogue: CatalogueDb | null;
  readonly db: PortalDb | null;
  readonly lieferkundeNr: number | null;
  readonly screens: readonly SearchScreen[];
  /** Which customer number to show (domain config). */
  readonly numberConfig: NumberConfig | null;
  /** The selector's server search (representatives); a failure (offline) means no customers. */
  readonly searchCustomers?: (text: string) => Promise<readonly Lieferkunde[]>;
}

async function localLists(db: PortalDb | null, lieferkundeNr: number | null) {
  if (!db || lieferkundeNr === null) return { lists: [], orders: [] };
  const [lists, orders] = await Promise.all([
    db.baskets.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
    db.orders.where('lieferkundeNr').equals(lieferkundeNr).toArray(),
  ]);
  return { lists, orders };
}

/** The groups for a query; none below the minimum length (SPEC 5). */
export async function runGlobalSearch(
  sources: SearchSources,
  query: string,
): Promise<SearchGroup[]> {
  if (!isSearchable(query)) return [];
  markInteractive(query);
  const text = query.trim();
  const shop = canAccess(sources.principal, 'shop');
  const [articles, local, customers] = await Promise.all([
    shop && sources.catalogue ? searchArticles(sources.catalogue, text, GROUP_LIMIT) : [],
    shop ? localLists(sources.db, sources.lieferkundeNr) : { lists: [], orders: [] },
    sources.principal.vertreter && sources.searchCustomers
      ? sources.searchCustomers(text).catch(() => [])
      : [],
  ]);
  return buildGroups({
    articles: articleEntries(articles),
    baskets: listEntries(
      local.lists.filter((list) => list.kind === 'warenkorb'),
      text,
    ),
    wishLists: listEntries(
      local.lists.filter((list) => list.kind === 'merkliste'),
      text,
    ),
    orders: orderEntries(local.orders, text),
    screens: screenEntries(sources.principal, sources.screens, text),
    customers: customerEntries(sources.principal, customers, sources.numberConfig),
  });
}

/** The selector's debounce: a representative's typing asks the server once it pauses. */
export const CUSTOMER_DEBOUNCE_MS = 300;

/**
 * A search that waits `ms` and then asks only for the latest text: calls overtaken by a newer
 * one while waiting answer [] without asking (their answer would be dropped anyway).
 */
export function latestOnly<T>(
  ask: (text: string) => Promise<readonly T[]>,
  ms: number,
): (text: string) => Promise<readonly T[]> {
  let latest = 0;
  return async (text) => {
    const mine = ++latest;
    await new Promise((resolve) => setTimeout(resolve, ms));
    return mine === latest ? ask(text) : [];
  };
}
