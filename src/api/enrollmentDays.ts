// Calendar days of the enrollment screens (pre-order, stock levels, issue 15): both halves count
// deadlines in the pharmacy's day in Austria, whatever the device's or server's zone.
import { todayVienna } from './days';

/** The calendar day in Austria ('YYYY-MM-DD') of an instant. */
export const viennaDay = (time: Date): string => todayVienna(time);

/** Whole days between two calendar days: the shared count of ./days. */
export { daysBetween } from './days';
