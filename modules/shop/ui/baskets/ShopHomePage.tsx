// /shop: search the catalogue and put an article straight into the primary basket (a basket is
// created when the customer has none), plus the ways to baskets, wish lists and orders.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Article } from '../../../../src/api/catalogue';
import { mutate, newId } from '../../../../src/db';
import { FirstSyncNote, useFirstSync } from '../../../../src/features/sync';
import { de } from '../../../../src/i18n/de';
import { FOCUS_RING } from '../../../../src/ui/Button';
import { createList } from './BasketForms';
import { CartIcon, ListIcon, OrdersIcon } from './icons';
import { ArticleQuantityPicker } from './AddArticleBar';
import { primaryBasket, useCurrentCustomer, useLists } from './useBaskets';
import { PageFrame } from '../../../../src/ui/PageFrame';

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
  const [added, setAdded] = useState<Added | null>(null);
  const [waitNote, setWaitNote] = useState(false);
  // Before the baskets' first pull a missing primary may be on its way: a new one would split
  // the order (issue 27), so the article waits.
  const firstSync = useFirstSync('baskets');
  const waiting = firstSync === 'loading' && !primary;

  const add = async (article: Article, quantity: number) => {
    if (lieferkundeNr === null) return;
    setWaitNote(waiting);
    if (waiting) return;
    const label = primary?.label ?? de.baskets.kind.warenkorb.defaultLabel;
    const basketId =
      primary?.id ??
      (await createList(lieferkundeNr, 'warenkorb', de.baskets.kind.warenkorb.defaultLabel));
    await mutate('basket.addRow', { basketId, rowId: newId(), pzn: article.pzn, quantity });
    setAdded({ basketId, text: t.added(`${quantity} × ${article.name}`, label) });
  };

  return (
    <PageFrame title={t.title} lead={t.intro} width="max-w-4xl" testId="shop-home">
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{de.baskets.noCustomer}</p>
      ) : (
        <div className="rounded-md border border-slate-200 bg-white p-4">
          <ArticleQuantityPicker
            searchLabel={t.searchLabel}
            quantityLabel={t.quantity}
            quantityTestId="shop-quantity"
            onAdd={add}
          />
          <p className="mt-2 text-xs text-slate-500">
            {baskets === undefined || waiting
              ? null
              : primary
                ? t.addTarget(primary.label)
                : t.addTargetNew}
          </p>
          {waiting ? <FirstSyncNote className="mt-2 text-sm" /> : null}
          <div role="status" className="mt-2 min-h-6 text-sm text-slate-800">
            {waitNote && waiting ? (
              <span data-testid="shop-wait">{t.waitForFirstSync}</span>
            ) : added ? (
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
    </PageFrame>
  );
}
