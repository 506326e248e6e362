import { createFileRoute } from '@tanstack/react-router';
import { BasketListPage } from '../ui/baskets/BasketListPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/shop/merklisten')({
  staticData: { area: 'shop', title: de.screens.merklisten },
  component: function WishLists() {
    return <BasketListPage kind="merkliste" />;
  },
});
