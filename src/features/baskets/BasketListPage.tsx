// /shop/warenkoerbe: the baskets of the current delivery customer, and a form to create one.
import { Link, useNavigate } from '@tanstack/react-router';
import type { BasketRow } from '../../api/sync';
import { de } from '../../i18n/de';
import { FOCUS_RING } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { CreateBasketForm } from './BasketForms';
import { useBaskets, useCurrentCustomer } from './useBaskets';
import { formatEuro } from './validation';

function BasketCard({ basket, userId }: { basket: BasketRow; userId: string | null }) {
  const owned = basket.ownerId === userId;
  return (
    <li
      data-testid="basket-item"
      data-basket-id={basket.id}
      className={`rounded-md border bg-white p-4 ${basket.primary ? 'border-brand-600' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link
          to="/shop/warenkorb/$id"
          params={{ id: basket.id }}
          aria-label={de.baskets.open(basket.label)}
          className={`rounded text-lg font-semibold text-brand-800 underline-offset-2 hover:underline ${FOCUS_RING}`}
        >
          {basket.label}
        </Link>
        {basket.primary ? (
          <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {de.baskets.primary}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {de.baskets.articles(basket.artikel_count)} ·{' '}
        {de.baskets.value(formatEuro(basket.wert_summe))}
      </p>
      <p className="mt-1 text-xs text-slate-500">
        {owned ? de.baskets.owned : de.baskets.sharedBy(basket.ownerName)}
        {owned && basket.sharedWithCompany ? ` · ${de.baskets.sharedWithCompany}` : null}
      </p>
    </li>
  );
}

export function BasketListPage() {
  const { lieferkundeNr, userId } = useCurrentCustomer();
  const baskets = useBaskets(lieferkundeNr);
  const navigate = useNavigate();

  return (
    <section aria-labelledby="screen-title" className="mx-auto max-w-3xl space-y-4 p-4 sm:p-6">
      <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
        {de.baskets.listTitle}
      </h1>
      {lieferkundeNr === null ? (
        <p className="text-slate-600">{de.baskets.noCustomer}</p>
      ) : (
        <>
          {baskets === undefined ? (
            <Spinner label={de.app.loading} />
          ) : baskets.length === 0 ? (
            <p
              data-testid="basket-list-empty"
              className="rounded-md border border-slate-200 bg-white p-6 text-center text-slate-600"
            >
              {de.baskets.listEmpty}
            </p>
          ) : (
            <ul aria-label={de.baskets.list} data-testid="basket-list" className="space-y-3">
              {baskets.map((basket) => (
                <BasketCard key={basket.id} basket={basket} userId={userId} />
              ))}
            </ul>
          )}
          <CreateBasketForm
            lieferkundeNr={lieferkundeNr}
            onCreated={(id) => void navigate({ to: '/shop/warenkorb/$id', params: { id } })}
          />
        </>
      )}
    </section>
  );
}
