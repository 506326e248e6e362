// The news screen (issue 15) over a real (fake-indexeddb) database: the unread count, opening an
// article marks it read through the outbox (once), 'Als ungelesen markieren' sets it back.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewsArticleRow } from '../../../modules/content/contract';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { NewsPage } from '../../../modules/content/ui/NewsPage';
import { contentDe } from '../../../modules/content/texts.de';
import { freshDb, markFirstPulled, uuid } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';

const t = contentDe.news;

const article = (n: number, day: string, title: string): NewsArticleRow => ({
  id: uuid(n),
  day,
  title,
  teaser: `Kurz: ${title}`,
  paragraphs: ['Erster Absatz.', 'Zweiter Absatz.'],
  imageKey: `bild-${n}`,
  imageAlt: `Bild zu ${title}`,
  version: '1',
});

let db: PortalDb;
beforeEach(async () => {
  db = await freshDb();
  // What the screens show has had its first pull (issue 27).
  await markFirstPulled(db);
  userDb.current.set(db);
});
afterEach(() => {
  userDb.current.set(null);
  db.close();
});

function renderPage() {
  const rootRoute = sessionRootRoute(makeUser({ roles: ['User'] }));
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/news',
    component: NewsPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/news'] }),
  });
  render(<RouterProvider router={router} />);
}

describe('NewsPage', () => {
  it('says when there is no news', async () => {
    renderPage();
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('marks an opened article read once and unread again on request', async () => {
    await db.newsArticles.bulkPut([
      article(1, '2026-11-20', 'Abendtour'),
      article(2, '2026-11-10', 'Winterdienst'),
    ]);
    await db.newsReads.put({ id: uuid(2), read: true, version: '1' });
    renderPage();
    expect((await screen.findByTestId('news-unread')).textContent).toBe(t.unread(1));
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      'Bild zu Abendtour',
      'Bild zu Winterdienst',
    ]);

    fireEvent.click(screen.getByRole('button', { name: t.openNamed('Abendtour') }));
    await screen.findByRole('heading', { name: 'Abendtour' });
    await waitFor(async () => expect((await db.newsReads.get(uuid(1)))?.read).toBe(true));
    const unmark = await screen.findByRole('button', { name: t.markUnread });
    expect((await db.outbox.toArray()).map((m) => [m.name, m.args])).toEqual([
      ['news.setRead', { articleId: uuid(1), read: true }],
    ]);

    fireEvent.click(unmark);
    await screen.findByText(t.markedUnread);
    expect((await db.newsReads.get(uuid(1)))?.read).toBe(false);
    // Staying on the article does not mark it read again.
    expect(await db.outbox.count()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(t.back) }));
    expect((await screen.findByTestId('news-unread')).textContent).toBe(t.unread(1));
  });
});
