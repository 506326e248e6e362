// Money, pack sizes and days of the catalogue, formatted for de-DE (EUR).
const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const NUMBER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });
// The day is a calendar date ('2026-12-03'): formatted in UTC so no time zone shifts it.
const DAY = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 1250 → '12,50 €'. */
export function formatEuro(cents: number): string {
  return EURO.format(cents / 100);
}

/** 2.5 → '2,5'; 1000 → '1.000'. */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** '2026-12-03' → '03.12.2026' (the text itself when it is not such a day). */
export function formatDay(isoDay: string): string {
  const time = Date.parse(`${isoDay}T00:00:00Z`);
  return Number.isNaN(time) ? isoDay : DAY.format(time);
}
