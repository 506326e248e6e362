// The orders screen over a real (fake-indexeddb) local database: list, detail lines, and
// 'Erneut bestellen' writing its mutations to the outbox and opening the filled basket.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRow } from '../../../modules/shop/contract';
import { userDb } from '../../../src/db/runtime';
import type { PortalDb } from '../../../src/db/schema';
import { OrdersPage } from '../../../modules/shop/ui/orders/OrdersPage';
import { de } from '../../../src/i18n/de';
import { article, store } from '../catalogue/support';
import { CATALOGUE_META, catalogueDb } from '../../../src/catalogue/db';
import { toasts } from '../../../src/platform/overlays';
import { basket, basketRow, freshDb, markFirstPulled, LK, OWNER, uuid } from '../db/support';
import { sessionRootRoute } from '../sessionRoot';

const t = de.shop.orders;

function order(over: Partial<OrderRow> = {}): OrderRow {
  return {
    id: uuid(500),
    lieferkundeNr: LK,
    basketId: uuid(100),
    label: 'Wochenbestellung',
    userId: OWNER.id,
    userName: 'Anna Gruber',
    status: 'uebermittelt',
    createdAt: '2026-11-20T08:00:00.000Z',
    rowCount: 2,
    totalCents: 2 * 1299 + 450,
    lines: [
      { pzn: '1234567', name: 'Aspirin 500 mg', note: null, quantity: 2, unitPriceCents: 1299 },
      {
        pzn: null,
        name: 'Bitte bis Freitag',
        note: 'Bitte bis Freitag',
        quantity: 1,
        unitPriceCents: null,
      },
      { pzn: '7654321', name: '', note: null, quantity: 1, unitPriceCents: 450 },
    ],
    erpOrderNo: null,
    statusHistory: [],
    confirmation: null,
    deliveryNoteNo: null,
    version: '20',
    ...over,
  };
}

function renderPage(initial = '/shop/bestellungen') {
  const rootRoute = sessionRootRoute();
  const ordersRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/shop/bestellungen',
    validateSearch: (search: Record<string, unknown>) =>
      typeof search['order'] === 'string' ? { order: search['order'] } : {},
    component: function Orders() {
      const { order: openId } = ordersRoute.useSearch() as { order?: string };
      const navigate = ordersRoute.useNavigate();
      return (
        <OrdersPage
          openId={openId}
          onToggle={(id) => void navigate({ search: id ? { order: id } : {} })}
        />
      );
    },
  });
  const basketRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/shop/warenkorb/$id',
    component: function Opened() {
      const { id } = basketRoute.useParams() as { id: string };
      return <p data-testid="basket-opened">{id}</p>;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([ordersRoute, basketRoute]),
    history: createMemoryHistory({ initialEntries: [initial] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

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
  vi.restoreAllMocks();
});

describe('OrdersPage', () => {
  it('says so when the customer has no orders', async () => {
    await db.orders.put(order({ lieferkundeNr: 999 }));
    renderPage();
    expect((await screen.findByTestId('orders-empty')).textContent).toContain(t.empty);
  });

  it('lists orders newest first with status text, user, row count and total', async () => {
    await db.orders.bulkPut([
      order({ id: uuid(501), label: 'Älter', createdAt: '2026-11-19T08:00:00.000Z' }),
      order({
        id: uuid(502),
        label: 'Offline',
        status: 'wird_gesendet',
        createdAt: '2026-11-21T08:00:00.000Z',
      }),
    ]);
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('order-item')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('order-item') as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('order-label').textContent).toContain('Offline');
    expect(within(first).getByTestId('order-status').textContent).toContain('wird gesendet');
    expect(within(second).getByTestId('order-status').textContent).toContain('übermittelt');
    expect(within(second).getByTestId('order-user').textContent).toContain(
      'Bestellt von Anna Gruber',
    );
    expect(within(second).getByTestId('order-row-count').textContent).toContain('2 Positionen');
    expect(within(second).getByTestId('order-item-total').textContent).toContain('30,48\u00a0€');
    expect(screen.getByTestId('orders-pending-hint').textContent).toContain(t.pendingHint);
  });

  it('opens the lines of one order: names, note, prices and the PZN as fallback', async () => {
    await db.orders.put(order());
    renderPage();
    const toggle = await screen.findByTestId('order-details-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const detail = await screen.findByTestId('order-detail');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const lines = within(detail).getAllByTestId('order-line');
    expect(lines.map((l) => l.textContent)).toEqual([
      // The PZN twice: its column, and below the name for narrow screens (CSS picks one).
      '1234567Aspirin 500 mgPZN 1234567212,99\u00a0€25,98\u00a0€',
      'NotizBitte bis Freitag–––',
      '7654321PZN 765432114,50\u00a0€4,50\u00a0€',
    ]);
    expect(within(detail).getByTestId('order-detail-total').textContent).toContain('30,48\u00a0€');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('order-detail')).toBeNull());
  });

  it('names and prices an order being sent from the catalogue on this device', async () => {
    await store(catalogueDb(), [
      article({ pzn: '2468026', name: 'Paracetamol 500 mg', aepCents: 179 }),
    ]);
    await db.orders.put(
      order({
        status: 'wird_gesendet',
        totalCents: 0,
        lines: [{ pzn: '2468026', name: '', note: null, quantity: 3, unitPriceCents: null }],
      }),
    );
    renderPage(`/shop/bestellungen?order=${uuid(500)}`);
    const detail = await screen.findByTestId('order-detail');
    await waitFor(() =>
      expect(within(detail).getByTestId('order-line').textContent).toBe(
        '2468026Paracetamol 500 mgPZN 246802631,79\u00a0€5,37\u00a0€',
      ),
    );
    expect(screen.getByTestId('order-status').textContent).toBe('wird gesendet');
    expect(screen.getByTestId('order-item-total').textContent).toBe('5,37\u00a0€ (vorläufig)');
  });

  it('copies the order into the primary basket and opens it', async () => {
    await db.orders.put(order());
    await db.baskets.bulkPut([
      basket({ id: uuid(100), kind: 'warenkorb', primary: true, label: 'Haupt' }),
      basket({ id: uuid(101), kind: 'merkliste', primary: true, label: 'Merk' }),
    ]);
    await db.basketRows.put(basketRow({ id: uuid(200), basketId: uuid(100), position: 1 }));
    renderPage();
    const button = await screen.findByRole('button', {
      name: /Bestellung „Wochenbestellung“ vom .* erneut bestellen/,
    });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByTestId('basket-opened')).textContent).toContain(uuid(100));

    const outbox = await db.outbox.toArray();
    expect(outbox.map((m) => m.name)).toEqual(['basket.addRows']);
    const rows = await db.basketRows.where('basketId').equals(uuid(100)).sortBy('position');
    // The article already in the basket raises its row (1 + 2), the rest is appended.
    expect(rows.map((r) => [r.position, r.pzn, r.note, r.quantity])).toEqual([
      [1, '1234567', null, 3],
      [2, null, 'Bitte bis Freitag', 1],
      [3, '7654321', null, 1],
    ]);
  });

  it('creates a basket named after the order when there is no primary one', async () => {
    await db.orders.put(order());
    renderPage();
    const button = await screen.findByTestId('order-reorder');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const opened = await screen.findByTestId('basket-opened');
    const created = await db.baskets.get(opened.textContent ?? '');
    expect(created).toMatchObject({
      label: 'Erneut: Wochenbestellung',
      kind: 'warenkorb',
      lieferkundeNr: LK,
      primary: true,
      artikel_count: 2,
    });
    const outbox = await db.outbox.toArray();
    expect(outbox.map((m) => m.name)).toEqual(['basket.create', 'basket.addRows']);
  });

  it('leaves out articles a complete catalogue no longer has, and says so', async () => {
    const catalogue = catalogueDb();
    await store(catalogue, [article({ pzn: '2468026', name: 'Paracetamol 500 mg' })]);
    await catalogue.articles.delete('3357926');
    await catalogue.meta.put({ key: CATALOGUE_META.lastSyncAt, value: '2026-11-21T08:00:00.000Z' });
    try {
      await db.orders.put(
        order({
          lines: [
            { pzn: '2468026', name: 'Paracetamol', note: null, quantity: 2, unitPriceCents: 179 },
            { pzn: '3357926', name: 'Pantoprazol', note: null, quantity: 1, unitPriceCents: 612 },
          ],
        }),
      );
      await db.baskets.put(
        basket({ id: uuid(100), kind: 'warenkorb', primary: true, label: 'Haupt' }),
      );
      renderPage();
      const button = await screen.findByTestId('order-reorder');
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(button);
      await screen.findByTestId('basket-opened');
      const rows = await db.basketRows.where('basketId').equals(uuid(100)).toArray();
      expect(rows.map((r) => [r.pzn, r.quantity])).toEqual([['2468026', 2]]);
      expect(toasts.get().map((toast) => toast.message)).toContainEqual(
        `${t.reordered(1, 'Haupt')} ${t.reorderWithdrawn('3357926')}`,
      );
    } finally {
      await catalogue.meta.delete(CATALOGUE_META.lastSyncAt);
    }
  });
});
