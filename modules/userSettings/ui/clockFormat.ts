// SPEC 5 "Clock format": date DD.MM.YYYY, time HH:mm, week 'KW' plus the ISO week number; the
// week goes on a new line when the position is navbar and the date is shown. Pure functions of
// the local time, so the tests pin them without a clock.
import type { ClockPosition } from '../rules';
import { parseClockStyle } from '../rules';
import { de } from '../../../src/i18n/de';

const two = (n: number) => String(n).padStart(2, '0');

/** DD.MM.YYYY in local time. */
export const formatDate = (date: Date): string =>
  `${two(date.getDate())}.${two(date.getMonth() + 1)}.${String(date.getFullYear()).padStart(4, '0')}`;

/** HH:mm (24 hours) in local time. */
export const formatTime = (date: Date): string =>
  `${two(date.getHours())}:${two(date.getMinutes())}`;

/**
 * ISO 8601 week number of the local calendar day (weeks start on Monday; week 1 holds the
 * year's first Thursday): the week of a day is the week of its Thursday, numbered within the
 * Thursday's year.
 */
export function isoWeek(date: Date): number {
  const day = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

export interface ClockParts {
  readonly time?: string;
  readonly date?: string;
  readonly week?: string;
}

/** The parts the style asks for: 'z' time, 'd' date, 'kw' calendar week (SPEC 3). */
export function formatClock(now: Date, style: string): ClockParts {
  const parts = parseClockStyle(style) ?? [];
  return {
    ...(parts.includes('z') ? { time: formatTime(now) } : {}),
    ...(parts.includes('d') ? { date: formatDate(now) } : {}),
    ...(parts.includes('kw') ? { week: de.clock.week(isoWeek(now)) } : {}),
  };
}

/**
 * The clock's lines at a position: date, time and week in this order on one line; in the
 * navbar the week on its own line when the date is shown. No lines for 'none' or a style
 * without parts.
 */
export function clockLines(now: Date, style: string, position: ClockPosition): string[] {
  if (position === 'none') return [];
  const { date, time, week } = formatClock(now, style);
  const first = [date, time].filter((part) => part !== undefined);
  if (position === 'navbar' && date !== undefined && week !== undefined) {
    return [first.join(' '), week];
  }
  const line = [...first, week].filter((part) => part !== undefined).join(' ');
  return line ? [line] : [];
}
