// The totals of a list in EUR: Σ quantity × AEP (what the pharmacy pays) and Σ quantity × AVP.
// A bar that sticks to the bottom of the window, so the total stays in sight while quantities
// change far up in a long list.
import { formatEuro } from '../../catalogue/money';
import { de } from '../../i18n/de';
import type { Totals } from './totals';

export function TotalsBox({ totals }: { totals: Totals }) {
  return (
    <section
      aria-label={de.baskets.totalsTitle}
      data-testid="basket-totals"
      data-unpriced={totals.unpriced}
      className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-2px_6px_rgba(15,23,42,0.06)] sm:mx-0 sm:rounded-md sm:border"
    >
      <dl className="flex flex-wrap items-baseline justify-end gap-x-6 gap-y-1 text-sm">
        <div className="flex items-baseline gap-2">
          <dt className="text-slate-600">{de.baskets.articleCount}</dt>
          <dd className="text-slate-900" data-testid="basket-article-count">
            {totals.articleRows}
          </dd>
        </div>
        <div className="flex items-baseline gap-2">
          <dt className="text-slate-600">{de.baskets.totalAvp}</dt>
          <dd className="text-slate-900" data-testid="basket-total-avp">
            {formatEuro(totals.avpCents)}
          </dd>
        </div>
        <div className="flex items-baseline gap-2">
          <dt className="text-base font-semibold text-slate-900">{de.baskets.totalAep}</dt>
          <dd className="text-lg font-semibold text-slate-900" data-testid="basket-total">
            {formatEuro(totals.aepCents)}
          </dd>
        </div>
      </dl>
      {totals.unpriced > 0 ? (
        <p className="mt-1 text-right text-xs text-slate-600">
          {de.baskets.unpriced(totals.unpriced)}
        </p>
      ) : null}
    </section>
  );
}
