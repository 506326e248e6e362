// Login (SPEC 2, 4, 5, 8): validation, bad credentials, the way through the selector, returnUrl,
// redirects of a logged-in user, logout.
import { expect, test } from './support/test';
import { de } from '../../src/i18n/de';
import { fillLogin, login } from './support/login';
import { users } from './support/users';

test('shows the validation messages and sends nothing while the form is invalid', async ({
  page,
}) => {
  const loginCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/login')) loginCalls.push(r.url());
  });
  await page.goto('/login');
  await expect(page.getByText(/Willkommen im Kundenportal der Alpenpharm/)).toBeVisible();

  const username = page.getByLabel(de.login.username);
  const password = page.getByLabel(de.login.password, { exact: true });
  const submit = page.getByRole('button', { name: de.login.submit, exact: true });
  await expect(submit).toBeDisabled();

  await username.focus();
  await password.focus();
  await expect(page.getByText(de.validation.required).first()).toBeVisible();

  await username.fill('keine-adresse');
  await password.focus();
  await expect(page.getByText(de.validation.invalidEmail)).toBeVisible();

  await username.fill(users.apotheke.username);
  await password.fill('kurz');
  await username.focus();
  await expect(page.getByText(de.validation.passwordMinLength)).toBeVisible();
  await expect(submit).toBeDisabled();
  await password.press('Enter');

  await password.fill('');
  await username.focus();
  await expect(page.getByText(de.validation.required)).toBeVisible();
  expect(loginCalls).toEqual([]);
});

test('says "Zugangsdaten falsch!" for a wrong password and keeps the input', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, { username: users.mitarbeiter.username, password: 'Falsches#Passwort' });
  await expect(page.getByText(de.login.badLogin)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel(de.login.username)).toHaveValue(users.mitarbeiter.username);
});

test('Enter submits; the loader greets the user; selector; dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(de.login.username).fill(users.apotheke.username);
  const password = page.getByLabel(de.login.password, { exact: true });
  await password.fill(users.apotheke.password);
  await password.press('Enter');
  await expect(page.getByText(de.login.welcomeUser('Mag. pharm. Anna Gruber'))).toBeVisible();

  await expect(page).toHaveURL(/\/lieferkunden$/);
  await expect(page.getByRole('heading', { name: de.selector.titleKunde })).toBeVisible();
  await expect(page.getByLabel(de.selector.autoSelect)).toBeVisible();
  const cards = page.getByTestId(/^lieferkunde-card-/);
  await expect(cards).toHaveCount(3);
  const standard = page.getByTestId('lieferkunde-card-100101');
  await expect(standard).toContainText(de.selector.defaultTooltip);
  await expect(standard).toHaveAttribute('title', de.selector.defaultTooltip);

  await page.getByTestId('lieferkunde-card-100102').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: de.dashboard.heading, level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Filiale Löwen-Apotheke Lend');
  await expect(page.getByRole('banner')).toContainText('7100102');

  // Already logged in: /login goes on at once.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('returnUrl: after login and the selector, the user lands where they wanted to go', async ({
  page,
}) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fnotifications/);
  await fillLogin(page, users.mitarbeiter);
  await expect(page).toHaveURL(/\/lieferkunden$/);
  await page.getByTestId('lieferkunde-card-100103').click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(
    page.getByRole('heading', { name: de.screens.notifications, level: 1 }),
  ).toBeVisible();
});

test('/logout logs out and goes to /login; the session is gone', async ({ page }) => {
  await login(page, users.apotheke);
  await page.getByTestId('lieferkunde-card-100101').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fdashboard/);
});
