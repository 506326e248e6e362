import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { OrdersPage } from '../ui/orders/OrdersPage';
import { de } from '../../../src/i18n/de';

/** `order`: the id of the order whose lines are open (a link to it opens them, a reload keeps them). */
const OrdersSearch = v.object({ order: v.optional(v.pipe(v.string(), v.uuid())) });

export const Route = createFileRoute('/_main/(modules)/shop/bestellungen')({
  staticData: { area: 'shop', title: de.screens.bestellungen },
  validateSearch: (search) => {
    const parsed = v.safeParse(OrdersSearch, { order: search['order'] });
    return parsed.success ? parsed.output : {};
  },
  component: function Orders() {
    const { order } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <OrdersPage
        openId={order}
        onToggle={(id) =>
          void navigate({ search: id ? { order: id } : {}, replace: true, resetScroll: false })
        }
      />
    );
  },
});
