// Pure helpers of the temperature log's screen: typed dates, times and temperatures (German
// messages), Vienna local time to an instant, months, and what a device card shows.
import {
  excursionOf,
  standingReadings,
  VALUE_MAX_TENTHS,
  VALUE_MIN_TENTHS,
  viennaDay,
  type Limits,
} from '../rules';
import type { TempAcknowledgementRow, TempReadingRow } from '../contract';
import { temperatureLogDe } from '../texts.de';
import { parseDay } from '../../../src/api/days';

const e = temperatureLogDe.errors;
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** '5,3', '5.3', '-18', '−18,5', '+4' → tenths of °C; at most one decimal, within the range. */
export function parseTemperature(text: string): Parsed<number> {
  const value = text.trim().replace(/\s/g, '').replace('−', '-').replace(/°C?$/, '');
  if (value === '') return { ok: false, error: e.valueRequired };
  const match = /^([+-]?)(\d{1,3})(?:[.,](\d))?$/.exec(value);
  if (!match) return { ok: false, error: e.value };
  const tenths = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 10 + Number(match[3] ?? '0'));
  if (tenths < VALUE_MIN_TENTHS || tenths > VALUE_MAX_TENTHS) return { ok: false, error: e.range };
  return { ok: true, value: tenths === 0 ? 0 : tenths };
}

export { parseDay };

/** 'HH:MM' or 'HH:MM:SS' (also 'H:MM') → minutes of the day. */
export function parseTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [h, m] = [Number(match[1]), Number(match[2])];
  return h < 24 && m < 60 ? h * 60 + m : null;
}

/** Minutes the Vienna clock is ahead of UTC at `time` (60 in winter, 120 in summer). */
function viennaOffset(time: number): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vienna',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(time));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((local - Math.floor(time / 60_000) * 60_000) / 60_000);
}

/** A Vienna wall-clock day and time as an ISO instant ('2026-11-24', 480 → '…T07:00:00.000Z'). */
export function viennaInstant(day: string, minutes: number): string {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  let time = wall - viennaOffset(wall) * 60_000;
  time = wall - viennaOffset(time) * 60_000;
  return new Date(time).toISOString();
}

/** '24.11.2026, 08:00' and '08:00' in Vienna time: the shared formatters, as the screens name them. */
export {
  viennaDateTime as formatInstant,
  viennaTime as formatTime,
} from '../../../src/api/viennaTime';
/** '24.11.' for the chart's axis. */
export const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const formatMonth = (month: string) =>
  new Intl.DateTimeFormat('de-AT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
export function shiftMonth(month: string, by: number): string {
  const [y = 0, m = 1] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** Today in Vienna, 'YYYY-MM-DD'. */
export const todayVienna = (now = new Date()) => viennaDay(now.toISOString());

export interface Excursion {
  readonly reading: TempReadingRow;
  readonly kind: 'low' | 'high';
  readonly acknowledgement: TempAcknowledgementRow | undefined;
}

/** The standing readings outside the limits, newest first, with their acknowledgement. */
export function excursionsOf(
  readings: readonly TempReadingRow[],
  limits: Limits,
  acks: ReadonlyMap<string, TempAcknowledgementRow>,
): Excursion[] {
  return standingReadings(readings)
    .flatMap((reading) => {
      const kind = excursionOf(reading.valueTenths, limits);
      return kind ? [{ reading, kind, acknowledgement: acks.get(reading.id) }] : [];
    })
    .reverse();
}

export interface DeviceSummary {
  readonly last: TempReadingRow | undefined;
  readonly today: { minTenths: number; maxTenths: number } | undefined;
  readonly open: number;
}

/** What a device's card shows: the last reading, today's min/max, the open excursions. */
export function summarize(
  readings: readonly TempReadingRow[],
  limits: Limits,
  acks: ReadonlyMap<string, TempAcknowledgementRow>,
  today: string,
): DeviceSummary {
  const standing = standingReadings(readings);
  const ofToday = standing.filter((r) => viennaDay(r.measuredAt) === today);
  const values = ofToday.map((r) => r.valueTenths);
  return {
    last: standing.at(-1),
    today: values.length
      ? { minTenths: Math.min(...values), maxTenths: Math.max(...values) }
      : undefined,
    open: excursionsOf(readings, limits, acks).filter((x) => !x.acknowledgement).length,
  };
}
