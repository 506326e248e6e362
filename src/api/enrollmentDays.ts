// Calendar days of the enrollment screens (pre-order, stock levels, issue 15): both halves count
// deadlines in the pharmacy's day in Austria, whatever the device's or server's zone.

const VIENNA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Vienna',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Austria ('YYYY-MM-DD') of an instant. */
export const viennaDay = (time: Date): string => VIENNA_DAY.format(time);

/** Whole days between two calendar days: the shared count of ./days. */
export { daysBetween } from './days';
