// The shell of issue 13 items 4 and 10: the help button with the customer's sales office and
// representative (shown on the dashboard and the cart list, hidden on the shop's article page),
// the domain suggestions, restart through the user menu's confirmation, and the mobile navbar's
// back button and collapsible bar at 390 px. Read-only for the server: mitarbeiter@demo.at
// (Gruber pharmacy, Graz) is only looked at, nothing of it is changed.
import { expect, test } from './support/test';
import { de } from '../../src/i18n/de';
import { shellDe } from '../../src/i18n/shell.de';
import { enterShop } from './support/convergenceUi';
import { users } from './support/users';

test('help, domain suggestions, restart and the mobile navbar', async ({ page }) => {
  test.setTimeout(90_000);
  await enterShop(page, users.mitarbeiter, 100101);
  const help = page.getByRole('button', { name: shellDe.help.buttonLabel });

  // Dashboard: the help dialog with phone and e-mail of the office and the representative.
  await expect(help).toBeVisible();
  await help.click();
  const dialog = page.getByRole('dialog', { name: shellDe.help.title });
  const office = dialog.getByTestId('help-sales-office');
  await expect(office).toContainText('Verkaufsbüro Graz');
  await expect(office.getByRole('link', { name: /anrufen/ })).toHaveAttribute(
    'href',
    'tel:+43316712300',
  );
  await expect(office.getByRole('link', { name: /^E-Mail an/ })).toHaveAttribute(
    'href',
    'mailto:innendienst.graz@alpenpharm.example',
  );
  await expect(dialog.getByTestId('help-representative')).toContainText('Thomas Huber');
  await page.screenshot({ path: '/tmp/shell-help-dialog.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Domain suggestions: links to the wholesaler's other sites, in a new tab.
  const suggestions = page.getByRole('complementary', { name: shellDe.suggestions.label });
  await expect(suggestions.getByRole('link').first()).toHaveAttribute('target', '_blank');

  // Hidden on the shop's article page, shown on the cart list.
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('navbar-toggle')).toBeAttached();
  await expect(help).toBeHidden();
  await page.screenshot({ path: '/tmp/shell-help-shop.png' });
  await page.goto('/shop/warenkoerbe');
  await expect(help).toBeVisible();

  // Restart: confirm, the loader, then the app reloads at / (the dashboard).
  await page.getByRole('button', { name: de.userMenu.button }).click();
  await page.getByRole('menuitem', { name: de.userMenu.restart }).click();
  const confirm = page.getByRole('dialog', { name: de.restart.title });
  await expect(confirm).toContainText(de.restart.question);
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: de.dialog.confirm }).click();
  await expect(page.getByText(de.restart.loaderText)).toBeVisible();
  await reloaded;
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: de.dashboard.heading, level: 1 })).toBeVisible();

  // Mobile, 390 px: no back button on the dashboard; the bar folds behind its toggle.
  await page.setViewportSize({ width: 390, height: 844 });
  const back = page.getByRole('button', { name: shellDe.navbar.back });
  await expect(back).toBeHidden();
  const toggle = page.getByTestId('navbar-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menuLink = page.getByRole('link', { name: de.navbar.menu, exact: true });
  await expect(menuLink).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menuLink).toBeVisible();
  await page.screenshot({ path: '/tmp/shell-help-mobile-open.png' });
  await menuLink.click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(back).toBeVisible();
  await page.screenshot({ path: '/tmp/shell-help-mobile-back.png' });
  await back.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(back).toBeHidden();
});
