// The CSV export of a month for the tax adviser, through the shared German CSV writer
// (src/api/csv.ts): semicolons, decimal comma without thousands separators, UTF-8 with BOM, CRLF.
// An entry's text is typed in by hand, so it is kept from running as a formula (csvSafeText).
import type { CashbookEntryRow } from '../contract';
import {
  buildCsv,
  csvDay,
  csvEuro,
  csvField as sharedCsvField,
  csvSafeText,
} from '../../../src/api/csv';
import { cashbookDe } from '../texts.de';
import { vatOf, type BookLine } from './logic';

const t = cashbookDe;

/** 123456 → '1234,56'; -5 → '-0,05'. */
export const csvAmount = csvEuro;

/** One typed-in field, safe from running as a formula and quoted when it needs it. */
export const csvField = (value: string) => sharedCsvField(csvSafeText(value));

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
      csvSafeText(entry.text),
      csvSafeText(t.category[entry.category]),
      String(entry.vatRate),
      csvAmount(entry.amountCents),
      csvAmount(entry.amountCents - tax),
      csvAmount(tax),
      csvAmount(balanceCents),
      entry.reversalOf === null ? '' : receipt(receiptOf(entry.reversalOf)),
    ];
  });
  return buildCsv([t.export.header.map(csvSafeText), ...rows]);
}
