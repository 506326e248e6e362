// The screen kit on a 390 px phone (issue 25): the returns, cash book and medicine test registers
// show their rows as cards (DataTable), so nothing scrolls the page sideways and each row's action
// button is in view; the five screens that had no page frame show their heading (PageFrame).
// Read-only visits with the screens' own logins. Screenshots: /tmp/phone-*.png.
import type { Page } from '@playwright/test';
import { de } from '../../src/i18n/de';
import { enterShop, pharmacy } from './support/convergenceUi';
import { expect, test } from './support/test';
import { users } from './support/users';
import { SEED_TIME } from '../../server/seed/random.ts';

const s = de.screens;

test.use({ viewport: { width: 390, height: 844 } });

/** The page is no wider than the phone: nothing scrolls it sideways (else: what sticks out). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth, outside } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // Elements past the right edge that no scrolling box clips (an absolute one, such as an
    // sr-only text, escapes a scrolling box that is not positioned).
    const clipped = (el: Element): boolean => {
      if (getComputedStyle(el).position === 'absolute') return false;
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return up !== document.documentElement;
      }
      return false;
    };
    const wide = [...document.querySelectorAll('body *')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5 && !clipped(el),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: width,
      outside: wide.slice(0, 5).map((el) => `${el.tagName} ${el.className} ${el.textContent}`),
    };
  });
  expect(scrollWidth, `${page.url()}: ${outside.join(' | ')}`).toBeLessThanOrEqual(clientWidth);
}

/** A row's action button is on screen once scrolled to (not off to the right of the page). */
async function expectActionInView(page: Page, rowTestId: string): Promise<void> {
  const button = page.getByTestId(rowTestId).getByRole('button').first();
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
}

async function visitFramed(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({
    path: `/tmp/phone-${/[a-z-]+(?=\?|$)/.exec(path)?.[0] ?? 'screen'}.png`,
  });
}

test('the returns, cash book and medicine test registers fit a phone', async ({ page }) => {
  test.setTimeout(150_000);
  await enterShop(page, pharmacy(34), 303301);
  await visitFramed(page, '/enrollment/return', s.returnRegistration);
  await expect(page.getByTestId('return-line').first()).toBeVisible();
  await expectActionInView(page, 'return-line');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/phone-returns-rows.png' });

  await page.goto('/logout');
  await enterShop(page, users.apotheke, 100101);
  // A month with the seeded receipts (the seed books the 28 days before SEED_TIME, not today's).
  const month = new Date(SEED_TIME.getTime() - 3 * 86_400_000).toISOString().slice(0, 7);
  await visitFramed(page, `/cashbook?month=${month}`, s.cashbook);
  await expect(page.getByTestId('cashbook-row').first()).toBeVisible();
  await expectActionInView(page, 'cashbook-row');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/phone-cashbook-rows.png' });

  await page.goto('/logout');
  await enterShop(page, pharmacy(33), 303201);
  await visitFramed(page, '/med-test', s.medTest);
  await expect(page.getByTestId('med-check-row').first()).toBeVisible();
  await expectActionInView(page, 'med-to-check-row');
  await expectActionInView(page, 'med-check-row');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/phone-med-test-rows.png' });
});

test('the enrollment screens have their page frame on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(35), 303401);
  await visitFramed(page, '/enrollment/stock-levels', s.stockLevels);
  await visitFramed(page, '/enrollment/pre-order', s.preOrder);
  await page.goto('/logout');
  await enterShop(page, pharmacy(36));
  await visitFramed(page, '/enrollment/enclosed-shipping', s.enclosedShipping);
  await visitFramed(page, '/enrollment/recipe-upload', s.recipeUpload);
});
