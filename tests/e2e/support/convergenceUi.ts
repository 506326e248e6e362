// Scenario helpers for the sync specs: log in and choose a delivery customer, drive the basket
// and notification UI, and give a user notifications through the admin API.
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import { HEADER } from '../../../src/api/paths';
import { de } from '../../../src/i18n/de';
import { login } from './login';
import { waitForCatalogue } from './shop';
import { users, type DemoUser } from './users';

/** One of the other pharmacies' demo users (apotheke-01 … apotheke-12, and 21 … 26). */
export const pharmacy = (nr: number): DemoUser => ({
  username: `apotheke-${String(nr).padStart(2, '0')}@demo.at`,
  password: users.apotheke.password,
});

/** Logs in and, when the selector shows, picks the given (or the first) delivery customer. */
export async function enterShop(page: Page, user: DemoUser, lieferkundeNr?: number): Promise<void> {
  await login(page, user);
  await expect(page).toHaveURL(/\/(lieferkunden|dashboard)$/);
  if (page.url().endsWith('/lieferkunden')) {
    const card =
      lieferkundeNr === undefined
        ? page.getByTestId(/^lieferkunde-card-/).first()
        : page.getByTestId(`lieferkunde-card-${lieferkundeNr}`);
    // A stored automatic customer (another spec may have chosen one for this user) skips the
    // list and goes on to the dashboard; the cards show only when there is none.
    const dashboard = page.getByRole('heading', { name: de.dashboard.heading, level: 1 });
    await expect(card.or(dashboard)).toBeVisible();
    if (await card.isVisible()) await card.click();
    await expect(page).toHaveURL(/\/dashboard$/);
  }
}

/** Creates a basket on /shop/warenkoerbe and returns its id (the page then shows it). */
export async function createBasket(page: Page, label: string, load = true): Promise<string> {
  if (load) await page.goto('/shop/warenkoerbe');
  const form = page.getByTestId('basket-create-form');
  await form.getByLabel(de.baskets.labelField).fill(label);
  await form.getByTestId('basket-create-submit').click();
  await expect(page.getByTestId('basket-page')).toBeVisible();
  const id = await page.getByTestId('basket-page').getAttribute('data-basket-id');
  if (!id) throw new Error('basket page without data-basket-id');
  return id;
}

/**
 * Adds an article row on the open basket page as a scanner does (quantity, then PZN + Enter in
 * the article search) and waits until it shows. The PZN must be in the catalogue, which must be
 * on this device (waited for here; it stays there offline).
 */
export async function addArticle(page: Page, pzn: string, quantity: number): Promise<void> {
  await waitForCatalogue(page);
  const form = page.getByTestId('add-article-form');
  await form.getByTestId('add-quantity').fill(String(quantity));
  const search = form.getByRole('combobox');
  await search.fill(pzn);
  await search.press('Enter');
  await expect(rowOf(page, pzn)).toBeVisible();
  await expect(search).toHaveValue('');
}

export const rowOf = (page: Page, pzn: string) =>
  page.locator(`[data-testid="basket-row"][data-pzn="${pzn}"]`);

/**
 * Types a quantity and commits it with Enter, without reading it back: for changes the server
 * rejects, whose undo may come before the field could be read.
 */
export async function typeQuantity(page: Page, pzn: string, quantity: number): Promise<void> {
  const field = rowOf(page, pzn).getByTestId('row-quantity');
  await field.fill(String(quantity));
  await field.press('Enter');
}

/** Types a quantity into a row's field and commits it with Enter. */
export async function setQuantity(page: Page, pzn: string, quantity: number): Promise<void> {
  const field = rowOf(page, pzn).getByTestId('row-quantity');
  await field.fill(String(quantity));
  await field.press('Enter');
  await expect(field).toHaveValue(String(quantity));
  // The page shows a typed quantity before its write has committed; a reload right after that
  // would drop it. Saved = the page shows the stored rows again.
  await expect(page.getByTestId('basket-page')).not.toHaveAttribute('data-saving', 'true');
}

/** Creates `count` unseen notifications for the user (admin API, own request context). */
export async function giveNotifications(
  baseURL: string,
  userId: string,
  count: number,
  url: string | null = null,
  prefix = 'E2E-Hinweis',
): Promise<void> {
  const admin = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { [HEADER.windowId]: 'e2e-admin' },
  });
  try {
    const res = await admin.post('/api/auth/login', {
      data: { username: users.admin.username, password: users.admin.password },
    });
    expect(res.status(), 'admin login').toBe(200);
    for (let i = 0; i < count; i++) {
      const created = await admin.post('/api/admin/notifications', {
        data: { userId, label: `${prefix} ${i + 1}`, text: `Testhinweis Nummer ${i + 1}`, url },
      });
      expect(created.ok(), `create notification: ${await created.text()}`).toBe(true);
    }
  } finally {
    await admin.dispose();
  }
}

/**
 * Waits until the service worker is active, controls the page and has cached the whole app
 * (needed to load any screen offline). The app registers it once the first screen is idle:
 * with the chaos spec running beside on 2 cores that took more than the default 10 s in CI, and
 * the registration itself may wait up to 30 s for the app to become stable (SPEC 7).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          if (navigator.serviceWorker.controller === null) return false;
          // And it has cached the whole app: the start page's files at its install, the rest
          // right after (src/sw.ts), each of those marked `"shell":false` in its precache list.
          const worker = await (await fetch('/sw.js', { cache: 'no-store' })).text();
          const rest = worker.match(/"shell":false/g)?.length ?? 0;
          const cached = await (await caches.open('apo-app-rest')).keys();
          return cached.length >= rest;
        }),
      { message: 'the service worker controls the page and holds the app', timeout: 60_000 },
    )
    .toBe(true);
}
