// 'Bestellen': a confirmation with the rows and the total. Confirming queues 'order.place' (the
// server builds the order from its rows of the basket when it applies it); offline it waits in
// the outbox and the orders page shows it as 'wird gesendet'.
import { Description, DialogPanel, DialogTitle } from '@headlessui/react';
import type { BasketItemRow, BasketRow } from '../../contract';
import { formatEuro } from '../../../../src/catalogue/money';
import { de } from '../../../../src/i18n/de';
import { Button } from '../../../../src/ui/Button';
import { rowName } from './ListRow';
import type { Articles, Totals } from './totals';
import { TableHead, headCells } from '../../../../src/ui/TableHead';
import { ModalDialog } from '../../../../src/ui/ModalDialog';

/** The dialog lists this many rows; the rest is counted. */
const SHOWN_ROWS = 50;

const t = de.shop.order;

export function OrderDialog({
  open,
  basket,
  rows,
  articles,
  totals,
  online,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  basket: BasketRow;
  rows: readonly BasketItemRow[];
  articles: Articles | undefined;
  totals: Totals;
  online: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const shown = rows.slice(0, SHOWN_ROWS);
  return (
    <ModalDialog open={open} onClose={onCancel}>
      <DialogPanel
        data-testid="order-dialog"
        className="flex max-h-[90vh] w-full max-w-xl flex-col rounded-lg bg-white p-6 shadow-xl"
      >
        <DialogTitle className="text-lg font-semibold text-slate-900">{t.confirmTitle}</DialogTitle>
        <Description className="mt-2 text-slate-700">{t.confirmIntro(basket.label)}</Description>
        <div className="mt-3 min-h-0 flex-1 overflow-y-auto rounded border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.rowsTitle}</caption>
            <TableHead
              className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase"
              cells={[
                ...headCells('px-3 py-1.5', de.baskets.itemColumn),
                ...headCells('px-3 py-1.5 text-right', de.baskets.quantity, de.baskets.sumColumn),
              ]}
            />
            <tbody className="divide-y divide-slate-100">
              {shown.map((row) => {
                const article = row.pzn === null ? undefined : articles?.get(row.pzn);
                return (
                  <tr key={row.id}>
                    <td className="px-3 py-1.5 text-slate-800">{rowName(row, article)}</td>
                    <td className="px-3 py-1.5 text-right">
                      {row.pzn === null ? '' : row.quantity}
                    </td>
                    <td className="px-3 py-1.5 text-right whitespace-nowrap">
                      {article ? formatEuro(row.quantity * article.aepCents) : ''}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {rows.length > shown.length ? (
            <p className="px-3 py-1.5 text-sm text-slate-600">
              {t.more(rows.length - shown.length)}
            </p>
          ) : null}
        </div>
        <p className="mt-3 text-right text-sm text-slate-700" data-testid="order-positions">
          {de.baskets.positions(totals.articleRows)}
        </p>
        <p className="text-right font-semibold text-slate-900" data-testid="order-total">
          {t.confirmTotal(formatEuro(totals.aepCents))}
        </p>
        {online ? null : <p className="mt-2 text-sm text-amber-900">{t.confirmOffline}</p>}
        <div className="mt-5 flex justify-end gap-3">
          <Button variant="secondary" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={busy} data-testid="order-confirm">
            {t.confirm}
          </Button>
        </div>
      </DialogPanel>
    </ModalDialog>
  );
}
