// The delivery customer selector (SPEC 2, 4, 5): representatives' search with its limit,
// auto-select with its fallback, and differential mode on and off.
import { expect, test } from './support/test';
import { HEADER } from '../../src/api/paths';
import { de } from '../../src/i18n/de';
import { searchDe } from '../../src/i18n/search.de';
import { expectConverged } from './support/convergence';
import { login } from './support/login';
import { users } from './support/users';

const cards = (page: import('@playwright/test').Page) => page.getByTestId(/^lieferkunde-card-/);

test('representatives must search and get at most 20 customers', async ({ page }) => {
  await login(page, users.vertreter);
  await expect(page).toHaveURL(/\/lieferkunden$/);
  await expect(page.getByRole('heading', { name: de.selector.titleVertreter })).toBeVisible();
  // No automatic choice for representatives, and nothing listed before a search.
  await expect(page.getByLabel(de.selector.autoSelect)).toHaveCount(0);
  await expect(page.getByText(de.selector.searchRequired)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.getByLabel(de.selector.search).fill('Mag. pharm.');
  await expect(cards(page)).toHaveCount(20);
  await expect(page.getByText(de.selector.limitHint(20))).toBeVisible();
  // Hospital pharmacies belong to differential mode only.
  await expect(cards(page).filter({ hasText: 'Krankenhausapotheke' })).toHaveCount(0);

  await page.getByLabel(de.selector.search).fill('gibt es nicht');
  await expect(page.getByText(de.selector.noHits)).toBeVisible();

  await page.getByLabel(de.selector.search).fill('200008');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Nr. 7200008');
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText('Nr. 7200008');

  // Issue 24 point 6: the global search shows the same number as header and selector.
  const search = page.getByRole('combobox', { name: searchDe.label });
  await search.fill('200008');
  const entry = page.getByRole('option').filter({ hasText: 'Nr. 7200008' });
  await expect(entry).toHaveCount(1);
  await expect(page.getByRole('listbox')).not.toContainText('Kundennr.');
  await search.press('Escape');

  // Issue 24 point 4: at 1280 px title and name are whole, and opening the search moves nothing.
  await page.setViewportSize({ width: 1280, height: 800 });
  const cut = (id: string) =>
    page.getByTestId(id).evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(await cut('navbar-title')).toBe(false);
  expect(await cut('user-menu-name')).toBe(false);
  const boxes = () =>
    Promise.all(
      ['help-button', 'cart-menu-button', 'notification-bell'].map((id) =>
        page.getByTestId(id).boundingBox(),
      ),
    );
  const before = await boxes();
  await search.fill('Ibu');
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(await boxes()).toEqual(before);
  await search.press('Escape');

  // Issue 24 point 7: 'Kunde wechseln' in the user menu leads to the selector.
  await page.getByRole('button', { name: de.userMenu.button }).click();
  await page.getByRole('menuitem', { name: de.userMenu.switchCustomer }).click();
  await expect(page).toHaveURL(/\/lieferkunden$/);
  await expect(page.getByRole('heading', { name: de.selector.titleVertreter })).toBeVisible();

  // Issue 26: his customers are on the device once synced; offline he finds them by the same rules.
  await expectConverged(page);
  await page.context().setOffline(true);
  await page.getByLabel(de.selector.search).fill('Mag. pharm.');
  await expect(cards(page)).toHaveCount(20);
  await expect(cards(page).filter({ hasText: 'Krankenhausapotheke' })).toHaveCount(0);
  await page.getByLabel(de.selector.search).fill('200008');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Nr. 7200008');
  await page.getByLabel(de.selector.search).fill('gibt es nicht');
  await expect(page.getByText(de.selector.noHits)).toBeVisible();
  await expect(page.getByText(de.selector.needsConnection)).toHaveCount(0);
  await search.fill('200008');
  await expect(page.getByRole('option').filter({ hasText: 'Nr. 7200008' })).toHaveCount(1);
  await search.press('Escape');
  await page.context().setOffline(false);
});

test('auto-select: a stored customer is chosen at once; a stale one falls back to the list', async ({
  page,
}) => {
  const user = { username: 'apotheke-04@demo.at', password: users.apotheke.password };
  await login(page, user);
  await expect(page).toHaveURL(/\/(lieferkunden|dashboard)$/);
  if (page.url().endsWith('/dashboard')) {
    // CI's retry of this test: the first try stored an automatic customer. Start without it.
    await page.request.put('/api/user-store/autologon_lkndnr', {
      data: { value: '0' },
      headers: { [HEADER.windowId]: 'e2e' },
    });
    await page.goto('/logout');
    await login(page, user);
  }
  await expect(page.getByRole('heading', { name: de.selector.titleKunde })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  const second = cards(page).nth(1);
  const secondName = (await second.locator('span').first().textContent()) ?? '';
  await page.getByLabel(de.selector.autoSelect).check();
  await second.click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Next login: no selector, straight to the dashboard with the remembered customer.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await login(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toContainText(secondName);

  // A stored number that no longer fits: the selector shows the list instead.
  await page.request.put('/api/user-store/autologon_lkndnr', {
    data: { value: '100101' },
    headers: { [HEADER.windowId]: 'e2e' },
  });
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await login(page, user);
  await expect(page).toHaveURL(/\/lieferkunden$/);
  await expect(cards(page)).toHaveCount(2);
  // The checkbox shows the stored choice; choosing without it stores 0.
  await page.getByLabel(de.selector.autoSelect).uncheck();
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Stored in the background after the choice: poll until it has reached the server.
  await expect
    .poll(async () => (await page.request.get('/api/user-store/autologon_lkndnr')).json())
    .toEqual({ key: 'autologon_lkndnr', value: '0' });
});

test('differential mode: choose a hospital pharmacy, see the banner, leave it again', async ({
  page,
}) => {
  await login(page, users.vertreter);
  await page.getByLabel(de.selector.search).fill('200001');
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: de.userMenu.button }).click();
  await page.getByRole('menuitem', { name: de.selector.enterDifferential }).click();
  await expect(page).toHaveURL(/\/lieferkunde$/);
  await expect(page.getByRole('heading', { name: de.selector.titleDifferential })).toBeVisible();
  await expect(page.getByLabel(de.selector.autoSelect)).toHaveCount(0);

  await page.getByLabel(de.selector.search).fill('Apotheke');
  await expect(cards(page).first()).toBeVisible();
  const names = await cards(page).allTextContents();
  expect(names.every((text) => text.includes('Krankenhausapotheke'))).toBe(true);
  await cards(page).first().click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('banner');
  await expect(banner).toContainText(de.selector.differentialBanner);
  await expect(banner).toContainText('Krankenhausapotheke');

  await page.getByRole('button', { name: de.userMenu.button }).click();
  await page.getByRole('menuitem', { name: de.selector.leaveDifferential }).click();
  await page.getByRole('dialog').getByRole('button', { name: de.dialog.confirm }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(banner).not.toContainText(de.selector.differentialBanner);
  await expect(banner).toContainText('7200001');
});
