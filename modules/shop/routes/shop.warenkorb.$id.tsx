import { createFileRoute } from '@tanstack/react-router';
import { requireUuid } from '../../../src/ui/routeParams';
import { BasketPage } from '../ui/baskets/BasketPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/shop/warenkorb/$id')({
  staticData: { area: 'shop', title: de.screens.warenkorb },
  beforeLoad: ({ params }) => requireUuid(params.id),
  component: function Basket() {
    const { id } = Route.useParams();
    return <BasketPage id={id} kind="warenkorb" />;
  },
});
