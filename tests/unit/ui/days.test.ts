import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  formatDay,
  formatViennaDateTime,
  localDay,
  parseDay,
  todayVienna,
} from '../../../src/api/days';
import { formatEuro, formatNumber } from '../../../src/api/money';

describe('the shared day and money helpers', () => {
  it('takes the day in Vienna, whatever the device zone', () => {
    expect(todayVienna(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayVienna(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayVienna(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('writes an instant in Vienna time', () => {
    expect(formatViennaDateTime('2026-11-24T07:00:00Z')).toBe('24.11.2026, 08:00');
    expect(formatViennaDateTime('2026-12-31T23:30:00Z')).toBe('01.01.2027, 00:30');
  });

  it('reads German and ISO days that exist', () => {
    expect(parseDay(' 1.2.2027 ')).toBe('2027-02-01');
    expect(parseDay('2027-02-01')).toBe('2027-02-01');
    expect(parseDay('29.02.2026')).toBeNull();
    expect(parseDay('2026-2-1')).toBeNull();
    expect(parseDay('morgen')).toBeNull();
  });

  it('takes two-digit years only when asked (the cash book)', () => {
    expect(parseDay('1.2.26')).toBeNull();
    expect(parseDay('1.2.26', { shortYear: true })).toBe('2026-02-01');
    expect(parseDay('24.11.2026', { shortYear: true })).toBe('2026-11-24');
  });

  it('rejects days before `from` (the returns)', () => {
    expect(parseDay('31.12.1999', { from: '2000-01-01' })).toBeNull();
    expect(parseDay('1999-12-31', { from: '2000-01-01' })).toBeNull();
    expect(parseDay('1.1.2000', { from: '2000-01-01' })).toBe('2000-01-01');
  });

  it('formats days and euros for de-DE', () => {
    expect(formatDay('2026-12-03')).toBe('03.12.2026');
    expect(formatDay('kein Tag')).toBe('kein Tag');
    expect(formatEuro(1250)).toBe('12,50\u00a0€');
    expect(formatNumber(1000)).toBe('1.000');
  });

  it("counts the device's calendar day and whole days between two days", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(daysBetween('2026-03-28', '2026-04-02')).toBe(5);
    expect(daysBetween('2026-04-02', '2026-03-28')).toBe(-5);
  });
});
