// The rows of a supplier's basket (issue 15): the shop's quantity field, the supplier's price per
// order unit, the line sums and removing a row; every change is a queued mutation.
import type { SupplierArticleRow, SupplierBasketRow } from '../contract';
import { formatEuro } from '../../../src/catalogue/money';
import { mutate } from '../../../src/db';
import { suppliersDe } from '../texts.de';
import { FOCUS_RING } from '../../../src/ui/Button';
import { errorText, QuantityField } from '../../shop/ui';
import { headCells, srOnlyHead } from '../../../src/ui/TableHead';
import { PlainTable } from '../../../src/ui/PlainTable';

const t = suppliersDe.basket;
const CELL = 'px-2 py-2 align-top';
const HEAD = 'px-2 py-2 text-left text-xs font-semibold text-slate-600 uppercase';
const saveQuantity = (rowId: string, quantity: number) =>
  mutate('supplierBasket.setQuantity', { rowId, quantity });
function rowName(row: SupplierBasketRow, article: SupplierArticleRow | undefined) {
  if (row.pzn === null) return t.note(row.note ?? '');
  return article ? `${article.name} (PZN ${row.pzn})` : `PZN ${row.pzn}`;
}

export function BasketTable({
  rows,
  assortment,
  onSay,
}: {
  rows: readonly SupplierBasketRow[];
  assortment: ReadonlyMap<string, SupplierArticleRow>;
  onSay: (message: string) => void;
}) {
  return (
    <PlainTable
      box="overflow-x-auto rounded-md border border-slate-200 bg-white"
      className="w-full text-sm"
      testId="supplier-basket-rows"
      caption={t.rows}
      headClassName="border-b border-slate-200 bg-slate-50"
      head={[
        ...headCells(`${HEAD} hidden sm:table-cell`, t.position),
        ...headCells(HEAD, t.item, t.quantity),
        ...headCells(`${HEAD} hidden text-right md:table-cell`, t.price),
        ...headCells(`${HEAD} text-right`, t.sum),
        srOnlyHead(t.actions, HEAD),
      ]}
    >
      {rows.map((row) => {
        const article = row.pzn === null ? undefined : assortment.get(row.pzn);
        const what = rowName(row, article);
        return (
          <tr key={row.id} data-testid="supplier-basket-row" data-pzn={row.pzn ?? undefined}>
            <td className={`${CELL} hidden text-slate-500 sm:table-cell`}>{row.position}</td>
            <td className={CELL}>
              {row.pzn === null ? (
                <span className="text-slate-700 italic">{what}</span>
              ) : (
                <>
                  <span className="block font-medium text-slate-900">
                    {article?.name ?? `PZN ${row.pzn}`}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {article
                      ? [
                          suppliersDe.assortment.pzn(row.pzn),
                          suppliersDe.assortment.articleNo(article.supplierArticleNo),
                          article.orderUnit,
                        ].join(' · ')
                      : t.unknownArticle}
                  </span>
                </>
              )}
            </td>
            <td className={CELL}>
              {row.pzn === null ? (
                <span className="text-slate-500">{t.noQuantity}</span>
              ) : (
                <QuantityField
                  rowId={row.id}
                  quantity={row.quantity}
                  what={what}
                  onSave={saveQuantity}
                />
              )}
            </td>
            <td className={`${CELL} hidden text-right whitespace-nowrap md:table-cell`}>
              {article ? formatEuro(article.priceCents) : null}
            </td>
            <td
              className={`${CELL} text-right font-medium whitespace-nowrap`}
              data-testid="supplier-row-sum"
            >
              {article ? formatEuro(article.priceCents * row.quantity) : null}
            </td>
            <td className={`${CELL} text-right`}>
              <button
                type="button"
                className={`rounded-md px-2 py-1 text-sm text-red-800 hover:bg-red-50 ${FOCUS_RING}`}
                aria-label={t.remove(what)}
                data-testid="supplier-row-remove"
                onClick={() => {
                  void mutate('supplierBasket.deleteRow', { rowId: row.id }).then(
                    () => onSay(t.removed(what)),
                    (e: unknown) => onSay(errorText(e)),
                  );
                }}
              >
                {t.removeShort}
              </button>
            </td>
          </tr>
        );
      })}
    </PlainTable>
  );
}
