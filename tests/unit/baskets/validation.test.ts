import { describe, expect, it } from 'vitest';
import {
  formatEuro,
  parseLabel,
  parseNote,
  parsePzn,
  parseQuantity,
  stepQuantity,
} from '../../../src/features/baskets/validation';

const QUANTITY_ERROR = 'Bitte eine ganze Zahl von 1 bis 9999 eingeben.';

describe('quantity', () => {
  it('accepts whole numbers from 1 to 9999', () => {
    expect(parseQuantity('1')).toEqual({ ok: true, value: 1 });
    expect(parseQuantity(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseQuantity('9999')).toEqual({ ok: true, value: 9999 });
  });

  it('rejects everything else with a German message', () => {
    for (const text of ['', '0', '10000', '-1', '2.5', '2,5', '1e3', 'abc', '+3']) {
      expect(parseQuantity(text)).toEqual({ ok: false, error: QUANTITY_ERROR });
    }
  });

  it('steps inside the range', () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(5, 1)).toBe(6);
    expect(stepQuantity(9999, 1)).toBe(9999);
  });
});

describe('pzn, label, note', () => {
  it('PZN has 7 or 8 digits', () => {
    expect(parsePzn('1234567')).toEqual({ ok: true, value: '1234567' });
    expect(parsePzn('1234 5678')).toEqual({ ok: true, value: '12345678' });
    expect(parsePzn('123456').ok).toBe(false);
    expect(parsePzn('123456789').ok).toBe(false);
    expect(parsePzn('12345a7')).toEqual({
      ok: false,
      error: 'Die PZN besteht aus 7 oder 8 Ziffern.',
    });
  });

  it('label is required and at most 60 characters', () => {
    expect(parseLabel('  Wochenbestellung ')).toEqual({ ok: true, value: 'Wochenbestellung' });
    expect(parseLabel('   ')).toEqual({ ok: false, error: 'Wird benötigt!' });
    expect(parseLabel('x'.repeat(60)).ok).toBe(true);
    expect(parseLabel('x'.repeat(61))).toEqual({ ok: false, error: 'Max 60 Zeichen' });
  });

  it('note is required and at most 200 characters', () => {
    expect(parseNote('Bitte rasch')).toEqual({ ok: true, value: 'Bitte rasch' });
    expect(parseNote('').ok).toBe(false);
    expect(parseNote('x'.repeat(201)).ok).toBe(false);
  });

  it('formats cents as euro (de-DE)', () => {
    expect(formatEuro(123456).replace(/\s/g, ' ')).toBe('1.234,56 €');
  });
});
