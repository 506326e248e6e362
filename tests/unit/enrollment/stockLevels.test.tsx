// The stock levels screen (issue 15) over a real (fake-indexeddb) database: the empty state, the
// price cuts with their deadline and claim in words, the refund computed as typed, a German
// message for a bad stock with nothing queued, and a report queued through the outbox.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { viennaDay } from '../../../src/api/enrollmentDays';
import type { PriceCutRow } from '../../../modules/stockLevels/contract';
import { formatEuro } from '../../../src/catalogue/money';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { StockLevelsPage } from '../../../modules/stockLevels/ui/StockLevelsPage';
import { stockLevelsDe } from '../../../modules/stockLevels/texts.de';
import { freshDb, markFirstPulled, uuid } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';

const t = stockLevelsDe;
const shift = (days: number) => viennaDay(new Date(Date.now() + days * 86_400_000));

const cut: PriceCutRow = {
  id: uuid(1),
  manufacturer: 'Moser Arzneimittel KG',
  title: 'Preissenkung Moser Arzneimittel KG',
  announcedOn: shift(-20),
  cutoffDay: shift(-5),
  reportUntil: shift(10),
  articles: [
    { pzn: '7468315', name: 'Azithromycin Moser 250 mg', oldAepCents: 1986, newAepCents: 1648 },
    { pzn: '3520869', name: 'Natriumchlorid Moser Nasenspray', oldAepCents: 315, newAepCents: 268 },
  ],
  version: '1',
};

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
  const rootRoute = sessionRootRoute(makeUser({ roles: ['User', 'Bestandsmeldungen'] }));
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/enrollment/stock-levels',
    component: StockLevelsPage,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/enrollment/stock-levels'] }),
  });
  render(<RouterProvider router={router} />);
}

describe('StockLevelsPage', () => {
  it('says when no price cut is announced', async () => {
    renderPage();
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('computes the refund as typed, refuses a bad stock, queues a complete report', async () => {
    await db.priceCuts.put(cut);
    renderPage();
    const row = await screen.findByTestId('price-cut-row');
    expect(within(row).getByText(t.cutState.open(10))).toBeTruthy();
    expect(within(row).getByText(t.claim.open)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: t.openOf(cut.title) }));
    const detail = await screen.findByTestId('price-cut-detail');
    const first = within(detail).getByLabelText(t.detail.stockOf('Azithromycin Moser 250 mg'));
    const second = within(detail).getByLabelText(
      t.detail.stockOf('Natriumchlorid Moser Nasenspray'),
    );
    fireEvent.change(first, { target: { value: '7' } });
    fireEvent.change(second, { target: { value: 'x' } });
    expect(within(detail).getByTestId('price-cut-total').textContent).toBe(
      `${t.detail.total}: ${formatEuro(7 * 338)}`,
    );
    fireEvent.click(within(detail).getByRole('button', { name: t.detail.submit }));
    expect(await within(detail).findByText(t.detail.badStock)).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);

    fireEvent.change(second, { target: { value: '1' } });
    expect(within(detail).getByTestId('price-cut-total').textContent).toBe(
      `${t.detail.total}: ${formatEuro(7 * 338 + 47)}`,
    );
    fireEvent.click(within(detail).getByRole('button', { name: t.detail.submit }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray()).map((m) => m.name)).toEqual(['stockLevels.report']);
    expect(await within(detail).findByText(t.versions.version(1))).toBeTruthy();
    expect(within(row).getByText(t.claim.submitted)).toBeTruthy();
    expect(within(detail).getByRole('button', { name: t.detail.correct })).toBeTruthy();
  });
});
