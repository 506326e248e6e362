// Issue 10: two tabs, two users (point 4): a change queued in one user's tab never goes out under
// another user's session and stays for its own user; acting right after a page load works
// (point 11). Users apotheke-19 and -20 are this file's own.
import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { HEADER } from '../../src/api/paths';
import { de } from '../../src/i18n/de';
import { expectConverged, readLocal, serverState, sessionUserId } from './support/convergence';
import {
  addArticle,
  createBasket,
  enterShop,
  rowOf,
  setQuantity,
  typeQuantity,
} from './support/convergenceUi';
import { login } from './support/login';
import { PZN, shopPharmacy } from './support/shop';
import type { DemoUser } from './support/users';

const first = shopPharmacy(19);
const second = shopPharmacy(20);

/**
 * The server's rows of `user` for a delivery customer, through a session of its own (not the
 * browser's cookie).
 */
async function serverStateOf(baseURL: string, user: DemoUser, lieferkundeNr: number) {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { [HEADER.windowId]: 'e2e-check' },
  });
  try {
    const res = await api.post('/api/auth/login', {
      data: { username: user.username, password: user.password },
    });
    expect(res.status(), 'login').toBe(200);
    const chosen = await api.put('/api/lieferkunden/current', {
      data: { LieferkundeNr: lieferkundeNr, differential: false },
    });
    expect(chosen.status(), 'choose the delivery customer').toBe(200);
    return await serverState(api);
  } finally {
    await api.dispose();
  }
}

/** The quantity of `pzn` in the basket, as the server holds it for `user`. */
async function serverQuantity(
  baseURL: string,
  user: DemoUser,
  basket: { id: string; lieferkundeNr: number },
  pzn: string,
) {
  const state = await serverStateOf(baseURL, user, basket.lieferkundeNr);
  expect(state.baskets.map((b) => b.id)).toContain(basket.id);
  return state.basketRows.find((r) => r.basketId === basket.id && r.pzn === pzn)?.quantity;
}

/** User 1's queued change is still in their local database; returns the basket. */
async function expectFirstUsersChangeKept(page: Page, userId: string, basketId: string) {
  const local = await readLocal(page, userId);
  const basket = local.baskets.find((b) => b.id === basketId);
  expect(basket).toBeDefined();
  const row = local.basketRows.find((r) => r.basketId === basketId && r.pzn === PZN.fusscreme);
  expect(row?.quantity).toBe(8);
  expect(local.outbox.map((m) => [m.name, m.args])).toEqual([
    ['basket.setQuantity', { rowId: row?.id, quantity: 8 }],
  ]);
  // Nothing was filed as rejected either (a refusal under the wrong user would land there).
  expect(local.failedMutations).toEqual([]);
  return { id: basketId, lieferkundeNr: basket?.lieferkundeNr ?? 0 };
}

test('two tabs, two users: the first user’s queued change never goes out as the second', async ({
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  const tabA = await context.newPage();
  await enterShop(tabA, first);
  const firstId = await sessionUserId(tabA.request);
  const run = Date.now().toString(36);
  const basketId = await createBasket(tabA, `Zwei-Tabs-${run}`);
  await addArticle(tabA, PZN.fusscreme, 1);
  await expectConverged(tabA);

  // Offline, tab A changes a quantity: it is queued. Back online, sync stays held back, so the
  // change is still queued when tab B logs in.
  await context.setOffline(true);
  await setQuantity(tabA, PZN.fusscreme, 8);
  await context.route('**/api/sync/**', (route) => route.abort('connectionrefused'));
  await context.setOffline(false);

  // The session ended on the server (as after its idle timeout); tab B logs in as user 2.
  await context.clearCookies();
  const tabB = await context.newPage();
  await login(tabB, second);
  const secondId = await sessionUserId(tabB.request);
  expect(secondId).not.toBe(firstId);
  // Tab A notices at once, without waiting for a sync: user 2's delivery customer selection.
  await expect(tabA).toHaveURL(/\/lieferkunden$/, { timeout: 5000 });

  // A comes online: it now syncs user 2's data, never user 1's queue.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await tabB
    .getByTestId(/^lieferkunde-card-/)
    .first()
    .click();
  await expect(tabB).toHaveURL(/\/dashboard$/);
  await expectConverged(tabB);
  const asSecond = await serverState(tabB.request);
  expect(asSecond.baskets.some((b) => b.id === basketId)).toBe(false);
  const basket = await expectFirstUsersChangeKept(tabA, firstId, basketId);
  expect(await serverQuantity(base, first, basket, PZN.fusscreme)).toBe(1);

  // User 1 logs in again: the queued change arrives. Tab B follows the logout to the login
  // page, and the login out of it.
  await tabA.goto('/logout');
  await expect(tabA).toHaveURL(/\/login/);
  await expect(tabB).toHaveURL(/\/login/);
  await enterShop(tabA, first);
  await expect(tabB).not.toHaveURL(/\/login/);
  await tabA.goto(`/shop/warenkorb/${basketId}`);
  await expect(rowOf(tabA, PZN.fusscreme).getByTestId('row-quantity')).toHaveValue('8');
  await expectConverged(tabA);
  expect(await serverQuantity(base, first, basket, PZN.fusscreme)).toBe(8);
});

test('a login nobody announced: the next push is refused, the tab stops and keeps its queue', async ({
  page,
  context,
  baseURL,
}) => {
  await enterShop(page, first);
  const firstId = await sessionUserId(page.request);
  const basketId = await createBasket(page, `Still-${Date.now().toString(36)}`);
  await addArticle(page, PZN.fusscreme, 1);
  await expectConverged(page);

  // Another user's session lands in the cookie jar without any tab telling (context.request
  // shares the browser's cookies): the server refuses the next push with 409 user_mismatch.
  const login = await context.request.post('/api/auth/login', {
    data: { username: second.username, password: second.password },
    headers: { [HEADER.windowId]: 'e2e-other' },
  });
  expect(login.status()).toBe(200);
  await typeQuantity(page, PZN.fusscreme, 8);

  await expect(page).toHaveURL(/\/lieferkunden$/);
  const basket = await expectFirstUsersChangeKept(page, firstId, basketId);
  expect(await serverQuantity(baseURL ?? '', first, basket, PZN.fusscreme)).toBe(1);
});

/**
 * Keeps a read-write transaction on the user's `meta` table open for `ms` from another tab, so
 * opening their database on the next page load (which writes `meta`) takes that long: the
 * moment between the screen showing and the database being open, made long enough to act in.
 */
async function slowDatabaseOpen(helper: Page, userId: string, ms: number): Promise<void> {
  await helper.evaluate(
    async ({ name, ms }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error('open failed'));
      });
      const tx = db.transaction('meta', 'readwrite');
      const store = tx.objectStore('meta');
      const until = Date.now() + ms;
      // A transaction stays open while requests keep coming.
      const spin = () => {
        if (Date.now() < until) store.get('slow-open').onsuccess = spin;
      };
      spin();
      await new Promise((resolve) => (tx.oncomplete = resolve));
      db.close();
    },
    { name: `portal-${userId}`, ms },
  );
}

test('acting right after a page load works on each list page', async ({ page, context }) => {
  await enterShop(page, second);
  const run = Date.now().toString(36);
  const lists = [
    { path: '/shop/warenkoerbe', kind: 'warenkorb', label: `Sofort-Korb-${run}` },
    { path: '/shop/merklisten', kind: 'merkliste', label: `Sofort-Liste-${run}` },
  ] as const;
  const userId = await sessionUserId(page.request);
  const helper = await context.newPage();
  await helper.goto('/docs');
  for (const { path, kind, label } of lists) {
    await page.goto(path);
    await expect(page.getByTestId('basket-list-page')).toHaveAttribute('data-kind', kind);
    // The form is used the moment it shows after the reload, before the local database is open.
    const slow = slowDatabaseOpen(helper, userId, 3000);
    await page.reload({ waitUntil: 'commit' });
    const form = page.getByTestId('basket-create-form');
    await form.getByLabel(de.baskets.labelField).fill(label);
    await form.getByTestId('basket-create-submit').click();
    await expect(page.getByTestId('basket-page')).toHaveAttribute('data-kind', kind);
    await expect(page.getByText(de.sync.noDatabase)).toHaveCount(0);
    await slow;
  }
  await expectConverged(page);
  const labels = (await serverState(page.request)).baskets.map((b) => b.label);
  expect(labels).toEqual(expect.arrayContaining(lists.map((l) => l.label)));
});
