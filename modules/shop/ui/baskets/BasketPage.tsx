// /shop/warenkorb/{id} and /shop/merkliste/{id}: one list. Add articles from the catalogue
// search (or PZN + Enter, or a scanner), quantities by keyboard and +/-, duplicate, note rows,
// delete, totals in EUR, a grouped view. Baskets: availability check (online) and 'Bestellen'.
// Wish lists: copy or move rows into a basket.
import { Link } from '@tanstack/react-router';
import type { ListKind } from '../../contract';
import { useSyncStatus } from '../../../../src/db';
import { de } from '../../../../src/i18n/de';
import { buttonClass } from '../../../../src/ui/Button';
import { PageFrame } from '../../../../src/ui/PageFrame';
import { Spinner } from '../../../../src/ui/Spinner';
import { LIST_ROUTES, listTexts } from './kinds';
import { useBasket, useCurrentCustomer } from './useBaskets';

import { ListScreen } from './ListScreen';

/**
 * A list this device does not hold for the chosen customer. Offline that says nothing about the
 * list (it may be another customer's), so it is not called deleted (issue 26).
 */
function NotFound({ kind }: { kind: ListKind }) {
  const t = listTexts(kind);
  const offline = useSyncStatus().connectivity !== 'online';
  return (
    <PageFrame
      title={offline ? de.baskets.notOnDeviceTitle : t.notFoundTitle}
      width="max-w-3xl"
      testId="basket-not-found"
    >
      <p className="text-slate-600">{offline ? t.notOnDeviceText : t.notFoundText}</p>
      <Link to={LIST_ROUTES[kind].overview} className={buttonClass('secondary')}>
        {t.toList}
      </Link>
    </PageFrame>
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
