import { describe, expect, it } from 'vitest';
import {
  clockLines,
  formatClock,
  formatDate,
  formatTime,
  isoWeek,
} from '../../modules/userSettings/ui/clockFormat';

/**
 * The ISO week by its definition, independent of isoWeek's arithmetic: find the Monday of week 1
 * (the week holding 4 January) of the day's year, the year before or after, and count whole
 * weeks from the latest one not after the day.
 */
function referenceWeek(date: Date): number {
  const day = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  const week1Monday = (year: number) => {
    const jan4 = new Date(Date.UTC(year, 0, 4));
    return jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * 86_400_000;
  };
  const year = date.getFullYear();
  const start = [year + 1, year, year - 1].map(week1Monday).find((monday) => monday <= day);
  if (start === undefined) throw new Error('no week 1');
  return Math.floor((day - start) / (7 * 86_400_000)) + 1;
}

describe('clock format (SPEC 5)', () => {
  const date = new Date(2026, 10, 22, 9, 5); // 22.11.2026 09:05

  it('formats date DD.MM.YYYY, time HH:mm and the ISO week', () => {
    expect(formatClock(date, 'zdkw')).toEqual({ time: '09:05', date: '22.11.2026', week: 'KW 47' });
    expect(formatDate(new Date(2027, 0, 1))).toBe('01.01.2027');
    expect(formatTime(new Date(2027, 0, 1, 0, 0))).toBe('00:00');
    expect(formatTime(new Date(2027, 0, 1, 23, 59))).toBe('23:59');
  });

  it('shows only the parts the style asks for; an invalid style shows none', () => {
    expect(formatClock(date, 'z')).toEqual({ time: '09:05' });
    expect(formatClock(date, 'd')).toEqual({ date: '22.11.2026' });
    expect(formatClock(date, 'kw')).toEqual({ week: 'KW 47' });
    expect(formatClock(date, 'k')).toEqual({});
    expect(formatClock(date, 'dd')).toEqual({});
  });

  it('computes ISO weeks across year boundaries, with week 53 years', () => {
    expect(isoWeek(new Date(2026, 11, 31))).toBe(53); // Thursday: 2026 has 53 weeks
    expect(isoWeek(new Date(2027, 0, 1))).toBe(53); // Friday of 2026's week 53
    expect(isoWeek(new Date(2027, 0, 3))).toBe(53);
    expect(isoWeek(new Date(2027, 0, 4))).toBe(1);
    expect(isoWeek(new Date(2021, 0, 3))).toBe(53); // Sunday of 2020's week 53
    expect(isoWeek(new Date(2021, 0, 4))).toBe(1);
    expect(isoWeek(new Date(2024, 11, 30))).toBe(1); // Monday of 2025's week 1
    expect(isoWeek(new Date(2025, 11, 28))).toBe(52);
  });

  it('agrees with the definition on every day from 1995 to 2045', () => {
    const mismatches: string[] = [];
    for (let d = new Date(1995, 0, 1, 12); d.getFullYear() < 2046; d.setDate(d.getDate() + 1)) {
      if (isoWeek(d) !== referenceWeek(d)) mismatches.push(formatDate(d));
    }
    expect(mismatches).toEqual([]);
  });

  it('puts the week on its own line in the navbar when the date is shown', () => {
    expect(clockLines(date, 'dzkw', 'navbar')).toEqual(['22.11.2026 09:05', 'KW 47']);
    expect(clockLines(date, 'dkw', 'navbar')).toEqual(['22.11.2026', 'KW 47']);
    expect(clockLines(date, 'zkw', 'navbar')).toEqual(['09:05 KW 47']);
    expect(clockLines(date, 'zd', 'navbar')).toEqual(['22.11.2026 09:05']);
  });

  it('shows one line in the footer and nothing when hidden', () => {
    expect(clockLines(date, 'dzkw', 'footer')).toEqual(['22.11.2026 09:05 KW 47']);
    expect(clockLines(date, 'kw', 'footer')).toEqual(['KW 47']);
    expect(clockLines(date, 'dzkw', 'none')).toEqual([]);
    expect(clockLines(date, 'x', 'footer')).toEqual([]);
  });
});
