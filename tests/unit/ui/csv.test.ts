import { describe, expect, it } from 'vitest';
import { buildCsv, csvDay, csvEuro, csvField, csvSafeText } from '../../../src/api/csv';

describe('the shared German CSV writer', () => {
  it('writes BOM, semicolons and CRLF, quoting only what needs it', () => {
    expect(
      buildCsv([
        ['Tag', 'Text'],
        ['02.03.2026', 'Porto; Marken'],
        [1, null],
      ]),
    ).toBe('\uFEFFTag;Text\r\n02.03.2026;"Porto; Marken"\r\n1;\r\n');
  });

  it('quotes separators, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvField('Der "gute" Tee')).toBe('"Der ""gute"" Tee"');
    expect(csvField('Zeile\nzwei')).toBe('"Zeile\nzwei"');
    expect(csvField(' Rand')).toBe('" Rand"');
    expect(csvField('schlicht')).toBe('schlicht');
    expect(csvField(-5)).toBe('-5');
  });

  it('keeps typed-in texts from running as formulas', () => {
    expect(csvSafeText('=SUMME(A1)')).toBe("'=SUMME(A1)");
    expect(csvSafeText('@x')).toBe("'@x");
    expect(csvSafeText('B-12')).toBe('B-12');
  });

  it('writes days and euros as a German spreadsheet reads them', () => {
    expect(csvDay('2026-03-02')).toBe('02.03.2026');
    expect(csvDay(null)).toBe('');
    expect(csvEuro(123_456)).toBe('1234,56');
    expect(csvEuro(-5)).toBe('-0,05');
    expect(csvEuro(0)).toBe('0,00');
  });
});
