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

const utc = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` lies before. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((utc(to) - utc(from)) / 86_400_000);
