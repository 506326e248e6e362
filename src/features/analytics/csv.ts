// German CSV as Excel in Austria opens it: semicolons, decimal comma, dates DD.MM.YYYY, UTF-8
// with a byte order mark (so umlauts survive), CRLF line ends; a field holding a separator, a
// quote or a line break is quoted, quotes doubled.
const BOM = '\uFEFF';

export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text, header first; each row is one line. */
export function buildCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  return BOM + rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

/** '2026-03-02' → '02.03.2026'. */
export const csvDay = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '');

/** Euro cents → '1234,50' (no thousands separator: spreadsheets read it as a number). */
export function csvEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** Offers the text as a file download in the browser. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
