// The supplier screen's pure rules and the shared order-line rule (issue 15).
import { describe, expect, it } from 'vitest';
import { supplierOrderLine, supplierOrderNumber } from '../../../modules/suppliers/rules';
import type { SupplierArticleRow, SupplierBasketRow } from '../../../modules/suppliers/contract';
import { basketFacts, parseOrderNote, searchAssortment } from '../../../modules/suppliers/ui/logic';

const article = (pzn: string, name: string, priceCents: number): SupplierArticleRow => ({
  id: `00000000-0000-4000-8000-00000000000${pzn.slice(-1)}`,
  supplierId: '00000000-0000-4000-8000-000000000000',
  pzn,
  name,
  manufacturer: 'Floramed AG',
  supplierArticleNo: `KH-${pzn}`,
  orderUnit: 'Packung',
  packsPerUnit: 1,
  priceCents,
  version: '1',
});
const row = (pzn: string | null, quantity: number): SupplierBasketRow => ({
  id: `r-${pzn ?? 'note'}`,
  lieferkundeNr: 1,
  supplierId: '00000000-0000-4000-8000-000000000000',
  pzn,
  note: pzn === null ? 'Notiz' : null,
  quantity,
  position: 1,
  mergedRowIds: [],
  version: '0',
});

describe('supplier rules', () => {
  const tea = article('1234561', 'Schafgarben Tee', 1392);
  const salve = article('7654322', 'Ringelblumen Salbe', 250);

  it('searches name, PZN and article number, every word, without accents', () => {
    expect(searchAssortment([tea, salve], 'tee schaf').map((a) => a.pzn)).toEqual(['1234561']);
    expect(searchAssortment([tea, salve], 'KH-76543').map((a) => a.pzn)).toEqual(['7654322']);
    expect(searchAssortment([tea, salve], 'FLORAMED')).toHaveLength(2);
    expect(searchAssortment([tea, salve], 'Ringelblumen Tee')).toHaveLength(0);
  });

  it('values the basket at the supplier’s prices against the minimum', () => {
    const assortment = new Map([tea, salve].map((a) => [a.pzn, a]));
    expect(basketFacts([row(tea.pzn, 2), row(null, 1)], assortment, 5000)).toEqual({
      articleRows: 1,
      valueCents: 2784,
      missingCents: 2216,
    });
    expect(basketFacts([row(tea.pzn, 4)], assortment, 5000).missingCents).toBe(0);
  });

  it('snapshots a line with the supplier’s price and unit; numbers orders per customer', () => {
    expect(supplierOrderLine(row(tea.pzn, 3), tea)).toEqual({
      pzn: tea.pzn,
      name: tea.name,
      note: null,
      quantity: 3,
      unitPriceCents: 1392,
      unit: 'Packung',
    });
    expect(supplierOrderLine(row(null, 1), null)).toMatchObject({ pzn: null, unit: '' });
    expect(supplierOrderNumber(303701, 7)).toBe('DB-303701-0007');
  });

  it('takes an optional order note up to 500 characters, with a German message beyond', () => {
    expect(parseOrderNote('  vormittags ')).toEqual({ ok: true, value: 'vormittags' });
    expect(parseOrderNote('x'.repeat(501))).toEqual({ ok: false, error: 'Höchstens 500 Zeichen.' });
  });
});
