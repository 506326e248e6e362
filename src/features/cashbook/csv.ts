// The CSV export of a month for the tax adviser: semicolon-separated (what a German Excel opens
// by default), German decimal comma without thousands separators (so it imports as a number),
// UTF-8 with BOM (Excel otherwise reads it as ANSI and breaks the umlauts), CRLF line ends.
import type { CashbookEntryRow } from '../../api/cashbook';
import { de } from '../../i18n/de';
import { vatOf, type BookLine } from './logic';

const t = de.cashbook;

/** 123456 → '1234,56'; -5 → '-0,05'. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** '2026-12-03' → '03.12.2026'. */
export const csvDay = (day: string) => day.split('-').reverse().join('.');

/**
 * One field: quoted when it holds a separator, a quote, a line break or edge spaces (quotes
 * doubled). A text that a spreadsheet would run as a formula (=, +, -, @) gets a leading
 * apostrophe, so an entry's text can never execute on the adviser's machine.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function cashbookCsv(
  lines: readonly BookLine[],
  receiptOf: (id: string) => CashbookEntryRow | undefined,
): string {
  const receipt = (entry: CashbookEntryRow | undefined) =>
    entry ? (entry.receiptNo === null ? t.list.provisional : String(entry.receiptNo)) : '';
  const rows = lines.map(({ entry, balanceCents }) => {
    const tax = vatOf(entry.amountCents, entry.vatRate);
    return [
      csvDay(entry.day),
      receipt(entry),
      csvField(entry.text),
      csvField(t.category[entry.category]),
      String(entry.vatRate),
      csvAmount(entry.amountCents),
      csvAmount(entry.amountCents - tax),
      csvAmount(tax),
      csvAmount(balanceCents),
      entry.reversalOf === null ? '' : receipt(receiptOf(entry.reversalOf)),
    ].join(';');
  });
  return `\uFEFF${[t.export.header.map(csvField).join(';'), ...rows].join('\r\n')}\r\n`;
}
