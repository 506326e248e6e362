// The day fields of the contracts: a well-formed but impossible day is refused like any bad
// input, never thrown (a throw would turn a typing error into a server error).
import { describe, expect, it } from 'vitest';
import { calendarDay, calendarDayFrom2000 } from '../../../src/api/fields';

describe('calendar days', () => {
  it('takes real days', () => {
    expect(calendarDay.safeParse('2024-02-29').success).toBe(true);
    expect(calendarDayFrom2000.safeParse('2000-01-01').success).toBe(true);
  });

  it('refuses impossible days without throwing', () => {
    for (const day of ['2026-13-01', '2026-02-30', '2026-00-10', '2025-02-29']) {
      expect(calendarDay.safeParse(day).success, day).toBe(false);
      expect(calendarDayFrom2000.safeParse(day).success, day).toBe(false);
    }
  });

  it('refuses days before 2000 only where the register asks for it', () => {
    expect(calendarDay.safeParse('1999-12-31').success).toBe(true);
    expect(calendarDayFrom2000.safeParse('1999-12-31').success).toBe(false);
  });
});
