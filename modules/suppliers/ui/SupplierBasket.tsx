// One supplier's basket at the current delivery customer: the rows with the shop's quantity
// field, the supplier's price per order unit and the line sums, a note row, the value against the
// minimum order value (in words, not by colour), and ordering. Every change is a queued mutation
// (offline-first): sent once when the connection is back.
import { useId, useState, type FormEvent } from 'react';
import type { SupplierArticleRow, SupplierBasketRow, SupplierRow } from '../contract';
import { ROW_NOTE_MAX } from '../contract';
import { formatEuro } from '../../../src/catalogue/money';
import { mutate, newId, useSyncStatus } from '../../../src/db';
import { de } from '../../../src/i18n/de';
import { suppliersDe } from '../texts.de';
import { Button, FOCUS_RING } from '../../../src/ui/Button';
import { errorText, parseNote, QuantityField } from '../../../src/features/baskets';
import { basketFacts, parseOrderNote } from './logic';

const t = suppliersDe.basket;
const o = suppliersDe.order;
const CELL = 'px-2 py-2 align-top';
const HEAD = 'px-2 py-2 text-left text-xs font-semibold text-slate-600 uppercase';
const CONTROL =
  'mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600';

const saveQuantity = (rowId: string, quantity: number) =>
  mutate('supplierBasket.setQuantity', { rowId, quantity });

function rowName(row: SupplierBasketRow, article: SupplierArticleRow | undefined) {
  if (row.pzn === null) return t.note(row.note ?? '');
  return article ? `${article.name} (PZN ${row.pzn})` : `PZN ${row.pzn}`;
}

function BasketTable({
  rows,
  assortment,
  onSay,
}: {
  rows: readonly SupplierBasketRow[];
  assortment: ReadonlyMap<string, SupplierArticleRow>;
  onSay: (message: string) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-sm" data-testid="supplier-basket-rows">
        <caption className="sr-only">{t.rows}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={`${HEAD} hidden sm:table-cell`}>
              {t.position}
            </th>
            <th scope="col" className={HEAD}>
              {t.item}
            </th>
            <th scope="col" className={HEAD}>
              {t.quantity}
            </th>
            <th scope="col" className={`${HEAD} hidden text-right md:table-cell`}>
              {t.price}
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              {t.sum}
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
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
        </tbody>
      </table>
    </div>
  );
}

function NoteForm({
  lieferkundeNr,
  supplierId,
  onSay,
}: {
  lieferkundeNr: number;
  supplierId: string;
  onSay: (message: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNote(text);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    try {
      await mutate('supplierBasket.addRows', {
        lieferkundeNr,
        supplierId,
        rows: [{ rowId: newId(), note: parsed.value }],
      });
      setText('');
      setError(null);
      onSay(t.noteAdded);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-2">
      <div className="min-w-64 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t.noteField}
        </label>
        <input
          id={id}
          type="text"
          maxLength={ROW_NOTE_MAX + 50}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${CONTROL} ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
      </div>
      <Button variant="secondary" type="submit">
        {t.addNote}
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function OrderForm({
  supplier,
  lieferkundeNr,
  rows,
  assortment,
  onPlaced,
}: {
  supplier: SupplierRow;
  lieferkundeNr: number;
  rows: readonly SupplierBasketRow[];
  assortment: ReadonlyMap<string, SupplierArticleRow>;
  onPlaced: (orderId: string) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const offline = useSyncStatus().connectivity !== 'online';
  const facts = basketFacts(rows, assortment, supplier.minOrderCents);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = parseOrderNote(note);
    if (!parsed.ok) {
      setNoteError(parsed.error);
      return;
    }
    if (facts.articleRows === 0) {
      setError(o.empty);
      return;
    }
    if (facts.missingCents > 0) {
      // Nothing is queued: the server would refuse it the same way.
      setError(o.belowMinimum(formatEuro(supplier.minOrderCents), formatEuro(facts.valueCents)));
      return;
    }
    setBusy(true);
    try {
      const orderId = newId();
      await mutate('supplierOrder.place', {
        orderId,
        lieferkundeNr,
        supplierId: supplier.id,
        note: parsed.value,
      });
      setNote('');
      onPlaced(orderId);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="supplier-order-form"
      className="space-y-3 rounded-md border border-slate-200 bg-white p-4"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {o.title}
      </h3>
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-800">
          {o.noteLabel}
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          value={note}
          onChange={(e) => {
            setNote(e.target.value);
            setNoteError(null);
          }}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${id}-note-error` : undefined}
          className={`${CONTROL} ${noteError ? 'border-red-600' : 'border-slate-300'}`}
        />
        {noteError ? (
          <p id={`${id}-note-error`} role="alert" className="mt-1 text-sm text-red-700">
            {noteError}
          </p>
        ) : null}
      </div>
      {offline ? <p className="text-sm text-slate-700">{o.offlineHint}</p> : null}
      <Button type="submit" disabled={busy} data-testid="supplier-order-submit">
        {o.submit}
      </Button>
      {error ? (
        <p role="alert" data-testid="supplier-order-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function SupplierBasket({
  supplier,
  lieferkundeNr,
  rows,
  assortment,
  onSay,
  onPlaced,
}: {
  supplier: SupplierRow;
  lieferkundeNr: number;
  rows: readonly SupplierBasketRow[];
  assortment: ReadonlyMap<string, SupplierArticleRow>;
  onSay: (message: string) => void;
  onPlaced: (orderId: string) => void;
}) {
  const facts = basketFacts(rows, assortment, supplier.minOrderCents);
  const min = formatEuro(supplier.minOrderCents);
  return (
    <section aria-labelledby="supplier-basket-title" className="space-y-3">
      <h2 id="supplier-basket-title" className="text-lg font-semibold text-slate-900">
        {t.title(supplier.name)}
      </h2>
      {rows.length === 0 ? (
        <p
          data-testid="supplier-basket-empty"
          className="rounded-md border border-slate-200 bg-white p-4 text-slate-600"
        >
          {t.empty}
        </p>
      ) : (
        <BasketTable rows={rows} assortment={assortment} onSay={onSay} />
      )}
      <NoteForm lieferkundeNr={lieferkundeNr} supplierId={supplier.id} onSay={onSay} />
      <div
        data-testid="supplier-basket-totals"
        className="rounded-md border border-slate-200 bg-white p-4 text-sm"
      >
        <dl className="flex flex-wrap items-baseline justify-end gap-x-6 gap-y-1">
          <div className="flex items-baseline gap-2">
            <dt className="sr-only">{t.articleCount}</dt>
            <dd className="text-slate-900" data-testid="supplier-basket-positions">
              {de.baskets.positions(facts.articleRows)}
            </dd>
          </div>
          <div className="flex items-baseline gap-2">
            <dt className="font-semibold text-slate-900">{t.value}</dt>
            <dd
              className="text-lg font-semibold text-slate-900"
              data-testid="supplier-basket-value"
            >
              {formatEuro(facts.valueCents)}
            </dd>
          </div>
        </dl>
        {supplier.minOrderCents > 0 && facts.articleRows > 0 ? (
          <p className="mt-1 text-right text-slate-700" data-testid="supplier-basket-minimum">
            {facts.missingCents === 0
              ? `✓ ${t.minimumReached(min)}`
              : `⚠ ${t.minimumMissing(formatEuro(facts.missingCents), min)}`}
          </p>
        ) : null}
      </div>
      <OrderForm
        supplier={supplier}
        lieferkundeNr={lieferkundeNr}
        rows={rows}
        assortment={assortment}
        onPlaced={onPlaced}
      />
    </section>
  );
}
