import { describe, expect, it } from 'vitest';
import { austrianPzn, isValidPzn, pznCheckDigit, pznInputState } from '../../src/api/pzn';

describe('PZN check digits', () => {
  it('computes the Austrian check digit with weights 2 to 7', () => {
    // 2·5 + 3·1 + 4·2 + 5·8 + 6·7 + 7·3 = 124; 124 mod 11 = 3
    expect(pznCheckDigit('512873')).toBe(3);
    expect(isValidPzn('5128733')).toBe(true);
  });

  it('computes the German check digit with weights 1 to 7', () => {
    // 1·1 + 2·6 + 3·2 + 4·6 + 5·0 + 6·5 + 7·3 = 94; 94 mod 11 = 6
    expect(pznCheckDigit('1626053')).toBe(6);
    expect(isValidPzn('16260536')).toBe(true);
  });

  it('refuses a wrong check digit, wrong lengths and non-digits', () => {
    expect(isValidPzn('5128734')).toBe(false);
    expect(isValidPzn('16260535')).toBe(false);
    expect(isValidPzn('512873')).toBe(false);
    expect(isValidPzn('512873333')).toBe(false);
    expect(isValidPzn('51287a3')).toBe(false);
    expect(isValidPzn('')).toBe(false);
  });

  it('never issues a number whose remainder is 10', () => {
    // 2·0 + 3·0 + 4·0 + 5·0 + 6·0 + 7·3 = 21; 21 mod 11 = 10
    expect(pznCheckDigit('000003')).toBeNull();
    expect(austrianPzn(3)).toBeNull();
    for (let digit = 0; digit <= 9; digit++) expect(isValidPzn(`000003${digit}`)).toBe(false);
  });

  it('makes valid Austrian PZNs from a body', () => {
    expect(austrianPzn(512873)).toBe('5128733');
    expect(austrianPzn(42)).toBe(`000042${pznCheckDigit('000042')}`);
    const made = Array.from({ length: 500 }, (_, i) => austrianPzn(100000 + i * 7));
    for (const pzn of made) if (pzn !== null) expect(isValidPzn(pzn)).toBe(true);
  });

  it('classifies typed input for validation while typing', () => {
    expect(pznInputState('')).toBe('empty');
    expect(pznInputState('  ')).toBe('empty');
    expect(pznInputState('51287')).toBe('partial');
    expect(pznInputState('5128733')).toBe('valid');
    expect(pznInputState('5128734')).toBe('invalid');
    expect(pznInputState('16260536')).toBe('valid');
    expect(pznInputState('16260535')).toBe('invalid');
    expect(pznInputState('ibu 400')).toBe('notPzn');
    expect(pznInputState('123456789')).toBe('notPzn');
  });
});
