import { createFileRoute } from '@tanstack/react-router';
import { BasketPage } from '../../features/baskets/BasketPage';
import { de } from '../../i18n/de';

export const Route = createFileRoute('/_main/shop/merkliste/$id')({
  staticData: { title: de.screens.merkliste },
  component: function WishList() {
    const { id } = Route.useParams();
    return <BasketPage id={id} kind="merkliste" />;
  },
});
