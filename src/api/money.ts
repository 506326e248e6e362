// Money and counts formatted for de-DE (EUR), shared by the screens, the worker and the texts.
const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const NUMBER = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });

/** 1250 → '12,50 €'. */
export function formatEuro(cents: number): string {
  return EURO.format(cents / 100);
}

/** 2.5 → '2,5'; 1000 → '1.000'. */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}
