import { createFileRoute } from '@tanstack/react-router';
import { ShopHomePage } from '../../../../modules/shop/ui/baskets/ShopHomePage';
import { de } from '../../../../src/i18n/de';

export const Route = createFileRoute('/_main/shop/')({
  staticData: { area: 'shop', title: de.screens.shop },
  component: ShopHomePage,
});
