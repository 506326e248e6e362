// The cash book's month in sums: totals per category and VAT rate, and the day closings with
// counted cash and differences.
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { cashbookDe } from '../texts.de';
import { monthTotals, type BookLine } from './logic';
import { type CashbookData } from './useCashbook';
import { ScrollBox } from '../../../src/ui/ScrollBox';
import { CELL } from '../../../src/ui/register/styles';
import { amountClass, NUM } from './cells';
import { TableHead, headCells } from '../../../src/ui/TableHead';
import { TitledSection } from '../../../src/ui/TitledSection';
const t = cashbookDe;

export function Totals({ lines }: { lines: readonly BookLine[] }) {
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
        <TableHead
          className="text-left text-slate-600"
          cells={[
            ...headCells(CELL, t.totals.category),
            ...headCells(`${CELL} text-right`, t.totals.sum),
          ]}
        />
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
          <TableHead
            className="text-left text-slate-600"
            cells={[
              ...headCells(CELL, t.totals.kind),
              ...headCells(
                `${CELL} text-right`,
                t.totals.rate,
                t.totals.gross,
                t.totals.net,
                t.totals.tax,
              ),
            ]}
          />
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

export function Closings({ book, month }: { book: CashbookData; month: string }) {
  const closings = book.closings.filter((c) => c.day.startsWith(month));
  if (closings.length === 0) return null;
  return (
    <TitledSection titleId="cashbook-closings" title={t.closing.listTitle}>
      <ScrollBox
        label={t.closing.listTitle}
        className="mt-2 rounded-md border border-slate-200 bg-white"
      >
        <table className="w-full text-sm" data-testid="cashbook-closings">
          <TableHead
            className="bg-slate-50 text-left text-slate-700"
            cells={[
              ...headCells(CELL, t.closing.listDay),
              ...headCells(
                `${CELL} text-right`,
                t.closing.listBook,
                t.closing.listCounted,
                t.closing.listDifference,
              ),
              ...headCells(CELL, t.closing.listBy),
            ]}
          />
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
    </TitledSection>
  );
}
