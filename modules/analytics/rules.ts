// The statistics' rules (issue 14), shared by the seed that classifies each delivery line, the
// screen that filters by view and the tests: one definition, so they cannot disagree.
// Pure code, no Dexie or zod: the seed and the screen both import it.
import { STATISTICS_ROLES } from '../../src/api/access';

/**
 * The statistics category a delivery line carries (`delivery_lines.stat_category`), decided when
 * the wholesaler delivered it:
 * - `magistral`: raw substances for compounding (Rezeptur: "Salicylsäure 100 g");
 * - `emballage`: packaging for compounding (jars, bottles, tubes, capsule shells);
 * - `problem`: articles that need special handling in delivery and storage: narcotics
 *   (Suchtgift: documented per delivery) and cold chain (Kühlware: transported and stored at
 *   2–8 °C). A fixed property of the article, unlike its momentary availability;
 * - `import`: a parallel import (the same medicine bought cheaper in another EU country and
 *   relabelled); the demo data has no importer field, so a fixed share of prescription articles
 *   by PZN (`isParallelImport`);
 * - `standard`: everything else.
 */
export const STAT_CATEGORIES = ['standard', 'import', 'magistral', 'emballage', 'problem'] as const;
export type StatCategory = (typeof STAT_CATEGORIES)[number];

/** Compounding articles are named by the seed's own list, not derived from the catalogue. */
export type CompoundingKind = 'magistral' | 'emballage';

/**
 * High-price (Hochpreis): AEP per pack of 100 € or more. A round threshold the wholesaler can
 * change here; at it, high-price articles are about 2.5 % of the demo catalogue but a large
 * share of what a pharmacy pays, which is what the view is for: the few packs that tie up most
 * capital. Derived from the line's price, so it needs no column.
 */
export const HIGH_PRICE_CENTS = 10_000;

export const isHighPrice = (unitPriceCents: number): boolean => unitPriceCents >= HIGH_PRICE_CENTS;

/** A prescription article whose PZN is 3 modulo 10 counts as parallel import (about 4 % of all). */
export const IMPORT_MODULUS = 10;
export const IMPORT_REMAINDER = 3;

export function isParallelImport(pzn: string, rx: boolean): boolean {
  return rx && /^\d+$/.test(pzn) && Number(pzn) % IMPORT_MODULUS === IMPORT_REMAINDER;
}

export interface CategoryFacts {
  readonly pzn: string;
  readonly rx: boolean;
  readonly coldChain: boolean;
  readonly narcotic: boolean;
  readonly compounding?: CompoundingKind;
}

/** The category of an article, in this order: compounding, problem, import, standard. */
export function statCategoryOf(article: CategoryFacts): StatCategory {
  if (article.compounding) return article.compounding;
  if (article.narcotic || article.coldChain) return 'problem';
  if (isParallelImport(article.pzn, article.rx)) return 'import';
  return 'standard';
}

/** The seven views of the statistics screen, in the order of SPEC 6's roles. */
export const STATISTICS_VIEWS = [
  'mixed',
  'highPrice',
  'withoutHighPrice',
  'import',
  'magistral',
  'emballage',
  'problem',
] as const;
export type StatisticsView = (typeof STATISTICS_VIEWS)[number];
type StatisticsRole = (typeof STATISTICS_ROLES)[number];

/** Each view opens with its own role only. */
export const VIEW_ROLE = {
  mixed: 'Statistiken - Umsatz Gemischt',
  highPrice: 'Statistiken - Nur Hochpreis',
  withoutHighPrice: 'Statistiken - Ohne Hochpreis',
  import: 'Statistiken - Import',
  magistral: 'Statistiken - Magistral',
  emballage: 'Statistiken - Emballagen',
  problem: 'Statistiken - Problemartikel',
} as const satisfies Record<StatisticsView, StatisticsRole>;

/** The views a user's roles open, in the fixed order. */
export function viewsOf(roles: readonly string[]): StatisticsView[] {
  return STATISTICS_VIEWS.filter((view) => roles.includes(VIEW_ROLE[view]));
}

export interface ViewFacts {
  readonly statCategory: StatCategory;
  readonly unitPriceCents: number;
}

/** Whether a line counts in a view. */
export function inView(view: StatisticsView, line: ViewFacts): boolean {
  switch (view) {
    case 'mixed':
      return true;
    case 'highPrice':
      return isHighPrice(line.unitPriceCents);
    case 'withoutHighPrice':
      return !isHighPrice(line.unitPriceCents);
    default:
      return line.statCategory === view;
  }
}
