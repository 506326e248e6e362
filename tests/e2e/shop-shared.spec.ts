// Shared and primary baskets (issue 4 item 3): apotheke-13 shares one basket with the company and
// keeps another one private and primary; kollege-13, a second user of the same pharmacy in a
// second browser, sees only the shared one (as shared by its owner, not as his primary), makes it
// his own primary basket without changing the owner's, and adds a row the owner then sees. Both
// end converged with the server.
import { expect, test } from './support/test';
import { de } from '../../src/i18n/de';
import { expectConverged } from './support/convergence';
import { enterShop } from './support/convergenceUi';
import { withPrivacyChoice } from './support/privacy';
import {
  kollege13,
  ListPage,
  ListsPage,
  PZN,
  shopPharmacy,
  waitForCatalogue,
} from './support/shop';

async function displayName(request: ListPage['page']['request']): Promise<string> {
  const res = await request.get('/api/auth/me');
  expect(res.status(), 'GET /api/auth/me').toBe(200);
  return ((await res.json()) as { user: { benutzerandruckname: string } }).user.benutzerandruckname;
}

test('a basket shared with the company is seen and edited by a colleague; primaries per user', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, each logging in and syncing the catalogue.
  test.setTimeout(150_000);
  await enterShop(page, shopPharmacy(13));
  const owner = await displayName(page.request);
  const run = Date.now().toString(36);
  const lists = new ListsPage(page);
  await lists.goto();
  const shared = await lists.create(`Geteilt-${run}`);
  const sharedId = await shared.id();
  await waitForCatalogue(page);
  await shared.addByPzn(PZN.ibuprofen, 2);
  await lists.goto();
  const privat = await lists.create(`Privat-${run}`);
  const privatId = await privat.id();
  await lists.goto();
  await lists.setPrimary(privatId);
  await expect(lists.item(sharedId).getByTestId('basket-primary')).toHaveCount(0);
  await lists.share(sharedId);
  await expect(lists.item(sharedId).getByTestId('basket-item-owner')).toHaveText(
    `${de.baskets.owned} · ${de.baskets.sharedWithCompany}`,
  );
  await expectConverged(page);

  // The colleague, in a browser of his own.
  const other = await browser.newContext({
    baseURL,
    storageState: withPrivacyChoice(baseURL),
    locale: 'de-DE',
    timezoneId: 'Europe/Vienna',
  });
  try {
    const colleague = await other.newPage();
    await enterShop(colleague, kollege13);
    const theirs = new ListsPage(colleague);
    await theirs.goto();
    await expect(theirs.item(sharedId)).toBeVisible();
    await expect(theirs.item(sharedId).getByTestId('basket-item-owner')).toHaveText(
      de.baskets.sharedBy(owner),
    );
    await expect(theirs.item(privatId)).toHaveCount(0);
    // The owner's primary basket is not his: nothing of the owner's is marked primary for him.
    await expect(theirs.item(sharedId).getByTestId('basket-primary')).toHaveCount(0);
    await theirs.setPrimary(sharedId);

    // He adds a row to the shared basket.
    await theirs.item(sharedId).getByRole('link').first().click();
    const basket = new ListPage(colleague);
    await basket.expectOpen(sharedId);
    await expect(basket.quantity(PZN.ibuprofen)).toHaveValue('2');
    await waitForCatalogue(colleague);
    await basket.addByPzn(PZN.paracetamol, 4);
    await expectConverged(colleague);

    // The owner sees the colleague's row; her primary basket is still her private one.
    await expectConverged(page);
    await lists.goto();
    await expect(lists.item(privatId).getByTestId('basket-primary')).toBeVisible();
    await expect(lists.item(sharedId).getByTestId('basket-primary')).toHaveCount(0);
    await page.goto(`/shop/warenkorb/${sharedId}`);
    await expect(shared.quantity(PZN.paracetamol)).toHaveValue('4');
    await expect(shared.quantity(PZN.ibuprofen)).toHaveValue('2');

    // And for him the shared basket stays his primary one.
    await theirs.goto();
    await expect(theirs.item(sharedId).getByTestId('basket-primary')).toBeVisible();
    await expectConverged(colleague);
  } finally {
    await other.close();
  }
});
