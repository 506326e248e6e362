// The cash book's entries of a month as a table: receipt, day, text, category, amount, VAT, the
// running balance and a reversal per entry.
import type { CashbookEntryRow } from '../contract';
import { isDayClosed } from '../rules';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { cashbookDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { DataTable, type Column } from '../../../src/ui/DataTable';
import { formatMonth, type BookLine } from './logic';
import { type CashbookData } from './useCashbook';
import { amountClass, receiptText } from './cells';
import { UntilFirstSync } from '../../../src/features/sync';
const t = cashbookDe;

/** The month's columns: day, receipt number (or 'vorläufig'), text, amounts, reversing. */
export function entryColumns(
  book: CashbookData,
  onReverse: (entry: CashbookEntryRow) => void,
): Column<BookLine>[] {
  return [
    {
      key: 'day',
      header: t.list.day,
      cell: ({ entry }) => formatDay(entry.day),
      className: 'whitespace-nowrap',
    },
    {
      key: 'receipt',
      header: t.list.receipt,
      testId: 'cashbook-receipt',
      className: 'whitespace-nowrap',
      cell: ({ entry }) =>
        entry.receiptNo === null ? (
          <span
            className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900"
            title={t.list.provisionalHint}
          >
            {t.list.provisional}
          </span>
        ) : (
          entry.receiptNo
        ),
    },
    {
      key: 'text',
      header: t.list.text,
      primary: true,
      cell: ({ entry }) => (
        <>
          <span data-testid="cashbook-text">{entry.text}</span>
          {entry.reversalOf ? (
            <span className="block text-xs text-slate-500">
              {t.list.reversalOf(receiptText(book.byId.get(entry.reversalOf)))}
            </span>
          ) : null}
          {book.reversed.has(entry.id) ? (
            <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
              {t.list.reversed}
            </span>
          ) : null}
        </>
      ),
    },
    { key: 'category', header: t.list.category, cell: ({ entry }) => t.category[entry.category] },
    {
      key: 'vat',
      header: t.list.vat,
      align: 'right',
      className: 'whitespace-nowrap',
      cell: ({ entry }) => t.vat(entry.vatRate),
    },
    {
      key: 'amount',
      header: t.list.amount,
      align: 'right',
      className: ({ entry }) => `whitespace-nowrap ${amountClass(entry.amountCents)}`,
      cell: ({ entry }) => formatEuro(entry.amountCents),
    },
    {
      key: 'balance',
      header: t.list.balance,
      align: 'right',
      className: ({ balanceCents }) => `whitespace-nowrap ${amountClass(balanceCents)}`,
      cell: ({ balanceCents }) => formatEuro(balanceCents),
    },
    {
      key: 'actions',
      header: t.list.actions,
      action: true,
      cell: ({ entry }) => {
        const reversible =
          !entry.reversalOf && entry.category !== 'kassendifferenz' && !book.reversed.has(entry.id);
        return (
          <>
            {reversible ? (
              <Button
                variant="ghost"
                className="!px-2 !py-1"
                aria-label={t.list.reverseRow(receiptText(entry), entry.text)}
                onClick={() => onReverse(entry)}
              >
                {t.list.reverse}
              </Button>
            ) : null}
            {isDayClosed(entry.day, book.lastClosed) ? (
              <span className="sr-only">{t.list.closedDay}</span>
            ) : null}
          </>
        );
      },
    },
  ];
}

export function EntryTable({
  month,
  lines,
  openingCents,
  closingCents,
  book,
  onReverse,
}: {
  month: string;
  lines: readonly BookLine[];
  openingCents: number;
  closingCents: number;
  book: CashbookData;
  onReverse: (entry: CashbookEntryRow) => void;
}) {
  return (
    <DataTable
      columns={entryColumns(book, onReverse)}
      rows={lines}
      rowKey={({ entry }) => entry.id}
      caption={t.list.caption(formatMonth(month))}
      testId="cashbook-table"
      rowAttributes={({ entry }) => ({
        'data-testid': 'cashbook-row',
        'data-entry-id': entry.id,
      })}
      empty={<UntilFirstSync collections="cashbookEntries">{t.list.empty}</UntilFirstSync>}
      lead={{ label: t.list.opening, value: formatEuro(openingCents), column: 'balance' }}
      foot={{
        label: t.list.closing,
        value: formatEuro(closingCents),
        column: 'balance',
        testId: 'cashbook-month-balance',
      }}
    />
  );
}
