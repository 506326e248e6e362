// Enclosed shipping and the recipe upload (issue 15) for apotheke-36, this spec's own login
// (role Beipackanmeldung, feature RezeptUpload): an announcement entered offline is queued and
// sent once; a PDF uploads from the desktop, a text file named .pdf is refused in German; a
// second browser (the phone) opens the QR code's link without a login and uploads a photo that
// the desktop's list shows without a reload. apotheke-24 gets 'Keine Berechtigung' on both
// screens. Screenshots: /tmp/enclosed-shipping.png, /tmp/recipe-upload.png, /tmp/mobile-upload.png.
import { expect, test } from './support/test';
import type { EnclosedShipmentRow } from '../../modules/enclosedShipping/contract';
import { de } from '../../src/i18n/de';
import { enclosedShippingDe } from '../../modules/enclosedShipping/texts.de';
import { recipeUploadDe } from '../../modules/recipeUpload/texts.de';
import {
  expectConverged,
  expectQueueSettled,
  readLocal,
  serverState,
  sessionUserId,
} from './support/convergence';
import { enterShop, pharmacy } from './support/convergenceUi';
import { withPrivacyChoice } from './support/privacy';

const es = enclosedShippingDe;
const ru = recipeUploadDe;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a Beipack announced offline is sent once; PDF, wrong type and the phone upload', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(36));
  await expectConverged(page, 60_000);

  // Enclosed shipping, offline: stored, shown as not yet sent, queued.
  await page.goto('/enrollment/enclosed-shipping');
  const form = page.getByTestId('enclosed-shipping-form');
  await expect(form.getByLabel(es.form.site).locator('option')).toHaveCount(7);
  await context.setOffline(true);
  await form.getByLabel(es.form.kind).selectOption('prescriptions');
  await form.getByLabel(es.form.packages).fill('3');
  await form.getByLabel(es.form.site).selectOption({ label: 'Betriebsstätte Graz' });
  await form.getByRole('button', { name: es.form.submit }).click();
  // Nothing lost on a bad field: the message shows at it, the other values stay.
  await expect(form.getByText(es.errors.descriptionRequired)).toBeVisible();
  await expect(form.getByLabel(es.form.packages)).toHaveValue('3');
  await form.getByLabel(es.form.description).fill('Rezepte an Filiale Nord');
  await form.getByRole('button', { name: es.form.submit }).click();
  await expect(page.getByTestId('enclosed-status')).toContainText(
    es.form.saved(3, 'Betriebsstätte Graz'),
  );
  const row = page
    .getByTestId('enclosed-shipment-row')
    .filter({ hasText: 'Rezepte an Filiale Nord' });
  await expect(row.getByTestId('enclosed-shipment-state')).toContainText(es.list.pending);
  const userId = await sessionUserId(page.request);
  const queued = await readLocal(page, userId);
  expect(queued.outbox.map((m) => m.name)).toEqual(['enclosedShipping.announce']);
  const { id } = queued.outbox[0]?.args as { id: string };

  // Online again: sent, applied once.
  await context.setOffline(false);
  await expectQueueSettled(page, 0, 30_000);
  const sent = ((await serverState(page.request)).enclosedShipments as EnclosedShipmentRow[])
    .filter((s) => s.id === id)
    .map((s) => [s.state, s.packages, s.siteId]);
  expect(sent).toEqual([['announced', 3, 'GRAZ']]);
  await expect(row.getByTestId('enclosed-shipment-state')).toHaveText(es.state.announced);
  await page.screenshot({ path: '/tmp/enclosed-shipping.png', fullPage: true });

  // Recipe upload: a PDF from the desktop.
  await page.goto('/enrollment/recipe-upload');
  const upload = page.getByTestId('recipe-upload-form');
  const input = upload.getByLabel(ru.chooseLabel);
  await input.setInputFiles({ name: 'Rezept Huber.pdf', mimeType: 'application/pdf', buffer: PDF });
  await upload.getByRole('button', { name: ru.upload }).click();
  await expect(upload.getByRole('status')).toHaveText(ru.uploaded('Rezept Huber.pdf'));
  const items = page.getByTestId('recipe-upload-item');
  await expect(items.filter({ hasText: 'Rezept Huber.pdf' })).toHaveCount(1);

  // A text file that calls itself a PDF is refused, in German, before anything is sent.
  await input.setInputFiles({
    name: 'keinRezept.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Das ist kein PDF.'),
  });
  await upload.getByRole('button', { name: ru.upload }).click();
  await expect(upload.getByRole('alert')).toHaveText(ru.errors.wrongType);
  await expect(items.filter({ hasText: 'keinRezept' })).toHaveCount(0);

  // The phone: the QR code's link in a second browser, without a login.
  await page.getByRole('button', { name: ru.phone }).click();
  const dialog = page.getByTestId('recipe-qr-dialog');
  await expect(dialog.getByRole('img', { name: ru.qr.image })).toBeVisible();
  const url = new URL((await dialog.getByTestId('recipe-qr-link').getAttribute('href')) ?? '');
  expect(url.pathname).toMatch(/^\/client-app\/link\/[A-Za-z0-9_-]{43}$/);
  const phone = await browser.newContext({
    storageState: withPrivacyChoice(baseURL),
    viewport: { width: 390, height: 844 },
  });
  const mobile = await phone.newPage();
  await mobile.goto(url.pathname);
  await expect(mobile).toHaveURL(/\/mobile-file-uploader$/);
  const mobileForm = mobile.getByTestId('mobile-upload-form');
  await expect(mobileForm.getByLabel(ru.mobile.take)).toHaveAttribute('capture', 'environment');
  await mobileForm
    .getByLabel(ru.mobile.take)
    .setInputFiles({ name: 'IMG_4711.png', mimeType: 'image/png', buffer: PNG });
  await mobileForm.getByRole('button', { name: ru.mobile.send }).click();
  await expect(mobileForm.getByRole('status')).toHaveText(ru.mobile.sent('IMG_4711.png'));
  await mobile.screenshot({ path: '/tmp/mobile-upload.png', fullPage: true });
  await phone.close();

  // The desktop sees it arrive while the dialog is open, and in the list with a preview.
  await expect(dialog.getByRole('status')).toHaveText(ru.qr.arrived(1));
  await expect(dialog.getByRole('img', { name: ru.qr.image })).toBeVisible();
  await page.screenshot({ path: '/tmp/recipe-qr.png' });
  await dialog.getByRole('button', { name: ru.qr.close }).click();
  const fromPhone = items.filter({ hasText: 'IMG_4711.png' });
  await expect(fromPhone).toContainText(ru.list.fromPhone);
  await expect(fromPhone.getByRole('img', { name: ru.list.preview('IMG_4711.png') })).toBeVisible();
  await page.screenshot({ path: '/tmp/recipe-upload.png', fullPage: true });
});

test("without the role or the feature both screens say 'Keine Berechtigung'", async ({ page }) => {
  await enterShop(page, pharmacy(24));
  for (const path of ['/enrollment/enclosed-shipping', '/enrollment/recipe-upload']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
  }
});
