// Last-chance articles (issue 15) for apotheke-31, this spec's own login (role 'Noch verfügbare
// Artikel' besides the shop): the offers are listed with price and packs left, one goes into
// the basket in one step while offline, and once online the outbox sends it exactly once and
// the basket shows it; ordered, the packs left drop. apotheke-24 lacks the role.
// Screenshot: /tmp/last-chance.png.
import { expect, test } from './support/test';
import { formatEuro } from '../../src/catalogue/money';
import { localDay, viewOffer } from '../../modules/lastChance/ui/rules';
import { de } from '../../src/i18n/de';
import {
  expectConverged,
  expectQueueSettled,
  readLocal,
  serverState,
  sessionUserId,
} from './support/convergence';
import { enterShop, pharmacy, rowOf } from './support/convergenceUi';
import { ListPage } from './support/shop';
import { lastChanceDe } from '../../modules/lastChance/texts.de';

const t = lastChanceDe;
const CUSTOMER = 303001;

test('an offer goes into the basket in one step offline, sent once online', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(31), CUSTOMER);
  await expectConverged(page, 60_000);
  const userId = await sessionUserId(page.request);
  const local = await readLocal(page, userId);
  const today = localDay();
  const views = local.lastChanceOffers.map((o) => viewOffer(o, 0, today));
  const view = views.find(
    (v) => v.orderable >= 2 && !local.basketRows.some((r) => r.pzn === v.offer.pzn),
  );
  if (!view) throw new Error('no offer with two packs to order');
  const o = view.offer;
  const before = (await serverState(page.request)).basketRows.filter((r) => r.pzn === o.pzn);
  expect(before).toHaveLength(0);

  await page.goto('/last-chance-articles');
  await expect(page.getByTestId('last-chance-offer').first()).toBeVisible();
  const running = views.filter((v) => v.state !== 'ended').length;
  await expect(page.getByTestId('last-chance-count')).toHaveText(t.count(running, running));
  const card = page.getByRole('article', { name: o.name });
  await expect(card.getByText(formatEuro(o.priceCents), { exact: true })).toBeVisible();
  await expect(card.getByTestId('last-chance-left')).toContainText(t.left(o.quantityLeft));
  const soldOut = views.find((v) => v.state === 'soldOut');
  if (soldOut) {
    const soldOutCard = page.getByRole('article', { name: soldOut.offer.name });
    await expect(
      soldOutCard.getByRole('button', { name: t.addLabel(soldOut.offer.name) }),
    ).toBeDisabled();
    await expect(soldOutCard.getByText(t.notOrderable.soldOut)).toBeVisible();
  }
  await page.screenshot({ path: '/tmp/last-chance.png', fullPage: true });

  // Offline: a quantity beyond the bound is refused at the field, 2 packs go in at once.
  await context.setOffline(true);
  const quantity = card.getByRole('textbox', { name: t.quantity });
  const add = card.getByRole('button', { name: t.addLabel(o.name) });
  await quantity.fill(String(view.orderable + 1));
  await add.click();
  await expect(card.getByText(t.errors.max(view.orderable))).toBeVisible();
  await quantity.fill('2');
  await add.click();
  const status = page.getByTestId('last-chance-status');
  const label = de.baskets.kind.warenkorb.defaultLabel;
  await expect(status).toContainText(t.added(2, o.name, label));
  await expect(card.getByTestId('last-chance-left')).toContainText(t.inBasket(2));
  const queued = await readLocal(page, userId);
  expect(queued.outbox.map((m) => m.name).filter((n) => n === 'basket.addRow')).toHaveLength(1);

  // Online again: sent once, applied, the server's basket holds one row of 2 packs.
  await context.setOffline(false);
  await expectQueueSettled(page, 0, 30_000);
  const after = (await serverState(page.request)).basketRows.filter((r) => r.pzn === o.pzn);
  expect(after.map((r) => r.quantity)).toEqual([2]);
  await expectConverged(page, 30_000);

  // The link opens the basket, which shows the article.
  await status.getByRole('link', { name: t.openBasket(label) }).click();
  await expect(page).toHaveURL(/\/shop\/warenkorb\/[0-9a-f-]{36}$/);
  await expect(rowOf(page, o.pzn)).toBeVisible();

  // Ordered: the wholesaler's packs left drop by the 2 packs, for every pharmacy.
  await new ListPage(page).order();
  await expectConverged(page, 30_000);
  await page.goto('/last-chance-articles');
  const left = o.quantityLeft - 2;
  await expect(card.getByTestId('last-chance-left')).toHaveText(
    left > 0 ? `${t.left(left)} · ${t.maxPerOrder(o.maxPerOrder)}` : t.left(0),
  );
});

test('no permission without the role', async ({ page }) => {
  await enterShop(page, pharmacy(24), 302301);
  await page.goto('/last-chance-articles');
  await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
});
