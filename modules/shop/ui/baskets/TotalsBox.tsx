// The totals of a list in EUR: Σ quantity × AEP (what the pharmacy pays) and Σ quantity × AVP.
// A bar that sticks to the bottom of the window, so the total stays in sight while quantities
// change far up in a long list. Its height is reserved as the page's scroll padding (issue 24):
// scrolling a row into view (focus, Tab, a click, scrollIntoView) stops above the bar, so no row
// stays hidden and unclickable beneath it.
import { useLayoutEffect, useRef } from 'react';
import { formatEuro } from '../../../../src/catalogue/money';
import { de } from '../../../../src/i18n/de';
import type { Totals } from './totals';

/** Keeps `scroll-padding-bottom` of the page equal to the element's height while mounted. */
function useReservedBottom() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const root = document.documentElement;
    if (!element) return;
    const reserve = () => {
      root.style.scrollPaddingBottom = `${Math.ceil(element.getBoundingClientRect().height)}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  return ref;
}

export function TotalsBox({ totals }: { totals: Totals }) {
  const ref = useReservedBottom();
  return (
    <section
      ref={ref}
      aria-label={de.baskets.totalsTitle}
      data-testid="basket-totals"
      data-unpriced={totals.unpriced}
      className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-2px_6px_rgba(15,23,42,0.06)] sm:mx-0 sm:rounded-md sm:border"
    >
      <dl className="flex flex-wrap items-baseline justify-end gap-x-6 gap-y-1 text-sm">
        <div className="flex items-baseline gap-2">
          <dt className="sr-only">{de.baskets.rows}</dt>
          <dd
            className="text-slate-900"
            data-testid="basket-article-count"
            data-count={totals.articleRows}
          >
            {de.baskets.positions(totals.articleRows)}
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
