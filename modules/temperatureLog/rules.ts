// The temperature log's rules (issue 15), shared by the client half, the server half, the seed,
// the screen and the PDF report: device kinds and their limits, the bounds of a reading, what
// counts as an excursion, which readings stand after corrections, and the month's daily figures.
// Temperatures are integers in tenths of a degree Celsius (5,3 °C is 53): exact, no floats.
import { viennaDay as viennaDayOf } from '../../src/api/viennaTime';

export const DEVICE_KINDS = ['fridge', 'freezer', 'room'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** How a reading came: typed in, or imported from a logger's CSV. */
export const READING_SOURCES = ['manual', 'import'] as const;
export type ReadingSource = (typeof READING_SOURCES)[number];

/**
 * The usual limits per kind: medicines to be kept cold at 2–8 °C (Ph. Eur. 'im Kühlschrank'),
 * frozen at −25 to −15 °C, the dispensary and store room at 15–25 °C ('nicht über 25 °C lagern').
 */
export const DEFAULT_LIMITS: Record<DeviceKind, { minTenths: number; maxTenths: number }> = {
  fridge: { minTenths: 20, maxTenths: 80 },
  freezer: { minTenths: -250, maxTenths: -150 },
  room: { minTenths: 150, maxTenths: 250 },
};

/** What a logger or thermometer can plausibly show: −40,0 to +60,0 °C. */
export const VALUE_MIN_TENTHS = -400;
export const VALUE_MAX_TENTHS = 600;
export const DEVICE_NAME_MAX = 80;
export const NOTE_MAX = 500;
/** Readings of one `temperature.record` call; a logger's CSV is sent in chunks of this size. */
export const RECORD_MAX = 500;

export interface Limits {
  readonly minTenths: number;
  readonly maxTenths: number;
}

/** 'low' under the lower limit, 'high' above the upper one, null within (limits included). */
export function excursionOf(valueTenths: number, limits: Limits): 'low' | 'high' | null {
  if (valueTenths < limits.minTenths) return 'low';
  if (valueTenths > limits.maxTenths) return 'high';
  return null;
}

export interface ReadingLike {
  readonly id: string;
  readonly deviceId: string;
  readonly measuredAt: string;
  readonly valueTenths: number;
  readonly correctionOf: string | null;
}

/**
 * The readings that stand: a correction replaces the reading it names (the original stays in the
 * record, shown struck through); a correction of a correction replaces that one in turn. Sorted
 * by the time measured.
 */
export function standingReadings<R extends ReadingLike>(readings: readonly R[]): R[] {
  const corrected = new Set(readings.flatMap((r) => (r.correctionOf ? [r.correctionOf] : [])));
  return readings
    .filter((r) => !corrected.has(r.id))
    .sort((a, b) => (a.measuredAt < b.measuredAt ? -1 : a.measuredAt > b.measuredAt ? 1 : 0));
}

/** Whether a reading may be corrected: only one that no other correction names yet. */
export const isCorrectable = (id: string, readings: readonly ReadingLike[]) =>
  !readings.some((r) => r.correctionOf === id);

/** The pharmacy's local day of an instant (Europe/Vienna), 'YYYY-MM-DD'. */
export const viennaDay = (iso: string): string => viennaDayOf(new Date(iso));

export interface DayFigures {
  readonly day: string;
  readonly count: number;
  readonly minTenths: number;
  readonly maxTenths: number;
  readonly excursions: number;
}

/** Per day of `month` ('YYYY-MM', Vienna days) the standing readings' minimum, maximum, excursions. */
export function monthFigures(
  readings: readonly ReadingLike[],
  limits: Limits,
  month: string,
): DayFigures[] {
  const days = new Map<string, { count: number; min: number; max: number; excursions: number }>();
  for (const r of standingReadings(readings)) {
    const day = viennaDay(r.measuredAt);
    if (!day.startsWith(month)) continue;
    const d = days.get(day) ?? { count: 0, min: Infinity, max: -Infinity, excursions: 0 };
    d.count += 1;
    d.min = Math.min(d.min, r.valueTenths);
    d.max = Math.max(d.max, r.valueTenths);
    if (excursionOf(r.valueTenths, limits)) d.excursions += 1;
    days.set(day, d);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([day, d]) => ({
      day,
      count: d.count,
      minTenths: d.min,
      maxTenths: d.max,
      excursions: d.excursions,
    }));
}

/** Tenths as German text: 53 → '5,3', -185 → '−18,5' (a real minus sign). */
export function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? '−' : '';
  const abs = Math.abs(tenths);
  return `${sign}${Math.floor(abs / 10)},${abs % 10}`;
}
