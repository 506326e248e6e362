// Downloads, news, video library and account (issue 15) for apotheke-39, this spec's own login
// (role Download besides the shop): a PDF downloads for real (content type, size as listed) and
// is then marked available offline; a news article opened offline is marked read at once, queued,
// and sent once online; a video plays and has a German captions track; the account shows the open
// items and the credit limit. A user without the role (apotheke-24) gets 'Keine Berechtigung' on
// /downloads. Screenshots: /tmp/content-downloads.png, /tmp/content-news.png,
// /tmp/content-news-detail.png (offline), /tmp/content-video.png, /tmp/content-account.png.
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import type { DownloadRow, NewsArticleRow, NewsReadRow } from '../../modules/content/contract';
import { contentDe } from '../../modules/content/texts.de';
import { customerAccountDe } from '../../modules/customerAccount/texts.de';
import { de } from '../../src/i18n/de';
import {
  expectConverged,
  expectQueueSettled,
  readLocal,
  serverState,
  sessionUserId,
} from './support/convergence';
import { enterShop, pharmacy, waitForServiceWorker } from './support/convergenceUi';

const t = contentDe;
const CUSTOMER = 303801;

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}

test('downloads, news read offline sent once, video with captions, account', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await enterShop(page, pharmacy(39), CUSTOMER);
  await expectConverged(page, 60_000);
  const userId = await sessionUserId(page.request);
  const local = (await readLocal(page, userId)) as unknown as {
    downloads: DownloadRow[];
    newsArticles: NewsArticleRow[];
    newsReads: NewsReadRow[];
  };
  // A retry meets the read state the first attempt left on the server: count from it.
  const readBefore = new Set(local.newsReads.filter((r) => r.read).map((r) => r.id));

  // Downloads: by category, searched, and a real PDF.
  await page.goto('/downloads');
  await expect(page.getByTestId('download-row')).toHaveCount(local.downloads.length);
  await page.getByLabel(t.downloads.categoryLabel).selectOption('forms');
  await expect(page.getByTestId('download-row')).toHaveCount(3);
  await page.getByRole('searchbox', { name: t.downloads.search }).fill('retouren');
  await expect(page.getByTestId('download-row')).toHaveCount(1);
  const form = local.downloads.find((d) => d.fileName === 'Retourenformular.pdf');
  if (!form) throw new Error('Retourenformular not synced');
  const answer = page.waitForResponse((r) => r.url().includes('/api/downloads/'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.downloads.downloadNamed(form.title) }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toContain('attachment');
  const saved = await (await download).path();
  expect((await download).suggestedFilename()).toBe('Retourenformular.pdf');
  const bytes = await readFile(saved);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBe(form.sizeBytes);
  await expect(page.getByTestId('download-row')).toContainText(t.downloads.offlineAvailable);
  await page.getByRole('searchbox', { name: t.downloads.search }).fill('');
  await page.screenshot({ path: '/tmp/content-downloads.png', fullPage: true });

  // News: opened offline, marked read at once, queued, sent once when online again.
  const pushes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/sync/push') && r.postData()?.includes('news.setRead')) {
      pushes.push(r.postData() ?? '');
    }
  });
  await page.goto('/news');
  const total = local.newsArticles.length;
  const unread = total - readBefore.size;
  await expect(page.getByTestId('news-unread')).toHaveText(t.news.unread(unread));
  // Every picture arrived from the server (an <img> that loaded, not the offline placeholder).
  await expect
    .poll(() =>
      page
        .getByTestId('news-item')
        .locator('img')
        .evaluateAll(
          (imgs: HTMLImageElement[]) =>
            imgs.filter((i) => i.complete && i.naturalWidth > 0 && i.alt !== '').length,
        ),
    )
    .toBe(total);
  await page.screenshot({ path: '/tmp/content-news.png', fullPage: true });
  const newest = local.newsArticles
    .filter((a) => !readBefore.has(a.id))
    .sort((a, b) => b.day.localeCompare(a.day))[0];
  if (!newest) throw new Error('no unread news synced');
  // Offline navigations below load from the service worker.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: t.news.openNamed(newest.title) }).click();
  await expect(page.getByRole('heading', { name: newest.title })).toBeFocused();
  await expect(page.getByRole('button', { name: t.news.markUnread })).toBeVisible();
  await page.screenshot({ path: '/tmp/content-news-detail.png', fullPage: true });
  const queued = await readLocal(page, userId);
  expect(queued.outbox.map((m) => m.name)).toEqual(['news.setRead']);
  await page.getByRole('button', { name: t.news.back }).click();
  await expect(page.getByTestId('news-unread')).toHaveText(t.news.unread(unread - 1));

  // Still offline: the file downloaded before is saved from the device's copy; another one says
  // it needs a connection.
  await page.goto('/downloads');
  await expect(page.getByTestId('download-row')).toHaveCount(local.downloads.length);
  const copy = page.waitForEvent('download');
  await page.getByRole('button', { name: t.downloads.downloadNamed(form.title) }).click();
  expect((await copy).suggestedFilename()).toBe('Retourenformular.pdf');
  await expect(page.getByText(t.downloads.offlineCopyUsed(form.title))).toBeVisible();
  const agb = must(local.downloads.find((d) => d.fileName === 'AGB_Alpenpharm.pdf'));
  await page.getByRole('button', { name: t.downloads.downloadNamed(agb.title) }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t.downloads.needsConnection }),
  ).toBeVisible();
  await context.setOffline(false);
  // The queue drains before the next navigation: a page load while the push is in flight would
  // (rightly) send it again, and the server would drop the repeat by its id.
  await expectQueueSettled(page, 0, 30_000);
  await page.goto('/news');
  await expect(page.getByTestId('news-unread')).toHaveText(t.news.unread(unread - 1));
  const reads = (await serverState(page.request)).newsReads;
  expect(reads).toContainEqual(expect.objectContaining({ id: newest.id, read: true }));
  expect(pushes).toHaveLength(1);
  // 'Als ungelesen markieren' sets it back.
  await page.getByRole('button', { name: t.news.openNamed(newest.title) }).click();
  await page.getByRole('button', { name: t.news.markUnread }).click();
  await expect(page.getByText(t.news.markedUnread)).toBeVisible();
  await page.getByRole('button', { name: t.news.back }).click();
  await expect(page.getByTestId('news-unread')).toHaveText(t.news.unread(unread));

  // Video: plays, with a German captions track whose cues arrived.
  await page.goto('/video');
  const video = page.getByTestId('video-player');
  await expect(video).toBeVisible();
  await expect(video.locator('track[kind="captions"][srclang="de"]')).toHaveCount(1);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.currentTime > 0))
    .toBe(true);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0))
    .toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/content-video.png', fullPage: true });

  // Account: open items and the credit limit of the delivery customer.
  await page.goto('/account');
  await expect(page.getByTestId('open-item').first()).toBeVisible();
  await expect(page.getByTestId('account-limit')).toHaveText(/€/);
  await expect(page.getByText(customerAccountDe.account.paymentTerms)).toBeVisible();
  await expect(
    page.getByRole('link', { name: customerAccountDe.user.changePassword }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/content-account.png', fullPage: true });
  await expectConverged(page, 30_000);
});

test('no permission for downloads without the role', async ({ page }) => {
  await enterShop(page, pharmacy(24), 302301);
  await page.goto('/downloads');
  await expect(page.getByRole('heading', { name: de.errors.noPermissionTitle })).toBeVisible();
});
