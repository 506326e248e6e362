// Delivery tours (Tourenbrowser, issue 15): the wholesaler's tours to each delivery address per
// weekday (Mo–Sa), each with its order cut-off (Bestellschluss) and delivery window, and the
// changes of single days (a tour cancelled or moved, mostly around public holidays). Read-only
// for the pharmacy; the server half: modules/tours/server/sync.ts, the demo data: modules/tours/server/seed.ts,
// the rules (holidays, next cut-off): modules/tours/rules.ts.
//
// Who receives them: the tour browser's role, and also the shop's (the basket's cut-off
// countdown and the dashboard widget) and the calendar's (delivery days), so a user who orders
// sees when the order has to go out without the role Tourenbrowser.
import { z } from 'zod';
import { id, isoDay } from '../../src/api/fields';
import { customerRow } from '../../src/api/customerRow';
import { defineModule, type Collections, customerCollection } from '../../src/api/module';

/** 'HH:MM', Austrian wall-clock time. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** One tour of one delivery address on one weekday. */
export const TourRow = customerRow({
  /** ISO weekday: 1 Monday … 6 Saturday (no tours on Sunday). */
  weekday: z.number().int().min(1).max(6),
  /** The tour's number on the wholesaler's plan ('T 214'). */
  tourNr: z.string(),
  /** 'Vormittagstour', 'Nachmittagstour'. */
  name: z.string(),
  /** The order cut-off (Bestellschluss). */
  cutoff: clockTime,
  /** The delivery window. */
  deliveryFrom: clockTime,
  deliveryTo: clockTime,
});
export type TourRow = z.infer<typeof TourRow>;

export const TOUR_EXCEPTION_KINDS = ['cancelled', 'moved'] as const;

/**
 * A change of one tour's run on one day: cancelled, or moved to `newDay` (the same day for
 * other times) with the times given (null: the tour's own).
 */
export const TourExceptionRow = customerRow({
  tourId: id,
  day: isoDay,
  kind: z.enum(TOUR_EXCEPTION_KINDS),
  newDay: isoDay.nullable(),
  cutoff: clockTime.nullable(),
  deliveryFrom: clockTime.nullable(),
  deliveryTo: clockTime.nullable(),
  /** The wholesaler's words ('Ersatztour wegen Feiertag'). */
  note: z.string(),
});
export type TourExceptionRow = z.infer<typeof TourExceptionRow>;

export const TOURS_COLLECTIONS = {
  tours: customerCollection(TourRow, 'tourBrowser', {
    alsoAreas: ['shop', 'calendar'],
    indexes: ['lieferkundeNr'],
    pageMax: 500,
  }),
  tourExceptions: customerCollection(TourExceptionRow, 'tourBrowser', {
    alsoAreas: ['shop', 'calendar'],
    indexes: ['lieferkundeNr', 'day'],
    pageMax: 500,
  }),
} as const satisfies Collections;

export const toursModule = defineModule({
  name: 'tours',
  collections: TOURS_COLLECTIONS,
  mutations: [],
});
