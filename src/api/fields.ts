// Field schemas every synced row and mutation shares.
import { z } from 'zod';

export const id = z.string().uuid();
export const isoDate = z.string().datetime({ offset: true });
/** A calendar day 'YYYY-MM-DD' (no time zone: the pharmacy's day). */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A 'YYYY-MM-DD' that is a real calendar day: 2026-02-30 and 2026-13-01 are refused, not thrown. */
export const calendarDay = isoDay.refine((day) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
});
/** A real calendar day from 2000 on: the day of a register's entry, a batch's expiry. */
export const calendarDayFrom2000 = calendarDay.refine((day) => day >= '2000-01-01');
/** A PZN as typed: 7 digits (Austrian) or 8 (German); its check digit is ./pzn.ts's. */
export const pznDigits = z.string().regex(/^\d{7,8}$/);
/** Monotonic version from one server sequence; a string because it is a bigint. */
export const version = z.string().regex(/^\d+$/);

/** Versions of rows made locally; the next pull replaces them with the server's. */
export const LOCAL_VERSION = '0';
