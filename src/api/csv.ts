// The one German CSV writer (issue 25), as Excel in Austria opens it: semicolons, decimal comma,
// days DD.MM.YYYY, UTF-8 with a byte order mark (so umlauts survive), CRLF line ends. Shared by
// the screens' exports (the cash book, the medicine test, analytics, src/ui/DataTable) and the
// server's downloads, so all files read alike.
const BOM = '\uFEFF';

export type CsvValue = string | number | null;

/** One field: quoted when it holds a separator, a quote, a line break or edge spaces. */
export function csvField(value: CsvValue): string {
  const text = value === null ? '' : String(value);
  return /[;"\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A typed-in text a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe, so it can never execute on the reader's machine.
 */
export const csvSafeText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** The file's text, header first; each row is one line. */
export function buildCsv(rows: readonly (readonly CsvValue[])[]): string {
  return BOM + rows.map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

/** '2026-03-02' → '02.03.2026'. */
export const csvDay = (iso: string | null) => (iso ? iso.split('-').reverse().join('.') : '');

/** Euro cents → '1234,50', -5 → '-0,05' (no thousands separator: spreadsheets read a number). */
export function csvEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
