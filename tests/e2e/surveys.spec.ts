// Surveys (issue 13 item 6): an admin creates a rating survey for apotheke-22 (this spec's own
// login) on /admin; the pharmacy's open app gets it through the realtime SurveyChangedEvent and
// shows the dialog; the answer given offline is queued, and sent once when back online (the
// server holds it, the admin list counts one answer). Screenshot: /tmp/shots-surveys/.
import { expect, test } from './support/test';
import type { SurveyRow } from '../../modules/surveys/contract';
import { de } from '../../src/i18n/de';
import { surveysDe } from '../../modules/surveys/texts.de';
import { expectConverged, readLocal, serverState, sessionUserId } from './support/convergence';
import { enterShop, pharmacy, waitForServiceWorker } from './support/convergenceUi';
import { login } from './support/login';
import { users } from './support/users';

const SHOTS = '/tmp/shots-surveys';
const t = surveysDe;

test('a survey created by an admin is answered offline and sent once', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const user = pharmacy(22);
  await enterShop(page, user);
  const userId = await sessionUserId(page.request);
  await waitForServiceWorker(page);
  await expect(page.getByTestId('survey-dialog')).toHaveCount(0);

  // The admin, in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, users.admin, '/admin');
  const section = admin.getByTestId('surveys-admin');
  await expect(section.getByRole('heading', { name: t.admin.heading })).toBeVisible();
  const title = `Lieferqualität ${Date.now().toString(36)}`;
  await section.getByLabel(t.admin.form.title).fill(title);
  await section
    .getByLabel(t.admin.form.message)
    .fill('Wie zufrieden sind Sie mit unserer Zustellung in diesem Monat?');
  await section.getByLabel(t.admin.form.maxRating).fill('5');
  await section.getByRole('radio', { name: t.admin.form.targetEmails }).check();
  // A bad address is refused at the field, nothing is sent.
  await section.getByLabel(t.admin.form.emailsLabel).fill('apotheke-22');
  await section.getByRole('button', { name: t.admin.form.submit }).click();
  await expect(section.getByText(t.admin.errors.emailLine(1))).toBeVisible();
  await section.getByLabel(t.admin.form.emailsLabel).fill(user.username);
  await section.getByRole('button', { name: t.admin.form.submit }).click();
  await expect(section.getByRole('status')).toHaveText(t.admin.form.created(title, 1));
  const row = section.getByTestId('survey-admin-row').filter({ hasText: title });
  await expect(row.locator('td')).toHaveText([
    /./,
    user.username,
    /\d{2}\.\d{2}\.\d{4}/,
    '0',
    '0',
    '1',
  ]);

  // The pharmacy's app shows it without a reload (SurveyChangedEvent, then a sync).
  const dialog = page.getByTestId('survey-dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: title })).toBeAttached();
  for (const name of [
    t.dialog.takePart,
    t.dialog.postpone1,
    t.dialog.postpone2,
    t.dialog.decline,
  ]) {
    await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await dialog.getByRole('button', { name: t.dialog.takePart, exact: true }).click();
  const submit = dialog.getByRole('button', { name: t.dialog.submit });
  await expect(submit).toBeDisabled();

  await page.context().setOffline(true);
  await dialog.getByRole('radio', { name: t.dialog.ratingOption(4, 5) }).check();
  await dialog.getByLabel(t.dialog.comment).fill('Immer pünktlich, danke.');
  await expect(submit).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/survey-rating-form.png` });
  await submit.click();
  await expect(dialog.getByRole('heading', { name: t.dialog.thanksAnswer })).toBeVisible();
  await expect(dialog.getByTestId('survey-thanks')).toHaveText(t.dialog.queued);
  const queued = await readLocal(page, userId);
  expect(queued.outbox.map((m) => m.name)).toEqual(['survey.answer']);
  await page.screenshot({ path: `${SHOTS}/survey-answered-offline.png` });
  await dialog.getByRole('button', { name: t.dialog.close }).click();
  await expect(page.getByTestId('survey-dialog')).toHaveCount(0);

  await page.context().setOffline(false);
  await expectConverged(page);
  const server = await serverState(page.request);
  const stored = server.surveys.find((s: SurveyRow) => s.title === title);
  expect(stored).toMatchObject({
    state: 'answered',
    answer: 4,
    comment: 'Immer pünktlich, danke.',
  });
  expect((await readLocal(page, userId)).failedMutations).toEqual([]);

  // Sent once: the admin's list counts one answer, nothing open.
  await section.getByRole('button', { name: t.admin.reload }).click();
  await expect(row.locator('td')).toHaveText([/Durchschnitt 4/, user.username, /./, '1', '0', '0']);
  await section.screenshot({ path: `${SHOTS}/admin-surveys.png` });
  await adminContext.close();

  // After a reload the answered survey does not come back.
  await page.reload();
  await expect(page.getByRole('heading', { name: de.dashboard.heading, level: 1 })).toBeVisible();
  await expect(page.getByTestId('survey-dialog')).toHaveCount(0);
});
