// The admin's user search (SPEC 1): the last answer stays while the next search runs, a failed
// search or impersonation is said as such (never as 'Keine Treffer', never silently).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../../src/api/schemas';
import { AdminPage } from '../../../src/features/admin/AdminPage';
import { de } from '../../../src/i18n/de';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';

const adminUsers = vi.fn<(args: { search?: string }) => Promise<{ items: AdminUser[] }>>();

// The panels below the search (registrations, audit, mail outbox) load from the same client;
// here they find nothing and show their own failed state.
vi.mock('../../../src/features/admin/api', () => ({
  adminApi: new Proxy(
    {},
    {
      get: (_target, name) =>
        name === 'adminUsers' ? adminUsers : () => Promise.reject(new Error('not in this test')),
    },
  ),
}));

const user = (n: number, name: string): AdminUser => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  email: `user${n}@demo.at`,
  benutzerandruckname: name,
  roles: ['User'],
  vertreter: false,
});

function renderPage() {
  // The session store of sessionRootRoute has no API: an impersonation fails as a broken call does.
  const rootRoute = sessionRootRoute(makeUser({ roles: ['User', 'Admin'] }));
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin',
    component: () => <AdminPage />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/admin'] }),
  });
  render(<RouterProvider router={router} />);
}

const search = () => screen.getByLabelText(de.admin.search);
const list = () => screen.findByRole('list', { name: de.admin.usersList });

beforeEach(() => {
  adminUsers.mockReset();
});

describe('AdminPage user search', () => {
  it('keeps the last answer on screen while the next search runs', async () => {
    let answer: (value: { items: AdminUser[] }) => void = () => undefined;
    adminUsers.mockResolvedValueOnce({ items: [user(1, 'Anna Gruber'), user(2, 'Bernd Huber')] });
    adminUsers.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.change(search(), { target: { value: 'Huber' } });
    await waitFor(() => expect(adminUsers).toHaveBeenCalledWith({ search: 'Huber' }));
    // The search runs: the old list is still there, marked busy.
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(de.app.loading)).toBeTruthy();

    answer({ items: [user(2, 'Bernd Huber')] });
    await waitFor(async () =>
      expect(within(await list()).getAllByRole('listitem')).toHaveLength(1),
    );
  });

  it('says that a search failed instead of showing no hits', async () => {
    adminUsers.mockRejectedValue(new Error('offline'));
    renderPage();
    expect((await screen.findByText(de.admin.searchFailed)).getAttribute('role')).toBe('alert');
    expect(screen.queryByText(de.admin.noHits)).toBeNull();
  });

  it('shows no hits for an empty answer', async () => {
    adminUsers.mockResolvedValue({ items: [] });
    renderPage();
    expect(await screen.findByText(de.admin.noHits)).toBeTruthy();
  });

  it('says that an impersonation could not start and lets the admin try again', async () => {
    adminUsers.mockResolvedValue({ items: [user(1, 'Anna Gruber')] });
    renderPage();
    await list();
    const button = screen.getByRole('button', { name: de.admin.impersonateUser('Anna Gruber') });
    fireEvent.click(button);
    expect(await screen.findByText(de.admin.impersonateFailed)).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
