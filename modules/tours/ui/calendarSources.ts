// The calendar's extension point (issue 15): further dated entries other modules put into the
// month, such as the pre-order windows' deadlines (Vorbestellung, built separately). The calendar
// itself shows delivery days (tours), holidays and tour changes; everything else comes from a
// source registered here, read from the local database so it works offline.
//
// How a module adds its entries: write a `CalendarSource` in its own feature folder (reading its
// local table with the session's delivery customer) and add it to CALENDAR_SOURCES. The month
// marks a day with an entry by ⏰ and the day's details list the entries under 'Fristen'.
// Nothing is registered yet: the pre-order module was built in parallel and is not imported
// here, so the calendar does not depend on its code.
import type { PortalDb } from '../../../src/db';

/** One dated entry of another module, e.g. 'Vorbestellung Grippeimpfstoff: Bestellfrist'. */
export interface CalendarEntry {
  readonly id: string;
  /** The day 'YYYY-MM-DD'. */
  readonly day: string;
  /** What ends or happens, in German ('Bestellfrist Vorbestellung Grippeimpfstoff'). */
  readonly title: string;
  /** Optional detail ('bis 12:00 Uhr, höchstens 50 Packungen'). */
  readonly detail?: string;
}

/** The entries of a source between two days (both included), for a delivery customer. */
export type CalendarSource = (
  db: PortalDb,
  scope: { readonly lieferkundeNr: number | null; readonly from: string; readonly to: string },
) => Promise<CalendarEntry[]>;

export const CALENDAR_SOURCES: readonly CalendarSource[] = [];

/** The entries of every registered source in the range. */
export async function loadCalendarEntries(
  db: PortalDb,
  scope: { readonly lieferkundeNr: number | null; readonly from: string; readonly to: string },
): Promise<CalendarEntry[]> {
  const lists = await Promise.all(CALENDAR_SOURCES.map((source) => source(db, scope)));
  return lists.flat().sort((a, b) => a.day.localeCompare(b.day));
}
