import { describe, expect, it } from 'vitest';
import { MUTATION_ARGS } from '../../../src/api/sync';
import { type BasketRow, type OrderLine, type OrderRow } from '../../../modules/shop/contract';
import {
  formatDateTime,
  formatEuro,
  inBatches,
  lineText,
  lineTotalCents,
  newestFirst,
  pznsToLookUp,
  reorderBasketLabel,
  reorderRows,
  reorderTarget,
  statusText,
  totalText,
  withCatalogue,
} from '../../../modules/shop/ui/orders/logic';

const USER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

function order(id: string, createdAt: string): OrderRow {
  return {
    id,
    lieferkundeNr: 100101,
    basketId: '00000000-0000-4000-8000-0000000000b1',
    label: 'Wochenbestellung',
    userId: USER,
    userName: 'Apotheke Demo',
    status: 'uebermittelt',
    createdAt,
    rowCount: 0,
    totalCents: 0,
    lines: [],
    erpOrderNo: null,
    statusHistory: [],
    confirmation: null,
    deliveryNoteNo: null,
    version: '1',
  };
}

const article = (pzn: string, quantity: number, unitPriceCents: number | null, name = 'Aspirin') =>
  ({ pzn, name, note: null, quantity, unitPriceCents }) satisfies OrderLine;
const noteLine = (text: string) =>
  ({ pzn: null, name: text, note: text, quantity: 1, unitPriceCents: null }) satisfies OrderLine;

function basket(over: Partial<BasketRow>): BasketRow {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    kind: 'warenkorb',
    lieferkundeNr: 100101,
    label: 'Korb',
    primary: false,
    ownerId: USER,
    ownerName: 'Apotheke Demo',
    sharedWithCompany: false,
    internalNote: '',
    artikel_count: 0,
    wert_summe: 0,
    createdAt: '2026-11-20T08:00:00.000Z',
    version: '1',
    ...over,
  };
}

describe('order list', () => {
  it('puts the newest order first, ties by id', () => {
    const sorted = newestFirst([
      order('b', '2026-11-20T08:00:00.000Z'),
      order('c', '2026-11-21T08:00:00.000+01:00'),
      order('a', '2026-11-20T08:00:00.000Z'),
      order('d', '2026-11-21T09:00:00.000Z'),
    ]);
    expect(sorted.map((o) => o.id)).toEqual(['d', 'c', 'a', 'b']);
  });

  it('names both statuses in German', () => {
    expect(statusText('wird_gesendet')).toBe('wird gesendet');
    expect(statusText('uebermittelt')).toBe('übermittelt');
  });

  it('formats money and dates the de-DE way', () => {
    expect(formatEuro(123456)).toBe('1.234,56\u00a0€');
    // The unit project runs with the machine's zone: compare with the same Intl call's parts.
    expect(formatDateTime('2026-11-21T13:05:00.000Z')).toMatch(/^\d{2}\.\d{2}\.2026, \d{2}:\d{2}$/);
  });
});

describe('order lines', () => {
  it('multiplies quantity and unit price; notes and unknown prices have no total', () => {
    expect(lineTotalCents(article('1234567', 3, 1299))).toBe(3897);
    expect(lineTotalCents(article('1234567', 3, null))).toBeNull();
    expect(lineTotalCents(noteLine('Bitte bis Freitag'))).toBeNull();
  });

  it('shows the name, else the PZN; a note line its text', () => {
    expect(lineText(article('1234567', 1, 100, 'Aspirin 500 mg'))).toBe('Aspirin 500 mg');
    expect(lineText(article('1234567', 1, 100, ' '))).toBe('PZN 1234567');
    expect(lineText(noteLine('Rückruf erbeten'))).toBe('Rückruf erbeten');
  });
});

describe('orders with the local catalogue', () => {
  const catalogue = new Map([
    ['1234567', { name: 'Aspirin 500 mg', aepCents: 500 }],
    ['7654321', { name: 'Vitamin C', aepCents: 250 }],
  ]);
  // What the client's optimistic 'order.place' writes: no names, no prices, total 0.
  const sending = {
    ...order('s', '2026-11-21T08:00:00.000Z'),
    status: 'wird_gesendet' as const,
    lines: [
      article('1234567', 3, null, ''),
      noteLine('Bitte bis Freitag'),
      article('7654321', 2, null, ''),
      article('2222222', 1, null, ''),
    ],
  };

  it('looks up the PZNs that lack a name, or a price while the order is being sent', () => {
    expect(pznsToLookUp(sending)).toEqual(['1234567', '7654321', '2222222']);
    const confirmed = {
      ...order('c', '2026-11-21T08:00:00.000Z'),
      lines: [article('1234567', 1, 500, 'Aspirin'), article('7654321', 1, null, '')],
    };
    expect(pznsToLookUp(confirmed)).toEqual(['7654321']);
  });

  it('prices an order being sent from the catalogue, as the server will', () => {
    const shown = withCatalogue(sending, catalogue);
    expect(shown.lines.map((l) => [l.name, l.unitPriceCents])).toEqual([
      ['Aspirin 500 mg', 500],
      ['Bitte bis Freitag', null],
      ['Vitamin C', 250],
      // Not on this device: no name, no price, left out of the total.
      ['', null],
    ]);
    expect(shown.totalCents).toBe(3 * 500 + 2 * 250);
    expect(totalText(shown)).toBe('20,00\u00a0€ (vorläufig)');
  });

  it("keeps a confirmed order's prices and total, filling only a missing name", () => {
    const confirmed = {
      ...order('c', '2026-11-21T08:00:00.000Z'),
      totalCents: 4321,
      lines: [article('1234567', 1, 999, ''), article('7654321', 1, null, 'Alt')],
    };
    const shown = withCatalogue(confirmed, catalogue);
    expect(shown.lines.map((l) => [l.name, l.unitPriceCents])).toEqual([
      ['Aspirin 500 mg', 999],
      ['Alt', null],
    ]);
    expect(shown.totalCents).toBe(4321);
    expect(totalText(shown)).toBe('43,21\u00a0€');
    // Nothing to fill: the same object, so memoised rows need not re-render.
    const complete = { ...confirmed, lines: [article('1234567', 1, 999, 'Aspirin')] };
    expect(withCatalogue(complete, catalogue)).toBe(complete);
  });
});

describe('reorder', () => {
  it('turns article and note lines into new rows in order, each with a fresh id', () => {
    let n = 0;
    const ids = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
    const { rows, withdrawn } = reorderRows(
      [article('1234567', 2, 500), noteLine('  Kühlware getrennt  '), article('87654321', 9999, 1)],
      ids,
    );
    expect(withdrawn).toEqual([]);
    expect(rows).toEqual([
      { rowId: '00000000-0000-4000-8000-000000000001', pzn: '1234567', quantity: 2 },
      { rowId: '00000000-0000-4000-8000-000000000002', note: 'Kühlware getrennt' },
      { rowId: '00000000-0000-4000-8000-000000000003', pzn: '87654321', quantity: 9999 },
    ]);
    // What the contract accepts, so the mutation is never refused for its shape.
    const parsed = MUTATION_ARGS['basket.addRows'].safeParse({
      basketId: '00000000-0000-4000-8000-0000000000b1',
      rows,
    });
    expect(parsed.success).toBe(true);
  });

  it('leaves out lines the contract would refuse instead of failing the whole copy', () => {
    const { rows } = reorderRows(
      [
        noteLine('   '),
        article('12-34', 1, 1),
        article('1234567', 0, 1),
        article('1234567', 12000, 1),
      ],
      () => '00000000-0000-4000-8000-000000000009',
    );
    expect(rows.map((r) => ('quantity' in r ? r.quantity : r.note))).toEqual([1, 9999]);
  });

  it('cuts long notes to the 200 characters a note row may have', () => {
    const [row] = reorderRows([noteLine('x'.repeat(250))], () => 'id').rows;
    expect(row && 'note' in row ? row.note.length : 0).toBe(200);
  });

  it('leaves out articles the catalogue no longer has, naming each once', () => {
    const { rows, withdrawn } = reorderRows(
      [
        article('1234567', 1, 1),
        article('7654321', 2, 1),
        noteLine('Notiz'),
        article('7654321', 3, 1),
      ],
      () => 'id',
      (pzn) => pzn !== '7654321',
    );
    expect(rows.map((r) => ('pzn' in r ? r.pzn : r.note))).toEqual(['1234567', 'Notiz']);
    expect(withdrawn).toEqual(['7654321']);
  });

  it('sends more than 1,000 rows in batches of 1,000', () => {
    const batches = inBatches(Array.from({ length: 2345 }, (_, i) => i));
    expect(batches.map((b) => b.length)).toEqual([1000, 1000, 345]);
    expect(batches.flat()).toHaveLength(2345);
  });

  it("fills the user's primary basket of the customer (maybe a shared one), never a wish list", () => {
    const candidates = [
      basket({ id: 'w', kind: 'merkliste', primary: true }),
      basket({ id: 'x', lieferkundeNr: 100102, primary: true }),
      basket({ id: 'n' }),
    ];
    const shared = basket({ id: 's', ownerId: OTHER, primary: true, sharedWithCompany: true });
    expect(reorderTarget([...candidates, shared], 100101)?.id).toBe('s');
    expect(reorderTarget(candidates, 100101)).toBeNull();
  });

  it('labels a new basket after the order, within 60 characters', () => {
    expect(reorderBasketLabel('Wochenbestellung')).toBe('Erneut: Wochenbestellung');
    const long = reorderBasketLabel('L'.repeat(80));
    expect(long).toHaveLength(60);
    expect(MUTATION_ARGS['basket.create'].shape.label.safeParse(long).success).toBe(true);
    expect(reorderBasketLabel('  ')).toBe('Erneut: Bestellungen');
  });
});
