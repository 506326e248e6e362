// Offline-first (issue 3 "Tests"): edits made offline survive a reload while offline and arrive
// once back online; a push whose answer is lost is applied exactly once; a second user on the
// same browser never sees nor sends the first user's queue. Each scenario ends converged.
import { expect, test } from './support/test';
import { de } from '../../src/i18n/de';
import { expectConverged, readLocal, serverState, sessionUserId } from './support/convergence';
import { fillLogin } from './support/login';
import {
  addArticle,
  createBasket,
  enterShop,
  giveNotifications,
  pharmacy,
  rowOf,
  setQuantity,
  waitForServiceWorker,
} from './support/convergenceUi';

test('edits made offline survive a reload offline and arrive once online', async ({
  page,
  context,
  baseURL,
}) => {
  await enterShop(page, pharmacy(6));
  const userId = await sessionUserId(page.request);
  // Unique names: the shared server keeps data from earlier runs (e.g. --repeat-each).
  const run = Date.now().toString(36);
  await giveNotifications(baseURL ?? '', userId, 2, '/shop/warenkoerbe', `Hinweis-${run}`);
  const basketId = await createBasket(page, `Offline-${run}`);
  await addArticle(page, '4512346', 2);
  await expectConverged(page);
  await page.goto('/notifications');
  const mine = page.getByTestId('notification-item').filter({ hasText: `Hinweis-${run}` });
  await expect(mine).toHaveCount(2);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  // Marks the notification seen and follows its url (in the app, no page load).
  const target = mine.filter({ hasText: `Hinweis-${run} 1` });
  const notificationId = await target.getAttribute('data-notification-id');
  await target.click();
  await expect(page).toHaveURL(/\/shop\/warenkoerbe$/);
  await page.getByRole('link', { name: de.baskets.kind.warenkorb.open(`Offline-${run}`) }).click();
  await expect(page.getByTestId('basket-page')).toBeVisible();
  await setQuantity(page, '4512346', 5);
  await addArticle(page, '2468026', 4);

  // A reload while still offline: the queue is in IndexedDB and survives it.
  await page.reload();
  const queued = await readLocal(page, userId);
  expect(queued.outbox.map((m) => m.name)).toEqual([
    'notification.markSeen',
    'basket.setQuantity',
    'basket.addRow',
  ]);
  const queuedRows = queued.basketRows.filter((r) => r.basketId === basketId);
  expect(queuedRows.map((r) => [r.pzn, r.quantity]).sort()).toEqual([
    ['2468026', 4],
    ['4512346', 5],
  ]);
  // Nothing reached the server yet (page.request is not subject to setOffline).
  const before = await serverState(page.request);
  expect(
    before.basketRows.filter((r) => r.basketId === basketId).map((r) => [r.pzn, r.quantity]),
  ).toEqual([['4512346', 2]]);
  expect(before.notifications.find((n) => n.id === notificationId)?.seen).toBe(false);

  await context.setOffline(false);
  await page.goto(`/shop/warenkorb/${basketId}`);
  await expect(rowOf(page, '2468026').getByTestId('row-quantity')).toHaveValue('4');
  await expectConverged(page);
  const after = await serverState(page.request);
  expect(
    after.basketRows
      .filter((r) => r.basketId === basketId)
      .map((r) => [r.pzn, r.quantity])
      .sort(),
  ).toEqual([
    ['2468026', 4],
    ['4512346', 5],
  ]);
  const ours = after.notifications.filter((n) => n.label.startsWith(`Hinweis-${run}`));
  expect(ours.filter((n) => n.seen).map((n) => n.id)).toEqual([notificationId]);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
});

test('after a reload while offline the app still shows the offline edits', async ({
  page,
  context,
}) => {
  await enterShop(page, pharmacy(7));
  const basketId = await createBasket(page, 'Offline-Reload');
  await addArticle(page, '3357926', 1);
  await expectConverged(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await setQuantity(page, '3357926', 7);
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/shop/warenkorb/${basketId}$`), { timeout: 5_000 });
  await expect(rowOf(page, '3357926').getByTestId('row-quantity')).toHaveValue('7', {
    timeout: 5_000,
  });
  // A page load of the dashboard offline works from the local data and the cached config.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: de.dashboard.heading, level: 1 })).toBeVisible();
  await expect(page.getByTestId('connectivity-banner')).toHaveText(de.connectivity.offline);
  await context.setOffline(false);
  await expectConverged(page);
});

test('a push whose answer is lost is applied exactly once after the retry', async ({ page }) => {
  await enterShop(page, pharmacy(8));
  const basketId = await createBasket(page, 'Antwort-verloren');
  await addArticle(page, '4729057', 1);
  await expectConverged(page);

  // The server processes the next push, but its answer never reaches the client.
  let dropped = 0;
  await page.context().route('**/api/sync/push', async (route) => {
    if (dropped > 0) return route.continue();
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    dropped++;
    await route.abort('connectionreset');
  });
  await setQuantity(page, '4729057', 3);
  await addArticle(page, '3185626', 2);
  await expect.poll(() => dropped).toBeGreaterThan(0);

  await expectConverged(page);
  await page.context().unrouteAll({ behavior: 'ignoreErrors' });
  const state = await serverState(page.request);
  const rows = state.basketRows.filter((r) => r.basketId === basketId);
  expect(rows.map((r) => [r.pzn, r.quantity]).sort()).toEqual([
    ['3185626', 2],
    ['4729057', 3],
  ]);
  expect(new Set(rows.map((r) => r.position)).size).toBe(rows.length);
  await expect(rowOf(page, '3185626').getByTestId('row-quantity')).toHaveValue('2');
  await expect(page.getByTestId('basket-row')).toHaveCount(2);
});

test('a second user on the same browser never sees nor sends the first user’s queue', async ({
  page,
  context,
}) => {
  const first = pharmacy(9);
  const second = pharmacy(10);
  await enterShop(page, first);
  const firstId = await sessionUserId(page.request);
  const basketId = await createBasket(page, 'Erster-Nutzer');
  await addArticle(page, '4260838', 1);
  await expectConverged(page);

  await context.setOffline(true);
  await setQuantity(page, '4260838', 8);
  // Log out online, with the push held back so the change stays queued.
  await context.route('**/api/sync/push', (route) => route.abort('connectionrefused'));
  await context.setOffline(false);
  await page.getByRole('button', { name: de.userMenu.button }).click();
  await page.getByTestId('logout-button').click();
  const dialog = page.getByTestId('logout-pending-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: de.logoutPending.logoutAnyway }).click();
  await expect(page).toHaveURL(/\/login/);
  await context.unrouteAll({ behavior: 'ignoreErrors' });

  await enterShop(page, second);
  const secondId = await sessionUserId(page.request);
  expect(secondId).not.toBe(firstId);
  await expectConverged(page);
  const mine = await readLocal(page, secondId);
  expect(mine.outbox).toEqual([]);
  expect(mine.basketRows).toEqual([]);
  expect(mine.baskets.some((b) => b.id === basketId)).toBe(false);
  // The first user's change is still queued, untouched, and not on the server.
  const theirs = await readLocal(page, firstId);
  const row = theirs.basketRows.find((r) => r.basketId === basketId && r.pzn === '4260838');
  expect(theirs.outbox.map((m) => [m.name, m.args])).toEqual([
    ['basket.setQuantity', { rowId: row?.id, quantity: 8 }],
  ]);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await enterShop(page, first);
  await expectConverged(page);
  const state = await serverState(page.request);
  expect(
    state.basketRows.filter((r) => r.basketId === basketId).map((r) => [r.pzn, r.quantity]),
  ).toEqual([['4260838', 8]]);
});

test('a logout while offline ends the server session once back online', async ({
  page,
  context,
}) => {
  // A user of its own: the server session of this user is what the test checks.
  const user = pharmacy(2);
  await enterShop(page, user);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: de.userMenu.button }).click();
  await page.getByTestId('logout-button').click();
  const dialog = page.getByTestId('logout-pending-dialog');
  const anyway = dialog.getByRole('button', { name: de.logoutPending.logoutAnyway });
  await expect(page.getByLabel(de.login.username).or(anyway)).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(page).toHaveURL(/\/login/);
  // The logout did not reach the server: the cookie still works there (page.request is not
  // subject to setOffline).
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);

  await context.setOffline(false);
  await page.goto('/login');
  await expect(page.getByLabel(de.login.username)).toBeVisible();
  await expect.poll(async () => (await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel(de.login.username)).toBeVisible();

  // The same user can log in again as usual.
  await fillLogin(page, user);
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
});
