// Calendar days ('YYYY-MM-DD') as the forms take them and the screens show them, shared by every
// module's screens, rules and the worker (issue 25: one copy instead of six).
import { viennaDateTime, viennaDay } from './viennaTime';

/** A calendar day in milliseconds: days here are UTC days, so no daylight-saving hour shifts them. */
export const DAY_MS = 86_400_000;

const GERMAN_DAY = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const GERMAN_DAY_SHORT_YEAR = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface ParseDayOptions {
  /** Also 'TT.MM.JJ' (read as 20JJ), for forms typed quickly (the cash book). */
  shortYear?: boolean;
  /** The earliest day accepted ('YYYY-MM-DD'); earlier days read as no day. */
  from?: string;
}

/**
 * 'TT.MM.JJJJ' (also 'T.M.JJJJ') or 'JJJJ-MM-TT' → 'YYYY-MM-DD' when it is a calendar day, else
 * null. Forms use text fields rather than <input type="date">: Chromium's date field takes three
 * Tab stops, which breaks entering by keyboard.
 */
export function parseDay(text: string, options: ParseDayOptions = {}): string | null {
  const value = text.trim();
  const german = (options.shortYear ? GERMAN_DAY_SHORT_YEAR : GERMAN_DAY).exec(value);
  const iso = ISO_DAY.exec(value);
  const [y, m, d] = german
    ? [german[3]?.length === 2 ? `20${german[3]}` : german[3], german[2], german[1]]
    : iso
      ? [iso[1], iso[2], iso[3]]
      : [];
  if (!y || !m || !d) return null;
  const day = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  if (options.from !== undefined && day < options.from) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day ? day : null;
}

// The day is a calendar date: formatted in UTC so no time zone shifts it.
const DAY = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-03' → '03.12.2026' (the text itself when it is not such a day). */
export function formatDay(isoDay: string): string {
  const time = Date.parse(`${isoDay}T00:00:00Z`);
  return Number.isNaN(time) ? isoDay : DAY.format(time);
}

// A moment (an ISO time stamp) in the browser's time zone, to the minute.
const DATE_TIME = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '2026-11-21T13:03:00Z' → '21.11.2026, 14:03' in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

const MONTH = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' → 'November 2026'. */
export function formatMonth(month: string): string {
  return MONTH.format(Date.parse(`${month}-01T00:00:00Z`));
}

/** The device's calendar day ('YYYY-MM-DD'), not UTC's: the pharmacy's day (after 23:00 they differ). */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The calendar day in Austria ('YYYY-MM-DD') of `now`: the registers' and enrollments' day,
 * whatever the device's or server's zone (./viennaTime holds the formatter).
 */
export const todayVienna = (now: Date = new Date()): string => viennaDay(now);

/** An instant (ISO) as '24.11.2026, 08:00' in Vienna time: when a register's record was made. */
export const formatViennaDateTime = (iso: string): string => viennaDateTime(iso);

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` lies before. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** ISO weekday of a day 'YYYY-MM-DD': 1 Monday … 7 Sunday. */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/** The day `n` days after `day` 'YYYY-MM-DD' (negative: before), in calendar days. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
