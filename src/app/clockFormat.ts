// SPEC 5 "Clock format": date DD.MM.YYYY, time HH:mm, week 'KW' plus the ISO week number.
import { de } from '../i18n/de';

const DATE = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('de-DE', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** ISO 8601 week number (weeks start on Monday; week 1 holds the year's first Thursday). */
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
  return {
    ...(style.includes('z') ? { time: TIME.format(now) } : {}),
    ...(style.includes('d') ? { date: DATE.format(now) } : {}),
    ...(style.includes('kw') ? { week: de.clock.week(isoWeek(now)) } : {}),
  };
}
