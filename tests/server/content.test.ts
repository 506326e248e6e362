// The wholesaler's content and the customer account on the server (issue 15): who receives the
// downloads (role Download) and the news, videos and account (role User); the files as served
// (PDF and CSV with their listed size and Content-Disposition, the SVG picture, the video with
// Range answers, the WebVTT captions); news.setRead applied once, set back, and refused for an
// unknown article; open items from the analytics invoices where a customer has them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadRow, NewsArticleRow, VideoRow } from '../../modules/content/contract.ts';
import type { AccountSummaryRow, OpenItemRow } from '../../modules/customerAccount/contract.ts';
import { DENIED_CURSOR } from '../../src/api/sync.ts';
import { DEMO_USERS, pharmacyLogin } from '../../server/seed/demo.ts';
import { parseRange } from '../../modules/content/server/routes.ts';
import { loginAs, m, must, pull, pushOk, Replica } from './support/sync.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CONTENT_CUSTOMER = 303801;

async function rowsOf(c: Awaited<ReturnType<typeof loginAs>>) {
  const replica = new Replica(c);
  await replica.sync();
  const all = <R>(name: string) =>
    [
      ...((replica.rows as Record<string, Map<string, unknown> | undefined>)[name]?.values() ?? []),
    ] as R[];
  return {
    downloads: all<DownloadRow>('downloads'),
    news: all<NewsArticleRow>('newsArticles'),
    reads: all<{ id: string; read: boolean }>('newsReads'),
    videos: all<VideoRow>('videos'),
    accounts: all<AccountSummaryRow>('accountSummaries'),
    items: all<OpenItemRow>('openItems'),
  };
}

describe('who receives the content', () => {
  it('gives the downloads to role Download, news, videos and the account to every user', async () => {
    const own = await rowsOf(await loginAs(t.app, pharmacyLogin(39), CONTENT_CUSTOMER));
    expect(own.downloads.length).toBeGreaterThanOrEqual(10);
    expect(new Set(own.downloads.map((d) => d.category)).size).toBe(5);
    expect(own.news.length).toBe(5);
    expect(own.videos.length).toBe(3);
    expect(own.accounts).toHaveLength(1);
    expect(own.accounts[0]?.lieferkundeNr).toBe(CONTENT_CUSTOMER);
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((i) => i.lieferkundeNr === CONTENT_CUSTOMER)).toBe(true);

    const other = await loginAs(t.app, pharmacyLogin(24), 302301);
    const answer = await pull(other);
    expect(answer.downloads).toMatchObject({ upserts: [], cursor: DENIED_CURSOR });
    expect(answer.newsArticles.upserts.length).toBe(5);
  });

  it('takes the open items from the analytics invoices where the customer has them', async () => {
    const own = await rowsOf(await loginAs(t.app, DEMO_USERS.apotheke, 100101));
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.some((i) => /^RE\d{8}$/.test(i.docNo))).toBe(true);
    for (const i of own.items) {
      expect(i.kind === 'credit' ? i.amountCents < 0 : i.amountCents > 0).toBe(true);
      expect(i.dueDay >= i.day).toBe(true);
    }
  });
});

describe('the files', () => {
  it('serves a PDF and the CSV price list with their listed sizes, only with the role', async () => {
    const c = await loginAs(t.app, pharmacyLogin(39), CONTENT_CUSTOMER);
    const { downloads } = await rowsOf(c);
    const pdf = must(downloads.find((d) => d.fileName === 'Retourenformular.pdf'));
    const res = await c.get(`/api/downloads/${pdf.id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="Retourenformular.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(pdf.sizeBytes);
    const again = await c.get(`/api/downloads/${pdf.id}/file`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);

    const csv = must(downloads.find((d) => d.fileType === 'csv'));
    const list = await c.get(`/api/downloads/${csv.id}/file`);
    expect(list.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(list.rawPayload.length).toBe(csv.sizeBytes);
    expect(list.body).toContain('PZN;Artikel;Packung');

    expect((await c.get(`/api/downloads/${randomUUID()}/file`)).statusCode).toBe(404);
    expect((await c.get('/api/downloads/not-a-uuid/file')).statusCode).toBe(400);
    const other = await loginAs(t.app, pharmacyLogin(24), 302301);
    expect((await other.get(`/api/downloads/${pdf.id}/file`)).statusCode).toBe(403);
  });

  it('serves the news picture as SVG and the video with Range answers and captions', async () => {
    const c = await loginAs(t.app, pharmacyLogin(24), 302301);
    const { news, videos } = await rowsOf(c);
    const article = must(news[0]);
    const image = await c.get(`/api/news/images/${article.imageKey}.svg`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
    expect((await c.get('/api/news/images/unbekannt.svg')).statusCode).toBe(404);
    expect((await c.get('/api/news/images/../x.svg')).statusCode).not.toBe(200);

    const video = must(videos[0]);
    const whole = await c.get(`/api/videos/${video.fileKey}.webm`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    expect(size).toBeGreaterThan(1000);
    expect(size).toBeLessThan(300_000);
    const part = await c.request('GET', `/api/videos/${video.fileKey}.webm`, undefined, {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    const beyond = await c.request('GET', `/api/videos/${video.fileKey}.webm`, undefined, {
      headers: { range: `bytes=${size + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);

    const vtt = await c.get(`/api/videos/${video.fileKey}.vtt`);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    expect(vtt.body).toContain('00:00:00.000 --> 00:00:04.000');
  });

  it('reads byte ranges', () => {
    expect(parseRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseRange('bytes=2-100', 10)).toEqual({ start: 2, end: 9 });
    expect(parseRange('bytes=a-b', 10)).toBeNull();
    expect(parseRange('bytes=-', 10)).toBeNull();
  });
});

describe('news.setRead', () => {
  it('marks read once, replays from the record, sets back, refuses an unknown article', async () => {
    const c = await loginAs(t.app, pharmacyLogin(39), CONTENT_CUSTOMER);
    const { news } = await rowsOf(c);
    const article = must(news[0]);
    const read = m('news.setRead', { articleId: article.id, read: true });
    expect((await pushOk(c, [read]))[0]?.status).toBe('applied');
    expect((await pushOk(c, [read]))[0]?.status).toBe('applied');
    let state = await rowsOf(c);
    expect(state.reads).toEqual([expect.objectContaining({ id: article.id, read: true })]);

    await pushOk(c, [m('news.setRead', { articleId: article.id, read: false })]);
    state = await rowsOf(c);
    expect(state.reads).toEqual([expect.objectContaining({ id: article.id, read: false })]);

    const [unknown] = await pushOk(c, [m('news.setRead', { articleId: randomUUID(), read: true })]);
    expect(unknown).toMatchObject({ status: 'rejected', code: 'not_found' });
    expect(unknown?.message).toBe('Diese Neuigkeit gibt es nicht (mehr).');

    // Another user's read state is their own.
    const other = await rowsOf(await loginAs(t.app, pharmacyLogin(24), 302301));
    expect(other.reads).toEqual([]);
  });
});
