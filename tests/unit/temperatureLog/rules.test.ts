// The temperature log's pure rules (issue 15): excursions, corrections, the month's daily
// figures, typed temperatures and times in Vienna, and a logger's CSV with German line errors.
import { describe, expect, it } from 'vitest';
import {
  excursionOf,
  formatTenths,
  monthFigures,
  standingReadings,
  type ReadingLike,
} from '../../../modules/temperatureLog/rules';
import { parseLoggerCsv } from '../../../modules/temperatureLog/ui/csvImport';
import {
  parseDay,
  parseTemperature,
  parseTime,
  viennaInstant,
} from '../../../modules/temperatureLog/ui/logic';
import { temperatureLogDe } from '../../../modules/temperatureLog/texts.de';

const fridge = { minTenths: 20, maxTenths: 80 };
const reading = (
  id: string,
  measuredAt: string,
  valueTenths: number,
  correctionOf: string | null = null,
): ReadingLike => ({
  id,
  deviceId: 'd',
  measuredAt,
  valueTenths,
  correctionOf,
});

describe('excursions and corrections', () => {
  it('flags values outside 2–8 °C, the limits themselves are within', () => {
    expect([19, 20, 80, 81].map((v) => excursionOf(v, fridge))).toEqual([
      'low',
      null,
      null,
      'high',
    ]);
  });

  it('lets a correction stand instead of the reading it names, also a correction of a correction', () => {
    const readings = [
      reading('b', '2026-11-02T07:00:00.000Z', 50),
      reading('a', '2026-11-01T07:00:00.000Z', 530),
      reading('a2', '2026-11-01T07:00:00.000Z', 35, 'a'),
      reading('a3', '2026-11-01T07:00:00.000Z', 53, 'a2'),
    ];
    expect(standingReadings(readings).map((r) => r.id)).toEqual(['a3', 'b']);
  });

  it('gives per Vienna day the minimum, maximum and excursions of the standing readings', () => {
    const readings = [
      // 23:30 UTC on 31 Oct is 00:30 on 1 Nov in Vienna.
      reading('x', '2026-10-31T23:30:00.000Z', 95),
      reading('y', '2026-11-01T16:00:00.000Z', 40),
      reading('z', '2026-11-02T07:00:00.000Z', 530),
      reading('z2', '2026-11-02T07:00:00.000Z', 53, 'z'),
      reading('old', '2026-10-30T07:00:00.000Z', 10),
    ];
    expect(monthFigures(readings, fridge, '2026-11')).toEqual([
      { day: '2026-11-01', count: 2, minTenths: 40, maxTenths: 95, excursions: 1 },
      { day: '2026-11-02', count: 1, minTenths: 53, maxTenths: 53, excursions: 0 },
    ]);
  });

  it('writes tenths the German way with a real minus sign', () => {
    expect([53, -185, 0, -5, 600].map(formatTenths)).toEqual([
      '5,3',
      '−18,5',
      '0,0',
      '−0,5',
      '60,0',
    ]);
  });
});

describe('typed input', () => {
  const e = temperatureLogDe.errors;
  it('reads temperatures with comma or point, at most one decimal, within −40 to 60 °C', () => {
    expect(parseTemperature('5,3')).toEqual({ ok: true, value: 53 });
    expect(parseTemperature(' -18.5 ')).toEqual({ ok: true, value: -185 });
    expect(parseTemperature('−2')).toEqual({ ok: true, value: -20 });
    expect(parseTemperature('')).toEqual({ ok: false, error: e.valueRequired });
    expect(parseTemperature('5,35')).toEqual({ ok: false, error: e.value });
    expect(parseTemperature('warm')).toEqual({ ok: false, error: e.value });
    expect(parseTemperature('60,1')).toEqual({ ok: false, error: e.range });
  });

  it('reads days and times, refusing what is not on the calendar or the clock', () => {
    expect(parseDay('1.2.2026')).toBe('2026-02-01');
    expect(parseDay('2026-11-24')).toBe('2026-11-24');
    expect(parseDay('30.02.2026')).toBeNull();
    expect(parseTime('7:05')).toBe(425);
    expect(parseTime('24:00')).toBeNull();
  });

  it('turns Vienna wall-clock time into the instant, in winter and in summer', () => {
    expect(viennaInstant('2026-11-24', 8 * 60)).toBe('2026-11-24T07:00:00.000Z');
    expect(viennaInstant('2026-07-01', 8 * 60)).toBe('2026-07-01T06:00:00.000Z');
  });
});

describe('a logger CSV', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const c = temperatureLogDe.csvErrors;

  it('reads Datum;Uhrzeit;Temperatur with a header, a BOM and decimal commas', () => {
    const csv =
      '\uFEFFDatum;Uhrzeit;Temperatur [°C]\r\n24.11.2026;08:00;5,3\r\n24.11.2026;08:15;5,27\r\n\r\n';
    expect(parseLoggerCsv(csv, now)).toEqual({
      readings: [
        { line: 2, measuredAt: '2026-11-24T07:00:00.000Z', valueTenths: 53 },
        { line: 3, measuredAt: '2026-11-24T07:15:00.000Z', valueTenths: 53 },
      ],
      errors: [],
    });
  });

  it('reads timestamp,value files with a point', () => {
    const csv = 'Zeit,Wert\n2026-11-24T08:00:00,4.5\n2026-11-24 09:00,-1.0\n';
    expect(parseLoggerCsv(csv, now).readings.map((r) => [r.measuredAt, r.valueTenths])).toEqual([
      ['2026-11-24T07:00:00.000Z', 45],
      ['2026-11-24T08:00:00.000Z', -10],
    ]);
  });

  it('reports each bad line with its number and what is wrong, keeping the good ones', () => {
    const csv = [
      'Datum;Uhrzeit;Temperatur',
      '24.11.2026;08:00;5,3',
      '31.11.2026;08:00;5,3',
      '24.11.2026;8 Uhr;5,3',
      '24.11.2026;09:00;warm',
      '24.11.2026;10:00;99,0',
      '24.11.2026;08:00;5,4',
      '01.01.1970;08:00;5,0',
      '27.11.2026;08:00;5,0',
      '42',
    ].join('\n');
    const result = parseLoggerCsv(csv, now);
    expect(result.readings.map((r) => r.line)).toEqual([2]);
    expect(result.errors).toEqual([
      { line: 3, message: c.date('31.11.2026') },
      { line: 4, message: c.time('8 Uhr') },
      { line: 5, message: c.value('warm') },
      { line: 6, message: c.range('99,0') },
      { line: 7, message: c.twice(2) },
      { line: 8, message: c.early },
      { line: 9, message: c.future },
      { line: 10, message: c.columns },
    ]);
  });
});
