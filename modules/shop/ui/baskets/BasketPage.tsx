// /shop/warenkorb/{id} and /shop/merkliste/{id}: one list. Add articles from the catalogue
// search (or PZN + Enter, or a scanner), quantities by keyboard and +/-, duplicate, note rows,
// delete, totals in EUR, a grouped view. Baskets: availability check (online) and 'Bestellen'.
// Wish lists: copy or move rows into a basket.
import { Link } from '@tanstack/react-router';
import type { ListKind } from '../../contract';
import { de } from '../../../../src/i18n/de';
import { buttonClass } from '../../../../src/ui/Button';
import { Spinner } from '../../../../src/ui/Spinner';
import { LIST_ROUTES, listTexts } from './kinds';
import { useBasket, useCurrentCustomer } from './useBaskets';

import { ListScreen } from './ListScreen';

function NotFound({ kind }: { kind: ListKind }) {
  const t = listTexts(kind);
  return (
    <section
      aria-labelledby="screen-title"
      data-testid="basket-not-found"
      className="mx-auto max-w-3xl p-4 sm:p-6"
    >
      <h1 id="screen-title" className="text-2xl font-semibold text-slate-900">
        {t.notFoundTitle}
      </h1>
      <p className="mt-2 text-slate-600">{t.notFoundText}</p>
      <Link to={LIST_ROUTES[kind].overview} className={buttonClass('secondary', 'mt-4')}>
        {t.toList}
      </Link>
    </section>
  );
}

export function BasketPage({ id, kind = 'warenkorb' }: { id: string; kind?: ListKind }) {
  const { lieferkundeNr } = useCurrentCustomer();
  const view = useBasket(id, lieferkundeNr, kind);

  if (view === undefined) {
    return (
      <div className="p-6">
        <Spinner label={de.app.loading} />
      </div>
    );
  }
  if (!view.basket) return <NotFound kind={kind} />;
  return <ListScreen key={view.basket.id} basket={view.basket} liveRows={view.rows} />;
}
