// Admin impersonation (issue 2, point 7): search, impersonate, act as the user, Depersonate.
// Depersonate removes the customer's local database from the admin's browser (issue 10 point 13).
import { expect, test, type Page } from './support/test';
import { HEADER } from '../../src/api/paths';
import { de } from '../../src/i18n/de';
import { sessionUserId } from './support/convergence';
import { login } from './support/login';
import { users } from './support/users';

/** The names of this browser's IndexedDB databases. */
const databases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));

test('an admin impersonates a pharmacy and returns with Depersonate', async ({ page }) => {
  // Issue 24 point 8: without a returnUrl an admin lands on /admin, not on a customer search.
  await login(page, users.admin);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel(de.admin.search).fill('apotheke-05');
  const row = page.getByRole('listitem').filter({ hasText: 'apotheke-05@demo.at' });
  // The search's answer (one user), not the list before it: a spinner replaces that one.
  await expect(
    page.getByRole('list', { name: de.admin.usersList }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /imitieren/ }).click();

  // Now the session is the pharmacy's: its own selector, then its dashboard.
  await expect(page.getByRole('heading', { name: de.selector.titleKunde })).toBeVisible();
  await page
    .getByTestId(/^lieferkunde-card-/)
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const customerDb = `portal-${await sessionUserId(page.request)}`;
  await expect.poll(() => databases(page)).toContain(customerDb);

  // A persistent banner on every screen says whose account this is and offers the way back.
  const banner = page.getByRole('region', { name: de.userMenu.impersonationBanner });
  await expect(banner).toContainText('apotheke-05@demo.at');
  await page.goto('/shop/warenkoerbe');
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: de.userMenu.button }).click();
  await expect(page.getByRole('menuitem', { name: de.userMenu.admin })).toHaveCount(0);
  // The menu's entry is German too ('Zurück zum eigenen Konto'); the banner's button is used.
  await expect(page.getByRole('menuitem', { name: de.userMenu.depersonate })).toBeVisible();
  await page.keyboard.press('Escape');
  await banner.getByRole('button', { name: de.userMenu.depersonate }).click();

  await expect(page).toHaveURL(/\/admin$/);
  await expect.poll(() => databases(page)).not.toContain(customerDb);
  // The admin's own database stays.
  const adminDb = `portal-${await sessionUserId(page.request)}`;
  expect(await databases(page)).toContain(adminDb);
  await page.getByRole('button', { name: de.userMenu.button }).click();
  await expect(page.getByRole('menuitem', { name: de.userMenu.depersonate })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: de.userMenu.admin })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Issue 26: an admin searches every customer on the server; offline the selector says that it
  // needs a connection, never 'Keine Treffer', and finds them again once back online.
  await page.goto('/lieferkunden');
  await expect(page.getByRole('heading', { name: de.selector.titleVertreter })).toBeVisible();
  await page.context().setOffline(true);
  await page.getByLabel(de.selector.search).fill('200008');
  await expect(
    page.getByRole('alert').filter({ hasText: de.selector.needsConnection }),
  ).toBeVisible();
  await expect(page.getByText(de.selector.noHits)).toHaveCount(0);
  await page.context().setOffline(false);
  await page.getByRole('button', { name: de.selector.reload }).click();
  await expect(page.getByTestId(/^lieferkunde-card-/)).toHaveCount(1);
});

test("the 'Postausgang': a test mail is written to the outbox folder and shown with its text, single-use links redacted, reads listed", async ({
  page,
}) => {
  // A reset link for a pharmacy no other spec uses (issue 23 item 2: the admin must not see it).
  const asked = await page.request.post('/api/account/password-reset/request', {
    data: { email: 'apotheke-40@demo.at' },
    headers: { [HEADER.windowId]: 'e2e-admin' },
  });
  expect(asked.status()).toBe(200);
  await login(page, users.admin, '/admin');
  const outbox = page.getByTestId('mail-outbox');
  await expect(outbox.getByText(de.admin.mail.redactedNote)).toBeVisible();
  const reset = outbox.getByTestId('outbox-mail').filter({ hasText: 'apotheke-40@demo.at' });
  await reset.locator('summary').click();
  await expect(reset).toContainText('/reset-password/[entfernt: nur für den Empfänger]');
  await expect(outbox.getByTestId('outbox-reads')).toContainText('Sabine Leitner');
  await expect(outbox.getByRole('heading', { name: de.admin.mail.heading })).toBeVisible();
  await expect(outbox.getByText(de.admin.mail.modeFile)).toBeVisible();
  await outbox.getByRole('button', { name: de.admin.mail.test }).click();
  await expect(
    outbox.getByRole('status').getByText(de.admin.mail.testSent(users.admin.username)),
  ).toBeVisible();
  const mail = outbox.getByTestId('outbox-mail').first();
  await expect(mail).toContainText('Testnachricht des Kundenportals');
  await mail.locator('summary').click();
  await expect(mail).toContainText('E-Mails versenden kann');
  await page.screenshot({ path: test.info().outputPath('admin-outbox.png'), fullPage: true });
});
