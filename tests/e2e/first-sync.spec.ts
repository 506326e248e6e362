// Issue 27: nothing is empty that is only not yet synced. A pharmacy's first login with the pull of
// its delivery customer's collections held back: the dashboard, the cart menu and /shop/warenkorb
// show that they are loading, never 'Sie haben noch keinen Warenkorb' nor an offer to create one,
// also when the connection drops meanwhile; the sync bar says 'Erstabgleich läuft (…)'. Once the
// pull is let through, the weekly basket opens and the bar says 'Alle Änderungen übertragen'.
import { expect, test, type Route } from './support/test';
import { shopDe } from '../../modules/shop/texts.de';
import { de } from '../../src/i18n/de';
import { login } from './support/login';
import { users } from './support/users';

const PHARMACY = 100101;

/** Holds every pull of a delivery customer's collections until released (the user's pass). */
function customerPullGate() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  const handler = async (route: Route) => {
    const body = route.request().postDataJSON() as { part?: string } | null;
    if (body?.part === 'customer') {
      held++;
      await released;
    }
    // A request the browser gave up on meanwhile (offline, a reload) cannot go on: nothing to do.
    await route.continue().catch(() => undefined);
  };
  return { handler, release, held: () => held };
}

test('a held first pull shows loading, never "no basket", also offline; then the basket', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const gate = customerPullGate();
  await context.route('**/api/sync/pull', gate.handler);

  await login(page, users.apotheke);
  const card = page.getByTestId(`lieferkunde-card-${PHARMACY}`);
  const dashboard = page.getByRole('heading', { name: de.dashboard.heading, level: 1 });
  await expect(card.or(dashboard)).toBeVisible();
  if (await card.isVisible()) await card.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(gate.held).toBeGreaterThan(0);

  const bar = page.getByTestId('sync-pending');
  const noBasket = page.getByText(shopDe.basketWidget.none);
  const noOrders = page.getByText(shopDe.ordersWidget.none);
  const create = page.getByText(de.baskets.kind.warenkorb.createPrimary, { exact: true });
  const loading = page.getByTestId('first-sync-pending');

  // The dashboard: the basket and orders widgets are loading, the bar says how far.
  await expect(loading.first()).toBeVisible();
  await expect(bar).toHaveText(/^Erstabgleich läuft \(\d{1,2}\s%\)$/);
  await expect(noBasket).toHaveCount(0);
  await expect(noOrders).toHaveCount(0);

  // The cart menu: loading, not 'Noch kein Warenkorb angelegt'.
  await page.getByTestId('cart-menu-button').click();
  const menu = page.getByTestId('cart-menu');
  await expect(menu.getByTestId('first-sync-pending')).toBeVisible();
  await expect(menu.getByText(de.shop.cartMenu.empty)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  // /shop/warenkorb: loading, no 'Warenkorb anlegen'.
  await page.goto('/shop/warenkorb');
  await expect(loading).toBeVisible();
  await expect(create).toHaveCount(0);
  await expect(page.getByTestId('create-primary')).toHaveCount(0);

  // The connection drops during the held first pull: still nothing offered to create.
  await context.setOffline(true);
  await expect(page.getByTestId('connectivity-banner')).toBeVisible();
  await expect(loading).toBeVisible();
  await expect(create).toHaveCount(0);
  await expect(bar).toHaveText(/^Erstabgleich läuft/);

  // Back online, the pull let through: the weekly basket opens, and the first sync completes.
  await context.setOffline(false);
  gate.release();
  await expect(page).toHaveURL(/\/shop\/warenkorb\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId('basket-page')).toContainText('Wochenbestellung');
  await expect(create).toHaveCount(0);
  await expect(bar).toHaveText(de.queue.allSent, { timeout: 90_000 });
});
