// The cash book (Kassabuch) of the current delivery customer: entering receipts, the month's
// entries with the running balance, its totals, the day closings, CSV export and a print view.
// Everything reads the local database, so it works offline; new receipts show 'vorläufig'
// until the server's receipt number arrives with the next pull.
import { customerWithNumber } from '../../../src/platform/customerDisplay';
import { useDomainConfig } from '../../../src/platform/DomainConfigContext';
import { useMemo, useState } from 'react';
import type { CashbookEntryRow } from '../contract';
import { isDayClosed } from '../rules';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { de } from '../../../src/i18n/de';
import { cashbookDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { DataTable, type Column } from '../../../src/ui/DataTable';
import { PageFrame } from '../../../src/ui/PageFrame';
import { Spinner } from '../../../src/ui/Spinner';
import { useMe } from '../../../src/features/auth';
import { ClosingForm, EntryForm, ReversalDialog } from './CashbookForms';
import { cashbookCsv } from './csv';
import { formatMonth, localDay, monthTotals, monthView, shiftMonth, type BookLine } from './logic';
import { useCashbook, type CashbookData } from './useCashbook';
import { ScrollBox } from '../../../src/ui/ScrollBox';
import { CELL } from '../../../src/ui/register/styles';

const t = cashbookDe;
const NUM = `${CELL} text-right tabular-nums whitespace-nowrap`;

const receiptText = (entry: CashbookEntryRow | undefined) =>
  entry?.receiptNo === null || entry === undefined ? t.list.provisional : String(entry.receiptNo);

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

function amountClass(cents: number) {
  return cents < 0 ? 'text-red-700' : 'text-slate-900';
}

/** The month's columns: day, receipt number (or 'vorläufig'), text, amounts, reversing. */
function entryColumns(
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

function EntryTable({
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
      empty={t.list.empty}
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

function Totals({ lines }: { lines: readonly BookLine[] }) {
  const totals = monthTotals(lines);
  return (
    <section aria-labelledby="cashbook-totals" className="grid gap-4 md:grid-cols-2">
      <h2 id="cashbook-totals" className="text-lg font-semibold text-slate-900 md:col-span-2">
        {t.totals.title}
      </h2>
      <table className="w-full rounded-md border border-slate-200 bg-white text-sm">
        <caption className="px-2 pt-2 text-left font-medium text-slate-800">
          {t.totals.byCategory}
        </caption>
        <thead className="text-left text-slate-600">
          <tr>
            <th scope="col" className={CELL}>
              {t.totals.category}
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              {t.totals.sum}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.byCategory.map(({ category, sumCents }) => (
            <tr key={category} className="border-t border-slate-100">
              <td className={CELL}>{t.category[category]}</td>
              <td className={`${NUM} ${amountClass(sumCents)}`}>{formatEuro(sumCents)}</td>
            </tr>
          ))}
          <tr className="border-t border-slate-300">
            <td className={CELL}>{t.totals.inflow}</td>
            <td className={NUM}>{formatEuro(totals.inflowCents)}</td>
          </tr>
          <tr className="border-t border-slate-100">
            <td className={CELL}>{t.totals.outflow}</td>
            <td className={`${NUM} text-red-700`}>{formatEuro(totals.outflowCents)}</td>
          </tr>
        </tbody>
      </table>
      {/* Five columns of amounts: on a phone they scroll in their box, not the page. */}
      <ScrollBox label={t.totals.byVat} className="min-w-0">
        <table className="w-full rounded-md border border-slate-200 bg-white text-sm">
          <caption className="px-2 pt-2 text-left font-medium text-slate-800">
            {t.totals.byVat}
          </caption>
          <thead className="text-left text-slate-600">
            <tr>
              <th scope="col" className={CELL}>
                {t.totals.kind}
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                {t.totals.rate}
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                {t.totals.gross}
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                {t.totals.net}
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                {t.totals.tax}
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.byVat.map((row) => (
              <tr key={`${row.category}:${row.rate}`} className="border-t border-slate-100">
                <td className={CELL}>{t.category[row.category]}</td>
                <td className={NUM}>{t.vat(row.rate)}</td>
                <td className={NUM}>{formatEuro(row.grossCents)}</td>
                <td className={NUM}>{formatEuro(row.netCents)}</td>
                <td className={NUM}>{formatEuro(row.taxCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}

function Closings({ book, month }: { book: CashbookData; month: string }) {
  const closings = book.closings.filter((c) => c.day.startsWith(month));
  if (closings.length === 0) return null;
  return (
    <section aria-labelledby="cashbook-closings">
      <h2 id="cashbook-closings" className="text-lg font-semibold text-slate-900">
        {t.closing.listTitle}
      </h2>
      <ScrollBox
        label={t.closing.listTitle}
        className="mt-2 rounded-md border border-slate-200 bg-white"
      >
        <table className="w-full text-sm" data-testid="cashbook-closings">
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className={CELL}>
                {t.closing.listDay}
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                {t.closing.listBook}
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                {t.closing.listCounted}
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                {t.closing.listDifference}
              </th>
              <th scope="col" className={CELL}>
                {t.closing.listBy}
              </th>
            </tr>
          </thead>
          <tbody>
            {closings.map((c) => (
              <tr key={c.id} className="border-t border-slate-100">
                <td className={CELL}>{formatDay(c.day)}</td>
                <td className={NUM}>{formatEuro(c.bookBalanceCents)}</td>
                <td className={NUM}>{formatEuro(c.countedCents)}</td>
                <td className={`${NUM} ${amountClass(c.differenceCents)}`}>
                  {formatEuro(c.differenceCents)}
                </td>
                <td className={CELL}>{c.closedBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </section>
  );
}

export function CashbookPage({
  month,
  onMonth,
}: {
  month: string | undefined;
  onMonth: (month: string) => void;
}) {
  const me = useMe();
  const customer = me?.lieferkunde ?? null;
  const lieferkundeNr = customer?.LieferkundeNr ?? null;
  const book = useCashbook(lieferkundeNr);
  const today = localDay();
  const shown = month ?? today.slice(0, 7);
  const view = useMemo(() => (book ? monthView(book.entries, shown) : null), [book, shown]);
  const [status, setStatus] = useState('');
  const [reversing, setReversing] = useState<CashbookEntryRow | null>(null);
  const numberConfig = useDomainConfig();
  const customerName = customer ? customerWithNumber(customer.Vorname, customer, numberConfig) : '';

  return (
    <PageFrame
      title={
        <>
          <span className="print:hidden">{de.screens.cashbook}</span>
          <span className="hidden print:inline">
            {t.export.printTitle(formatMonth(shown), customerName)}
          </span>
        </>
      }
      lead={t.intro}
      testId="cashbook-page"
      printable
    >
      <p role="status" aria-live="polite" className="text-sm text-brand-700 print:hidden">
        {status}
      </p>
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{t.noCustomer}</p>
      ) : !book || !view ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <EntryForm
            lieferkundeNr={lieferkundeNr}
            lastClosed={book.lastClosed}
            today={today}
            onStatus={setStatus}
          />
          <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
            <nav aria-label={t.list.month} className="flex flex-wrap items-center gap-2">
              <Button
                variant="secondary"
                aria-label={t.list.previousMonth}
                onClick={() => onMonth(shiftMonth(shown, -1))}
              >
                ‹
              </Button>
              <label className="text-sm font-medium text-slate-800">
                <span className="sr-only">{t.list.month}</span>
                <input
                  type="month"
                  value={shown}
                  onChange={(e) => e.target.value && onMonth(e.target.value)}
                  className="rounded-md border border-slate-300 px-3 py-2"
                />
              </label>
              <Button
                variant="secondary"
                aria-label={t.list.nextMonth}
                onClick={() => onMonth(shiftMonth(shown, 1))}
              >
                ›
              </Button>
              <span className="ml-2 font-medium text-slate-900" data-testid="cashbook-month">
                {formatMonth(shown)}
              </span>
            </nav>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                onClick={() =>
                  download(
                    t.export.fileName(shown, lieferkundeNr),
                    cashbookCsv(view.lines, (id) => book.byId.get(id)),
                  )
                }
              >
                {t.export.csv}
              </Button>
              <Button variant="secondary" onClick={() => window.print()}>
                {t.export.print}
              </Button>
            </div>
          </div>
          <EntryTable
            month={shown}
            lines={view.lines}
            openingCents={view.openingCents}
            closingCents={view.closingCents}
            book={book}
            onReverse={setReversing}
          />
          <Totals lines={view.lines} />
          <Closings book={book} month={shown} />
          <ClosingForm
            lieferkundeNr={lieferkundeNr}
            lastClosed={book.lastClosed}
            today={today}
            entries={book.entries}
            onStatus={setStatus}
          />
          <ReversalDialog
            key={reversing?.id ?? 'none'}
            entry={reversing}
            receipt={receiptText(reversing ?? undefined)}
            lastClosed={book.lastClosed}
            today={today}
            onDone={(message) => {
              setReversing(null);
              setStatus(message);
            }}
            onClose={() => setReversing(null)}
          />
        </>
      )}
    </PageFrame>
  );
}
