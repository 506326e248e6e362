// The dashboard's widgets and editing mode over a real (fake-indexeddb) local database: the
// default layout, moving with the focus kept on the control (as a keyboard user works), removing
// and adding back, every change queued as one mutation and announced; what a role sees.
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { Dashboard } from '../../../modules/dashboard/ui';
import { dashboardDe as t } from '../../../modules/dashboard/texts.de';
import { freshDb, notification, OWNER } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';

const names = t.widgetNames;

// The machine running the tests may be busy; the local database answers in its own time.
configure({ asyncUtilTimeout: 5000 });

function renderDashboard(roles = ['User', 'Kunde', 'Auftrag']) {
  const rootRoute = sessionRootRoute(makeUser({ id: OWNER.id, roles }));
  const dashboard = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard',
    component: Dashboard,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([dashboard]),
    history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
  });
  render(<RouterProvider router={router} />);
}

/** The widget titles in the order shown. */
const order = () =>
  within(screen.getByRole('list', { name: t.widgetsLabel }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

const queued = async () =>
  (await db.outbox.orderBy('seq').toArray()).map((m) => ({ name: m.name, args: m.args }));

/** A keyboard user: focus the control, then activate it (Enter on a focused button). */
function press(button: HTMLElement) {
  button.focus();
  expect(document.activeElement).toBe(button);
  fireEvent.click(button);
}

let db: PortalDb;

beforeEach(async () => {
  db = await freshDb();
  userDb.current.set(db);
});

afterEach(() => {
  userDb.current.set(null);
  db.close();
});

describe('Dashboard', () => {
  it('shows the default widgets from local data, without edit controls', async () => {
    await db.notifications.bulkPut([notification({ label: 'Lieferung verspätet', seen: false })]);
    renderDashboard();
    await waitFor(() =>
      expect(order()).toEqual([
        names.notifications,
        names.primaryBasket,
        names.lastOrders,
        names.syncStatus,
      ]),
    );
    expect(await screen.findByTestId('widget-notifications-badge')).toHaveProperty(
      'textContent',
      t.badge(1),
    );
    // The widget's component loads on demand (its own chunk).
    expect(
      await screen.findByText('Lieferung verspätet', undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.edit.moveUp(names.lastOrders) })).toBeNull();
  });

  it('moves, removes and adds by keyboard; each change queued, announced, focus kept', async () => {
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: t.edit.start }));
    expect(screen.getByRole('button', { name: t.edit.done })).toBeTruthy();
    // The first widget cannot move up, the last not down.
    expect(screen.getByRole('button', { name: t.edit.moveUp(names.notifications) })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: t.edit.moveDown(names.syncStatus) })).toHaveProperty(
      'disabled',
      true,
    );

    const up = screen.getByRole('button', { name: t.edit.moveUp(names.lastOrders) });
    press(up);
    await waitFor(() =>
      expect(order()).toEqual([
        names.notifications,
        names.lastOrders,
        names.primaryBasket,
        names.syncStatus,
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-announce').textContent).toBe(
        t.edit.announce.moved(names.lastOrders, 2, 4),
      ),
    );
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: t.edit.moveUp(names.lastOrders) }),
      ),
    );

    // Up again: now first, so the focus passes to its 'down' button.
    press(screen.getByRole('button', { name: t.edit.moveUp(names.lastOrders) }));
    await waitFor(() => expect(order()[0]).toBe(names.lastOrders));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: t.edit.moveDown(names.lastOrders) }),
      ),
    );

    press(screen.getByRole('button', { name: t.edit.remove(names.syncStatus) }));
    await waitFor(() => expect(order()).not.toContain(names.syncStatus));
    const addBack = await screen.findByRole('button', { name: t.edit.add(names.syncStatus) });
    await waitFor(() => expect(document.activeElement).toBe(addBack));
    expect(screen.getByTestId('dashboard-announce').textContent).toBe(
      t.edit.announce.removed(names.syncStatus),
    );

    press(addBack);
    await waitFor(() => expect(order().at(-1)).toBe(names.syncStatus));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: t.edit.moveUp(names.syncStatus) }),
      ),
    );
    // Only the widget outside the default layout is left to add ('Nächste Lieferung', issue 15).
    expect(screen.getByRole('button', { name: t.edit.add(names.nextDelivery) })).toBeTruthy();

    expect(await queued()).toEqual([
      { name: 'dashboard.move', args: { widget: 'lastOrders', to: 1 } },
      { name: 'dashboard.move', args: { widget: 'lastOrders', to: 0 } },
      { name: 'dashboard.remove', args: { widget: 'syncStatus' } },
      { name: 'dashboard.add', args: { widget: 'syncStatus' } },
    ]);
    expect((await db.dashboardLayouts.get(OWNER.id))?.widgets).toEqual([
      'lastOrders',
      'notifications',
      'primaryBasket',
      'syncStatus',
    ]);

    fireEvent.click(screen.getByRole('button', { name: t.edit.done }));
    expect(screen.queryByRole('button', { name: t.edit.remove(names.syncStatus) })).toBeNull();
    expect(screen.queryByRole('heading', { name: t.edit.addHeading })).toBeNull();
  });

  it('moves on from the first move when the second press comes before the redraw', async () => {
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: t.edit.start }));
    const up = screen.getByRole('button', { name: t.edit.moveUp(names.syncStatus) });
    // Both presses on the same drawn layout (a busy device draws the first move later).
    fireEvent.click(up);
    fireEvent.click(up);
    await waitFor(() =>
      expect(order()).toEqual([
        names.notifications,
        names.syncStatus,
        names.primaryBasket,
        names.lastOrders,
      ]),
    );
    expect(await queued()).toEqual([
      { name: 'dashboard.move', args: { widget: 'syncStatus', to: 2 } },
      { name: 'dashboard.move', args: { widget: 'syncStatus', to: 1 } },
    ]);
  });

  it('follows the stored layout, and shows a user without role Auftrag no shop widgets', async () => {
    await db.dashboardLayouts.put({
      id: OWNER.id,
      widgets: ['syncStatus', 'laterWidget', 'primaryBasket', 'notifications'],
      version: '3',
    });
    renderDashboard(['User']);
    await waitFor(() => expect(order()).toEqual([names.syncStatus, names.notifications]));
    fireEvent.click(screen.getByRole('button', { name: t.edit.start }));
    expect(screen.getByText(t.edit.noneToAdd)).toBeTruthy();
    // Moving down steps over the widgets this user does not see.
    press(screen.getByRole('button', { name: t.edit.moveDown(names.syncStatus) }));
    await waitFor(() => expect(order()).toEqual([names.notifications, names.syncStatus]));
    expect((await db.dashboardLayouts.get(OWNER.id))?.widgets).toEqual([
      'laterWidget',
      'primaryBasket',
      'notifications',
      'syncStatus',
    ]);
  });

  it('says how to get widgets back when all are removed', async () => {
    await db.dashboardLayouts.put({ id: OWNER.id, widgets: [], version: '3' });
    renderDashboard();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.edit.start }));
    });
    expect(screen.getByRole('button', { name: t.edit.add(names.notifications) })).toBeTruthy();
  });
});
