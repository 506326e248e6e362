// The dashboard's orders widget (issue 13 item 11): the delivery customer's latest orders with
// their status and total, from the local database (an order placed offline shows as being sent).
import { shopDe } from '../../texts.de';
import { UntilFirstSync } from '../../../../src/features/sync';
import { de } from '../../../../src/i18n/de';
import { WidgetLink } from '../../../../src/ui/WidgetLink';
import { formatDateTime, totalText } from './logic';
import { OrderStatusBadge } from './OrderStatusBadge';
import { useCurrentCustomer, useOrders } from './useOrders';

const t = shopDe.ordersWidget;
const SHOWN = 4;

export function LastOrdersWidget() {
  const { lieferkundeNr } = useCurrentCustomer();
  const orders = useOrders(lieferkundeNr);
  if (!orders) return <p className="text-sm text-slate-500">{de.app.loading}</p>;
  return (
    <div data-testid="widget-orders-body">
      {orders.length === 0 ? (
        <UntilFirstSync collections="orders" className="text-sm">
          <p className="text-sm text-slate-600">{t.none}</p>
        </UntilFirstSync>
      ) : (
        <ul className="divide-y divide-slate-100">
          {orders.slice(0, SHOWN).map((order) => (
            <li key={order.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-900">{order.label}</span>
                <span className="block text-xs text-slate-500">
                  {formatDateTime(order.createdAt)} · {t.positions(order.rowCount)}
                </span>
              </span>
              <span className="text-sm font-semibold text-slate-900">{totalText(order)}</span>
              <OrderStatusBadge status={order.status} />
            </li>
          ))}
        </ul>
      )}
      <WidgetLink to="/shop/bestellungen">{t.all}</WidgetLink>
    </div>
  );
}
