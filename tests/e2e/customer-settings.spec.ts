// The customer settings (issue 13 item 3, SPEC 2, 4, 8): the pharmacy loads its settings, changes
// the order note and a notification, saves ('Gespeichert!'), and a reload shows the saved values;
// a reload offline shows them too, read-only (issue 24), and they become editable once online.
// Leaves a screenshot of the screen in /tmp/shots-custset/.
import { mkdir } from 'node:fs/promises';
import { expect, test } from './support/test';
import { customerSettingsDe as t } from '../../modules/customerSettings/texts.de';
import { enterShop, waitForServiceWorker } from './support/convergenceUi';
import { users } from './support/users';

test('load, change, save, and the reload shows the saved values, offline too', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await enterShop(page, users.apotheke, 100101);
  await page.goto('/customer-settings');
  const box = page.getByTestId('customer-settings-box');
  await expect(box).toBeVisible({ timeout: 20_000 });

  const note = `Kühlware gesondert verpacken (${Date.now().toString(36)})`;
  await box.getByLabel(t.fields.orderNote).fill(note);
  await box.getByLabel(t.fields.confirmationEmail).fill('bestellung@apotheke-gruber.at');
  const push = box.getByLabel(`${t.notifications.newDocuments} ${t.notifications.push}`);
  const wasChecked = await push.isChecked();
  await push.setChecked(!wasChecked);

  await box.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByTestId('save-result')).toHaveText(t.saved);

  await page.reload();
  await expect(box).toBeVisible({ timeout: 20_000 });
  // Loaded from the server, not only shown from the local copy.
  await expect(box).not.toHaveAttribute('data-from-cache', 'true', { timeout: 20_000 });
  await expect(box.getByLabel(t.fields.orderNote)).toHaveValue(note);
  await expect(box.getByLabel(t.fields.confirmationEmail)).toHaveValue(
    'bestellung@apotheke-gruber.at',
  );
  await expect(push).toBeChecked({ checked: !wasChecked });

  // The automatic sending explains what it does, no placeholder.
  await expect(box.getByText(t.fields.autoSendHint)).toBeVisible();
  await expect(page.getByText(/späteren Version/)).toHaveCount(0);

  // Offline, after a reload: the last loaded state, read-only, and why.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(box).toHaveAttribute('data-from-cache', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('customer-settings-offline')).toHaveText(t.offlineCached);
  await expect(box.getByLabel(t.fields.orderNote)).toHaveValue(note);
  await expect(box.getByLabel(t.fields.orderNote)).toBeDisabled();
  await expect(push).toBeChecked({ checked: !wasChecked });
  await expect(box.getByRole('button', { name: t.save, exact: true })).toBeDisabled();
  await context.setOffline(false);
  await expect(box).not.toHaveAttribute('data-from-cache', 'true', { timeout: 20_000 });
  await expect(box.getByLabel(t.fields.orderNote)).toBeEnabled();

  await mkdir('/tmp/shots-custset', { recursive: true });
  await page.screenshot({ path: '/tmp/shots-custset/customer-settings.png', fullPage: true });
});
