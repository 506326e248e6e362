// The help button (issue 13 item 4): the session customer's sales office and representative with
// tel: and mailto: links, loaded while online and remembered in the user's local database, so the
// dialog opens offline too; offline without a remembered copy it says so. Domain suggestions:
// links in a new tab, and a dismissal that is remembered.
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainSuggestions, visibleSuggestions } from '../../../app/client/shell/DomainSuggestions';
import { HelpButton } from '../../../app/client/shell/HelpButton';
import { userDb, workerStatus } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { INITIAL_WORKER_STATUS } from '../../../src/state/appEvents';
import type { HelpContact } from '../../../src/api/shell';
import { freshDb } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';

const api = vi.hoisted(() => ({ helpContact: vi.fn(), domainSuggestions: vi.fn() }));
vi.mock('../../../src/platform/client', () => ({ api }));

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const CONTACT: HelpContact = {
  lieferkundeNr: 100101,
  salesOffice: {
    name: 'Verkaufsbüro Graz',
    phone: '+43 316 712300',
    email: 'innendienst.graz@alpenpharm.example',
    openingHours: 'Mo–Fr 7:30–17:00 Uhr',
  },
  representative: { name: 'Thomas Huber', phone: '+43 664 3218850', email: 'vertreter@demo.at' },
};

let db: PortalDb;
beforeEach(async () => {
  api.helpContact.mockReset();
  api.domainSuggestions.mockReset();
  db = await freshDb();
  userDb.current.set(db);
});
afterEach(() => {
  userDb.current.set(null);
  db.close();
});

function renderAt(path: string, online: boolean) {
  workerStatus.set({ ...INITIAL_WORKER_STATUS, connectivity: online ? 'online' : 'offline' });
  // A distinct user per test: the shell asks the server once per page load and user.
  const rootRoute = sessionRootRoute(makeUser({ id: crypto.randomUUID() }), {
    before: <DomainSuggestions />,
    after: <HelpButton />,
  });
  const page = (p: string) =>
    createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <h1>{p}</h1> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/dashboard'), page('/shop')]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(<RouterProvider router={router} />);
}

const openHelp = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Hilfe und Kontakt' }));
  return screen.findByRole('dialog', { name: 'Hilfe und Kontakt' });
};

describe('help button', () => {
  it('loads the contact while online, shows phone and e-mail as links, and remembers it', async () => {
    api.helpContact.mockResolvedValue(CONTACT);
    api.domainSuggestions.mockResolvedValue({ items: [] });
    renderAt('/dashboard', true);
    const dialog = await openHelp();
    const office = await within(dialog).findByTestId('help-sales-office');
    expect(within(office).getByText('Verkaufsbüro Graz')).toBeTruthy();
    expect(
      within(office)
        .getByRole('link', { name: 'Verkaufsbüro Graz anrufen: +43 316 712300' })
        .getAttribute('href'),
    ).toBe('tel:+43316712300');
    expect(
      within(office)
        .getByRole('link', { name: /^E-Mail an Verkaufsbüro Graz/ })
        .getAttribute('href'),
    ).toBe('mailto:innendienst.graz@alpenpharm.example');
    const rep = within(dialog).getByTestId('help-representative');
    expect(
      within(rep)
        .getByRole('link', { name: /Thomas Huber anrufen/ })
        .getAttribute('href'),
    ).toBe('tel:+436643218850');
    expect(text(dialog)).toContain('Ihre Ansprechpersonen für Löwen-Apotheke');
    expect((await db.meta.get('cache:helpContact:100101'))?.value).toEqual(CONTACT);
  });

  it('opens offline from the remembered copy, and says so when there is none', async () => {
    await db.meta.put({ key: 'cache:helpContact:100101', value: CONTACT });
    renderAt('/dashboard', false);
    const dialog = await openHelp();
    await within(dialog).findByTestId('help-representative');
    expect(text(dialog)).toContain('Offline: zuletzt geladene Kontaktdaten.');
    expect(api.helpContact).not.toHaveBeenCalled();
  });

  it('offline without a remembered copy it explains instead of loading forever', async () => {
    renderAt('/dashboard', false);
    const dialog = await openHelp();
    await waitFor(() =>
      expect(text(dialog)).toContain('wurden auf diesem Gerät noch nicht geladen'),
    );
  });

  it('is not shown on the shop’s article page', async () => {
    renderAt('/shop', false);
    await screen.findByRole('heading', { name: '/shop' });
    expect(screen.queryByRole('button', { name: 'Hilfe und Kontakt' })).toBeNull();
  });
});

describe('domain suggestions', () => {
  it('hides dismissed ones (pure)', () => {
    const items = [{ id: 'a' }, { id: 'b' }];
    expect(visibleSuggestions(items, null)).toEqual(items);
    expect(visibleSuggestions(items, ['a', 7])).toEqual([{ id: 'b' }]);
  });

  it('links in a new tab with noopener, and stays dismissed', async () => {
    api.helpContact.mockResolvedValue(CONTACT);
    api.domainSuggestions.mockResolvedValue({
      items: [{ id: 'vet', label: 'Alpenpharm Vet', url: 'https://vet.alpenpharm.example/' }],
    });
    renderAt('/dashboard', true);
    const bar = await screen.findByRole('complementary', { name: 'Weitere Angebote' });
    const link = within(bar).getByRole('link', { name: /Alpenpharm Vet/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    fireEvent.click(within(bar).getByRole('button', { name: 'Vorschläge ausblenden' }));
    await waitFor(() => expect(screen.queryByTestId('domain-suggestions')).toBeNull());
    expect((await db.meta.get('cache:domainSuggestionsDismissed'))?.value).toEqual(['vet']);
  });
});

const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
