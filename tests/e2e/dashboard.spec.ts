// The dashboard's widgets (issue 13 item 11): apotheke-16 (whose dashboard no other spec edits)
// adds, moves by keyboard and removes widgets in the 'Anpassen' mode, changes the layout offline,
// reloads offline (the layout stays, from the local database), and converges once online.
// Screenshots: /tmp/dashboard-*.png.
import { expect, test, type Page } from './support/test';
import { de } from '../../src/i18n/de';
import { dashboardDe as t } from '../../modules/dashboard/texts.de';
import { expectConverged, readLocal, sessionUserId } from './support/convergence';
import {
  addArticle,
  createBasket,
  enterShop,
  pharmacy,
  waitForServiceWorker,
} from './support/convergenceUi';

const names = t.widgetNames;

/** The widget titles in the order shown. */
const order = (page: Page) =>
  page.getByRole('list', { name: t.widgetsLabel }).getByRole('heading', { level: 2 });

test('widgets are added, moved, removed, also offline, and kept per user', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(16));
  const userId = await sessionUserId(page.request);
  // A first basket is the primary one: the basket widget shows its positions and total.
  await createBasket(page, 'Dashboard-Korb');
  await addArticle(page, '3357926', 2);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: de.dashboard.heading, level: 1 })).toBeVisible();
  // Never edited: the default layout, each widget from local data.
  await expect(order(page)).toHaveText([
    names.notifications,
    names.primaryBasket,
    names.lastOrders,
    names.syncStatus,
  ]);
  await expect(page.getByTestId('widget-syncStatus')).toContainText(t.sync.online);
  await expect(page.getByTestId('widget-primaryBasket')).toContainText('Dashboard-Korb');
  await expect(page.getByTestId('widget-basket-positions')).toHaveText(de.baskets.positions(1));
  await expect(page.getByTestId('widget-basket-total')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
  await page.screenshot({ path: '/tmp/dashboard-default.png', fullPage: true });

  await page.getByRole('button', { name: t.edit.start }).click();
  // Remove one, add it back (at the end), move it up with the keyboard.
  await page.getByRole('button', { name: t.edit.remove(names.primaryBasket) }).click();
  await expect(order(page)).toHaveText([names.notifications, names.lastOrders, names.syncStatus]);
  const addBasket = page.getByRole('button', { name: t.edit.add(names.primaryBasket) });
  await expect(addBasket).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(order(page)).toHaveText([
    names.notifications,
    names.lastOrders,
    names.syncStatus,
    names.primaryBasket,
  ]);
  const basketUp = page.getByRole('button', { name: t.edit.moveUp(names.primaryBasket) });
  await expect(basketUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(order(page)).toHaveText([
    names.notifications,
    names.lastOrders,
    names.primaryBasket,
    names.syncStatus,
  ]);
  await expect(page.getByTestId('dashboard-announce')).toHaveText(
    t.edit.announce.moved(names.primaryBasket, 3, 4),
  );
  await expect(basketUp).toBeFocused();
  await page.keyboard.press('Space');
  await expect(order(page)).toHaveText([
    names.notifications,
    names.primaryBasket,
    names.lastOrders,
    names.syncStatus,
  ]);
  await page.getByRole('button', { name: t.edit.remove(names.notifications) }).click();
  await expect(order(page)).toHaveText([names.primaryBasket, names.lastOrders, names.syncStatus]);
  await page.screenshot({ path: '/tmp/dashboard-editing.png', fullPage: true });
  await expectConverged(page);

  // Offline: the sync status move to the front and the notifications back are queued.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await expect(page.getByTestId('widget-sync-body')).toHaveAttribute(
    'data-connectivity',
    'offline',
  );
  await page.getByRole('button', { name: t.edit.moveUp(names.syncStatus) }).click();
  await page.getByRole('button', { name: t.edit.moveUp(names.syncStatus) }).click();
  await page.getByRole('button', { name: t.edit.add(names.notifications) }).click();
  const offlineLayout = [
    names.syncStatus,
    names.primaryBasket,
    names.lastOrders,
    names.notifications,
  ];
  await expect(order(page)).toHaveText(offlineLayout);
  await expect
    .poll(async () => (await readLocal(page, userId)).outbox.map((m) => m.name))
    .toEqual(['dashboard.move', 'dashboard.move', 'dashboard.add']);
  await page.getByRole('button', { name: t.edit.done }).click();
  await expect(page.getByRole('button', { name: t.edit.remove(names.syncStatus) })).toHaveCount(0);
  await expect(page.getByTestId('widget-sync-pending')).toHaveText('3');

  // A reload offline keeps the layout (local database, the service worker's shell).
  await page.reload();
  await expect(page.getByRole('heading', { name: de.dashboard.heading, level: 1 })).toBeVisible();
  await expect(order(page)).toHaveText(offlineLayout);
  // The widgets render from local data offline.
  await expect(page.getByTestId('widget-sync-body')).toHaveAttribute(
    'data-connectivity',
    'offline',
  );
  await expect(page.getByTestId('widget-basket-positions')).toHaveText(de.baskets.positions(1));
  await expect(page.getByTestId('widget-orders-body')).toBeVisible();
  await expect(page.getByTestId('widget-notifications-body')).toBeVisible();
  await page.screenshot({ path: '/tmp/dashboard-offline.png', fullPage: true });

  await context.setOffline(false);
  await expectConverged(page);
  await expect(page.getByTestId('widget-sync-pending')).toHaveText('0');
  // The server holds the layout: a fresh load shows it too.
  await page.reload();
  await expect(order(page)).toHaveText(offlineLayout);
  const local = await readLocal(page, userId);
  expect(local.dashboardLayouts.map((row) => row.widgets)).toEqual([
    ['syncStatus', 'primaryBasket', 'lastOrders', 'notifications'],
  ]);
});
