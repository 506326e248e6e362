// What choosing a global search entry does (issue 13), with its effects passed in so the rules
// are testable: an article goes into a basket the way /shop does it, a customer is selected, and
// every other entry (a list, an order, a screen) only navigates.
import type { Article } from '../../api/catalogue';
import type { BasketRow } from '../../api/sync';
import { entryHref, type SearchEntry } from './logic';

export interface EntryEffects {
  navigate(href: string): Promise<unknown>;
  /** Puts one of the article into the list `memSet` (else the primary basket); its id. */
  addArticle(article: Article, memSet: string | undefined): Promise<string>;
  selectCustomer(lieferkundeNr: number): Promise<unknown>;
}

/** Carries out an entry: add and open the basket, select and open the dashboard, or navigate. */
export async function openEntry(entry: SearchEntry, effects: EntryEffects): Promise<void> {
  const { article, memSet, lieferkundeNr } = entry.payload ?? {};
  if (article) {
    const basketId = await effects.addArticle(article, memSet);
    await effects.navigate(entryHref({ url: entry.url, params: { id: basketId } }));
    return;
  }
  if (lieferkundeNr !== undefined) await effects.selectCustomer(lieferkundeNr);
  await effects.navigate(entryHref(entry));
}

export interface BasketTarget {
  readonly basketId: string | null;
  readonly label: string;
}

/**
 * The basket an article from the search goes into, as on /shop: the basket the entry names, else
 * the user's primary basket of the customer; null id when there is none (one is then created
 * with the default label).
 */
export function basketTarget(
  baskets: readonly BasketRow[],
  memSet: string | undefined,
  defaultLabel: string,
): BasketTarget {
  // Baskets only: the entry's url opens a basket.
  const own = baskets.filter((b) => b.kind === 'warenkorb');
  const target = own.find((b) => b.id === memSet) ?? own.find((b) => b.primary);
  return target
    ? { basketId: target.id, label: target.label }
    : { basketId: null, label: defaultLabel };
}
