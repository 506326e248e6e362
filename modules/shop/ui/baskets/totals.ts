// Totals and the grouped view of a list, as pure functions of its rows and the catalogue. The
// value is Σ quantity × the catalogue's current AEP over article rows, the same rule the server
// uses for wert_summe, so offline edits show the right value at once.
import type { Article } from '../../../../src/api/catalogue';
import { isPosition } from '../../rules';
import type { BasketItemRow } from '../../contract';

export type Articles = ReadonlyMap<string, Article>;

export interface Totals {
  /** Positions: article rows (shopRules.positionCount; note rows do not count). */
  readonly articleRows: number;
  /** Σ quantity over article rows. */
  readonly units: number;
  /** Σ quantity × AEP, euro cents, over rows whose article is in the catalogue. */
  readonly aepCents: number;
  /** Σ quantity × AVP, euro cents, likewise. */
  readonly avpCents: number;
  /** Article rows whose PZN is not in the catalogue (no price, not in the sums). */
  readonly unpriced: number;
}

export const NO_TOTALS: Totals = {
  articleRows: 0,
  units: 0,
  aepCents: 0,
  avpCents: 0,
  unpriced: 0,
};

export function totalsOf(rows: readonly BasketItemRow[], articles: Articles | undefined): Totals {
  let articleRows = 0;
  let units = 0;
  let aepCents = 0;
  let avpCents = 0;
  let unpriced = 0;
  for (const row of rows) {
    if (!isPosition(row)) continue;
    articleRows += 1;
    units += row.quantity;
    const article = articles?.get(row.pzn);
    if (!article) {
      unpriced += 1;
      continue;
    }
    aepCents += row.quantity * article.aepCents;
    avpCents += row.quantity * article.avpCents;
  }
  return { articleRows, units, aepCents, avpCents, unpriced };
}

/** The value of each list (basket id → cents) from all their rows, for the overview and menu. */
export function valuesByList(
  rows: readonly BasketItemRow[],
  articles: Articles | undefined,
): Map<string, { articleRows: number; aepCents: number }> {
  const values = new Map<string, { articleRows: number; aepCents: number }>();
  for (const row of rows) {
    if (!isPosition(row)) continue;
    const entry = values.get(row.basketId) ?? { articleRows: 0, aepCents: 0 };
    entry.articleRows += 1;
    entry.aepCents += row.quantity * (articles?.get(row.pzn)?.aepCents ?? 0);
    values.set(row.basketId, entry);
  }
  return values;
}

export const GROUPINGS = ['none', 'availability', 'manufacturer'] as const;
export type Grouping = (typeof GROUPINGS)[number];

/** Availability group keys in display order; 'unbekannt' = PZN not in the catalogue. */
export const AVAILABILITY_GROUPS = ['lieferbar', 'knapp', 'nicht_lieferbar', 'unbekannt'] as const;
export type AvailabilityGroup = (typeof AVAILABILITY_GROUPS)[number];

/** One group of the grouped view; `key` is stable ('availability:knapp', 'manufacturer:…'). */
export interface RowGroup {
  readonly key: string;
  readonly kind: 'all' | 'availability' | 'manufacturer' | 'notes';
  /** The availability key or the manufacturer's name; '' for 'all' and 'notes'. */
  readonly name: string;
  readonly rows: readonly BasketItemRow[];
  readonly totals: Totals;
}

function groupKey(
  row: BasketItemRow,
  grouping: Exclude<Grouping, 'none'>,
  articles: Articles | undefined,
): string {
  const article = row.pzn === null ? undefined : articles?.get(row.pzn);
  if (grouping === 'availability') return article?.availability ?? 'unbekannt';
  return article?.manufacturer ?? '';
}

/**
 * The rows in groups, each with its subtotal. Without grouping: one group in position order.
 * By availability: lieferbar, knapp, nicht lieferbar, not in the catalogue. By manufacturer:
 * alphabetical (German collation), unknown manufacturer last. Note rows, which belong to no
 * article, form a last group of their own. Rows keep their position order within a group.
 */
export function groupRows(
  rows: readonly BasketItemRow[],
  grouping: Grouping,
  articles: Articles | undefined,
): RowGroup[] {
  if (grouping === 'none') {
    return [{ key: 'all', kind: 'all', name: '', rows, totals: totalsOf(rows, articles) }];
  }
  const buckets = new Map<string, BasketItemRow[]>();
  const notes: BasketItemRow[] = [];
  for (const row of rows) {
    if (row.pzn === null) {
      notes.push(row);
      continue;
    }
    const key = groupKey(row, grouping, articles);
    const bucket = buckets.get(key);
    if (bucket) bucket.push(row);
    else buckets.set(key, [row]);
  }
  const names = [...buckets.keys()];
  if (grouping === 'availability') {
    names.sort(
      (a, b) =>
        AVAILABILITY_GROUPS.indexOf(a as AvailabilityGroup) -
        AVAILABILITY_GROUPS.indexOf(b as AvailabilityGroup),
    );
  } else {
    const collator = new Intl.Collator('de-DE');
    names.sort((a, b) => (a === '' ? 1 : b === '' ? -1 : collator.compare(a, b)));
  }
  const groups: RowGroup[] = names.map((name) => {
    const members = buckets.get(name) ?? [];
    return {
      key: `${grouping}:${name}`,
      kind: grouping,
      name,
      rows: members,
      totals: totalsOf(members, articles),
    };
  });
  if (notes.length > 0) {
    groups.push({ key: 'notes', kind: 'notes', name: '', rows: notes, totals: NO_TOTALS });
  }
  return groups;
}
