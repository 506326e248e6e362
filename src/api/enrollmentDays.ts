// Calendar days of the enrollment screens (pre-order, stock levels, issue 15): both halves count
// deadlines in the pharmacy's day in Austria, whatever the device's or server's zone.

/** The calendar day in Austria of an instant: the shared one of ./viennaTime. */
export { viennaDay } from './viennaTime';

/** Whole days between two calendar days: the shared count of ./days. */
export { daysBetween } from './days';
