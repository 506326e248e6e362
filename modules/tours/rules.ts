// The rules of the delivery tours (issue 15): Austrian public holidays (computed, Easter by the
// anonymous Gregorian algorithm), the tours of a day with their exceptions, the next cut-off and
// the wall clock in Vienna. Pure and free of texts: the tour browser, the basket countdown, the
// dashboard widget, the calendar and the server's seed all apply them.
//
// Times: a tour's cut-off and delivery window are wall-clock times in Austria ('HH:MM'). The
// rules count in "Vienna wall-clock milliseconds" (Date.UTC of the Austrian day and time), so a
// browser in another time zone shows the same countdown; no tour runs on a Sunday, the only day
// a daylight-saving switch happens, so the switch never falls between now and a cut-off by more
// than the hour it shifts (documented, accepted).
import { addDays, DAY_MS, weekdayOf } from '../../src/api/days';

export { weekdayOf };

/** A day 'YYYY-MM-DD' from a UTC-based date. */
export const isoDayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** The UTC-midnight date of a day 'YYYY-MM-DD'. */
export const dayDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** ISO 8601 week number of a day 'YYYY-MM-DD' (the week of its Thursday). */
export function isoWeekOf(day: string): number {
  const d = dayDate(day);
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / DAY_MS + 1) / 7);
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Austrian public holidays (gesetzliche Feiertage), by key; the names are texts. */
export const HOLIDAY_KEYS = [
  'neujahr',
  'heiligeDreiKoenige',
  'ostermontag',
  'staatsfeiertag',
  'christiHimmelfahrt',
  'pfingstmontag',
  'fronleichnam',
  'mariaeHimmelfahrt',
  'nationalfeiertag',
  'allerheiligen',
  'mariaeEmpfaengnis',
  'christtag',
  'stefanitag',
] as const;
export type HolidayKey = (typeof HOLIDAY_KEYS)[number];

export interface Holiday {
  readonly day: string;
  readonly key: HolidayKey;
}

/** The year's Austrian public holidays in date order. */
export function austrianHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const list: Holiday[] = [
    { day: fixed(1, 1), key: 'neujahr' },
    { day: fixed(1, 6), key: 'heiligeDreiKoenige' },
    { day: addDays(easter, 1), key: 'ostermontag' },
    { day: fixed(5, 1), key: 'staatsfeiertag' },
    { day: addDays(easter, 39), key: 'christiHimmelfahrt' },
    { day: addDays(easter, 50), key: 'pfingstmontag' },
    { day: addDays(easter, 60), key: 'fronleichnam' },
    { day: fixed(8, 15), key: 'mariaeHimmelfahrt' },
    { day: fixed(10, 26), key: 'nationalfeiertag' },
    { day: fixed(11, 1), key: 'allerheiligen' },
    { day: fixed(12, 8), key: 'mariaeEmpfaengnis' },
    { day: fixed(12, 25), key: 'christtag' },
    { day: fixed(12, 26), key: 'stefanitag' },
  ];
  return list.sort((x, y) => x.day.localeCompare(y.day));
}

const holidayCache = new Map<number, Map<string, HolidayKey>>();

/** The holiday on a day, if it is one. */
export function holidayOn(day: string): HolidayKey | null {
  const year = Number(day.slice(0, 4));
  let map = holidayCache.get(year);
  if (!map) {
    map = new Map(austrianHolidays(year).map((h) => [h.day, h.key]));
    holidayCache.set(year, map);
  }
  return map.get(day) ?? null;
}

/** What a tour is, as far as the rules need it (the synced row has more). */
export interface TourLike {
  readonly id: string;
  readonly weekday: number;
  readonly cutoff: string;
  readonly deliveryFrom: string;
  readonly deliveryTo: string;
}

/** A change of one tour on one day: cancelled, or run on `newDay` at other times. */
export interface TourExceptionLike {
  readonly id: string;
  readonly tourId: string;
  readonly day: string;
  readonly kind: 'cancelled' | 'moved';
  readonly newDay: string | null;
  readonly cutoff: string | null;
  readonly deliveryFrom: string | null;
  readonly deliveryTo: string | null;
  /** The wholesaler's words ('Ersatztour für den Feiertag'). */
  readonly note: string;
}

/** One run of a tour on a day. */
export interface TourRun<T extends TourLike = TourLike> {
  readonly tour: T;
  readonly day: string;
  readonly cutoff: string;
  readonly deliveryFrom: string;
  readonly deliveryTo: string;
  /** The exception that moved or changed this run (null: the weekly rule). */
  readonly change: TourExceptionLike | null;
}

/** A tour that does not run on a day it would by the weekly rule, and why. */
export interface TourGap<T extends TourLike = TourLike> {
  readonly tour: T;
  readonly day: string;
  readonly reason: 'holiday' | 'cancelled' | 'moved';
  readonly change: TourExceptionLike | null;
}

/** The runs and gaps of one day. */
export interface TourDay<T extends TourLike = TourLike> {
  readonly runs: TourRun<T>[];
  readonly gaps: TourGap<T>[];
}

/** The tours of a day: the weekly rule without holidays and exceptions, plus moved-in runs. */
export function toursOnDay<T extends TourLike>(
  day: string,
  tours: readonly T[],
  exceptions: readonly TourExceptionLike[],
): TourDay<T> {
  const weekday = weekdayOf(day);
  const holiday = holidayOn(day) !== null;
  const runs: TourRun<T>[] = [];
  const gaps: TourGap<T>[] = [];
  const byId = new Map(tours.map((t) => [t.id, t]));
  for (const tour of tours) {
    if (tour.weekday !== weekday) continue;
    const change = exceptions.find((e) => e.tourId === tour.id && e.day === day) ?? null;
    if (change && change.kind === 'moved' && (change.newDay ?? day) === day) continue; // below
    if (change) gaps.push({ tour, day, reason: change.kind, change });
    else if (holiday) gaps.push({ tour, day, reason: 'holiday', change: null });
    else runs.push({ ...plainRun(tour, day), change: null });
  }
  for (const change of exceptions) {
    if (change.kind !== 'moved' || (change.newDay ?? change.day) !== day) continue;
    const tour = byId.get(change.tourId);
    if (!tour) continue;
    runs.push({
      tour,
      day,
      cutoff: change.cutoff ?? tour.cutoff,
      deliveryFrom: change.deliveryFrom ?? tour.deliveryFrom,
      deliveryTo: change.deliveryTo ?? tour.deliveryTo,
      change,
    });
  }
  runs.sort((a, b) => a.cutoff.localeCompare(b.cutoff));
  return { runs, gaps };
}

const plainRun = <T extends TourLike>(tour: T, day: string) => ({
  tour,
  day,
  cutoff: tour.cutoff,
  deliveryFrom: tour.deliveryFrom,
  deliveryTo: tour.deliveryTo,
});

const VIENNA = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Vienna',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The Austrian wall clock of an instant, as Vienna wall-clock milliseconds. */
export function viennaWallMs(instant: number): number {
  const parts = Object.fromEntries(
    VIENNA.formatToParts(new Date(instant)).map((p) => [p.type, p.value]),
  );
  const n = (key: string) => Number(parts[key] ?? 0);
  return (
    Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) +
    (((instant % 1000) + 1000) % 1000)
  );
}

/** The Austrian calendar day of an instant. */
export const viennaToday = (instant: number): string => isoDayOf(new Date(viennaWallMs(instant)));

/** Vienna wall-clock milliseconds of a day and a time 'HH:MM'. */
export const wallMsOf = (day: string, time: string): number =>
  dayDate(day).getTime() + (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) * 60_000;

/** How far ahead the next cut-off is looked for (a fortnight covers Christmas and Easter). */
export const LOOKAHEAD_DAYS = 21;

/**
 * The next run whose cut-off is still ahead of `instant` (skipping holidays and cancelled runs,
 * taking moved ones), with the milliseconds left until its cut-off; null when none within
 * LOOKAHEAD_DAYS (no tours at all).
 */
export function nextCutoff<T extends TourLike>(
  tours: readonly T[],
  exceptions: readonly TourExceptionLike[],
  instant: number,
): { run: TourRun<T>; msLeft: number } | null {
  if (tours.length === 0) return null;
  const wall = viennaWallMs(instant);
  const today = isoDayOf(new Date(wall));
  for (let i = 0; i <= LOOKAHEAD_DAYS; i += 1) {
    const day = addDays(today, i);
    for (const run of toursOnDay(day, tours, exceptions).runs) {
      const msLeft = wallMsOf(day, run.cutoff) - wall;
      if (msLeft > 0) return { run, msLeft };
    }
  }
  return null;
}

/** When the basket warns: 5 minutes before the cut-off (DOMAIN.md, the wholesalers' advice). */
export const WARN_MS = 5 * 60_000;

/** The days of the week (Monday first) that hold `day`. */
export function weekOf(day: string): string[] {
  const monday = addDays(day, 1 - weekdayOf(day));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The days shown for a month: whole weeks, Monday first, from the week of the 1st. */
export function monthGrid(year: number, month: number): string[] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const start = addDays(first, 1 - weekdayOf(first));
  const next =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const last = addDays(next, -1);
  const end = addDays(last, 7 - weekdayOf(last));
  const days: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) days.push(d);
  return days;
}
