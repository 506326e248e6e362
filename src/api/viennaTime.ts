// A moment as the pharmacy reads it: Austria's wall clock, whatever the zone of the device or the
// server. One formatter for the registers' printouts (PDFs on the server) and their screens and
// CSV exports, so a time reads alike in all of them.
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

/** '2026-11-24T07:00:00Z' → '24.11.2026, 08:00' in Vienna time. */
export const viennaDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** '2026-11-24T07:00:00Z' → '08:00' in Vienna time. */
export const viennaTime = (iso: string) => TIME.format(new Date(iso));
