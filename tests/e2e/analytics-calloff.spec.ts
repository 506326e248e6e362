// Call-off agreements (issue 14) for apotheke-28, this spec's own login (role 'Abrufvereinbarungen
// und Vorauszahlungen' besides the shop): the list shows a running agreement with its figures,
// 'Abrufen' puts the article into the primary basket (reserved on the screen, in the basket on
// its page), and the screen reads offline after a reload. apotheke-24 lacks the role.
// Screenshots: /tmp/analytics-calloff.png, /tmp/analytics-calloff-offline.png.
import { expect, test } from './support/test';
import { localDay, viewAgreement } from '../../src/features/callOff/rules';
import { de } from '../../src/i18n/de';
import { expectConverged, readLocal, sessionUserId } from './support/convergence';
import { enterShop, pharmacy, rowOf, waitForServiceWorker } from './support/convergenceUi';
import { analyticsTexts } from '../../modules/analytics/texts';

const t = analyticsTexts.callOff;
const CUSTOMER = 302701;

test('call off from an agreement into a basket, readable offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(28), CUSTOMER);
  await expectConverged(page, 60_000);
  const local = await readLocal(page, await sessionUserId(page.request));
  const today = localDay();
  const views = local.callOffAgreements
    .filter((a) => a.lieferkundeNr === CUSTOMER)
    .map((a) =>
      viewAgreement(
        a,
        local.callOffs.filter((c) => c.agreementId === a.id),
        local.prepayments.filter((p) => p.agreementId === a.id),
        0,
        today,
      ),
    );
  const view = views.find((v) => v.callable >= 2 && v.prepaid !== null);
  if (!view) throw new Error('no running prepaid agreement with packs left');
  const a = view.agreement;

  await page.goto('/analytics/abrufvereinbarungen');
  const card = page.getByRole('article', { name: t.agreementTitle(a.agreementNo, a.name) });
  await expect(card.getByTestId('calloff-progress')).toHaveText(
    t.progress(view.calledOff, a.agreedQuantity),
  );
  await expect(card.getByText(t.packs(view.remaining), { exact: true }).first()).toBeVisible();
  await expect(card.getByTestId('prepayment-balance')).toBeVisible();
  await page.screenshot({ path: '/tmp/analytics-calloff.png', fullPage: true });

  // 'Abrufen': a quantity beyond what is open is refused in the dialog, 2 packs go in.
  await card.getByRole('button', { name: t.callOffLabel(a.name) }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog.title(a.name) });
  const quantity = dialog.getByRole('textbox', { name: t.dialog.quantity });
  await quantity.fill(String(view.callable + 1));
  await dialog.getByRole('button', { name: t.dialog.submit }).click();
  await expect(dialog.getByText(t.errors.max(view.callable))).toBeVisible();
  await quantity.fill('2');
  await dialog.getByRole('button', { name: t.dialog.submit }).click();
  const status = page.getByTestId('calloff-status');
  const label = de.baskets.kind.warenkorb.defaultLabel;
  await expect(status).toContainText(t.added(2, a.name, label));
  await expect(card.getByTestId('calloff-progress')).toHaveText(
    t.progressWithReserved(view.calledOff, a.agreedQuantity, 2),
  );

  // The link opens the basket, which holds the article.
  await status.getByRole('link', { name: t.openBasket(label) }).click();
  await expect(page).toHaveURL(/\/shop\/warenkorb\/[0-9a-f-]{36}$/);
  await expect(rowOf(page, a.pzn)).toBeVisible();
  await expectConverged(page, 30_000);

  // Offline after a reload: the agreement and the reserved packs from the local database.
  await waitForServiceWorker(page);
  await page.goto('/analytics/abrufvereinbarungen');
  await expect(card).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await expect(card.getByTestId('calloff-progress')).toHaveText(
    t.progressWithReserved(view.calledOff, a.agreedQuantity, 2),
  );
  await page.screenshot({ path: '/tmp/analytics-calloff-offline.png', fullPage: true });
  await context.setOffline(false);
});

test('no permission without the role', async ({ page }) => {
  await enterShop(page, pharmacy(24), 302301);
  await page.goto('/analytics/abrufvereinbarungen');
  await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
});
