import { createFileRoute } from '@tanstack/react-router';
import { ShopHomePage } from '../ui/baskets/ShopHomePage';
import { de } from '../../../src/i18n/de';

export const Route = createFileRoute('/_main/(modules)/shop/')({
  staticData: { area: 'shop', title: de.screens.shop },
  component: ShopHomePage,
});
