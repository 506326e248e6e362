// Reading a data logger's CSV export (issue 15): the usual layouts of the loggers Austrian
// pharmacies use, 'Datum;Uhrzeit;Temperatur' ('24.11.2026;08:00;5,3') or
// 'Zeitstempel;Temperatur' ('2026-11-24T08:00' or '24.11.2026 08:00:00'), separated by
// semicolons, commas or tabs, a decimal comma or point, a header line and '°C' tolerated.
// Times are Vienna wall-clock time. Every bad line is reported with its number and what is wrong
// (in German); the good lines are kept, so the user sees both before anything is queued.
import { VALUE_MAX_TENTHS, VALUE_MIN_TENTHS } from '../rules';
import { parseDay, parseTime, viennaInstant } from './logic';
import { temperatureLogDe } from '../texts.de';

const t = temperatureLogDe.csvErrors;

export interface CsvReading {
  readonly line: number;
  readonly measuredAt: string;
  readonly valueTenths: number;
}
export interface CsvLineError {
  readonly line: number;
  readonly message: string;
}
export interface CsvResult {
  readonly readings: readonly CsvReading[];
  readonly errors: readonly CsvLineError[];
}

/** The separator of the file: a semicolon unless the first data line has tabs (or only commas). */
function separatorOf(line: string): string {
  if (line.includes(';')) return ';';
  if (line.includes('\t')) return '\t';
  return ',';
}

function parseValue(text: string): number | string {
  const value = text
    .trim()
    .replace(/\s|°C?$/g, '')
    .replace('−', '-');
  const match = /^([+-]?)(\d{1,3})(?:[.,](\d+))?$/.exec(value);
  if (!match) return t.value(text.trim());
  // Loggers write two decimals (5,27): rounded to tenths, as the log keeps them.
  const number = Number(`${match[2]}.${match[3] ?? '0'}`) * (match[1] === '-' ? -1 : 1);
  const tenths = Math.round(number * 10);
  if (tenths < VALUE_MIN_TENTHS || tenths > VALUE_MAX_TENTHS) return t.range(text.trim());
  return tenths === 0 ? 0 : tenths;
}

/** Splits a timestamp 'YYYY-MM-DDTHH:MM[:SS]' or 'TT.MM.JJJJ HH:MM[:SS]' into day and time. */
function splitStamp(stamp: string): [string, string] {
  const [day = '', time = ''] = stamp.trim().split(/[T\s]+/);
  return [day, time];
}

export function parseLoggerCsv(text: string, now: Date): CsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const readings: CsvReading[] = [];
  const errors: CsvLineError[] = [];
  const seen = new Map<string, number>();
  const firstData = lines.find((l) => /\d/.test(l)) ?? '';
  const separator = separatorOf(firstData);
  const limit = now.getTime() + 86_400_000;
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = raw.split(separator).map((c) => c.trim().replace(/^"|"$/g, ''));
    // A header line (no digit in its first cell) is skipped.
    if (!/\d/.test(cells[0] ?? '')) return;
    let dayText: string;
    let timeText: string;
    let valueText: string;
    if (cells.length >= 3) {
      [dayText = '', timeText = '', valueText = ''] = cells;
    } else if (cells.length >= 2) {
      [dayText, timeText] = splitStamp(cells[0] ?? '');
      valueText = cells[1] ?? '';
    } else {
      errors.push({ line, message: t.columns });
      return;
    }
    const day = parseDay(dayText);
    if (!day) return void errors.push({ line, message: t.date(dayText) });
    const minutes = parseTime(timeText);
    if (minutes === null) return void errors.push({ line, message: t.time(timeText) });
    const value = parseValue(valueText);
    if (typeof value === 'string') return void errors.push({ line, message: value });
    if (day < '2000-01-01') return void errors.push({ line, message: t.early });
    const measuredAt = viennaInstant(day, minutes);
    if (Date.parse(measuredAt) > limit) return void errors.push({ line, message: t.future });
    const earlier = seen.get(measuredAt);
    if (earlier !== undefined) return void errors.push({ line, message: t.twice(earlier) });
    seen.set(measuredAt, line);
    readings.push({ line, measuredAt, valueTenths: value });
  });
  return { readings, errors };
}
