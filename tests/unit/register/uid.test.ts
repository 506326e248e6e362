import { describe, expect, it } from 'vitest';
import {
  isValidAustrianUid,
  isValidGermanUid,
  isValidUid,
  normalizeUid,
} from '../../../src/api/uid';

describe('Austrian UID (ATU + 8 digits, BMF check digit)', () => {
  it('accepts published valid numbers', () => {
    // ATU13585627 is the published example number; the other two also carry a correct check
    // digit (checked by hand with the algorithm above).
    for (const uid of ['ATU13585627', 'ATU33864707', 'ATU10223006']) {
      expect(isValidAustrianUid(uid), uid).toBe(true);
      expect(isValidUid(uid), uid).toBe(true);
    }
  });

  it('refuses every other check digit', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      if (digit === 7) continue;
      expect(isValidUid(`ATU1358562${digit}`)).toBe(false);
    }
  });

  it('refuses wrong formats', () => {
    for (const uid of ['AT13585627', 'ATU1358562', 'ATU135856270', 'ATUX3585627', 'ATU']) {
      expect(isValidUid(uid), uid).toBe(false);
    }
  });
});

describe('German USt-IdNr. (DE + 9 digits, ISO 7064 MOD 11,10)', () => {
  it('accepts published valid numbers', () => {
    // DE136695976 is the published example number; the other two also carry a correct check
    // digit (checked by hand with ISO 7064 MOD 11,10).
    for (const uid of ['DE136695976', 'DE811569869', 'DE129273398']) {
      expect(isValidGermanUid(uid), uid).toBe(true);
      expect(isValidUid(uid), uid).toBe(true);
    }
  });

  it('refuses every other check digit', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      if (digit === 6) continue;
      expect(isValidUid(`DE13669597${digit}`)).toBe(false);
    }
  });

  it('refuses wrong formats', () => {
    for (const uid of ['DE13669597', 'DE1366959766', 'DEU136695976', 'D136695976']) {
      expect(isValidUid(uid), uid).toBe(false);
    }
  });
});

describe('other countries of the list: format only', () => {
  it('accepts their formats and refuses others', () => {
    expect(isValidUid('IT12345678901')).toBe(true);
    expect(isValidUid('SI12345678')).toBe(true);
    expect(isValidUid('HU12345678')).toBe(true);
    expect(isValidUid('CZ12345678')).toBe(true);
    expect(isValidUid('SK1234567890')).toBe(true);
    expect(isValidUid('CHE123456789')).toBe(true);
    expect(isValidUid('IT1234567890')).toBe(false);
    expect(isValidUid('FR12345678901')).toBe(false);
    expect(isValidUid('')).toBe(false);
  });
});

describe('normalizing', () => {
  it('removes spaces and upper-cases', () => {
    expect(normalizeUid(' atu 1358 5627 ')).toBe('ATU13585627');
    expect(isValidUid('atu 13585627')).toBe(true);
    expect(isValidUid('de 136 695 976')).toBe(true);
  });
});
