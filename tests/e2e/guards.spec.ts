// Route guards (SPEC 6) and the error pages (SPEC 2).
import { expect, test, type Page } from './support/test';
import { viennaToday } from '../../modules/tours/rules';
import { de } from '../../src/i18n/de';
import { toursDe } from '../../modules/tours/texts.de';
import { login } from './support/login';
import { users } from './support/users';

async function loginAsPharmacy(page: Page) {
  await login(page, users.apotheke);
  await page.getByTestId('lieferkunde-card-100101').click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a route the user lacks the role for goes to no-permission, and back to the dashboard', async ({
  page,
}) => {
  await loginAsPharmacy(page);
  await page.goto('/drug-book');
  await expect(page).toHaveURL(/\/error\/no-permission$/);
  await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
  await expect(page.getByText(de.errors.noPermissionText)).toBeVisible();
  await page
    .getByRole('link', { name: de.errors.toDashboard })
    .or(page.getByRole('button', { name: de.errors.toDashboard }))
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a role without its feature flag is refused too (suppliers)', async ({ page }) => {
  await loginAsPharmacy(page);
  await page.goto('/suppliers');
  await expect(page).toHaveURL(/\/error\/no-permission$/);
});

test('a permitted area shows its screen (the calendar, with the current month)', async ({
  page,
}) => {
  await loginAsPharmacy(page);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: de.screens.calendar, level: 1 })).toBeVisible();
  const today = viennaToday(Date.now());
  await expect(page.locator('#calendar-month')).toHaveText(
    toursDe.calendar.month(Number(today.slice(5, 7)), Number(today.slice(0, 4))),
  );
});

test('an unknown route goes to not-found', async ({ page }) => {
  await loginAsPharmacy(page);
  await page.goto('/gibt-es-nicht/wirklich');
  await expect(page).toHaveURL(/\/error\/not-found$/);
  await expect(page.getByRole('heading', { name: de.errors.notFoundTitle })).toBeVisible();
  await expect(page.getByText(de.errors.notFoundText)).toBeVisible();
});

test('a basket or wish list id that is no UUID goes to not-found', async ({ page }) => {
  await loginAsPharmacy(page);
  await page.goto('/shop/warenkorb/kein-warenkorb');
  await expect(page).toHaveURL(/\/error\/not-found$/);
  await page.goto('/shop/merkliste/123');
  await expect(page).toHaveURL(/\/error\/not-found$/);
});

test('the admin area is refused to a pharmacy user', async ({ page }) => {
  await loginAsPharmacy(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/error\/no-permission$/);
});
