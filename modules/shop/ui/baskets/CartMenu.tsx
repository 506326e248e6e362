// SPEC 2/6/9: the navbar's cart menu (role Auftrag). The button shows how many article rows the
// primary basket holds; the menu lists the baskets with count and value. Its main link goes to
// the single basket when there is exactly one, else to the basket list. The menu closes 300 ms
// after the mouse leaves it, on Escape, and when a link is followed.
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import type { BasketRow } from '../../contract';
import { formatEuro } from '../../../../src/catalogue/money';
import { UntilFirstSync } from '../../../../src/features/sync';
import { de } from '../../../../src/i18n/de';
import { FOCUS_RING } from '../../../../src/ui/Button';
import {
  CART_MENU_CLOSE_MS,
  useCloseOnLeave,
  type LeaveHandlers,
} from '../../../../src/ui/closeOnLeave';
import { StarIcon } from '../../../../src/ui/icons';
import { CartIcon } from './icons';
import { primaryBasket, useCurrentCustomer, useLists, useListValues } from './useBaskets';

export { CART_MENU_CLOSE_MS };

const t = de.shop.cartMenu;

export type CartLink =
  | { readonly to: '/shop/warenkorb/$id'; readonly params: { readonly id: string } }
  | { readonly to: '/shop/warenkoerbe' };

/** SPEC 2: the single basket when there is exactly one, else the basket list. */
export function cartLink(baskets: readonly Pick<BasketRow, 'id'>[]): CartLink {
  const [only] = baskets;
  return baskets.length === 1 && only
    ? { to: '/shop/warenkorb/$id', params: { id: only.id } }
    : { to: '/shop/warenkoerbe' };
}

/** Article rows of the primary basket: the badge's count. */
export function cartCount(baskets: readonly BasketRow[]): number {
  return primaryBasket(baskets)?.artikel_count ?? 0;
}

const ITEM = `block rounded px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 ${FOCUS_RING}`;

/** Mounted only while open: values need every row, which the closed menu must not read. */
function CartMenuContent({ baskets, close }: { baskets: BasketRow[]; close: () => void }) {
  const values = useListValues(baskets);
  const main = cartLink(baskets);
  const only = baskets.length === 1 ? baskets[0] : undefined;
  return (
    <>
      <div className="border-b border-slate-100 px-4 py-2">
        <h2 className="text-sm font-semibold text-slate-900">{t.title}</h2>
      </div>
      {baskets.length === 0 ? (
        <UntilFirstSync collections="baskets" className="px-4 py-4 text-sm">
          <p className="px-4 py-4 text-sm text-slate-600">{t.empty}</p>
        </UntilFirstSync>
      ) : (
        <ul aria-label={t.title} className="max-h-80 overflow-y-auto p-1">
          {baskets.map((basket) => {
            const value = values?.get(basket.id);
            const count = de.baskets.positions(value?.articleRows ?? basket.artikel_count);
            const money = formatEuro(value?.valueCents ?? basket.wert_summe);
            return (
              <li key={basket.id}>
                <Link
                  to="/shop/warenkorb/$id"
                  params={{ id: basket.id }}
                  onClick={close}
                  data-testid="cart-menu-basket"
                  aria-label={t.entry(basket.label, count, money)}
                  className={`${ITEM} flex items-center justify-between gap-3`}
                >
                  <span className="flex min-w-0 items-start gap-1.5">
                    {basket.primary ? (
                      <StarIcon width={14} height={14} className="mt-0.5 shrink-0 text-brand-700" />
                    ) : null}
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{basket.label}</span>
                      {basket.primary ? (
                        <span className="block text-xs text-brand-800">
                          {de.baskets.kind.warenkorb.primary}
                        </span>
                      ) : null}
                    </span>
                  </span>
                  <span className="shrink-0 text-right text-xs text-slate-600">
                    {count}
                    <br />
                    <span className="font-medium text-slate-800">{money}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 px-3 py-2">
        <Link
          {...main}
          onClick={close}
          data-testid="cart-menu-link"
          className={`rounded px-1 py-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline ${FOCUS_RING}`}
        >
          {only ? t.toBasket(only.label) : t.toList}
        </Link>
        <Link
          to="/shop/merklisten"
          onClick={close}
          className={`rounded px-1 py-1 text-sm text-brand-700 underline-offset-2 hover:underline ${FOCUS_RING}`}
        >
          {t.wishLists}
        </Link>
        <Link
          to="/shop/bestellungen"
          onClick={close}
          className={`rounded px-1 py-1 text-sm text-brand-700 underline-offset-2 hover:underline ${FOCUS_RING}`}
        >
          {t.orders}
        </Link>
      </div>
    </>
  );
}

function CartMenuPanel({
  baskets,
  close,
  leave,
}: {
  baskets: BasketRow[];
  close: () => void;
  leave: LeaveHandlers;
}) {
  return (
    <PopoverPanel
      anchor="bottom end"
      data-testid="cart-menu"
      className="z-40 mt-1 flex w-[min(22rem,calc(100vw-1rem))] flex-col rounded-md border border-slate-200 bg-white shadow-lg focus:outline-none"
      {...leave}
    >
      <CartMenuContent baskets={baskets} close={close} />
    </PopoverPanel>
  );
}

export function CartMenu() {
  const { lieferkundeNr } = useCurrentCustomer();
  const baskets = useLists(lieferkundeNr, 'warenkorb');
  const count = cartCount(baskets ?? []);
  return (
    <Popover className="relative">
      {({ open, close }) => (
        <CartMenuBody open={open} close={close} baskets={baskets ?? []} count={count} />
      )}
    </Popover>
  );
}

function CartMenuBody({
  open,
  close,
  baskets,
  count,
}: {
  open: boolean;
  close: () => void;
  baskets: BasketRow[];
  count: number;
}) {
  const leave = useCloseOnLeave(close, CART_MENU_CLOSE_MS);
  return (
    <>
      <PopoverButton
        aria-label={t.button(count)}
        title={t.button(count)}
        data-testid="cart-menu-button"
        className={`relative inline-flex items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 ${FOCUS_RING}`}
        {...(open ? leave : {})}
      >
        <CartIcon />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="cart-badge"
            className="absolute -top-1 -right-1 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </PopoverButton>
      {open ? <CartMenuPanel baskets={baskets} close={close} leave={leave} /> : null}
    </>
  );
}
