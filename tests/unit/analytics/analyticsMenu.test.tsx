// The analytics menu (issue 14): the entries the user's roles and feature flags open, each with
// its short description as the link's accessible description.
import { render, screen, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { AnalyticsMenu, describeArea } from '../../../app/client/shell/AnalyticsMenu';
import { NAV_ENTRIES } from '../../../app/client/shell/navigation';
import { de } from '../../../src/i18n/de';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';
import { analyticsTexts } from '../../../modules/analytics/texts';

function renderMenu(roles: string[], features: string[] = []) {
  const rootRoute = sessionRootRoute(makeUser({ roles: ['User', ...roles], features }));
  const menuRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/analytics',
    component: AnalyticsMenu,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([menuRoute]),
    history: createMemoryHistory({ initialEntries: ['/analytics'] }),
  });
  render(<RouterProvider router={router} />);
}

describe('AnalyticsMenu', () => {
  it('has a description for every analytics entry', () => {
    for (const entry of NAV_ENTRIES.filter((e) => e.group === 'analytics')) {
      expect(describeArea(entry.area), entry.to).not.toBe('');
    }
  });

  it('lists only the areas the roles open, each described', async () => {
    renderMenu(['Dokument Chargendokumentation', 'Auftragsarchiv', 'Dokumente Rechnung']);
    const nav = await screen.findByRole('navigation');
    const links = within(nav).getAllByRole('link');
    // 'Dokumente Rechnung' without the feature Dokumentensuche opens nothing (SPEC 6).
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/analytics/batch-documentation',
      '/analytics/order-archive',
    ]);
    const batch = within(nav).getByRole('link', {
      name: new RegExp(de.screens.batchDocumentation),
    });
    expect(batch.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(batch.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      analyticsTexts.menu.describe.batchDocumentation,
    );
  });

  it('opens documents and statistics with their feature flags', async () => {
    renderMenu(
      ['Dokumente Rechnung', 'Statistiken - Nur Hochpreis'],
      ['Dokumentensuche', 'Statistiken'],
    );
    const links = within(await screen.findByRole('navigation')).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/analytics/documents',
      '/analytics/statistics',
    ]);
  });
});
