// The drug book's rules: book order, the running balance, corrections replacing their original,
// the inventory difference, the zero floor and the screen's entry check.
import { describe, expect, it } from 'vitest';
import type { DrugBookEntryRow, DrugDeliveryRow } from '../../../modules/drugBook/contract';
import { balanceOf, negativeDay, runningBalance } from '../../../modules/drugBook/rules';
import {
  articlesOf,
  checkEntry,
  defaultDay,
  openDeliveries,
  parseDay,
} from '../../../modules/drugBook/ui/logic';
import { parseDrugBookSearch } from '../../../modules/drugBook/ui/searchParams';
import { drugBookDe } from '../../../modules/drugBook/texts.de';

let n = 0;
const entry = (
  kind: DrugBookEntryRow['kind'],
  day: string,
  quantity: number,
  extra: Partial<DrugBookEntryRow> = {},
): DrugBookEntryRow => ({
  id: `e${++n}`,
  lieferkundeNr: 1,
  pzn: '1637484',
  kind,
  day,
  quantity,
  document: 'Beleg',
  deliveryLineId: null,
  correctionOf: null,
  note: '',
  createdAt: `2026-01-01T00:00:${String(n).padStart(2, '0')}.000Z`,
  createdBy: 'Mag. Gruber',
  version: '1',
  ...extra,
});

describe('the running balance', () => {
  it('starts at the opening stock, adds receipts, subtracts issues; an inventory shows its difference', () => {
    const opening = entry('opening', '2026-01-01', 10);
    const issue = entry('issue', '2026-02-03', 4);
    const receipt = entry('receipt', '2026-02-03', 5);
    const inventory = entry('inventory', '2026-12-31', 9);
    const lines = runningBalance([inventory, issue, receipt, opening]);
    // Same day: the receipt comes before the issue.
    expect(lines.map((l) => [l.entry.id, l.balance])).toEqual([
      [opening.id, 10],
      [receipt.id, 15],
      [issue.id, 11],
      [inventory.id, 11],
    ]);
    expect(lines[3]?.difference).toBe(-2);
    expect(drugBookDe.book.difference(-2)).toBe(
      'Fehlmenge: 2 Packungen weniger gezählt als gebucht.',
    );
    expect(drugBookDe.book.difference(0)).toContain('stimmt');
  });

  it('counts a correction instead of its original, which stays in the book', () => {
    const opening = entry('opening', '2026-01-01', 10);
    const wrong = entry('issue', '2026-03-01', 8);
    const fix = entry('issue', '2026-03-01', 3, { correctionOf: wrong.id, note: 'Tippfehler' });
    const lines = runningBalance([opening, wrong, fix]);
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.entry.id === wrong.id)?.standing).toBe(false);
    expect(balanceOf([opening, wrong, fix])).toBe(7);
    expect(balanceOf([opening, wrong])).toBe(2);
  });

  it('names the first day the balance falls below zero', () => {
    const opening = entry('opening', '2026-01-01', 2);
    expect(negativeDay([opening, entry('issue', '2026-01-05', 2)])).toBeNull();
    expect(negativeDay([opening, entry('issue', '2026-01-05', 3)])).toBe('2026-01-05');
    // An issue dated before a receipt that would cover it is still refused.
    expect(negativeDay([entry('receipt', '2026-02-01', 5), entry('issue', '2026-01-20', 1)])).toBe(
      '2026-01-20',
    );
  });
});

describe('the entry check of the screen', () => {
  const today = '2026-11-25';
  const book = [entry('opening', '2026-01-01', 3)];

  it('accepts an issue within the balance and returns its values', () => {
    expect(
      checkEntry(
        'issue',
        { day: '24.11.2026', quantity: '2', document: ' Rp 7 ' },
        { today, book },
      ),
    ).toEqual({
      ok: true,
      day: '2026-11-24',
      quantity: 2,
      document: 'Rp 7',
      note: '',
    });
  });

  it('gives German messages at the fields', () => {
    const result = checkEntry(
      'issue',
      { day: '31.02.2026', quantity: '-1', document: '' },
      { today, book },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        day: drugBookDe.errors.day,
        quantity: drugBookDe.errors.quantity,
        document: drugBookDe.errors.document,
      },
    });
    expect(
      checkEntry('issue', { day: '26.11.2026', quantity: '0', document: 'x' }, { today, book }),
    ).toEqual({
      ok: false,
      errors: { day: drugBookDe.errors.future, quantity: drugBookDe.errors.quantityPositive },
    });
  });

  it('refuses an issue that would take the balance below zero, in words', () => {
    expect(
      checkEntry('issue', { day: '24.11.2026', quantity: '4', document: 'Rp 8' }, { today, book }),
    ).toEqual({ ok: false, errors: { quantity: drugBookDe.errors.negative('24.11.2026') } });
  });

  it('asks a correction for its reason and checks the book without the original', () => {
    const issue = entry('issue', '2026-05-01', 3);
    const withIssue = [...book, issue];
    const input = { day: '01.05.2026', quantity: '1', document: 'Rp 9' };
    expect(checkEntry('issue', input, { today, book: withIssue, correctionOf: issue.id })).toEqual({
      ok: false,
      errors: { note: drugBookDe.errors.note },
    });
    expect(
      checkEntry(
        'issue',
        { ...input, note: 'Tippfehler' },
        { today, book: withIssue, correctionOf: issue.id },
      ).ok,
    ).toBe(true);
  });

  it('parses German and ISO days and proposes the usual day of each kind', () => {
    expect(parseDay('1.1.2026')).toBe('2026-01-01');
    expect(parseDay('2026-12-31')).toBe('2026-12-31');
    expect(parseDay('29.02.2026')).toBeNull();
    expect(defaultDay('opening', today)).toBe('2026-01-01');
    expect(defaultDay('inventory', today)).toBe(today);
    expect(defaultDay('inventory', '2026-12-31')).toBe('2026-12-31');
    expect(defaultDay('issue', today)).toBe(today);
  });
});

describe('delivery lines and articles', () => {
  const line = (id: string, pzn: string, name: string, day: string): DrugDeliveryRow => ({
    id,
    lieferkundeNr: 1,
    noteNo: `LS-${id}`,
    day,
    pzn,
    name,
    quantity: 2,
    batch: 'B1',
    version: '1',
  });

  it('proposes only lines not yet taken over, oldest first; lists every article by name', () => {
    const a = line('a', '1637484', 'Morphin Mur', '2026-03-02');
    const b = line('b', '1111111', 'Fentanyl Pflaster', '2026-03-01');
    const taken = entry('receipt', a.day, 2, { deliveryLineId: a.id });
    expect(openDeliveries([a, b], [taken]).map((l) => l.id)).toEqual(['b']);
    expect(openDeliveries([a, b], []).map((l) => l.id)).toEqual(['b', 'a']);
    expect(articlesOf([a, b], [entry('opening', '2026-01-01', 1, { pzn: '2222222' })])).toEqual([
      { pzn: '1111111', name: 'Fentanyl Pflaster' },
      { pzn: '1637484', name: 'Morphin Mur' },
      { pzn: '2222222', name: 'PZN 2222222' },
    ]);
  });
});

describe('the address parameters', () => {
  it('keeps a PZN and a year the router read as numbers, and drops bad ones', () => {
    expect(parseDrugBookSearch({ pzn: 637484, year: 2025 })).toEqual({
      pzn: '0637484',
      year: '2025',
    });
    expect(parseDrugBookSearch({ pzn: '1637484', year: '2026' })).toEqual({
      pzn: '1637484',
      year: '2026',
    });
    expect(parseDrugBookSearch({ pzn: 'abc', year: 1999 })).toEqual({});
  });
});
