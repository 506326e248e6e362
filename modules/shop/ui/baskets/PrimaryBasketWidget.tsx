// The dashboard's basket widget (issue 13 item 11): the user's primary basket at the current
// delivery customer, its positions and total (local rows and catalogue prices, so changes made
// offline show at once), with a link to it.
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatEuro } from '../../../../src/catalogue/money';
import { shopDe } from '../../texts.de';
import { UntilFirstSync } from '../../../../src/features/sync';
import { de } from '../../../../src/i18n/de';
import { FOCUS_RING } from '../../../../src/ui/Button';
import { primaryBasket, useCurrentCustomer, useListValues, useLists } from './useBaskets';

const t = shopDe.basketWidget;
const LINK = `rounded text-sm font-medium text-brand-800 underline underline-offset-2 ${FOCUS_RING}`;

export function PrimaryBasketWidget() {
  const { lieferkundeNr } = useCurrentCustomer();
  const lists = useLists(lieferkundeNr, 'warenkorb');
  const primary = lists ? primaryBasket(lists) : undefined;
  const shown = useMemo(() => (primary ? [primary] : []), [primary]);
  const values = useListValues(shown);
  if (!lists) return <p className="text-sm text-slate-500">{de.app.loading}</p>;
  if (!primary) {
    return (
      <div>
        <UntilFirstSync collections="baskets" className="text-sm">
          <p className="text-sm text-slate-600">{t.none}</p>
        </UntilFirstSync>
        <Link to="/shop/warenkoerbe" className={`mt-3 inline-block ${LINK}`}>
          {t.allBaskets}
        </Link>
      </div>
    );
  }
  const value = values?.get(primary.id);
  return (
    <div data-testid="widget-basket-body">
      <p className="font-medium text-slate-900">{primary.label}</p>
      <dl className="mt-1 grid grid-cols-2 gap-x-3 text-sm">
        <dt className="sr-only">{t.positionsLabel}</dt>
        <dd className="text-slate-700" data-testid="widget-basket-positions">
          {de.baskets.positions(value?.articleRows ?? primary.artikel_count)}
        </dd>
        <dt className="sr-only">{t.total}</dt>
        <dd className="text-right font-semibold text-slate-900" data-testid="widget-basket-total">
          {formatEuro(value?.valueCents ?? primary.wert_summe)}
        </dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
        <Link to="/shop/warenkorb/$id" params={{ id: primary.id }} className={LINK}>
          {t.open(primary.label)}
        </Link>
        <Link to="/shop/warenkoerbe" className={LINK}>
          {t.allBaskets}
        </Link>
      </div>
    </div>
  );
}
