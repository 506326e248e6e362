// Self-registration and approval (issue 12) in Chromium, against a server of the spec's own
// that mails through an SMTP server started here: a visitor registers on /register (the e-mail
// check visible), is asked to confirm the address; follows the link of the confirmation mail
// (issue 23) and confirms by keyboard; a used link is refused; the login says the registration
// waits; an admin approves it on /admin; the approval mail arrives with its /login link; the new
// user logs in.
import { expect, test, type Page } from './support/test';
import { de } from '../../src/i18n/de';
import { CONFIRM_LINK_HOURS } from '../../src/api/registrationRules';
import { registerDe } from '../../src/i18n/register.de';
import { linkIn, startSmtpInbox, type SmtpInbox } from '../support/smtpInbox';
import { fillLogin, login } from './support/login';
import { OwnServer } from './support/ownServer';
import { withPrivacyChoice } from './support/privacy';
import { users } from './support/users';

const t = registerDe;
const SHOTS = '/tmp/shots-reg';

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

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a visitor registers, confirms the address by the mailed link, and logs in once an admin approved', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: server.baseURL,
    locale: 'de-DE',
    storageState: withPrivacyChoice(server.baseURL),
  });
  const page = await context.newPage();
  const email = `e2e-${Date.now()}@example.at`;
  const password = 'Registrierung#1';

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
  // The form's own links (the footer has its own 'AGBs' and 'Datenschutz').
  const form = page.getByRole('form', { name: t.form });
  await expect(form.getByRole('link', { name: t.agb.link })).toHaveAttribute('href', '/docs/agbs');
  await expect(form.getByRole('link', { name: t.dsgvo.link })).toHaveAttribute(
    'href',
    '/docs/datenschutz',
  );
  await expect(field(page, t.fields.country)).toHaveValue('AT');
  const submit = page.getByRole('button', { name: t.submit, exact: true });
  await expect(submit).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/register-empty.png`, fullPage: true });

  // Field messages: required, charset, the UID check digit, the country code.
  await field(page, t.fields.firstname).fill('');
  await field(page, t.fields.firstname).blur();
  await field(page, t.fields.street).fill('Hauptstr. 5/2');
  await field(page, t.fields.street).blur();
  await field(page, t.fields.company_uid).fill('ATU13585626');
  await field(page, t.fields.company_uid).blur();
  await field(page, t.fields.telnr).fill('01 2345678');
  await field(page, t.fields.telnr).blur();
  await expect(page.getByText(de.validation.required).first()).toBeVisible();
  await expect(page.getByText(t.messages.charset)).toBeVisible();
  await expect(page.getByText(t.messages.invalidUid)).toBeVisible();
  await expect(page.getByText(t.messages.telnrCountryCode)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/register-errors.png`, fullPage: true });

  await page.getByLabel(t.customer.new).check();
  await field(page, t.fields.company_name).fill('Apotheke Zur Linde');
  await field(page, t.fields.company_uid).fill('ATU13585627');
  await field(page, t.fields.firstname).fill('Theresa');
  await field(page, t.fields.lastname).fill('Lindner');
  await field(page, t.fields.street).fill('Lindengasse');
  await field(page, t.fields.housenr).fill('3');
  await field(page, t.fields.plz).fill('4020');
  await field(page, t.fields.city).fill('Linz');
  await field(page, t.fields.telnr).fill('+43 732 123456');
  await field(page, t.fields.password).fill(password);
  await page.getByLabel('Newsletter').check();
  await page.getByRole('checkbox', { name: t.acknowledge }).check();
  await page.getByRole('checkbox', { name: /AGBs/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();

  // The asynchronous e-mail check: a taken address, then a free one.
  const emailCheck = page.getByTestId('email-check');
  await field(page, t.fields.mail).fill(users.apotheke.username);
  await expect(emailCheck).toHaveText(t.messages.userExists);
  await expect(submit).toBeDisabled();
  await field(page, t.fields.mail).fill(email);
  await expect(emailCheck).toHaveText(t.messages.checking);
  await expect(emailCheck).toHaveText('');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText(t.successTitle)).toBeVisible();
  await expect(page.getByText(t.successText(CONFIRM_LINK_HOURS))).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/register-success.png`, fullPage: true });

  // The confirmation mail's link (as sent, never from the admin outbox), confirmed by keyboard.
  const confirmation = await inbox.waitFor(
    (m) => m.to.includes(email) && m.subject === t.mail.confirm.subject,
  );
  expect(confirmation.text).toContain('Theresa Lindner');
  const confirmLink = linkIn(confirmation, '/register/confirm/');
  await page.goto(confirmLink);
  await expect(page.getByRole('heading', { name: de.screens.confirmRegistration })).toBeVisible();
  await expect(page.getByText(t.confirm.intro)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/confirm.png`, fullPage: true });
  const confirmButton = page.getByRole('button', { name: t.confirm.submit });
  await confirmButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(t.confirm.successTitle)).toBeVisible();
  await expect(page.getByTestId('confirm-result-success')).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/confirm-success.png`, fullPage: true });
  // The link works once.
  await page.goto(confirmLink);
  await page.getByRole('button', { name: t.confirm.submit }).click();
  await expect(page.getByText(t.confirm.invalidTitle)).toBeVisible();
  await expect(page.getByRole('link', { name: t.confirm.registerAgain })).toHaveAttribute(
    'href',
    '/register',
  );
  await page.screenshot({ path: `${SHOTS}/confirm-invalid.png`, fullPage: true });

  // Logging in before the approval: the server's message under the password field.
  await page.getByRole('link', { name: t.toLogin }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, { username: email, password });
  await expect(page.getByRole('alert')).toHaveText(t.login.pending);

  // An admin approves on /admin.
  await login(page, users.admin, '/admin');
  const pending = page.getByTestId('pending-registrations');
  const item = pending.getByTestId('pending-registration').filter({ hasText: email });
  await expect(item).toContainText('ATU13585627');
  await expect(item).toContainText('Lindengasse 3, 4020 Linz, Österreich');
  await expect(item).toContainText(t.customer.new);
  await expect(item).toContainText('Newsletter');
  await item.getByRole('button', { name: t.admin.approveFor('Theresa Lindner') }).click();
  await item.getByLabel(t.admin.kundeNr).fill('100100');
  await expect(item.getByRole('checkbox', { name: t.admin.userAlways })).toBeChecked();
  await expect(item.getByRole('checkbox', { name: t.admin.userAlways })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/admin-pending.png`, fullPage: true });
  await item.getByRole('button', { name: t.admin.confirmApprove }).click();
  await expect(page.getByText(t.admin.approved('Theresa Lindner'))).toBeVisible();
  await expect(pending.getByTestId('pending-registration').filter({ hasText: email })).toHaveCount(
    0,
  );

  // The approval mail with its link; the new user logs in and picks a delivery address.
  const approved = await inbox.waitFor(
    (m) => m.to.includes(email) && m.subject === t.mail.approved.subject,
  );
  const loginLink = linkIn(approved, '/login');
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.goto(loginLink);
  await fillLogin(page, { username: email, password });
  await expect(page).toHaveURL(/\/lieferkunden/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: de.selector.titleKunde })).toBeVisible();
  await context.close();
});

test('the confirmation screen at 390 px: a forged link is refused, with a way to register again', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    locale: 'de-DE',
    viewport: { width: 390, height: 844 },
    storageState: withPrivacyChoice(server.baseURL),
  });
  const page = await context.newPage();
  await page.goto(`/register/confirm/${'A'.repeat(43)}`);
  const button = page.getByRole('button', { name: t.confirm.submit });
  await expect(button).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/confirm-390.png`, fullPage: true });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('confirm-result-error')).toContainText(t.confirm.invalidTitle);
  await expect(page.getByTestId('confirm-result-error')).toBeFocused();
  await expect(page.getByRole('link', { name: t.confirm.registerAgain })).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/confirm-390-invalid.png`, fullPage: true });
  await context.close();
});
