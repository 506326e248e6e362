// /shop/warenkorb/{id}: the plain basket page (rows, quantities, add, delete, rename). The full
// shop UI is a later issue; this one is complete enough for keyboard users and the e2e tests.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { BasketItemRow } from '../../api/sync';
import { de } from '../../i18n/de';
import { mutate } from '../../db';
import { buttonClass, FOCUS_RING } from '../../ui/Button';
import { CloseIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { AddArticleForm, AddNoteForm, RenameBasketForm } from './BasketForms';
import { QuantityField } from './QuantityField';
import { useBasket, useCurrentCustomer } from './useBaskets';
import { errorText, formatEuro } from './validation';

export const rowName = (row: BasketItemRow): string =>
  row.pzn !== null ? de.baskets.pznLabel(row.pzn) : de.baskets.noteLabel(row.note ?? '');

function Row({ row, onMessage }: { row: BasketItemRow; onMessage: (text: string) => void }) {
  const what = rowName(row);
  return (
    <tr data-testid="basket-row" data-row-id={row.id} data-pzn={row.pzn ?? undefined}>
      <td className="hidden px-3 py-2 text-sm text-slate-500 sm:table-cell">{row.position}</td>
      <td className="px-2 py-2 sm:px-3">
        {row.pzn !== null ? (
          <span className="font-mono text-slate-900">{what}</span>
        ) : (
          <span className="text-slate-700 italic">{what}</span>
        )}
      </td>
      <td className="px-2 py-2 sm:px-3">
        {row.pzn !== null ? (
          <QuantityField rowId={row.id} quantity={row.quantity} what={what} />
        ) : (
          <span className="text-sm text-slate-500">{de.baskets.noQuantity}</span>
        )}
      </td>
      <td className="px-2 py-2 text-right sm:px-3">
        <button
          type="button"
          aria-label={de.baskets.deleteRow(what)}
          title={de.baskets.deleteRow(what)}
          data-testid="row-delete"
          className={`inline-flex size-8 items-center justify-center rounded-md text-red-800 hover:bg-red-50 ${FOCUS_RING}`}
          onClick={() =>
            void mutate('basket.deleteRow', { rowId: row.id })
              .then(() => onMessage(de.baskets.rowDeleted))
              .catch((e: unknown) => onMessage(errorText(e)))
          }
        >
          <CloseIcon width={18} height={18} />
        </button>
      </td>
    </tr>
  );
}

function NotFound() {
  return (
    <section
      aria-labelledby="screen-title"
      data-testid="basket-not-found"
      className="mx-auto max-w-3xl p-4 sm:p-6"
    >
      <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
        {de.baskets.notFoundTitle}
      </h1>
      <p className="mt-2 text-slate-600">{de.baskets.notFoundText}</p>
      <Link to="/shop/warenkoerbe" className={buttonClass('secondary', 'mt-4')}>
        {de.baskets.toList}
      </Link>
    </section>
  );
}

export function BasketPage({ id }: { id: string }) {
  const { lieferkundeNr } = useCurrentCustomer();
  const view = useBasket(id, lieferkundeNr);
  const [message, setMessage] = useState('');

  if (view === undefined) {
    return (
      <div className="p-6">
        <Spinner label={de.app.loading} />
      </div>
    );
  }
  const { basket, rows } = view;
  if (!basket) return <NotFound />;

  return (
    <section
      aria-labelledby="screen-title"
      data-testid="basket-page"
      data-basket-id={basket.id}
      className="mx-auto max-w-4xl space-y-4 p-4 sm:p-6"
    >
      <div>
        <Link
          to="/shop/warenkoerbe"
          className={`rounded text-sm text-brand-700 underline-offset-2 hover:underline ${FOCUS_RING}`}
        >
          {de.baskets.toList}
        </Link>
        <h1 id="screen-title" className="mt-1 text-2xl font-semibold text-slate-900">
          {basket.label}
        </h1>
        <p className="mt-1 text-sm text-slate-600" data-testid="basket-summary">
          {de.baskets.articles(basket.artikel_count)} ·{' '}
          {de.baskets.value(formatEuro(basket.wert_summe))}
          {basket.primary ? ` · ${de.baskets.primary}` : null}
        </p>
      </div>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {message}
      </p>
      {rows.length === 0 ? (
        <p
          data-testid="basket-empty"
          className="rounded-md border border-slate-200 bg-white p-6 text-center text-slate-600"
        >
          {de.baskets.rowsEmpty}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
          <table className="w-full text-left" data-testid="basket-rows">
            <caption className="sr-only">{de.baskets.rows}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="hidden px-3 py-2 sm:table-cell">
                  {de.baskets.positionColumn}
                </th>
                <th scope="col" className="px-3 py-2">
                  {de.baskets.itemColumn}
                </th>
                <th scope="col" className="px-3 py-2">
                  {de.baskets.quantity}
                </th>
                <th scope="col" className="px-2 py-2 text-right sm:px-3">
                  <span className="sr-only sm:not-sr-only">{de.baskets.actionsColumn}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <Row key={row.id} row={row} onMessage={setMessage} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddArticleForm basketId={basket.id} onAdded={setMessage} />
      <AddNoteForm basketId={basket.id} onAdded={setMessage} />
      <RenameBasketForm key={basket.id} id={basket.id} label={basket.label} />
    </section>
  );
}
