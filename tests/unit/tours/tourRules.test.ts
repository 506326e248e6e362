// The tours' rules (issue 15): Easter and the Austrian public holidays, ISO weeks, a day's tours
// with holidays and changes, the next cut-off, the Vienna wall clock and the month grid.
import { describe, expect, it } from 'vitest';
import {
  austrianHolidays,
  easterSunday,
  holidayOn,
  isoWeekOf,
  monthGrid,
  nextCutoff,
  toursOnDay,
  viennaToday,
  viennaWallMs,
  WARN_MS,
  type TourExceptionLike,
  type TourLike,
} from '../../../modules/tours/rules';

describe('Easter (anonymous Gregorian algorithm)', () => {
  it.each([
    [1818, '1818-03-22'],
    [1943, '1943-04-25'],
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i: %s', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });
});

describe('Austrian public holidays', () => {
  it('lists the 13 holidays of 2026 with the movable ones from Easter', () => {
    expect(austrianHolidays(2026)).toEqual([
      { day: '2026-01-01', key: 'neujahr' },
      { day: '2026-01-06', key: 'heiligeDreiKoenige' },
      { day: '2026-04-06', key: 'ostermontag' },
      { day: '2026-05-01', key: 'staatsfeiertag' },
      { day: '2026-05-14', key: 'christiHimmelfahrt' },
      { day: '2026-05-25', key: 'pfingstmontag' },
      { day: '2026-06-04', key: 'fronleichnam' },
      { day: '2026-08-15', key: 'mariaeHimmelfahrt' },
      { day: '2026-10-26', key: 'nationalfeiertag' },
      { day: '2026-11-01', key: 'allerheiligen' },
      { day: '2026-12-08', key: 'mariaeEmpfaengnis' },
      { day: '2026-12-25', key: 'christtag' },
      { day: '2026-12-26', key: 'stefanitag' },
    ]);
  });

  it('finds a holiday by day, and none on an ordinary day or Good Friday', () => {
    expect(holidayOn('2025-04-21')).toBe('ostermontag');
    expect(holidayOn('2025-06-19')).toBe('fronleichnam');
    expect(holidayOn('2026-04-03')).toBeNull();
    expect(holidayOn('2026-12-24')).toBeNull();
  });
});

describe('ISO weeks', () => {
  it.each([
    ['2026-01-01', 1],
    ['2026-12-31', 53],
    ['2027-01-03', 53],
    ['2027-01-04', 1],
    ['2024-12-30', 1],
    ['2026-11-25', 48],
  ])('%s is in KW %i', (day, week) => {
    expect(isoWeekOf(day)).toBe(week);
  });
});

const tour = (id: string, weekday: number, cutoff: string): TourLike => ({
  id,
  weekday,
  cutoff,
  deliveryFrom: '12:00',
  deliveryTo: '13:00',
});
// Tuesday's and Wednesday's morning and afternoon tours, Monday's morning tour.
const TOURS = [
  tour('mo', 1, '09:00'),
  tour('di-am', 2, '09:00'),
  tour('di-pm', 2, '14:00'),
  tour('mi-am', 3, '09:00'),
];
const change = (over: Partial<TourExceptionLike>): TourExceptionLike => ({
  id: 'x',
  tourId: 'di-am',
  day: '2026-12-08',
  kind: 'moved',
  newDay: '2026-12-09',
  cutoff: '12:00',
  deliveryFrom: '14:00',
  deliveryTo: '16:00',
  note: 'Ersatztour',
  ...over,
});
/** The instant of a Vienna wall-clock time in winter (UTC+1). */
const winter = (day: string, time: string) => Date.parse(`${day}T${time}:00+01:00`);

describe("a day's tours", () => {
  it('runs the weekly tours on an ordinary day, in cut-off order', () => {
    const day = toursOnDay('2026-12-01', TOURS, []);
    expect(day.runs.map((r) => r.tour.id)).toEqual(['di-am', 'di-pm']);
    expect(day.gaps).toEqual([]);
  });

  it('drops the tours of a holiday; a moved tour runs on its new day', () => {
    const exceptions = [change({})];
    const holiday = toursOnDay('2026-12-08', TOURS, exceptions);
    expect(holiday.runs).toEqual([]);
    expect(holiday.gaps.map((g) => [g.tour.id, g.reason])).toEqual([
      ['di-am', 'moved'],
      ['di-pm', 'holiday'],
    ]);
    const after = toursOnDay('2026-12-09', TOURS, exceptions);
    expect(after.runs.map((r) => [r.tour.id, r.cutoff, r.change?.note ?? null])).toEqual([
      ['mi-am', '09:00', null],
      ['di-am', '12:00', 'Ersatztour'],
    ]);
  });

  it('cancels a run, or changes its times on the same day', () => {
    const exceptions = [
      change({ day: '2026-12-01', tourId: 'di-pm', kind: 'cancelled', newDay: null }),
      change({ day: '2026-12-01', newDay: '2026-12-01', cutoff: '08:00' }),
    ];
    const day = toursOnDay('2026-12-01', TOURS, exceptions);
    expect(day.runs.map((r) => [r.tour.id, r.cutoff])).toEqual([['di-am', '08:00']]);
    expect(day.gaps.map((g) => [g.tour.id, g.reason])).toEqual([['di-pm', 'cancelled']]);
  });
});

describe('the next cut-off', () => {
  it('is the first run whose cut-off is ahead, with the time left', () => {
    const next = nextCutoff(TOURS, [], winter('2026-12-01', '08:56'));
    expect(next?.run.tour.id).toBe('di-am');
    expect(next?.msLeft).toBe(4 * 60_000);
    expect((next?.msLeft ?? 0) <= WARN_MS).toBe(true);
    expect(nextCutoff(TOURS, [], winter('2026-12-01', '09:00'))?.run.tour.id).toBe('di-pm');
  });

  it('skips a holiday and takes the moved run', () => {
    const next = nextCutoff(TOURS, [change({})], winter('2026-12-07', '10:00'));
    expect(next?.run.day).toBe('2026-12-09');
    expect(next?.run.tour.id).toBe('mi-am');
    const late = nextCutoff(TOURS, [change({})], winter('2026-12-09', '10:00'));
    expect([late?.run.tour.id, late?.run.cutoff]).toEqual(['di-am', '12:00']);
  });

  it('is null without tours', () => {
    expect(nextCutoff([], [], Date.now())).toBeNull();
  });
});

describe('the Vienna wall clock', () => {
  it('follows summer and winter time, whatever the device zone', () => {
    expect(new Date(viennaWallMs(Date.parse('2026-07-01T10:00:00Z'))).toISOString()).toBe(
      '2026-07-01T12:00:00.000Z',
    );
    expect(new Date(viennaWallMs(Date.parse('2026-12-01T10:00:00Z'))).toISOString()).toBe(
      '2026-12-01T11:00:00.000Z',
    );
    expect(viennaToday(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('the month grid', () => {
  it('holds whole weeks from Monday, December 2026 from 30 November to 3 January', () => {
    const days = monthGrid(2026, 12);
    expect(days).toHaveLength(35);
    expect(days[0]).toBe('2026-11-30');
    expect(days[34]).toBe('2027-01-03');
  });
});
