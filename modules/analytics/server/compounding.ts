// The compounding articles of the analytics seed (issue 14's statistics 'Magistral' and
// 'Emballagen'): raw substances a pharmacy buys for its own preparations (Rezeptur) and the
// packaging it fills them into. The demo catalogue has none, so each pharmacy's usual range gets
// these at fixed ranks (modules/analytics/server/seed.ts); they are known by the delivery lines only.
import { isValidPzn } from '../../../src/api/pzn.ts';
import type { CompoundingKind } from '../rules.ts';

export interface CompoundingArticle {
  readonly name: string;
  readonly manufacturer: string;
  readonly aepCents: number;
  readonly kind: CompoundingKind;
}

const RAW = 'Rezeptura Rohstoffe GmbH';
const PACK = 'Pharmapack Behälter GmbH';

export const COMPOUNDING_ARTICLES: readonly CompoundingArticle[] = [
  { name: 'Salicylsäure 100 g', manufacturer: RAW, aepCents: 890, kind: 'magistral' },
  { name: 'Harnstoff 250 g', manufacturer: RAW, aepCents: 760, kind: 'magistral' },
  { name: 'Vaselin weiß 500 g', manufacturer: RAW, aepCents: 1240, kind: 'magistral' },
  { name: 'Zinkoxid 250 g', manufacturer: RAW, aepCents: 980, kind: 'magistral' },
  { name: 'Basiscreme DAC 1000 g', manufacturer: RAW, aepCents: 2450, kind: 'magistral' },
  { name: 'Ethanol 96 % 1000 ml', manufacturer: RAW, aepCents: 1890, kind: 'magistral' },
  { name: 'Glycerol 85 % 500 ml', manufacturer: RAW, aepCents: 1120, kind: 'magistral' },
  { name: 'Triamcinolonacetonid 1 g', manufacturer: RAW, aepCents: 3960, kind: 'magistral' },
  { name: 'Clotrimazol 10 g', manufacturer: RAW, aepCents: 2870, kind: 'magistral' },
  { name: 'Salbenkruke 50 ml, 10 Stk', manufacturer: PACK, aepCents: 540, kind: 'emballage' },
  { name: 'Salbenkruke 100 ml, 10 Stk', manufacturer: PACK, aepCents: 690, kind: 'emballage' },
  { name: 'Braunglasflasche 100 ml, 10 Stk', manufacturer: PACK, aepCents: 620, kind: 'emballage' },
  { name: 'Tropfflasche 30 ml, 10 Stk', manufacturer: PACK, aepCents: 580, kind: 'emballage' },
  { name: 'Aluminiumtube 50 g, 10 Stk', manufacturer: PACK, aepCents: 830, kind: 'emballage' },
  { name: 'Kapselhülsen Gr. 1, 1000 Stk', manufacturer: PACK, aepCents: 1450, kind: 'emballage' },
  { name: 'Pulverdose 100 ml, 10 Stk', manufacturer: PACK, aepCents: 470, kind: 'emballage' },
];

/**
 * PZNs for the compounding articles: valid 8-digit (German-format) PZNs from a fixed start,
 * skipping any the catalogue already uses, so the same catalogue always gives the same numbers.
 */
export function compoundingPzns(taken: ReadonlySet<string>, count: number): string[] {
  const out: string[] = [];
  for (let body = 9_100_000; out.length < count; body += 1) {
    for (let check = 0; check <= 9; check += 1) {
      const pzn = `${body}${check}`;
      if (isValidPzn(pzn) && !taken.has(pzn)) {
        out.push(pzn);
        break;
      }
    }
  }
  return out;
}
