// SPEC 2/9: the cart menu's link rule, its badge and name, and how it closes.
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userDb } from '../../../src/db/runtime';
import { META, type PortalDb } from '../../../src/db/schema';
import {
  CART_MENU_CLOSE_MS,
  CartMenu,
  cartCount,
  cartLink,
} from '../../../modules/shop/ui/baskets/CartMenu';
import { basket, freshDb, LK, markFirstPulled, uuid } from '../db/support';
import { sessionRootRoute } from '../sessionRoot';

// Real databases and Headless UI in jsdom: generous waits on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

describe('cartLink', () => {
  it('goes to the single basket when there is exactly one, else to the list', () => {
    expect(cartLink([{ id: 'a' }])).toEqual({ to: '/shop/warenkorb/$id', params: { id: 'a' } });
    expect(cartLink([])).toEqual({ to: '/shop/warenkoerbe' });
    expect(cartLink([{ id: 'a' }, { id: 'b' }])).toEqual({ to: '/shop/warenkoerbe' });
  });

  it('counts the article rows of the primary basket', () => {
    expect(cartCount([])).toBe(0);
    expect(
      cartCount([
        basket({ id: 'a', primary: false, artikel_count: 7 }),
        basket({ id: 'b', primary: true, artikel_count: 3 }),
      ]),
    ).toBe(3);
  });
});

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  await markFirstPulled(db);
  userDb.current.set(db);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
});

function renderMenu() {
  const rootRoute = sessionRootRoute(undefined, { before: <CartMenu /> });
  const routes = [
    '/',
    '/shop/warenkoerbe',
    '/shop/warenkorb/$id',
    '/shop/merklisten',
    '/shop/bestellungen',
  ].map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: () => null }));
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

const button = () => screen.getByTestId('cart-menu-button');

describe('CartMenu', () => {
  it('names the count of the primary basket; one basket: the link opens it', async () => {
    await db.baskets.put(basket({ id: uuid(1), label: 'Wochenbestellung', artikel_count: 3 }));
    const router = renderMenu();
    await waitFor(() =>
      expect(button().getAttribute('aria-label')).toBe('Warenkorb, 3 Positionen'),
    );
    expect(within(button()).getByTestId('cart-badge').textContent).toBe('3');

    fireEvent.click(button());
    const menu = await screen.findByTestId('cart-menu');
    expect(within(menu).getAllByTestId('cart-menu-basket')).toHaveLength(1);
    const link = within(menu).getByTestId('cart-menu-link');
    expect(link.textContent).toBe('Zum Warenkorb „Wochenbestellung“');
    expect(link.getAttribute('href')).toBe(`/shop/warenkorb/${uuid(1)}`);
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/shop/warenkorb/${uuid(1)}`));
    await waitFor(() => expect(screen.queryByTestId('cart-menu')).toBeNull());
  });

  it('several baskets: the link goes to the list; Escape closes the menu', async () => {
    await db.baskets.bulkPut([
      basket({ id: uuid(1), label: 'Wochenbestellung', artikel_count: 2 }),
      basket({ id: uuid(2), label: 'Nachbestellung', primary: false, artikel_count: 5 }),
    ]);
    renderMenu();
    await waitFor(() =>
      expect(button().getAttribute('aria-label')).toBe('Warenkorb, 2 Positionen'),
    );
    fireEvent.click(button());
    const menu = await screen.findByTestId('cart-menu');
    await waitFor(() => expect(within(menu).getAllByTestId('cart-menu-basket')).toHaveLength(2));
    const link = within(menu).getByTestId('cart-menu-link');
    expect(link.textContent).toBe('Alle Warenkörbe');
    expect(link.getAttribute('href')).toBe('/shop/warenkoerbe');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('cart-menu')).toBeNull());
  });

  it('closes 300 ms after the mouse leaves it, not when it comes back in time', async () => {
    await db.baskets.put(basket({ id: uuid(1), artikel_count: 1 }));
    renderMenu();
    await waitFor(() => expect(button().getAttribute('aria-label')).toBe('Warenkorb, 1 Position'));
    fireEvent.click(button());
    const menu = await screen.findByTestId('cart-menu');

    // Leaves, comes back within 300 ms: stays open.
    fireEvent.pointerLeave(menu, { pointerType: 'mouse' });
    await act(() => new Promise((r) => setTimeout(r, CART_MENU_CLOSE_MS - 150)));
    fireEvent.pointerEnter(menu, { pointerType: 'mouse' });
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByTestId('cart-menu')).not.toBeNull();

    // A touch 'leave' (right after a tap) does not close it.
    fireEvent.pointerLeave(menu, { pointerType: 'touch' });
    await act(() => new Promise((r) => setTimeout(r, CART_MENU_CLOSE_MS + 100)));
    expect(screen.queryByTestId('cart-menu')).not.toBeNull();

    const left = performance.now();
    fireEvent.pointerLeave(menu, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByTestId('cart-menu')).toBeNull());
    expect(performance.now() - left).toBeGreaterThanOrEqual(CART_MENU_CLOSE_MS - 5);
  });

  it('before the baskets’ first pull: loading instead of "none"', async () => {
    await db.meta.delete(META.firstPulled('baskets', LK));
    renderMenu();
    fireEvent.click(await screen.findByTestId('cart-menu-button'));
    const menu = await screen.findByTestId('cart-menu');
    expect(await within(menu).findByTestId('first-sync-pending')).toBeTruthy();
    expect(within(menu).queryByText('Noch kein Warenkorb angelegt.')).toBeNull();
    await db.meta.put({ key: META.firstPulled('baskets', LK), value: true });
    expect(await within(menu).findByText('Noch kein Warenkorb angelegt.')).toBeTruthy();
  });

  it('without baskets: no badge, a hint, and the link to the list', async () => {
    renderMenu();
    await waitFor(() =>
      expect(button().getAttribute('aria-label')).toBe('Warenkorb, 0 Positionen'),
    );
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    fireEvent.click(button());
    const menu = await screen.findByTestId('cart-menu');
    expect(await within(menu).findByText('Noch kein Warenkorb angelegt.')).toBeTruthy();
    expect(within(menu).getByTestId('cart-menu-link').getAttribute('href')).toBe(
      '/shop/warenkoerbe',
    );
  });
});
