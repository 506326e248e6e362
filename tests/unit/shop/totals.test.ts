import { describe, expect, it } from 'vitest';
import type { Article } from '../../../src/api/catalogue';
import { groupRows, totalsOf, valuesByList } from '../../../modules/shop/ui/baskets/totals';
import { basketRow, uuid } from '../db/support';

function article(over: Partial<Article> & Pick<Article, 'pzn'>): Article {
  return {
    name: `Artikel ${over.pzn}`,
    ingredient: '',
    dosageForm: 'Tabletten',
    packSize: 20,
    packUnit: 'Stk',
    manufacturer: 'Alpha Pharma',
    aepCents: 100,
    avpCents: 200,
    rx: false,
    coldChain: false,
    narcotic: false,
    availability: 'lieferbar',
    expectedDate: null,
    version: '1',
    ...over,
  };
}

const catalogue = new Map(
  [
    article({ pzn: '1111119', aepCents: 1299, avpCents: 1990, manufacturer: 'Zeta GmbH' }),
    article({ pzn: '2222224', aepCents: 450, avpCents: 790, availability: 'knapp' }),
    article({ pzn: '3333339', aepCents: 10, avpCents: 20, manufacturer: 'Ärzte Pharma' }),
    article({ pzn: '4444444', aepCents: 5, availability: 'nicht_lieferbar', manufacturer: '' }),
  ].map((a) => [a.pzn, a]),
);

const rows = [
  basketRow({ id: uuid(1), position: 1, pzn: '1111119', quantity: 2 }),
  basketRow({ id: uuid(2), position: 2, pzn: null, note: 'Bitte rasch', quantity: 1 }),
  basketRow({ id: uuid(3), position: 3, pzn: '2222224', quantity: 3 }),
  basketRow({ id: uuid(4), position: 4, pzn: '9999998', quantity: 7 }),
  basketRow({ id: uuid(5), position: 5, pzn: '3333339', quantity: 9999 }),
  basketRow({ id: uuid(6), position: 6, pzn: '4444444', quantity: 1 }),
];

describe('totalsOf', () => {
  it('sums quantity × AEP and × AVP over article rows the catalogue knows', () => {
    expect(totalsOf(rows, catalogue)).toEqual({
      articleRows: 5,
      units: 2 + 3 + 7 + 9999 + 1,
      aepCents: 2 * 1299 + 3 * 450 + 9999 * 10 + 5,
      avpCents: 2 * 1990 + 3 * 790 + 9999 * 20 + 200,
      unpriced: 1,
    });
  });

  it('is zero for no rows, and counts every article unpriced without a catalogue', () => {
    expect(totalsOf([], catalogue)).toMatchObject({ articleRows: 0, aepCents: 0 });
    expect(totalsOf(rows, undefined)).toMatchObject({ articleRows: 5, aepCents: 0, unpriced: 5 });
  });
});

describe('valuesByList', () => {
  it('gives each list its article count and value', () => {
    const values = valuesByList(
      [
        basketRow({ id: uuid(1), basketId: 'a', pzn: '1111119', quantity: 2 }),
        basketRow({ id: uuid(2), basketId: 'a', pzn: null, note: 'x' }),
        basketRow({ id: uuid(3), basketId: 'b', pzn: '2222224', quantity: 1 }),
        basketRow({ id: uuid(4), basketId: 'b', pzn: '9999998', quantity: 1 }),
      ],
      catalogue,
    );
    expect(values.get('a')).toEqual({ articleRows: 1, aepCents: 2598 });
    expect(values.get('b')).toEqual({ articleRows: 2, aepCents: 450 });
  });
});

describe('groupRows', () => {
  it('without grouping: one group of all rows in position order with the totals', () => {
    const [all, ...rest] = groupRows(rows, 'none', catalogue);
    expect(rest).toHaveLength(0);
    expect(all?.rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(all?.totals).toEqual(totalsOf(rows, catalogue));
  });

  it('by availability: lieferbar, knapp, nicht lieferbar, unknown, then the notes', () => {
    const groups = groupRows(rows, 'availability', catalogue);
    expect(groups.map((g) => [g.key, g.rows.map((r) => r.position)])).toEqual([
      ['availability:lieferbar', [1, 5]],
      ['availability:knapp', [3]],
      ['availability:nicht_lieferbar', [6]],
      ['availability:unbekannt', [4]],
      ['notes', [2]],
    ]);
    expect(groups[0]?.totals).toMatchObject({ articleRows: 2, aepCents: 2 * 1299 + 9999 * 10 });
    expect(groups[3]?.totals).toMatchObject({ articleRows: 1, aepCents: 0, unpriced: 1 });
  });

  it('by manufacturer: German alphabetical order, unknown manufacturer last', () => {
    const groups = groupRows(rows, 'manufacturer', catalogue);
    expect(groups.map((g) => [g.name, g.rows.map((r) => r.position)])).toEqual([
      ['Alpha Pharma', [3]],
      ['Ärzte Pharma', [5]],
      ['Zeta GmbH', [1]],
      ['', [4, 6]],
      ['', [2]],
    ]);
    expect(groups.map((g) => g.kind)).toEqual([
      'manufacturer',
      'manufacturer',
      'manufacturer',
      'manufacturer',
      'notes',
    ]);
    // The subtotals add up to the total.
    const sum = groups.reduce((s, g) => s + g.totals.aepCents, 0);
    expect(sum).toBe(totalsOf(rows, catalogue).aepCents);
  });
});
