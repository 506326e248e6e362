// The global search's pure rules (SPEC 3, 5, 9; issue 13): the minimum length, matching of local
// rows, the groups and their entries, and the keyboard's way through the entries of all groups.
// The articles come from the catalogue's own token-index search (src/catalogue/search.ts); what
// is matched here (lists, orders, screens, customers) are short lists already in memory.
import { canAccess, hasRole, ROLE, type AreaKey, type Principal } from '../../api/access';
import { words, type Article } from '../../api/catalogue';
import type { BasketRow, OrderRow } from '../../api/sync';
import type { Lieferkunde } from '../../api/schemas';
import { customerNumberText, type NumberConfig } from '../../platform/customerDisplay';
import { de } from '../../i18n/de';
import { searchDe } from '../../i18n/search.de';

/** SPEC 5 / 9: the global search runs only with at least 3 characters. */
export const MIN_QUERY_LENGTH = 3;
/** SPEC 9: the results stay after the field loses focus this long, so a click still lands. */
export const BLUR_CLOSE_MS = 400;
/** Entries per group: the top few. */
export const GROUP_LIMIT = 5;

export type GroupKey = 'articles' | 'baskets' | 'wishLists' | 'orders' | 'screens' | 'customers';
export type IconKey = 'article' | 'basket' | 'wishList' | 'order' | 'screen' | 'customer';

/** SPEC 3: what an entry does lives in url/params (navigate) and payload (article, memSet). */
export interface SearchEntry {
  /** Unique across all groups (the option's DOM id is built from it). */
  readonly id: string;
  readonly label: string;
  readonly description: string;
  readonly icon: IconKey;
  readonly url: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly payload?: {
    /** An article to put into the list `memSet` (the primary basket when absent). */
    readonly article?: Article;
    readonly memSet?: string;
    /** A delivery customer to select (representatives). */
    readonly lieferkundeNr?: number;
  };
}

export interface SearchGroup {
  readonly key: GroupKey;
  readonly label: string;
  readonly description: string;
  readonly icon: IconKey;
  readonly entries: readonly SearchEntry[];
}

/** A screen the search may offer: its path, German title and the area rule that decides. */
export interface SearchScreen {
  readonly to: string;
  readonly title: string;
  readonly area?: AreaKey;
}

/** Whether the query is long enough (trimmed, SPEC 5). */
export const isSearchable = (query: string): boolean => query.trim().length >= MIN_QUERY_LENGTH;

/** The query's words, folded like the catalogue's ('Körbe' finds 'korbe', 'ß' is 'ss'). */
export const searchTerms = (query: string): string[] => [...new Set(words(query))];

/** Every term is a prefix of a word of the texts, or (for numbers and dates) part of one. */
export function matchesAll(terms: readonly string[], texts: readonly string[]): boolean {
  if (terms.length === 0) return false;
  const tokens = texts.flatMap(words);
  return terms.every((term) => tokens.some((token) => token.startsWith(term)));
}

const DATE = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** '21.11.2026' in the browser's time zone. */
export const formatDate = (iso: string): string => DATE.format(new Date(iso));

/** The order's number as shown: the first 8 characters of its id, upper case. */
export const orderNumber = (order: Pick<OrderRow, 'id'>): string =>
  order.id.slice(0, 8).toUpperCase();

const g = searchDe.groups;

export function articleEntries(articles: readonly Article[]): SearchEntry[] {
  return articles.slice(0, GROUP_LIMIT).map((article) => ({
    id: `article-${article.pzn}`,
    label: article.name,
    description: searchDe.article(article.pzn, article.manufacturer),
    icon: 'article',
    url: '/shop/warenkorb/$id',
    payload: { article },
  }));
}

/** Baskets or wish lists (one kind) whose label or internal note match. */
export function listEntries(lists: readonly BasketRow[], query: string): SearchEntry[] {
  const terms = searchTerms(query);
  return lists
    .filter((list) => matchesAll(terms, [list.label, list.internalNote]))
    .sort(
      (a, b) => Number(b.primary) - Number(a.primary) || a.label.localeCompare(b.label, 'de-DE'),
    )
    .slice(0, GROUP_LIMIT)
    .map((list) => ({
      id: `list-${list.id}`,
      label: list.label,
      description: searchDe.list(de.baskets.positions(list.artikel_count), list.internalNote),
      icon: list.kind === 'merkliste' ? 'wishList' : 'basket',
      url: list.kind === 'merkliste' ? '/shop/merkliste/$id' : '/shop/warenkorb/$id',
      params: { id: list.id },
    }));
}

/** Orders by number, date (as shown, '21.11.2026') or label, newest first. */
export function orderEntries(orders: readonly OrderRow[], query: string): SearchEntry[] {
  const terms = searchTerms(query);
  return orders
    .filter((order) =>
      matchesAll(terms, [orderNumber(order), formatDate(order.createdAt), order.label]),
    )
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, GROUP_LIMIT)
    .map((order) => ({
      id: `order-${order.id}`,
      label: order.label,
      description: searchDe.order(orderNumber(order), formatDate(order.createdAt)),
      icon: 'order',
      url: '/shop/bestellungen',
      params: { order: order.id },
    }));
}

/** Screens the principal may open (SPEC 6 via canAccess) whose German title matches. */
export function screenEntries(
  principal: Principal,
  screens: readonly SearchScreen[],
  query: string,
): SearchEntry[] {
  const terms = searchTerms(query);
  return screens
    .filter((screen) =>
      screen.area ? canAccess(principal, screen.area) : hasRole(principal, ROLE.User),
    )
    .filter((screen) => matchesAll(terms, [screen.title]))
    .slice(0, GROUP_LIMIT)
    .map((screen) => ({
      id: `screen-${screen.to}`,
      label: screen.title,
      description: searchDe.screen,
      icon: 'screen',
      url: screen.to,
    }));
}

/**
 * Customers only for representatives (SPEC 6); others get none whatever is passed. The number is
 * the one the header and the selector show (issue 24 point 6).
 */
export function customerEntries(
  principal: { readonly vertreter: boolean },
  customers: readonly Lieferkunde[],
  numberConfig: NumberConfig | null,
): SearchEntry[] {
  if (!principal.vertreter) return [];
  return customers.slice(0, GROUP_LIMIT).map((customer) => ({
    id: `customer-${customer.LieferkundeNr}`,
    label: [customer.Vorname, customer.Nachname].filter(Boolean).join(' '),
    description: searchDe.customer(customerNumberText(customer, numberConfig), customer.Ort),
    icon: 'customer',
    url: '/dashboard',
    payload: { lieferkundeNr: customer.LieferkundeNr },
  }));
}

const GROUP_ICON: Record<GroupKey, IconKey> = {
  articles: 'article',
  baskets: 'basket',
  wishLists: 'wishList',
  orders: 'order',
  screens: 'screen',
  customers: 'customer',
};
const GROUP_ORDER: readonly GroupKey[] = [
  'articles',
  'baskets',
  'wishLists',
  'orders',
  'screens',
  'customers',
];

/** The groups in their fixed order, each with label, description and icon; empty ones left out. */
export function buildGroups(
  entries: Partial<Record<GroupKey, readonly SearchEntry[]>>,
): SearchGroup[] {
  return GROUP_ORDER.flatMap((key) => {
    const found = entries[key] ?? [];
    return found.length === 0
      ? []
      : [
          {
            key,
            label: g[key].label,
            description: g[key].description,
            icon: GROUP_ICON[key],
            entries: found,
          },
        ];
  });
}

/** The entries of all groups in display order: the keyboard moves through this list. */
export const flatEntries = (groups: readonly SearchGroup[]): SearchEntry[] =>
  groups.flatMap((group) => group.entries);

/** The next active index for an arrow key, wrapping across groups; -1 when there is nothing. */
export function moveActive(index: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (index < 0) return key === 'ArrowDown' ? 0 : count - 1;
  return (index + (key === 'ArrowDown' ? 1 : -1) + count) % count;
}

/** The entry's address: `$name` segments of its url filled from params, the rest as the query. */
export function entryHref(entry: Pick<SearchEntry, 'url' | 'params'>): string {
  const rest = new URLSearchParams();
  let path = entry.url;
  for (const [key, value] of Object.entries(entry.params ?? {})) {
    if (path.includes(`$${key}`)) path = path.replace(`$${key}`, encodeURIComponent(value));
    else rest.set(key, value);
  }
  const query = rest.toString();
  return query ? `${path}?${query}` : path;
}
