import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { NotificationBell } from '../../../modules/notifications/ui/NotificationBell';
import { MENU_HIDE_MS } from '../../../src/ui/closeOnLeave';
import { freshDb, markFirstPulled, notification, uuid } from '../db/support';
import { sessionRootRoute } from '../sessionRoot';

function renderBell() {
  const rootRoute = sessionRootRoute(undefined, { before: <NotificationBell /> });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => null }),
    createRoute({ getParentRoute: () => rootRoute, path: '/notifications', component: () => null }),
    createRoute({ getParentRoute: () => rootRoute, path: '/news', component: () => null }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

let db: PortalDb;

async function seed(count: number) {
  await db.notifications.bulkPut(
    Array.from({ length: count }, (_, i) =>
      notification({
        id: uuid(300 + i),
        label: `Hinweis ${i}`,
        // i = 0 is the newest
        dat_insert: new Date(Date.UTC(2026, 0, 1, 12, 0) - i * 60_000).toISOString(),
      }),
    ),
  );
}

beforeEach(async () => {
  db = await freshDb();
  // What the screens show has had its first pull (issue 27).
  await markFirstPulled(db);
  userDb.current.set(db);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
  vi.restoreAllMocks();
});

const items = () => screen.queryAllByTestId('notification-item');

describe('NotificationBell', () => {
  it('shows the unseen count in its name and badge, and the empty text', async () => {
    renderBell();
    const bell = await screen.findByTestId('notification-bell');
    expect(bell.getAttribute('aria-label')).toBe('Benachrichtigungen, keine ungelesen');
    fireEvent.click(bell);
    expect(await screen.findByText('Derzeit keine Benachrichtigungen')).toBeTruthy();
  });

  it('closes 200 ms after the mouse leaves it (SPEC 9), not when it comes back in time', async () => {
    renderBell();
    fireEvent.click(await screen.findByTestId('notification-bell'));
    const menu = await screen.findByTestId('notification-dropdown');
    const wait = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

    // Leaves, comes back within 200 ms: stays open.
    fireEvent.pointerLeave(menu, { pointerType: 'mouse' });
    await wait(MENU_HIDE_MS - 100);
    fireEvent.pointerEnter(menu, { pointerType: 'mouse' });
    await wait(MENU_HIDE_MS + 50);
    expect(screen.queryByTestId('notification-dropdown')).not.toBeNull();

    // A touch 'leave' (right after a tap) does not close it.
    fireEvent.pointerLeave(menu, { pointerType: 'touch' });
    await wait(MENU_HIDE_MS + 50);
    expect(screen.queryByTestId('notification-dropdown')).not.toBeNull();

    // Leaving the button of the open menu counts too; still open right after, closed after.
    fireEvent.pointerLeave(screen.getByTestId('notification-bell'), { pointerType: 'mouse' });
    await wait(50);
    expect(screen.queryByTestId('notification-dropdown')).not.toBeNull();
    const left = performance.now();
    await waitFor(() => expect(screen.queryByTestId('notification-dropdown')).toBeNull());
    expect(performance.now() - left).toBeGreaterThanOrEqual(MENU_HIDE_MS - 60);
  });

  it('lists 5, adds 5 per "Mehr anzeigen", and "Alle gesehen" marks all and resets to 5', async () => {
    await seed(12);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen, 12 ungelesen' });
    const badge = within(bell).getByTestId('notification-badge');
    expect(badge.textContent).toBe('12');
    expect(badge.dataset['level']).toBe('danger');

    fireEvent.click(bell);
    await waitFor(() => expect(items()).toHaveLength(5));
    expect(items()[0]?.textContent).toContain('Hinweis 0');

    fireEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    await waitFor(() => expect(items()).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    await waitFor(() => expect(items()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Alle gesehen' }));
    await waitFor(() => expect(items()).toHaveLength(5));
    await waitFor(async () => {
      expect((await db.notifications.toArray()).every((n) => n.seen)).toBe(true);
    });
    const [entry] = await db.outbox.toArray();
    expect(entry?.name).toBe('notification.markAllSeen');
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
  });

  it('"Angezeigte gesehen" marks only the shown ones', async () => {
    await seed(7);
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 7 ungelesen' }));
    await waitFor(() => expect(items()).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: 'Angezeigte gesehen' }));
    await waitFor(async () => {
      const seen = (await db.notifications.toArray()).filter((n) => n.seen);
      expect(seen).toHaveLength(5);
    });
    const badge = await screen.findByTestId('notification-badge');
    await waitFor(() => expect(badge.textContent).toBe('2'));
    expect(badge.dataset['level']).toBe('ok');
  });

  it('a click marks seen and navigates to an app path, or opens an external url', async () => {
    await db.notifications.bulkPut([
      notification({ id: uuid(1), url: '/news', dat_insert: '2026-01-02T00:00:00.000Z' }),
      notification({
        id: uuid(2),
        url: 'https://example.org/x',
        dat_insert: '2026-01-01T00:00:00.000Z',
      }),
    ]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const router = renderBell();
    const bell = await screen.findByRole('button', { name: 'Benachrichtigungen, 2 ungelesen' });

    fireEvent.click(bell);
    await waitFor(() => expect(items()).toHaveLength(2));
    await act(async () => fireEvent.click(items()[0] as HTMLElement));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
    await waitFor(async () => expect((await db.notifications.get(uuid(1)))?.seen).toBe(true));

    fireEvent.click(bell);
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.click(items()[1] as HTMLElement);
    expect(open).toHaveBeenCalledWith('https://example.org/x', '_blank', 'noopener,noreferrer');
    expect(router.state.location.pathname).toBe('/news');
    await waitFor(async () => expect((await db.notifications.get(uuid(2)))?.seen).toBe(true));
  });
});
