// /shop/warenkorb without an id: the primary basket, or the list when there is none.
import { Navigate } from '@tanstack/react-router';
import { de } from '../../i18n/de';
import { Spinner } from '../../ui/Spinner';
import { primaryBasket, useBaskets, useCurrentCustomer } from './useBaskets';

export function BasketIndexPage() {
  const { lieferkundeNr, userId } = useCurrentCustomer();
  const baskets = useBaskets(lieferkundeNr);
  if (baskets === undefined) {
    return (
      <div className="p-6">
        <Spinner label={de.app.loading} />
      </div>
    );
  }
  const primary = primaryBasket(baskets, userId);
  return primary ? (
    <Navigate to="/shop/warenkorb/$id" params={{ id: primary.id }} replace />
  ) : (
    <Navigate to="/shop/warenkoerbe" replace />
  );
}
