// The screens' own helpers (issue 15): the calendar's month step, the call plan's next call and
// the tour browser's notes of a day in words.
import { describe, expect, it } from 'vitest';
import type { CallSlotRow } from '../../../modules/callPlan/contract';
import { toursOnDay } from '../../../modules/tours/rules';
import type { TourRow } from '../../../modules/tours/contract';
import { shiftMonth } from '../../../modules/tours/ui/CalendarPage';
import { nextCall } from '../../../modules/callPlan/ui/CallPlanPage';
import { dayNotes } from '../../../modules/tours/ui/TourBrowserPage';

describe('the calendar month step', () => {
  it('keeps the day, clamped to the month, across years', () => {
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonth('2026-12-08', 1)).toBe('2027-01-08');
    expect(shiftMonth('2027-01-08', -1)).toBe('2026-12-08');
    expect(shiftMonth('2024-03-31', -1)).toBe('2024-02-29');
  });
});

const slot = (id: string, weekday: number, time: string): CallSlotRow => ({
  id,
  lieferkundeNr: 1,
  customerName: 'Apotheke',
  customerPlace: 'Graz',
  customerPhone: '+43 1',
  weekday,
  time,
  callerKind: 'innendienst',
  callerId: null,
  callerName: 'Petra Koller',
  callerPhone: '+43 316 712300',
  version: '1',
});

describe("the call plan's next call", () => {
  const slots = [slot('di', 2, '08:45'), slot('mi', 3, '09:00')];
  it('is the first slot at or after now, this week or the next', () => {
    // Tuesday 1 December 2026, 08:00 in Vienna.
    expect(nextCall(slots, Date.parse('2026-12-01T08:00:00+01:00'))?.slot.id).toBe('di');
    expect(nextCall(slots, Date.parse('2026-12-01T09:00:00+01:00'))?.day).toBe('2026-12-02');
  });
  it('skips a holiday (8 December is Mariä Empfängnis)', () => {
    expect(nextCall(slots, Date.parse('2026-12-08T07:00:00+01:00'))).toMatchObject({
      day: '2026-12-09',
    });
  });
});

describe("the tour browser's notes of a day", () => {
  const tour: TourRow = {
    id: '00000000-0000-4000-8000-000000000001',
    lieferkundeNr: 1,
    weekday: 2,
    tourNr: 'T 143',
    name: 'Vormittagstour',
    cutoff: '09:30',
    deliveryFrom: '11:30',
    deliveryTo: '13:00',
    version: '1',
  };
  it('names the holiday and the tour that does not run', () => {
    expect(dayNotes('2026-12-08', toursOnDay('2026-12-08', [tour], []))).toEqual([
      'Feiertag: Mariä Empfängnis',
      'Vormittagstour (T 143) entfällt (Feiertag)',
    ]);
  });
});
