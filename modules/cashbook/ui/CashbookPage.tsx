// The cash book (Kassabuch) of the current delivery customer: entering receipts, the month's
// entries with the running balance, its totals, the day closings, CSV export and a print view.
// Everything reads the local database, so it works offline; new receipts show 'vorläufig'
// until the server's receipt number arrives with the next pull.
import { customerWithNumber } from '../../../src/platform/customerDisplay';
import { useDomainConfig } from '../../../src/platform/DomainConfigContext';
import { useMemo, useState } from 'react';
import type { CashbookEntryRow } from '../contract';
import { de } from '../../../src/i18n/de';
import { cashbookDe } from '../texts.de';
import { Button } from '../../../src/ui/Button';
import { PageFrame } from '../../../src/ui/PageFrame';
import { useMe } from '../../../src/features/auth';
import { ClosingForm, ReversalDialog } from './CashbookForms';
import { EntryForm } from './EntryForm';
import { cashbookCsv } from './csv';
import { formatMonth, localDay, monthView, shiftMonth } from './logic';
import { useCashbook } from './useCashbook';
import { receiptText } from './cells';
import { EntryTable } from './EntryTable';
import { Closings, Totals } from './MonthSummary';
import { RegisterBody, StatusLine } from '../../../src/ui/register/RegisterLayout';

const t = cashbookDe;
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
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
      <StatusLine status={status} printHidden />
      <RegisterBody
        lieferkundeNr={lieferkundeNr}
        data={book && view ? { book, view } : undefined}
        noCustomer={t.noCustomer}
        loading={t.loading}
      >
        {({ book, view }, lieferkundeNr) => (
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
      </RegisterBody>
    </PageFrame>
  );
}
