// Pure rules of the supplier screen: the order of suppliers, the assortment search, a basket's
// figures against the minimum order value, and the order note's field rule (valibot).
import * as v from 'valibot';
import { positionCount } from '../../shop/rules';
import { basketValueCents, missingToMinimum } from '../rules';
import {
  ORDER_NOTE_MAX,
  type SupplierArticleRow,
  type SupplierBasketRow,
  type SupplierRow,
} from '../contract';
import { suppliersDe } from '../texts.de';

const collator = new Intl.Collator('de-DE');

/** Suppliers by name (German collation). */
export const byName = (suppliers: readonly SupplierRow[]): SupplierRow[] =>
  [...suppliers].sort((a, b) => collator.compare(a.name, b.name));

/** Lower case, without accents, 'ß' as 'ss': what the search compares. */
export const fold = (text: string) =>
  text.toLocaleLowerCase('de-DE').normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss');

/**
 * The articles whose name, PZN, supplier article number or maker contain every word of the
 * query (in any order), by name.
 */
export function searchAssortment(
  articles: readonly SupplierArticleRow[],
  query: string,
): SupplierArticleRow[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return articles
    .filter((a) => {
      const text = fold(`${a.name} ${a.pzn} ${a.supplierArticleNo} ${a.manufacturer}`);
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

export interface BasketFacts {
  /** Article rows (note rows are not articles). */
  readonly articleRows: number;
  /** Σ quantity × the supplier's price, euro cents. */
  readonly valueCents: number;
  /** What is missing to the minimum order value (0: reached). */
  readonly missingCents: number;
}

export function basketFacts(
  rows: readonly SupplierBasketRow[],
  assortment: ReadonlyMap<string, SupplierArticleRow>,
  minOrderCents: number,
): BasketFacts {
  const valueCents = basketValueCents(rows, (pzn) => assortment.get(pzn)?.priceCents);
  return {
    articleRows: positionCount(rows),
    valueCents,
    missingCents: missingToMinimum(valueCents, minOrderCents),
  };
}

/** Order units of an article already in the basket. */
export const unitsInBasket = (rows: readonly SupplierBasketRow[], pzn: string) =>
  rows.reduce((sum, row) => (row.pzn === pzn ? sum + row.quantity : sum), 0);

/** The message to the supplier: optional free text, at most ORDER_NOTE_MAX characters. */
export const OrderNote = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(ORDER_NOTE_MAX, suppliersDe.field.noteTooLong(ORDER_NOTE_MAX)),
);

export function parseOrderNote(
  text: string,
): { ok: true; value: string } | { ok: false; error: string } {
  const parsed = v.safeParse(OrderNote, text);
  return parsed.success
    ? { ok: true, value: parsed.output }
    : { ok: false, error: parsed.issues[0].message };
}
