// A moment as the pharmacy reads it: Austria's wall clock and calendar, whatever the zone of the
// device or the server. One formatter each for the registers' printouts (PDFs on the server),
// their screens and CSV exports and the deadlines both halves count, so all read alike.
const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Vienna',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DATE_TIME = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const TIME = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  hour: '2-digit',
  minute: '2-digit',
});

/** The calendar day in Austria ('YYYY-MM-DD') of an instant. */
export const viennaDay = (time: Date): string => DAY.format(time);

/** '2026-11-24T07:00:00Z' → '24.11.2026, 08:00' in Vienna time. */
export const viennaDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** '2026-11-24T07:00:00Z' → '08:00' in Vienna time. */
export const viennaTime = (iso: string) => TIME.format(new Date(iso));
