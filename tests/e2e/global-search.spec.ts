// The navbar's global search (issue 13): nothing below 3 characters, grouped results from 3,
// arrows and Enter open an entry, and the catalogue is searched on the device (offline too).
import { expect, test } from './support/test';
import { de } from '../../src/i18n/de';
import { searchDe } from '../../src/i18n/search.de';
import { expectConverged } from './support/convergence';
import { enterShop } from './support/convergenceUi';
import { demoArticle, PZN, waitForCatalogue } from './support/shop';
import { users } from './support/users';

test('global search: 3 characters, groups, keyboard, offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await enterShop(page, users.apotheke);
  await waitForCatalogue(page);
  // The customer's lists and orders are local before they are searched: each new query pauses
  // the background pull (src/state/interactive.ts), and apotheke@demo.at's roles open many
  // collections, so the orders could otherwise still be on their way.
  await expectConverged(page, 90_000);
  const box = page.getByRole('combobox', { name: searchDe.label });
  const results = page.getByRole('listbox', { name: searchDe.results });

  // Two characters: nothing is searched, nothing shown.
  await box.fill('Be');
  await expect(page.getByRole('status').filter({ hasText: 'Mindestens 3 Zeichen' })).toHaveCount(1);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(results.getByRole('option')).toHaveCount(0);

  // Three and more: groups with their labels; a screen the user may open.
  await box.fill('Benachricht');
  const screens = results.getByRole('group', { name: new RegExp(searchDe.groups.screens.label) });
  await expect(
    screens.getByRole('option', { name: new RegExp(de.screens.notifications) }),
  ).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // Local lists and orders of the customer beside the screens (the screenshot shows the groups).
  await box.fill('woche');
  await expect(results.getByRole('group').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-search/global-search-groups.png' });
  await box.fill('nachbest');
  const orders = results.getByRole('group', { name: new RegExp(searchDe.groups.orders.label) });
  await expect(orders.getByRole('option', { name: /Nachbestellung Erkältungszeit/ })).toBeVisible();
  // An area this pharmacy may not open is not offered.
  await box.fill('Administration');
  await expect(results.getByTestId('global-search-no-hits')).toHaveText(searchDe.noHits);

  // Arrow keys and Enter open the active entry.
  await box.fill('Benachricht');
  await expect(results.getByRole('option')).toHaveCount(1);
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await expect(results.getByRole('option', { selected: true })).toContainText(
    de.screens.notifications,
  );
  await box.press('Enter');
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(box).toHaveValue('');

  // Offline: the catalogue on the device still answers.
  await context.setOffline(true);
  await box.fill('pantoprazol donau 40');
  const articles = results.getByRole('group', { name: new RegExp(searchDe.groups.articles.label) });
  await expect(
    articles.getByRole('option', { name: new RegExp(demoArticle(PZN.pantoprazol).name) }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-search/global-search-offline.png' });
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(box).not.toBeFocused();
  await context.setOffline(false);
});
