// The lines of one order: PZN, name, quantity, unit price and line total, note lines in place.
// A web order also shows the wholesaler's answers (issue 29): its way (OrderTimeline) and, per
// article line, what was confirmed (ConfirmedParts); all from the order on this device.
import type { OrderRow } from '../../contract';
import { ConfirmedParts, OrderAnswers } from './OrderAnswers';
import { de } from '../../../../src/i18n/de';
import {
  confirmationByLine,
  formatEuro,
  isNoteLine,
  lineText,
  lineTotalCents,
  totalText,
} from './logic';
import { TableHead, headCells } from '../../../../src/ui/TableHead';

const t = de.shop.orders;

/** Any order with the shop's lines: a web order, or an order to a supplier (issue 15). */
export type OrderWithLines = Pick<OrderRow, 'lines' | 'status' | 'totalCents'>;

/** What a web order adds: its way and the wholesaler's confirmation (absent: a supplier order). */
export type OrderAnswersOf = Pick<
  OrderRow,
  'status' | 'createdAt' | 'statusHistory' | 'confirmation' | 'erpOrderNo' | 'deliveryNoteNo'
>;

export function OrderDetail({
  order,
  id,
  title,
  unitPriceLabel = t.unitPriceColumn,
  lineDetail,
  answers,
}: {
  order: OrderWithLines;
  /** The web order's answers: then the timeline and a 'Bestätigt' column are shown. */
  answers?: OrderAnswersOf;
  id: string;
  title: string;
  /** The unit price column's heading (a supplier's price is not the AEP). */
  unitPriceLabel?: string;
  /** A second line under an article line's name (a supplier order's order unit). */
  lineDetail?: (index: number) => string | null;
}) {
  // The column only once the wholesaler confirmed: before, the answers say it is still open.
  const confirmed = answers?.confirmation
    ? confirmationByLine(order.lines, answers.confirmation)
    : null;
  return (
    <div id={id} data-testid="order-detail" className="mt-3 border-t border-slate-200 pt-3">
      {answers ? <OrderAnswers order={answers} /> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="order-lines">
          <caption className="sr-only">{title}</caption>
          <TableHead
            className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase"
            cells={[
              ...headCells('hidden px-2 py-2 sm:table-cell', t.pznColumn),
              ...headCells('px-2 py-2', t.nameColumn),
              ...headCells('px-2 py-2 text-right', t.quantityColumn),
              ...headCells('hidden px-2 py-2 text-right md:table-cell', unitPriceLabel),
              ...headCells('px-2 py-2 text-right', t.lineTotalColumn),
              ...(confirmed ? headCells('px-2 py-2', t.confirmedColumn) : []),
            ]}
          />
          <tbody className="divide-y divide-slate-100">
            {order.lines.map((line, index) => {
              const total = lineTotalCents(line);
              const note = isNoteLine(line);
              return (
                <tr
                  // Lines are an immutable snapshot: their index is a stable key.
                  key={index}
                  data-testid="order-line"
                  data-pzn={line.pzn ?? undefined}
                  data-kind={note ? 'note' : 'article'}
                >
                  <td className="hidden px-2 py-1.5 font-mono whitespace-nowrap text-slate-800 sm:table-cell">
                    {note ? (
                      <span className="font-sans text-slate-500">{t.noteLine}</span>
                    ) : (
                      line.pzn
                    )}
                  </td>
                  <td
                    className={`px-2 py-1.5 ${note ? 'text-slate-700 italic' : 'text-slate-900'}`}
                  >
                    {lineText(line)}
                    {!note && lineDetail?.(index) ? (
                      <span className="block text-xs text-slate-600">{lineDetail(index)}</span>
                    ) : null}
                    {/* Narrow screens show the PZN here instead of in its own column. */}
                    {line.pzn !== null && line.name.trim() ? (
                      <span className="block font-mono text-xs text-slate-500 sm:hidden">
                        {t.pznFallback(line.pzn)}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-2 py-1.5 text-right tabular-nums">
                    {note ? t.noPrice : line.quantity}
                  </td>
                  <td className="hidden px-2 py-1.5 text-right whitespace-nowrap tabular-nums md:table-cell">
                    {note || line.unitPriceCents === null
                      ? t.noPrice
                      : formatEuro(line.unitPriceCents)}
                  </td>
                  <td className="px-2 py-1.5 text-right whitespace-nowrap tabular-nums">
                    {total === null ? t.noPrice : formatEuro(total)}
                  </td>
                  {confirmed ? (
                    <td className="px-2 py-1.5" data-testid="order-line-confirmed">
                      {note ? null : <ConfirmedParts line={confirmed[index]} />}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
          <tfoot className="border-t border-slate-200 font-semibold text-slate-900">
            <tr>
              {/* The empty cells keep the columns aligned when narrow screens hide some. */}
              <td className="hidden sm:table-cell" />
              <th scope="row" colSpan={2} className="px-2 py-2 text-right">
                {t.total}
              </th>
              <td className="hidden md:table-cell" />
              <td data-testid="order-detail-total" className="px-2 py-2 text-right tabular-nums">
                {totalText(order)}
              </td>
              {confirmed ? <td /> : null}
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
