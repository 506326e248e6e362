import { describe, expect, it } from 'vitest';
import {
  parseInternalNote,
  parseLabel,
  parseNote,
  parseQuantity,
  stepQuantity,
} from '../../../modules/shop/ui/baskets/validation';

describe('quantity', () => {
  it('accepts whole numbers from 1 to 9999', () => {
    expect(parseQuantity('1')).toEqual({ ok: true, value: 1 });
    expect(parseQuantity(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseQuantity('0042')).toEqual({ ok: true, value: 42 });
    expect(parseQuantity('9999')).toEqual({ ok: true, value: 9999 });
  });

  it('explains each kind of wrong entry in German', () => {
    const cases: [string, string][] = [
      ['', 'Bitte eine Menge eingeben.'],
      ['   ', 'Bitte eine Menge eingeben.'],
      ['0', 'Die Menge muss mindestens 1 sein.'],
      ['000', 'Die Menge muss mindestens 1 sein.'],
      ['-1', 'Die Menge muss mindestens 1 sein.'],
      ['−5', 'Die Menge muss mindestens 1 sein.'],
      ['10000', 'Die Menge darf höchstens 9999 sein.'],
      ['123456789012', 'Die Menge darf höchstens 9999 sein.'],
      ['2.5', 'Bitte eine ganze Zahl eingeben.'],
      ['2,5', 'Bitte eine ganze Zahl eingeben.'],
      ['1e3', 'Bitte eine ganze Zahl eingeben.'],
      ['abc', 'Bitte eine ganze Zahl eingeben.'],
      ['+3', 'Bitte eine ganze Zahl eingeben.'],
    ];
    for (const [text, error] of cases) {
      expect(parseQuantity(text), text).toEqual({ ok: false, error });
    }
  });

  it('steps inside the range', () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(5, 1)).toBe(6);
    expect(stepQuantity(9999, 1)).toBe(9999);
  });
});

describe('label, note, internal note', () => {
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

  it('the internal note may be empty and has at most 1000 characters', () => {
    expect(parseInternalNote('  ')).toEqual({ ok: true, value: '' });
    expect(parseInternalNote('x'.repeat(1000)).ok).toBe(true);
    expect(parseInternalNote('x'.repeat(1001))).toEqual({ ok: false, error: 'Max 1000 Zeichen' });
  });
});
