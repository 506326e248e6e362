// Issue 12 "Passwords" and "IP unlock" in Chromium, with mail through a real SMTP server started
// here (one server of the spec's own, with SMTP_URL, shared by the tests): reset the password by
// the mailed link and log in with the new one; unlock a new address by the mailed link; the
// forced password change after login (SPEC 8). The browser reaches the server as 127.0.0.1.
// With SHOTS_DIR set, each screen is also saved as a screenshot there.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { de } from '../../src/i18n/de';
import { accountDe } from '../../src/i18n/account.de';
import { linkIn, startSmtpInbox, type SmtpInbox } from '../support/smtpInbox';
import { OwnServer } from './support/ownServer';
import { fillLogin } from './support/login';
import { storePrivacyChoice } from './support/privacy';

const t = accountDe;

let inbox: SmtpInbox;
let server: OwnServer;

test.beforeAll(async () => {
  // The own server's first start migrates and seeds: up to 180 s on a loaded machine.
  test.setTimeout(240_000);
  inbox = await startSmtpInbox();
  server = await OwnServer.create({ SMTP_URL: inbox.url });
});

test.afterAll(async () => {
  await server?.dispose();
  await inbox?.close();
});

test.use({
  baseURL: undefined,
  viewport: { width: 1024, height: 820 },
});

// The own server has its own origin: the privacy choice is stored there before each page loads.
test.beforeEach(async ({ context }) => {
  await storePrivacyChoice(context);
});

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

const url = (path: string) => `${server.baseURL}${path}`;

test('reset the password through the mailed link, then log in with the new one', async ({
  page,
}) => {
  const user = { username: 'mitarbeiter@demo.at', password: 'Mitarbeiter#2026' };
  const newPassword = 'Neu#Passwort26';
  await page.goto(url('/login'));
  await page.getByRole('link', { name: de.login.resetLink }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: de.screens.resetPassword })).toBeVisible();

  const next = page.getByRole('button', { name: t.reset.submit });
  await expect(next).toBeDisabled();
  await page.getByLabel(t.email).fill('niemand@demo.at');
  await next.click();
  await expect(page.getByRole('alert')).toHaveText('Ungültige E-Mail Adresse!');

  await page.getByLabel(t.email).fill(user.username);
  await shot(page, '1-reset-request');
  await next.click();
  await expect(page.getByText(t.reset.sent)).toBeVisible();
  await shot(page, '2-reset-confirmation');

  const mail = await inbox.waitFor((m) => m.to.includes(user.username));
  expect(mail.subject).toBe(t.mail.resetSubject);
  const path = linkIn(mail, '/reset-password/');
  await page.goto(url(path));
  await expect(page.getByRole('heading', { name: de.screens.newPassword })).toBeVisible();

  const save = page.getByRole('button', { name: t.newPassword.submit });
  await page.getByLabel(t.password.new, { exact: true }).fill('abc1');
  const checklist = page.getByTestId('password-checklist');
  await expect(checklist.getByRole('listitem').filter({ hasText: /: erfüllt$/ })).toHaveCount(2);
  await expect(save).toBeDisabled();
  await shot(page, '3-new-password-checklist');

  await page.getByLabel(t.password.new, { exact: true }).fill(newPassword);
  await page.getByLabel(t.password.repeat).fill(`${newPassword}x`);
  await page.getByLabel(t.password.repeat).blur();
  await expect(page.getByText(de.password.mismatch)).toBeVisible();
  await page.getByLabel(t.password.repeat).fill(newPassword);
  await expect(checklist.getByRole('listitem').filter({ hasText: /: erfüllt$/ })).toHaveCount(5);
  await save.click();
  await expect(page.getByText(t.changed)).toBeVisible();
  await shot(page, '4-new-password-success');

  // The link works once.
  await page.goto(url(path));
  await expect(page.getByText(de.errors.notFound)).toBeVisible();
  await expect(page.getByRole('link', { name: t.newPassword.requestNew })).toBeVisible();

  await page.goto(url('/login'));
  await fillLogin(page, user);
  await expect(page.getByRole('alert')).toHaveText(de.login.badLogin);
  await fillLogin(page, { ...user, password: newPassword });
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
});

test('a new address: the login says so, the mailed link unlocks it, the login then works', async ({
  page,
}) => {
  const user = { username: 'ipschutz@demo.at', password: 'Ipschutz#2026' };
  await page.goto(url('/login'));
  await fillLogin(page, user);
  await expect(page.getByRole('alert')).toHaveText(t.server.ipUnknown);
  await expect(page).toHaveURL(/\/login$/);

  const mail = await inbox.waitFor((m) => m.to.includes(user.username));
  expect(mail.text).toContain('127.0.0.1');
  await page.goto(url(linkIn(mail, '/validate-ip/')));
  await expect(page.getByTestId('unlock-ip')).toHaveText('127.0.0.1');
  await expect(page.getByText(t.validateIp.question)).toBeVisible();
  await shot(page, '5-validate-ip-question');
  await page.getByRole('button', { name: t.validateIp.submit }).click();
  await expect(page.getByText(t.validateIp.success)).toBeVisible();
  await shot(page, '6-validate-ip-success');

  await page.getByRole('link', { name: t.toLogin }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, user);
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 15_000 });
});

test('a user who must change the password is led to /change-password until done', async ({
  page,
}) => {
  const user = { username: 'passwort@demo.at', password: 'Passwort#2026' };
  const newPassword = 'Passwort#2027';
  await page.goto(url('/login'));
  await fillLogin(page, user);
  await expect(page).toHaveURL(/\/change-password$/, { timeout: 15_000 });
  await expect(page.getByTestId('password-change-required')).toBeVisible();

  await page.goto(url('/dashboard'));
  await expect(page).toHaveURL(/\/change-password$/, { timeout: 15_000 });

  await page.getByLabel(t.change.current).fill('Falsch#Passwort1');
  await page.getByLabel(t.password.new, { exact: true }).fill(newPassword);
  await page.getByLabel(t.password.repeat).fill(newPassword);
  await page.getByRole('button', { name: t.change.submit }).click();
  await expect(page.getByText(t.server.wrongPassword)).toBeVisible();

  await page.getByLabel(t.change.current).fill(user.password);
  await page.getByLabel(t.password.new, { exact: true }).fill('Passwort2027');
  await shot(page, '7-change-password');
  await page.getByLabel(t.password.new, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: t.change.submit }).click();
  await expect(page.getByText(t.changed)).toBeVisible();
  await shot(page, '8-change-password-success');

  await page.getByRole('button', { name: t.change.toDashboard }).click();
  await expect(page).not.toHaveURL(/\/change-password$/, { timeout: 15_000 });
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  // The menu entry leads back to the form, without the notice now.
  await page.goto(url('/change-password'));
  await expect(page.getByRole('heading', { name: de.screens.changePassword })).toBeVisible();
  await expect(page.getByTestId('password-change-required')).toHaveCount(0);
});
