// Legal conditions (SPEC 4 "Conditions"): bedingungen@demo.at has not accepted the AGB (no
// patterns), so every screen sends them to the checker; declining says goodbye, accepting lets
// them in. The legal documents are public and linked from the login page's footer.
import { expect, test } from './support/test';
import { de } from '../../src/i18n/de';
import { conditionsDe } from '../../modules/conditions/texts.de';
import { legal } from '../../src/i18n/legal.de';
import { login } from './support/login';

const bedingungen = { username: 'bedingungen@demo.at', password: 'Bedingungen#2026' };
const t = conditionsDe.checker;

test('an open AGB: decline says goodbye, accept lets the user in', async ({ page }) => {
  await login(page, bedingungen);
  await expect(page).toHaveURL(/\/check-conditions\/AGB$/);
  const checker = page.getByTestId('condition-checker');
  await expect(
    checker.getByRole('heading', { name: 'Allgemeine Geschäftsbedingungen', level: 1 }),
  ).toBeVisible();
  await expect(
    checker.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen' }),
  ).toHaveAttribute('href', '/docs/agbs');
  // Any other screen leads back to the checker while the AGB are open.
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/check-conditions\/AGB$/);

  await page.getByRole('button', { name: t.decline }).click();
  await expect(page.getByText(t.declined, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/error\/no-agb-accepted$/);
  await expect(page.getByRole('heading', { name: de.errors.noAgbTitle })).toBeVisible();
  await expect(page.getByText(de.errors.noAgbText)).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await login(page, bedingungen, '/shop');
  await expect(page).toHaveURL(/\/check-conditions\/AGB$/);
  await page.getByRole('button', { name: t.accept }).click();
  // The remembered target: /shop, through the delivery customer selection.
  await expect(page).not.toHaveURL(/check-conditions/);
  await page.getByTestId('lieferkunde-card-100101').click();
  await expect(page).toHaveURL(/\/shop$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the Impressum is reachable without login from the login page footer', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: de.footer.impressum }).click();
  await expect(page).toHaveURL(/\/docs\/impressum$/);
  await expect(
    page.getByRole('heading', { name: legal.documents.impressum.title, level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Firmenbuchnummer: FN 487215 m', { exact: false })).toBeVisible();
  await page.goto('/docs/datenschutz');
  await expect(
    page.getByText('Österreichische Datenschutzbehörde', { exact: false }),
  ).toBeVisible();
});
