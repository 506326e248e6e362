import { createFileRoute } from '@tanstack/react-router';
import { BasketIndexPage } from '../ui/baskets/BasketIndexPage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/shop/warenkorb/')({
  staticData: { area: 'shop', title: de.screens.warenkorb },
  component: BasketIndexPage,
});
