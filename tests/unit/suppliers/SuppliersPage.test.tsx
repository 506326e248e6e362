// The supplier screen (issue 15) over a real (fake-indexeddb) database: the supplier cards, an
// article added from the assortment queues 'supplierBasket.addRows', a bad quantity is explained
// at its field with nothing queued, an order below the minimum order value is refused at once
// with the German reason, and one above it queues 'supplierOrder.place' and shows the order.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SupplierArticleRow, SupplierRow } from '../../../modules/suppliers/contract';
import { formatEuro } from '../../../src/catalogue/money';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { SuppliersPage } from '../../../modules/suppliers/ui/SuppliersPage';
import { de } from '../../../src/i18n/de';
import { suppliersDe } from '../../../modules/suppliers/texts.de';
import { freshDb, markFirstPulled, OWNER, uuid } from '../db/support';
import { makeUser } from '../fixtures';
import { sessionRootRoute } from '../sessionRoot';

const t = suppliersDe;
let db: PortalDb;

const supplier: SupplierRow = {
  id: uuid(1),
  name: 'Kräuterhof Naturwaren KG',
  supplierNumber: 'V-33729',
  kind: 'vertrieb',
  minOrderCents: 7500,
  deliveryDays: 'Mittwoch',
  leadTimeDays: 5,
  orderChannel: 'über das Portal',
  contact: 'Frau Leitgeb',
  version: '1',
};
const tea: SupplierArticleRow = {
  id: uuid(2),
  supplierId: supplier.id,
  pzn: '5293610',
  name: 'Kamillenblüten Tee',
  manufacturer: 'Kräuterhaus',
  supplierArticleNo: 'KH-10001',
  orderUnit: 'Karton à 10 Packungen',
  packsPerUnit: 10,
  priceCents: 1500,
  version: '1',
};

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

function renderPage(search: { supplier?: string }) {
  const user = makeUser({
    id: OWNER.id,
    roles: ['User', 'Lieferantenbestellung'],
    features: ['Lieferantenbestellung'],
  });
  const rootRoute = sessionRootRoute(user);
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/suppliers',
    component: () => <SuppliersPage search={search} onChange={() => undefined} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/suppliers'] }),
  });
  render(<RouterProvider router={router} />);
}

describe('SuppliersPage', () => {
  it('says so when no supplier is there, and lists the suppliers with their terms', async () => {
    renderPage({});
    expect(await screen.findByText(t.empty)).toBeTruthy();
    await db.suppliers.put(supplier);
    await db.supplierArticles.put(tea);
    const card = await screen.findByTestId('supplier-card');
    expect(card.textContent).toContain(t.minOrder(7500));
    expect(card.textContent).toContain(t.assortmentSize(1));
    expect(within(card).getByTestId('supplier-card-basket').textContent).toBe(
      t.basketSummary(0, 0),
    );
    // The orders' empty text waits for their first pull's marker, read by a live query.
    expect(await screen.findByText(t.orders.empty)).toBeTruthy();
  });

  it('adds from the assortment, refuses below the minimum, then orders through the outbox', async () => {
    await db.suppliers.put(supplier);
    await db.supplierArticles.put(tea);
    renderPage({ supplier: supplier.id });
    const item = await screen.findByTestId('supplier-article');
    const quantity = within(item).getByRole('textbox', { name: t.assortment.quantityOf(tea.name) });
    const add = within(item).getByRole('button', { name: t.assortment.addLabel(tea.name) });

    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.click(add);
    expect(await within(item).findByText(de.baskets.quantityTooSmall(1))).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);

    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.click(add);
    await waitFor(() => expect(screen.getAllByTestId('supplier-basket-row')).toHaveLength(1));
    expect(screen.getByTestId('supplier-basket-value').textContent).toBe(formatEuro(3000));

    fireEvent.click(screen.getByTestId('supplier-order-submit'));
    expect((await screen.findByTestId('supplier-order-error')).textContent).toBe(
      t.order.belowMinimum(formatEuro(7500), formatEuro(3000)),
    );
    expect((await db.outbox.toArray()).map((m) => m.name)).toEqual(['supplierBasket.addRows']);

    fireEvent.change(quantity, { target: { value: '3' } });
    fireEvent.click(add);
    await waitFor(() =>
      expect(screen.getByTestId('supplier-basket-value').textContent).toBe(formatEuro(7500)),
    );
    fireEvent.click(screen.getByTestId('supplier-order-submit'));
    expect((await screen.findByTestId('supplier-order-confirmation')).textContent).toBe(
      t.order.queued,
    );
    const outbox = await db.outbox.toArray();
    expect(outbox.map((m) => m.name)).toEqual([
      'supplierBasket.addRows',
      'supplierBasket.addRows',
      'supplierOrder.place',
    ]);
    const order = await screen.findByTestId('supplier-order');
    expect(order.getAttribute('data-status')).toBe('wird_gesendet');
    expect(within(order).getByText(t.orders.numberPending)).toBeTruthy();
    expect(await screen.findByTestId('supplier-basket-empty')).toBeTruthy();
  });
});
