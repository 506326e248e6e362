// One last-chance offer as a card (./LastChancePage.tsx): article, reason, discount, packs left,
// limit and last day, with the quantity field and 'In den Warenkorb'.
import { useId, useState, type FormEvent } from 'react';
import { formatDay, formatEuro } from '../../../src/catalogue/money';
import { de } from '../../../src/i18n/de';
import { Button } from '../../../src/ui/Button';
import { parseOfferQuantity, type OfferView } from './rules';
import { lastChanceDe } from '../texts.de';
import { FieldLabel } from '../../../src/ui/FormField';

const t = lastChanceDe;
const FIELD =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';
const BADGE = 'rounded-full border px-2 py-0.5';

export type AddToBasket = (view: OfferView, quantity: number) => Promise<void>;

export function OfferCard({
  view,
  canOrder,
  onAdd,
}: {
  view: OfferView;
  canOrder: boolean;
  onAdd: AddToBasket;
}) {
  const o = view.offer;
  const headingId = useId();
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputId = useId();
  const [text, setText] = useState('1');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const notOrderable = !canOrder
    ? t.notOrderable.noCustomer
    : view.state !== 'available'
      ? t.notOrderable[view.state]
      : view.orderable === 0
        ? t.notOrderable.inBasket
        : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseOfferQuantity(text, view.orderable);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setBusy(true);
    try {
      await onAdd(view, parsed.quantity);
      setText('1');
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : de.errors.generic);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <article
        aria-labelledby={headingId}
        data-testid="last-chance-offer"
        className={`flex h-full flex-col gap-3 rounded-lg border p-4 ${
          view.state === 'available' ? 'border-slate-200 bg-white' : 'border-slate-200 bg-slate-50'
        }`}
      >
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {o.name}
          </h2>
          <p className="text-sm text-slate-600">
            {t.pzn(o.pzn)} · {o.manufacturer}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 text-sm">
          <span className={`${BADGE} border-slate-300 bg-slate-100 text-slate-800`}>
            {t.reason[o.reason]}
          </span>
          {view.expiresSoon && (
            <span className={`${BADGE} border-amber-400 bg-amber-50 font-medium text-amber-900`}>
              <span aria-hidden="true">⚠ </span>
              {t.expiresSoon}
            </span>
          )}
        </div>
        <ul className="space-y-0.5 text-sm text-slate-700">
          <li data-testid="last-chance-expiry">
            {o.expiryDay !== null && view.expiryDays !== null
              ? t.expiry(formatDay(o.expiryDay), view.expiryDays)
              : t.noExpiry}
          </li>
          <li className={view.endsSoon ? 'font-medium text-amber-900' : undefined}>
            {view.endsSoon ? t.endsSoon(view.daysLeft) : t.validUntil(formatDay(o.validUntil))}
          </li>
        </ul>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <p>
            <span className="sr-only">{t.price}: </span>
            <span className="text-xl font-semibold tabular-nums text-slate-900">
              {formatEuro(o.priceCents)}
            </span>
          </p>
          <p className="text-sm tabular-nums text-slate-600">
            {t.regularPrice(formatEuro(o.regularPriceCents))}
          </p>
          {view.discountPercent > 0 && (
            <p className="text-sm font-medium text-emerald-800">
              {t.discount(view.discountPercent)}
            </p>
          )}
        </div>
        <p className="text-sm text-slate-800" data-testid="last-chance-left">
          <span className="font-medium">{t.left(o.quantityLeft)}</span>
          {o.quantityLeft > 0 && <> · {t.maxPerOrder(o.maxPerOrder)}</>}
          {view.inBasket > 0 && <> · {t.inBasket(view.inBasket)}</>}
        </p>
        <div className="mt-auto">
          {notOrderable ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button disabled aria-label={t.addLabel(o.name)} aria-describedby={reasonId}>
                {t.add}
              </Button>
              <p id={reasonId} className="text-sm text-slate-600">
                {notOrderable}
              </p>
            </div>
          ) : (
            <form
              noValidate
              onSubmit={(event) => void submit(event)}
              className="flex flex-wrap items-end gap-3"
            >
              <div className="w-24">
                <FieldLabel htmlFor={inputId}>{t.quantity}</FieldLabel>
                <input
                  id={inputId}
                  name="quantity"
                  inputMode="numeric"
                  autoComplete="off"
                  value={text}
                  onChange={(event) => {
                    setText(event.target.value);
                    setError(undefined);
                  }}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${errorId} ${hintId}` : hintId}
                  className={`${FIELD} ${error ? 'border-red-600' : ''}`}
                />
              </div>
              <Button type="submit" disabled={busy} aria-label={t.addLabel(o.name)}>
                {t.add}
              </Button>
              <p id={hintId} className="w-full text-xs text-slate-600">
                {t.quantityHint(view.orderable)}
              </p>
              {error && (
                <p id={errorId} className="w-full text-sm text-red-700">
                  {error}
                </p>
              )}
            </form>
          )}
        </div>
      </article>
    </li>
  );
}
