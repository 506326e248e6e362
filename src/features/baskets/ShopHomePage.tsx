// /shop: search the catalogue and put an article straight into the primary basket (a basket is
// created when the customer has none), plus the ways to baskets, wish lists and orders.
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { Article } from '../../api/catalogue';
import { ArticleSearch } from '../../catalogue/ArticleSearch';
import { mutate, newId } from '../../db';
import { de } from '../../i18n/de';
import { FOCUS_RING } from '../../ui/Button';
import { createList } from './BasketForms';
import { CartIcon, ListIcon, OrdersIcon } from './icons';
import { focusById } from './AddArticleBar';
import { primaryBasket, useCurrentCustomer, useLists } from './useBaskets';
import { errorText, parseQuantity } from './validation';

const t = de.shop.home;

interface Added {
  readonly basketId: string;
  readonly text: string;
}

const AREAS = [
  { to: '/shop/warenkoerbe', title: t.baskets, text: t.basketsText, Icon: CartIcon },
  { to: '/shop/merklisten', title: t.wishLists, text: t.wishListsText, Icon: ListIcon },
  { to: '/shop/bestellungen', title: t.orders, text: t.ordersText, Icon: OrdersIcon },
] as const;

export function ShopHomePage() {
  const { lieferkundeNr } = useCurrentCustomer();
  const baskets = useLists(lieferkundeNr, 'warenkorb');
  const primary = primaryBasket(baskets ?? []);
  const searchId = useId();
  const quantityId = useId();
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<Added | null>(null);

  const add = async (article: Article) => {
    if (lieferkundeNr === null) return;
    const parsed = parseQuantity(quantity);
    if (!parsed.ok) {
      setError(parsed.error);
      document.getElementById(quantityId)?.focus();
      return;
    }
    try {
      const label = primary?.label ?? de.baskets.kind.warenkorb.defaultLabel;
      const basketId =
        primary?.id ??
        (await createList(lieferkundeNr, 'warenkorb', de.baskets.kind.warenkorb.defaultLabel));
      await mutate('basket.addRow', {
        basketId,
        rowId: newId(),
        pzn: article.pzn,
        quantity: parsed.value,
      });
      setQuantity('1');
      setError(null);
      setAdded({ basketId, text: t.added(`${parsed.value} × ${article.name}`, label) });
    } catch (e) {
      setError(errorText(e));
    }
    focusById(searchId);
  };

  return (
    <section
      aria-labelledby="screen-title"
      data-testid="shop-home"
      className="mx-auto max-w-4xl space-y-6 p-4 sm:p-6"
    >
      <div>
        <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
          {t.title}
        </h1>
        <p className="mt-1 text-slate-600">{t.intro}</p>
      </div>
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{de.baskets.noCustomer}</p>
      ) : (
        <div className="rounded-md border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-start gap-3">
            <div className="w-24">
              <label htmlFor={quantityId} className="block text-sm font-medium text-slate-800">
                {t.quantity}
              </label>
              <input
                id={quantityId}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={quantity}
                data-testid="shop-quantity"
                onChange={(e) => {
                  setQuantity(e.target.value);
                  setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${quantityId}-error` : undefined}
                className={`mt-1 block w-full rounded-md border px-3 py-2 text-right text-slate-900 shadow-sm focus:outline-2 focus:outline-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
              />
            </div>
            <div className="min-w-64 flex-1">
              <ArticleSearch
                id={searchId}
                label={t.searchLabel}
                placeholder={de.baskets.searchPlaceholder}
                onPick={(article) => void add(article)}
                // A scanner or the keyboard starts here: the search is the screen's first task.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
              />
            </div>
          </div>
          {error ? (
            <p id={`${quantityId}-error`} role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <p className="mt-2 text-xs text-slate-500">
            {baskets === undefined ? null : primary ? t.addTarget(primary.label) : t.addTargetNew}
          </p>
          <div role="status" className="mt-2 min-h-6 text-sm text-slate-800">
            {added ? (
              <span className="flex flex-wrap items-center gap-2">
                <span data-testid="shop-added">{added.text}</span>
                <Link
                  to="/shop/warenkorb/$id"
                  params={{ id: added.basketId }}
                  className={`rounded font-medium text-brand-700 underline underline-offset-2 ${FOCUS_RING}`}
                >
                  {t.openBasket}
                </Link>
              </span>
            ) : null}
          </div>
        </div>
      )}
      <nav aria-label={t.links}>
        <ul className="grid gap-3 sm:grid-cols-3">
          {AREAS.map(({ to, title, text, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className={`flex h-full items-start gap-3 rounded-md border border-slate-200 bg-white p-4 hover:border-brand-600 hover:bg-brand-50 ${FOCUS_RING}`}
              >
                <Icon className="mt-0.5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="block text-sm text-slate-600">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
