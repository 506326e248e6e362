import { createFileRoute } from '@tanstack/react-router';
import { BasketPage } from '../../features/baskets/BasketPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/shop/warenkorb/$id')({
  staticData: { title: de.screens.warenkorb },
  component: function Basket() {
    const { id } = Route.useParams();
    return <BasketPage id={id} kind="warenkorb" />;
  },
});
