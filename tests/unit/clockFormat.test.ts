import { describe, expect, it } from 'vitest';
import { formatClock, isoWeek } from '../../src/app/clockFormat';

describe('clock format (SPEC 5)', () => {
  const date = new Date(2026, 10, 22, 9, 5); // 22.11.2026 09:05

  it('formats date DD.MM.YYYY, time HH:mm and the ISO week', () => {
    expect(formatClock(date, 'zdkw')).toEqual({ time: '09:05', date: '22.11.2026', week: 'KW 47' });
  });

  it('shows only the parts the style asks for', () => {
    expect(formatClock(date, 'z')).toEqual({ time: '09:05' });
    expect(formatClock(date, 'd')).toEqual({ date: '22.11.2026' });
  });

  it('computes ISO weeks across year boundaries', () => {
    expect(isoWeek(new Date(2021, 0, 3))).toBe(53); // Sunday of 2020's week 53
    expect(isoWeek(new Date(2021, 0, 4))).toBe(1);
    expect(isoWeek(new Date(2024, 11, 30))).toBe(1);
  });
});
