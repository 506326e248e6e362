// The cash book's pure rules (balance, closing, reversal, month view and totals), the CSV for
// the tax adviser, the form's German field messages, and the client halves: an entry made
// offline is stored as 'vorläufig' (no receipt number) together with its outbox entry.
import { describe, expect, it } from 'vitest';
import type { CashbookEntryRow } from '../../../modules/cashbook/contract';
import {
  balanceUpTo,
  closingFigures,
  isDayClosed,
  lastClosedDay,
  reversalFields,
  reversalRefusal,
  signedAmount,
  vatAllowed,
} from '../../../modules/cashbook/rules';
import { INT4_MAX } from '../../../src/api/numbers';
import { validateArgs, writeMutation } from '../../../src/db/mutate';
import { cashbookCsv, csvAmount, csvField } from '../../../modules/cashbook/ui/csv';
import {
  bookOrder,
  monthTotals,
  monthView,
  shiftMonth,
  vatOf,
} from '../../../modules/cashbook/ui/logic';
import {
  parseDay,
  parseEuro,
  validateClosing,
  validateEntry,
  type EntryInput,
} from '../../../modules/cashbook/ui/validation';
import { cashbookDe } from '../../../modules/cashbook/texts.de';
import { freshDb, LK, OWNER, uuid } from '../db/support';

const e = cashbookDe.errors;

function row(over: Partial<CashbookEntryRow>): CashbookEntryRow {
  return {
    id: uuid(1),
    lieferkundeNr: LK,
    day: '2026-11-02',
    receiptNo: 1,
    text: 'Barverkauf',
    category: 'einnahme',
    amountCents: 1000,
    vatRate: 10,
    reversalOf: null,
    createdAt: '2026-11-02T10:00:00.000Z',
    createdBy: 'Anna',
    version: '1',
    ...over,
  };
}

describe('shared rules', () => {
  it('signs amounts by category: inflows positive, outflows negative', () => {
    expect(signedAmount('einnahme', 500)).toBe(500);
    expect(signedAmount('einlage', 500)).toBe(500);
    expect(signedAmount('bankabhebung', 500)).toBe(500);
    expect(signedAmount('wechselgeld', 500)).toBe(500);
    expect(signedAmount('ausgabe', 500)).toBe(-500);
    expect(signedAmount('privatentnahme', 500)).toBe(-500);
    expect(signedAmount('bankeinzahlung', 500)).toBe(-500);
  });

  it('closes a day and every earlier one', () => {
    const last = lastClosedDay([{ day: '2026-11-03' }, { day: '2026-11-05' }]);
    expect(last).toBe('2026-11-05');
    expect(isDayClosed('2026-11-05', last)).toBe(true);
    expect(isDayClosed('2026-10-31', last)).toBe(true);
    expect(isDayClosed('2026-11-06', last)).toBe(false);
    expect(isDayClosed('2026-01-01', lastClosedDay([]))).toBe(false);
  });

  it('computes the balance up to a day and the closing difference', () => {
    const entries = [
      { day: '2026-11-01', amountCents: 10_000 },
      { day: '2026-11-02', amountCents: -2_500 },
      { day: '2026-11-03', amountCents: 999 },
    ];
    expect(balanceUpTo(entries, '2026-11-02')).toBe(7_500);
    expect(closingFigures(7_500, 7_450)).toEqual({
      bookBalanceCents: 7_500,
      countedCents: 7_450,
      differenceCents: -50,
    });
  });

  it('reverses with the amount negated; a reversal, a difference or a reversed entry is final', () => {
    expect(reversalFields({ category: 'ausgabe', amountCents: -4_200, vatRate: 20 })).toEqual({
      category: 'ausgabe',
      amountCents: 4_200,
      vatRate: 20,
    });
    expect(reversalRefusal({ reversalOf: null, category: 'einnahme' }, false)).toBeNull();
    expect(reversalRefusal({ reversalOf: uuid(1), category: 'einnahme' }, false)).toBe(
      'isReversal',
    );
    expect(reversalRefusal({ reversalOf: null, category: 'kassendifferenz' }, false)).toBe(
      'isDifference',
    );
    expect(reversalRefusal({ reversalOf: null, category: 'einnahme' }, true)).toBe(
      'alreadyReversed',
    );
  });

  it('allows VAT on sales and purchases only', () => {
    expect(vatAllowed('einnahme', 20)).toBe(true);
    expect(vatAllowed('ausgabe', 13)).toBe(true);
    expect(vatAllowed('privatentnahme', 0)).toBe(true);
    expect(vatAllowed('privatentnahme', 10)).toBe(false);
  });
});

describe('month view', () => {
  const entries = [
    row({ id: uuid(1), day: '2026-10-30', receiptNo: 1, amountCents: 30_000 }),
    row({ id: uuid(2), day: '2026-11-02', receiptNo: 3, amountCents: -2_000, category: 'ausgabe' }),
    row({ id: uuid(3), day: '2026-11-02', receiptNo: 2, amountCents: 12_000, vatRate: 20 }),
    row({ id: uuid(4), day: '2026-11-02', receiptNo: null, amountCents: 1_100 }),
    row({ id: uuid(5), day: '2026-12-01', receiptNo: 4, amountCents: 5 }),
  ];

  it('orders by day and receipt number, provisional ones last, with the running balance', () => {
    const view = monthView(entries, '2026-11');
    expect(view.openingCents).toBe(30_000);
    expect(view.lines.map((l) => l.entry.id)).toEqual([uuid(3), uuid(2), uuid(4)]);
    expect(view.lines.map((l) => l.balanceCents)).toEqual([42_000, 40_000, 41_100]);
    expect(view.closingCents).toBe(41_100);
    expect([...entries].sort(bookOrder).at(-1)?.id).toBe(uuid(5));
  });

  it('totals per category and per VAT rate', () => {
    const totals = monthTotals(monthView(entries, '2026-11').lines);
    expect(totals.byCategory).toEqual([
      { category: 'einnahme', sumCents: 13_100 },
      { category: 'ausgabe', sumCents: -2_000 },
    ]);
    expect(totals.inflowCents).toBe(13_100);
    expect(totals.outflowCents).toBe(-2_000);
    expect(totals.byVat).toEqual([
      { category: 'einnahme', rate: 10, grossCents: 1_100, netCents: 1_000, taxCents: 100 },
      { category: 'einnahme', rate: 20, grossCents: 12_000, netCents: 10_000, taxCents: 2_000 },
      { category: 'ausgabe', rate: 10, grossCents: -2_000, netCents: -1_818, taxCents: -182 },
    ]);
    expect(vatOf(1_199, 20)).toBe(200);
  });

  it('moves between months across a year', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});

describe('CSV export', () => {
  it('writes German numbers and quotes what needs it', () => {
    expect(csvAmount(123_456)).toBe('1234,56');
    expect(csvAmount(-5)).toBe('-0,05');
    expect(csvField('Porto; Briefmarken')).toBe('"Porto; Briefmarken"');
    expect(csvField('Der "gute" Tee')).toBe('"Der ""gute"" Tee"');
    expect(csvField('=SUMME(A1)')).toBe("'=SUMME(A1)");
    expect(csvField('Zeile\nzwei')).toBe('"Zeile\nzwei"');
  });

  it('starts with a BOM and a header, one line per entry with the running balance', () => {
    const original = row({ id: uuid(1), receiptNo: 7, text: 'Tee; lose', amountCents: 1_200 });
    const reversal = row({
      id: uuid(2),
      receiptNo: null,
      text: 'Storno: Tee; lose',
      amountCents: -1_200,
      reversalOf: uuid(1),
    });
    const lines = monthView([original, reversal], '2026-11').lines;
    const csv = cashbookCsv(lines, (id) => (id === uuid(1) ? original : undefined));
    expect(csv.startsWith('\uFEFFDatum;Beleg-Nr.;Text;Kategorie;USt-Satz;Betrag;')).toBe(true);
    expect(csv.split('\r\n')).toEqual([
      expect.stringContaining('Storno zu Beleg'),
      '02.11.2026;7;"Tee; lose";Einnahme;10;12,00;10,91;1,09;12,00;',
      '02.11.2026;vorläufig;"Storno: Tee; lose";Einnahme;10;-12,00;-10,91;-1,09;0,00;7',
      '',
    ]);
  });
});

describe('form validation', () => {
  const valid: EntryInput = {
    day: '2026-11-24',
    category: 'einnahme',
    text: 'Barverkauf',
    amount: '1.234,5',
    vatRate: '10',
  };
  const errorsOf = (over: Partial<EntryInput>, lastClosed: string | null = '2026-11-20') => {
    const result = validateEntry({ ...valid, ...over }, lastClosed);
    return result.ok ? {} : result.errors;
  };

  it('accepts a valid receipt and gives cents', () => {
    expect(validateEntry(valid, '2026-11-20')).toEqual({
      ok: true,
      value: {
        day: '2026-11-24',
        category: 'einnahme',
        text: 'Barverkauf',
        amountCents: 123_450,
        vatRate: 10,
      },
    });
    expect(parseEuro('12.50')).toEqual({ cents: 1_250 });
    expect(parseDay('24.11.2026')).toBe('2026-11-24');
    expect(parseDay('1.2.26')).toBe('2026-02-01');
    expect(parseDay('30.02.2026')).toBeNull();
    expect(validateEntry({ ...valid, day: '24.11.2026' }, '2026-11-20').ok).toBe(true);
    expect(parseEuro('0,00', true)).toEqual({ cents: 0 });
  });

  it('explains each mistake at its field in German', () => {
    expect(errorsOf({ amount: '0' }).amount).toBe(e.amountZero);
    expect(errorsOf({ amount: '' }).amount).toBe(e.amountRequired);
    expect(errorsOf({ amount: '12,345' }).amount).toBe(e.amountDecimals);
    expect(errorsOf({ amount: '-5' }).amount).toBe(e.amountNegative);
    expect(errorsOf({ amount: 'zwölf' }).amount).toBe(e.amountNotNumber);
    expect(errorsOf({ amount: '21474836,48' }).amount).toMatch(/^Der Betrag darf höchstens/);
    expect(errorsOf({ amount: '21474836,47' }).amount).toBeUndefined();
    expect(errorsOf({ day: '2026-11-20' }).day).toBe(e.dayClosed('2026-11-20'));
    expect(errorsOf({ day: '2026-11-20' }).day).toContain('20.11.2026');
    expect(errorsOf({ day: '' }).day).toBe(e.dayRequired);
    expect(errorsOf({ day: '2026-02-30' }).day).toBe(e.dayInvalid);
    expect(errorsOf({ day: '20.11.2026' }).day).toBe(e.dayClosed('2026-11-20'));
    expect(errorsOf({ day: 'morgen' }).day).toBe(e.dayInvalid);
    expect(errorsOf({ category: 'kassendifferenz' }).category).toBe(e.categoryUnknown);
    expect(errorsOf({ category: 'sonstiges' }).category).toBe(e.categoryUnknown);
    expect(errorsOf({ text: '   ' }).text).toBe(e.textRequired);
    expect(errorsOf({ text: 'x'.repeat(121) }).text).toBe(e.textTooLong(120));
    expect(errorsOf({ vatRate: '5' }).vatRate).toBe(e.vatUnknown);
    expect(errorsOf({ category: 'privatentnahme', vatRate: '20' }).vatRate).toBe(e.vatNotAllowed);
  });

  it('checks the closing: an open day and a counted amount (0 allowed)', () => {
    expect(validateClosing({ day: '2026-11-24', counted: '0' }, '2026-11-20')).toEqual({
      ok: true,
      value: { day: '2026-11-24', countedCents: 0 },
    });
    const closed = validateClosing({ day: '2026-11-19', counted: '10' }, '2026-11-20');
    expect(closed.ok ? null : closed.errors.day).toBe(e.dayClosed('2026-11-20'));
  });
});

describe('client halves', () => {
  const args = {
    id: uuid(10),
    lieferkundeNr: LK,
    day: '2026-11-24',
    category: 'ausgabe' as const,
    text: 'Porto',
    amountCents: 1_140,
    vatRate: 0 as const,
  };

  it('stores a new entry as provisional (no number) with its outbox entry', async () => {
    const db = await freshDb();
    await writeMutation(db, 'cashbook.addEntry', args, { now: '2026-11-24T09:00:00.000Z' });
    expect(await db.cashbookEntries.get(uuid(10))).toMatchObject({
      receiptNo: null,
      amountCents: -1_140,
      createdBy: OWNER.name,
      version: '0',
    });
    expect((await db.outbox.toArray()).map((m) => m.name)).toEqual(['cashbook.addEntry']);
  });

  it('reverses locally and closes a day booking the difference', async () => {
    const db = await freshDb();
    await writeMutation(db, 'cashbook.addEntry', { ...args, category: 'einnahme', vatRate: 10 });
    await writeMutation(db, 'cashbook.reverse', {
      id: uuid(11),
      originalId: uuid(10),
      day: '2026-11-24',
    });
    await writeMutation(db, 'cashbook.addEntry', { ...args, id: uuid(12), category: 'einlage' });
    await writeMutation(db, 'cashbook.closeDay', {
      id: uuid(20),
      lieferkundeNr: LK,
      day: '2026-11-24',
      countedCents: 1_000,
      differenceEntryId: uuid(21),
    });
    expect(await db.cashbookEntries.get(uuid(11))).toMatchObject({
      amountCents: -1_140,
      reversalOf: uuid(10),
      text: 'Storno: Porto',
    });
    expect(await db.cashbookClosings.get(uuid(20))).toMatchObject({
      bookBalanceCents: 1_140,
      countedCents: 1_000,
      differenceCents: -140,
      differenceEntryId: uuid(21),
    });
    expect(await db.cashbookEntries.get(uuid(21))).toMatchObject({
      category: 'kassendifferenz',
      amountCents: -140,
    });
  });

  it('refuses arguments the contract does not allow, so nothing is queued', () => {
    for (const bad of [
      { amountCents: 0 },
      { amountCents: 1.5 },
      { amountCents: INT4_MAX + 1 },
      { category: 'kassendifferenz' },
      { text: '' },
      { vatRate: 20, category: 'privatentnahme' },
    ]) {
      expect(() => validateArgs('cashbook.addEntry', { ...args, ...bad })).toThrow();
    }
  });
});
