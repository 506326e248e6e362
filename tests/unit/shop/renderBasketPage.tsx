// Renders BasketPage for a basket or wish-list path in a memory router, with the owner's session
// and the list pages it links to as stubs (shared by the basket page's unit tests).
import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { BasketPage } from '../../../modules/shop/ui/baskets/BasketPage';
import { sessionRootRoute } from '../sessionRoot';

export function renderBasketPage(path: string) {
  const rootRoute = sessionRootRoute();
  const basketRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/shop/warenkorb/$id',
    component: function Basket() {
      const { id } = basketRoute.useParams();
      return <BasketPage id={id} kind="warenkorb" />;
    },
  });
  const wishRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/shop/merkliste/$id',
    component: function Wish() {
      const { id } = wishRoute.useParams();
      return <BasketPage id={id} kind="merkliste" />;
    },
  });
  const stub = (path: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>{path}</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      basketRoute,
      wishRoute,
      stub('/shop/warenkoerbe'),
      stub('/shop/merklisten'),
      stub('/shop/bestellungen'),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}
