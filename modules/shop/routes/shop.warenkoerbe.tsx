import { createFileRoute } from '@tanstack/react-router';
import { BasketListPage } from '../ui/baskets/BasketListPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/shop/warenkoerbe')({
  staticData: { area: 'shop', title: de.screens.warenkoerbe },
  component: function Baskets() {
    return <BasketListPage kind="warenkorb" />;
  },
});
